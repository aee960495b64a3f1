import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createToolManager, type Toolbox, type ToolManager } from '@ai-toolbox/core';
import { createFileToolbox, FILE_FUNCTION_NAMES } from '@ai-toolbox/toolbox-file';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryFileToolbox } from '../src/memory-file-toolbox.js';

// The page cannot use the file toolbox (it needs Node), so it uses an in-memory one. These
// tests hold the two together: what the model is shown and what it gets back are the same.

const root = mkdtempSync(join(tmpdir(), 'ai-toolbox-parity-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const real = createFileToolbox({ root });
const memory = createMemoryFileToolbox();

function managerWith(toolbox: Toolbox): ToolManager {
  const manager = createToolManager({ controlFunctions: false });
  manager.register(toolbox);
  return manager;
}

describe('the in-memory file toolbox beside @ai-toolbox/toolbox-file', () => {
  it('has the same functions with the same parameters, order and required flags', () => {
    expect(Object.keys(memory.functions).sort()).toEqual([...FILE_FUNCTION_NAMES].sort());
    for (const name of FILE_FUNCTION_NAMES) {
      const shape = (toolbox: Toolbox) =>
        Object.entries(toolbox.getFunction(name)?.interface.params ?? {}).map(([param, spec]) => [
          param,
          spec.type,
          spec.isRequired,
        ]);
      expect(shape(memory), name).toEqual(shape(real));
    }
  });

  it('answers the same sequence of calls with the same results, and fails where it fails', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['file.listfiles', {}],
      ['file.writefile', { filepath: 'notes/a.txt', content: 'héllo' }],
      ['file.writefile', { filepath: 'notes/a.txt', content: 'hello again' }],
      ['file.mkdir', { dirpath: 'empty' }],
      ['file.mkdir', { dirpath: 'empty' }],
      ['file.listfiles', {}],
      ['file.listfiles', { subdir: 'notes' }],
      ['file.readfile', { filepath: 'notes/a.txt' }],
      ['file.readfile', { filepath: '../a.txt' }],
      ['file.readfile', { filepath: '/etc/hostname' }],
      ['file.readfile', { filepath: 'notes/missing.txt' }],
      ['file.rmdir', { dirpath: 'notes' }],
      ['file.deletefile', { filepath: 'notes/a.txt' }],
      ['file.rmdir', { dirpath: 'notes' }],
      ['file.rmdir', { dirpath: 'empty' }],
      ['file.listfiles', {}],
    ];
    const realManager = managerWith(real);
    const memoryManager = managerWith(memory);
    for (const [path, args] of calls) {
      const [fromReal] = await realManager.executeFunctionCalls([{ name: path, params: args }]);
      const [fromMemory] = await memoryManager.executeFunctionCalls([{ name: path, params: args }]);
      const step = `${path}(${JSON.stringify(args)})`;
      expect(fromMemory?.ok, step).toBe(fromReal?.ok);
      if (fromReal?.ok) expect(fromMemory?.result, step).toBe(fromReal.result);
    }
  });
});
