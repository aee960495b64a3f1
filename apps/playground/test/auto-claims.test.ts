import { readdirSync, readFileSync } from 'node:fs';
import {
  createToolManager,
  defineToolbox,
  type FunctionInterface,
  type FunctionParam,
  findStandardTranslator,
  type ParamType,
  type ParsedFunctionCallV2,
  type TranslatorV2,
} from '@ai-toolbox/core';
import type { TranslatorOpenersV2 } from '@ai-toolbox/core/kit';
import '@ai-toolbox/translator-atfunc';
import '@ai-toolbox/translator-json';
import '@ai-toolbox/translator-markers';
import '@ai-toolbox/translator-pythonic';
import '@ai-toolbox/translator-tags';
import { describe, expect, it } from 'vitest';
import { seededRandom as random } from './seeded-random.js';

// `auto` with every translator of the repository registered: a call a family's own markers open
// claims the text it spans, so a bare JSON reading inside it never wins over the family's.
const tasks = defineToolbox({
  name: 'tasks',
  functions: {
    write_todos: {
      description: 'Writes the to-do list.',
      params: { todos: { type: 'array', isRequired: true, description: 'The items.' } },
      run: () => 'written',
    },
    configure: {
      description: 'Configures the server.',
      params: { config: { type: 'object', isRequired: true, description: 'The settings.' } },
      run: () => 'configured',
    },
  },
});

const auto = findStandardTranslator('auto') as TranslatorV2;
const qwen3Coder = findStandardTranslator('qwen3_coder') as TranslatorV2;
const argumentsOf = (calls: readonly ParsedFunctionCallV2[]) =>
  calls.map((call) => [call.name, call.params, call.error?.code]);

describe('auto and the markers of a family', () => {
  const manager = createToolManager({ controlFunctions: false });
  manager.register(tasks);
  const interfaces = manager.getInterfaces();

  it('reads a Qwen3-Coder parameter holding a JSON list of objects as that one argument', () => {
    const text =
      'I will note the steps.\n<tool_call>\n<function=tasks.write_todos>\n<parameter=todos>\n[{"id": 1, "content": "read the logs"}, {"id": 2, "content": "fix the bug"}]\n</parameter>\n</function>\n</tool_call>';
    const calls = auto.parseFunctionCalls(text, interfaces, null);
    expect(argumentsOf(calls)).toEqual([
      [
        'tasks.write_todos',
        {
          todos: [
            { id: 1, content: 'read the logs' },
            { id: 2, content: 'fix the bug' },
          ],
        },
        undefined,
      ],
    ]);
    expect(argumentsOf(calls)).toEqual(
      argumentsOf(qwen3Coder.parseFunctionCalls(text, interfaces, null)),
    );
  });

  it('reads a Qwen3-Coder parameter holding a JSON object as that argument, not as the call', () => {
    const text =
      '<tool_call>\n<function=tasks.configure>\n<parameter=config>\n{"host": "localhost", "port": 8080}\n</parameter>\n</function>\n</tool_call>';
    expect(argumentsOf(auto.parseFunctionCalls(text, interfaces, null))).toEqual([
      ['tasks.configure', { config: { host: 'localhost', port: 8080 } }, undefined],
    ]);
  });

  it('answers the results of such a call in Qwen3-Coder’s syntax', async () => {
    manager.setFunctionTranslator('auto');
    const result = await manager.executeResponseFunctions(
      '<tool_call>\n<function=tasks.configure>\n<parameter=config>\n{"host": "localhost"}\n</parameter>\n</function>\n</tool_call>',
    );
    expect(result.calls.map((call) => [call.name, call.result])).toEqual([
      ['tasks.configure', 'configured'],
    ]);
  });

  it('streams to the same calls, chunk by chunk', () => {
    const text =
      '<tool_call>\n<function=tasks.configure>\n<parameter=config>\n{"host": "localhost", "port": 8080}\n</parameter>\n</function>\n</tool_call>';
    const stream = auto.createFunctionCallStream(interfaces, null);
    const calls: ParsedFunctionCallV2[] = [];
    for (let at = 0; at < text.length; at += 7) calls.push(...stream.push(text.slice(at, at + 7)));
    calls.push(...stream.end());
    expect(argumentsOf(calls)).toEqual(
      argumentsOf(auto.parseFunctionCalls(text, interfaces, null)),
    );
  });
});

/** One model answer of a family's research fixtures, as the packages keep them. */
interface Fixture {
  readonly id: string;
  readonly text: string;
  readonly functions: readonly { readonly name: string; readonly params: Record<string, string> }[];
}

const root = 'fixtures';
const fixtureFolders = [
  new URL('../../../packages/translator-json/src/__fixtures__/', import.meta.url),
  new URL('../../../packages/translator-tags/src/__fixtures__/vllm/', import.meta.url),
];

function fixtureFiles(): { family: string; fixtures: Fixture[] }[] {
  return fixtureFolders.flatMap((folder) =>
    readdirSync(folder)
      .filter((file) => file.startsWith('fixtures-') && file.endsWith('.json'))
      .map((file) => ({
        family: file.slice('fixtures-'.length, -'.json'.length),
        fixtures: JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as Fixture[],
      })),
  );
}

function paramType(declared: string): ParamType {
  const first = declared.split('|').find((type) => type !== 'null') ?? 'string';
  if (first === 'float') return 'number';
  const known: readonly string[] = ['string', 'number', 'integer', 'boolean', 'object', 'array'];
  return (known.includes(first) ? first : 'string') as ParamType;
}

function interfacesOf(fixture: Fixture): FunctionInterface[] {
  return fixture.functions.map((declared) => {
    const dot = declared.name.indexOf('.');
    const params: Record<string, FunctionParam> = {};
    for (const [param, type] of Object.entries(declared.params)) {
      params[param] = { type: paramType(type), isRequired: false, description: param };
    }
    return {
      domain: dot < 0 ? root : declared.name.slice(0, dot),
      name: dot < 0 ? declared.name : declared.name.slice(dot + 1),
      type: 'function',
      description: `The fixture function ${declared.name}`,
      params,
      returns: 'string',
    };
  });
}

const words = ['Sure', 'here', 'is', 'the', 'call', 'I', 'will', 'check', 'that', 'now', 'done'];
function prose(next: () => number): string {
  const count = Math.floor(next() * 6);
  return Array.from({ length: count }, () => words[Math.floor(next() * words.length)]).join(' ');
}

function streamed(text: string, interfaces: FunctionInterface[], next: () => number) {
  const stream = auto.createFunctionCallStream(interfaces, root);
  const calls: ParsedFunctionCallV2[] = [];
  for (let at = 0; at < text.length; ) {
    const size = 1 + Math.floor(next() * 40);
    calls.push(...stream.push(text.slice(at, at + size)));
    at += size;
  }
  calls.push(...stream.end());
  return calls;
}

describe('auto on the fixtures of every family', () => {
  const seed = Number(process.env.AI_TOOLBOX_CONFORMANCE_SEED ?? 20261201);
  const next = random(seed);
  const claimed = fixtureFiles().flatMap(({ family, fixtures }) => {
    const named = findStandardTranslator(family) as TranslatorV2 | undefined;
    const own = (named as { openers?: TranslatorOpenersV2 } | undefined)?.openers?.own ?? [];
    if (named === undefined || own.length === 0) return [];
    return fixtures.flatMap((fixture) => {
      const interfaces = interfacesOf(fixture);
      const text = `${prose(next)}\n${fixture.text}\n${prose(next)}`;
      const calls = named.parseFunctionCalls(text, interfaces, root);
      // Only answers every call of which the family's own markers open and can run.
      const all = calls.every(
        (call) =>
          call.error === undefined &&
          call.interface != null &&
          own.some((marker) => call.raw.startsWith(marker)),
      );
      return calls.length > 0 && all ? [{ family, fixture, text, interfaces, calls }] : [];
    });
  });

  it('has answers the families’ markers claim, of many families', () => {
    expect(new Set(claimed.map((entry) => entry.family)).size).toBeGreaterThan(15);
    expect(claimed.length).toBeGreaterThan(100);
  });

  it('reads, wherever a family’s markers claim the text, what the named family reads, in any chunks', () => {
    const differ: string[] = [];
    for (const { family, fixture, text, interfaces, calls } of claimed) {
      const expected = argumentsOf(calls);
      const read = argumentsOf(streamed(text, interfaces, next));
      if (JSON.stringify(read) !== JSON.stringify(expected)) {
        differ.push(`${family} ${fixture.id} (seed ${seed}): ${JSON.stringify(read)}`);
      }
    }
    expect(differ).toEqual([]);
  });
});

describe('auto writes the results in the syntax of the family that wrote the call', () => {
  const answers: Record<string, string> = {
    mistral: '[TOOL_CALLS][{"name": "tasks.configure", "arguments": {"config": {"a": 1}}}]',
    llama3: '<|python_tag|>{"name": "tasks.configure", "parameters": {"config": {"a": 1}}}',
    hermes: '<tool_call>{"name": "tasks.configure", "arguments": {"config": {"a": 1}}}</tool_call>',
  };
  it.each(Object.keys(answers))('%s, as the named translator writes them', async (family) => {
    const outputs: unknown[] = [];
    for (const translator of ['auto', family]) {
      const manager = createToolManager({ translator, controlFunctions: false });
      manager.register(tasks);
      outputs.push(
        (await manager.executeResponseFunctions(answers[family] as string)).functionsOutput,
      );
    }
    expect(outputs[1]).toContain('configured');
    expect(outputs[0]).toBe(outputs[1]);
  });
});
