import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createToolManager } from './create-tool-manager.js';
import { createMockToolbox } from './test.js';
import type { Translator } from './translator.js';

const fixture = fileURLToPath(
  new URL('./__fixtures__/third-party-translator.mjs', import.meta.url),
);
const folders: string[] = [];

afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

/** Copies the translator out of the repository and imports it from there, as a user would. */
async function importOutsideWorkspace(): Promise<Translator> {
  const folder = await mkdtemp(join(tmpdir(), 'ai-toolbox-third-party-'));
  folders.push(folder);
  const target = join(folder, 'my-translator.mjs');
  await copyFile(fixture, target);
  return (await import(/* @vite-ignore */ pathToFileURL(target).href)) as Translator;
}

describe('a third-party translator module', () => {
  it('plugs in unchanged and drives executeResponseFunctions', async () => {
    const translator = await importOutsideWorkspace();
    const toolbox = createMockToolbox('calc');
    const manager = createToolManager();
    manager.setFunctionTranslator(translator);
    manager.register(toolbox);
    manager.setRootToolBox('calc');

    const result = await manager.executeResponseFunctions(
      'Let me add: <<CALC.ADD|2|40>> and shout <<echo|hi>> then <<calc.add|x|1>>.',
    );
    expect(result.functionCalCount).toBe(3);
    expect(result.functionsOutput).toBe(
      [
        'Function call: calc.add\nReturned: 42',
        'Function call: calc.echo\nReturned: hi',
        `Function call: calc.add\nReturned: Error: Invalid parameter for function 'calc.add': a must be a number, got the string "x"`,
      ].join('\n\n'),
    );
    expect(result.calls[0]?.repairs.map((repair) => repair.code)).toEqual([
      'coerce-number',
      'coerce-number',
    ]);
    expect(toolbox.calls).toEqual([
      { name: 'add', args: { a: 2, b: 40 } },
      { name: 'echo', args: { text: 'hi' } },
    ]);
    expect(manager.getRootInterfaceAsText().split('\n')).toContain(
      '<<calc.add|a|b>> Add two numbers',
    );
  });
});
