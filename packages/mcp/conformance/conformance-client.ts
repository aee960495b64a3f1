// `pnpm conformance:client <url>`: the client the official conformance suite's client
// scenarios run. It mounts the server at <url> as a toolbox, lists its tools and calls each
// one with arguments made from its interface, printing every result.
import { createToolManager, type FunctionParam } from '@ai-toolbox/core';
import { mountMcpServer } from '../src/index.js';

/** A value of the declared type: the default, else the first allowed value, else a plain one. */
export function exampleValue(param: FunctionParam): unknown {
  if (param.default !== undefined) return param.default;
  if (param.enum !== undefined && param.enum.length > 0) return param.enum[0];
  switch (param.type) {
    case 'string':
      return 'test';
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    case 'object':
      return {};
    case 'array':
      return [];
  }
}

/** Mounts `url`, calls every tool with its required arguments, and returns one line per call. */
export async function runConformanceClient(url: string): Promise<string[]> {
  const manager = createToolManager({ controlFunctions: false, timeoutMs: 20_000 });
  const mount = await mountMcpServer(manager, { name: 'conformance', url });
  const lines: string[] = [];
  try {
    for (const functionInterface of manager.getInterfaces()) {
      const args: Record<string, unknown> = {};
      for (const [name, param] of Object.entries(functionInterface.params ?? {})) {
        if (param.isRequired) args[name] = exampleValue(param);
      }
      const [record] = await manager.executeFunctionCalls([
        { name: `conformance.${functionInterface.name}`, params: args },
      ]);
      lines.push(`${functionInterface.name}(${JSON.stringify(args)}) -> ${record?.result}`);
    }
  } finally {
    await mount.close();
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2];
  if (url === undefined) {
    console.error('Usage: conformance-client <server-url>');
    process.exit(2);
  }
  try {
    for (const line of await runConformanceClient(url)) console.log(line);
    process.exit(0);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
