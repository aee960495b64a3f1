// One validated call of a two-parameter synchronous function, the way each library runs it,
// measured side by side in one process: interleaved rounds of blocks, CPU time, the median
// of the rounds. Figures only; nothing here passes or fails.
import { executeTool, safeParseJSON } from '@ai-sdk/provider-utils';
import { createToolManager, defineToolbox } from '@ai-toolbox/core';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { tool as agentsTool, RunContext } from '@openai/agents';
import { tool as aiTool } from 'ai';
import * as v from 'valibot';
import { z } from 'zod';

const add = ({ a, b }: { a: number; b: number }) => a + b;
const args = { a: 1, b: 2 };
const argsText = JSON.stringify(args);

const manager = createToolManager({ controlFunctions: false });
manager.register(
  defineToolbox({
    name: 'math',
    functions: {
      add: {
        description: 'Add two numbers',
        params: {
          a: { type: 'number', isRequired: true, description: 'First' },
          b: { type: 'number', isRequired: true, description: 'Second' },
        },
        run: add,
      },
    },
  }),
);

const valibotSchema = v.object({ a: v.number(), b: v.number() });
const zodSchema = z.object({ a: z.number(), b: z.number() });

const sdkTool = aiTool({
  description: 'Add two numbers',
  inputSchema: zodSchema,
  execute: add,
});
const sdkOptions = { toolCallId: 'call-1', messages: [] };

const agentsAdd = agentsTool({
  name: 'add',
  description: 'Add two numbers',
  parameters: zodSchema,
  execute: add,
});
const runContext = new RunContext();

const server = new McpServer({ name: 'bench', version: '1.0.0' });
server.registerTool(
  'add',
  { description: 'Add two numbers', inputSchema: { a: z.number(), b: z.number() } },
  async ({ a, b }) => ({ content: [{ type: 'text', text: String(add({ a, b })) }] }),
);
const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
await server.connect(serverTransport);
const client = new Client({ name: 'bench', version: '1.0.0' });
await client.connect(clientTransport);

interface Contender {
  readonly name: string;
  readonly run: () => unknown;
  /** Calls per block: fewer for the slow ones, so that every block lasts a few milliseconds. */
  readonly block: number;
}

const contenders: readonly Contender[] = [
  { name: 'direct `await add(args)`', run: async () => add(args), block: 20_000 },
  {
    name: 'valibot `v.parse` + call (the floor)',
    run: async () => add(v.parse(valibotSchema, args)),
    block: 20_000,
  },
  { name: 'ours `manager.call()`', run: () => manager.call('math.add', args), block: 10_000 },
  {
    name: 'AI SDK `safeParseJSON` + `executeTool`',
    run: async () => {
      const parsed = await safeParseJSON({ text: argsText, schema: sdkTool.inputSchema });
      if (!parsed.success) throw parsed.error;
      let output: unknown;
      for await (const part of executeTool({
        execute: sdkTool.execute as (input: unknown, options: unknown) => unknown,
        input: parsed.value,
        options: sdkOptions,
      })) {
        if (part.type === 'final') output = part.output;
      }
      return output;
    },
    block: 5_000,
  },
  {
    name: 'OpenAI Agents `tool.invoke`',
    run: () => agentsAdd.invoke(runContext, argsText),
    block: 5_000,
  },
  {
    name: 'MCP SDK `callTool`, in-memory transport',
    run: () => client.callTool({ name: 'add', arguments: args }),
    block: 500,
  },
];

/** CPU time per call of one block. */
async function blockTime(contender: Contender): Promise<number> {
  const start = process.cpuUsage();
  for (let index = 0; index < contender.block; index += 1) await contender.run();
  const used = process.cpuUsage(start);
  return ((used.user + used.system) * 1000) / contender.block;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** Nanoseconds per call of each contender: the median and the fastest of `rounds` rounds. */
export interface PeerTimes {
  readonly median: number;
  readonly fastest: number;
}

/** Nanoseconds per call of each contender over `rounds` interleaved rounds. */
export async function benchPeers(rounds = 21): Promise<Map<string, PeerTimes>> {
  for (const contender of contenders) await blockTime(contender);
  const times = new Map<string, number[]>(contenders.map((contender) => [contender.name, []]));
  // Each round starts one contender further on, so that each follows every other equally
  // often: a block pays for the garbage the one before it left (the MCP SDK's is the most),
  // and the median leaves those rounds out.
  for (let round = 0; round < rounds; round += 1) {
    for (let turn = 0; turn < contenders.length; turn += 1) {
      const contender = contenders[(round + turn) % contenders.length] as Contender;
      times.get(contender.name)?.push(await blockTime(contender));
    }
  }
  await client.close();
  return new Map(
    [...times].map(([name, list]) => [name, { median: median(list), fastest: Math.min(...list) }]),
  );
}

/** The table: ns per call, and each as a multiple of ours. */
export function peersTable(times: ReadonlyMap<string, PeerTimes>): Record<string, string>[] {
  const ours = times.get(OURS) ?? { median: Number.NaN, fastest: Number.NaN };
  return [...times].map(([path, { median: middle, fastest }]) => ({
    path,
    'median ns': middle.toFixed(0),
    'x ours': (middle / ours.median).toFixed(2),
    'fastest ns': fastest.toFixed(0),
    'x ours (fastest)': (fastest / ours.fastest).toFixed(2),
  }));
}

/** The same function called through `manager.call()` by name, for the README's figure. */
export const OURS = 'ours `manager.call()`';
