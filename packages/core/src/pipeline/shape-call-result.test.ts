import { describe, expect, it, vi } from 'vitest';
import { createToolManager } from '../create-tool-manager.js';
import { defineToolbox } from '../define-toolbox.js';
import * as stringifyModule from '../kit/stringify-value.js';
import { resultBudget } from '../shape-result.js';
import { createMockTranslator, watchObject } from '../test.js';

// The writer is watched, so that the tests read the work each result cost.
vi.mock('../kit/stringify-value.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../kit/stringify-value.js')>();
  return { ...original, stringifyBounded: vi.fn(original.stringifyBounded) };
});

const twoMillionKeys: Record<string, number> = {};
for (let index = 0; index < 2_000_000; index += 1) twoMillionKeys[`k${index}`] = index;

function createManager() {
  const echoed: string[] = [];
  const manager = createToolManager({
    translator: createMockTranslator(),
    controlFunctions: false,
    timeoutMs: 150,
  });
  manager.register(
    defineToolbox({
      name: 'bad',
      functions: {
        typed: { description: 'Ten million bytes', params: {}, run: () => new Uint8Array(1e7) },
        keys: { description: 'Two million keys', params: {}, run: () => twoMillionKeys },
      },
    }),
  );
  manager.register(
    defineToolbox({
      name: 'w',
      functions: {
        echo: {
          description: 'Echo',
          params: { text: { type: 'string', isRequired: true, description: 'Text' } },
          run: ({ text }) => {
            echoed.push(text);
            return text;
          },
        },
      },
    }),
  );
  return { manager, echoed };
}

describe('shapeCallResult', () => {
  it.each([
    ['typed', 'a Uint8Array of 10000000 elements'],
    ['keys', 'an object with at least \\d+ keys'],
  ])(
    'answers bad.%s within the work bound, says what was cut, and runs the next call',
    async (name, what) => {
      const stringifyBounded = vi.mocked(stringifyModule.stringifyBounded);
      stringifyBounded.mockClear();
      const { manager, echoed } = createManager();
      const limit = manager.getTruncateLength();
      const result = await manager.executeResponseFunctions(
        `call bad.${name}\ncall w.echo {"text":"after"}`,
      );
      const [huge, after] = result.calls;
      expect(huge?.ok).toBe(true);
      expect(huge?.result).toMatch(
        new RegExp(
          `\\n\\[\\.\\.\\. truncated: more than \\d+ characters cut; the result is ${what}\\]$`,
        ),
      );
      expect(huge?.result.length).toBeLessThan(limit + 120);
      expect(after).toMatchObject({ ok: true, result: 'after' });
      expect(echoed).toEqual(['after']);
      // The work: the characters written plus the entries visited, one value's worth at most.
      const [written] = stringifyBounded.mock.results;
      if (written?.type !== 'return') throw new Error('the result was not written');
      const work = written.value.work;
      expect(work).toBeLessThanOrEqual(resultBudget(limit) + 32);
      expect(work).toBeGreaterThanOrEqual(resultBudget(limit));
    },
  );

  it('touches no more of a returned object of many keys than of one ten times smaller', async () => {
    const operations: number[] = [];
    const results: string[] = [];
    for (const size of [20_000, 200_000]) {
      const record: Record<string, number> = {};
      for (let index = 0; index < size; index += 1) record[`k${index}`] = index;
      const watched = watchObject(record);
      const manager = createToolManager({
        translator: createMockTranslator(),
        truncateLength: 500,
        timeoutMs: 150,
      });
      manager.register(
        defineToolbox({
          name: 'box',
          functions: { keys: { description: 'Keys', params: {}, run: () => watched.value } },
        }),
      );
      const [call] = (await manager.executeResponseFunctions('call box.keys')).calls;
      operations.push(watched.operations());
      results.push(call?.result ?? '');
    }
    expect(operations[1]).toBe(operations[0]);
    expect(operations[0]).toBeLessThanOrEqual(resultBudget(500));
    for (const result of results) {
      expect(result.startsWith('{"k0":0,"k1":1,')).toBe(true);
      expect(result).toMatch(/the result is an object with at least \d+ keys\]$/);
    }
  });

  it('writes a result within twice the limit whole, and says exactly how much it cut', async () => {
    const manager = createToolManager({ translator: createMockTranslator(), truncateLength: 100 });
    manager.register(
      defineToolbox({
        name: 'box',
        functions: { list: { description: 'A list', params: {}, run: () => Array(60).fill(1) } },
      }),
    );
    const [record] = (await manager.executeResponseFunctions('call box.list')).calls;
    expect(record?.result).toBe(`[${'1,'.repeat(49)}1\n[... truncated: 21 of 121 characters cut]`);
  });

  it('gives the output filter the head of a value whose writing stopped, and cuts what it returns', async () => {
    const seen: string[] = [];
    const manager = createToolManager({
      translator: createMockTranslator({
        outputFilter: (_name, _params, text) => {
          seen.push(text);
          return `filtered ${text.length}`;
        },
      }),
      truncateLength: 20,
    });
    manager.register(
      defineToolbox({
        name: 'box',
        functions: { bytes: { description: 'Bytes', params: {}, run: () => new Uint8Array(1e6) } },
      }),
    );
    const [record] = (await manager.executeResponseFunctions('call box.bytes')).calls;
    expect(seen[0]?.startsWith('[0,0,0')).toBe(true);
    expect(seen[0]?.length).toBeLessThanOrEqual(resultBudget(20));
    expect(record?.result).toBe(`filtered ${seen[0]?.length}`);
  });
});
