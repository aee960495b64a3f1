import { toAiSdkTools, toolCallingMiddleware } from '@ai-toolbox/ai-sdk';
import { createToolManager, defineToolbox, listStandardTranslators } from '@ai-toolbox/core';
import { checkTranslatorConformance, watchObject } from '@ai-toolbox/core/test';
import '@ai-toolbox/translator-atfunc';
import '@ai-toolbox/translator-json';
import '@ai-toolbox/translator-markers';
import '@ai-toolbox/translator-pythonic';
import '@ai-toolbox/translator-tags';
import { stepCountIs, streamText, wrapLanguageModel } from 'ai';
import { convertArrayToReadableStream, MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { registerDemoToolboxes } from '../src/demo-setup.js';
import { createMathToolbox } from '../src/demo-toolboxes.js';
import { createMemoryFileToolbox } from '../src/memory-file-toolbox.js';
import { PAGE_EXAMPLES } from '../src/page-examples.js';

// Every translator the repository publishes, read through the name it registers, as a user
// selects it: each keeps the translator contract on the page's example answer for it and on
// hostile and random text built from that answer.
const manager = createToolManager();
registerDemoToolboxes(manager, createMemoryFileToolbox());
const interfaces = manager.getInterfaces();

describe('every translator of the repository', () => {
  const names = listStandardTranslators();

  it('is registered by importing its package, and the page has an example answer for it', () => {
    expect(names).toEqual(
      expect.arrayContaining([
        'atfunc',
        'markers',
        'hermes',
        'mistral',
        'llama3',
        'json',
        'granite',
        'glm4',
        'pythonic',
        'qwen3_coder',
        'auto',
      ]),
    );
    for (const name of names) expect(PAGE_EXAMPLES.has(name), name).toBe(true);
  });

  // A name and its aliases select one translator: it is checked once, on its first name.
  const distinct = names.filter(
    (name, index) =>
      names.findIndex((other) => manager.getTranslator(other) === manager.getTranslator(name)) ===
      index,
  );

  it.each(distinct)('%s keeps the translator contract', async (name) => {
    const example = PAGE_EXAMPLES.get(name) ?? '';
    const lines = example.split('\n');
    const problems = await checkTranslatorConformance(manager.getTranslator(name), {
      interfaces,
      samples: [example, ...lines, `${example} ${example}`, example.slice(0, example.length - 3)],
      // A line alone may be a piece of a call (`<tool_call>`, `</tool_call>`), no call itself.
      markersOutsideCalls: lines,
    });
    expect(problems).toEqual([]);
  });
});

// A tool that returns a huge object costs, whichever translator reads the call, what the model
// reads of it: the pipeline writes the result within its budget once, and the translator words
// that text, never the object. Measured from outside, as the operations done on the object.
describe('every translator of the repository with a tool that returns a huge object', () => {
  const names = listStandardTranslators();
  const truncateLength = 300;

  /** Runs the page's example for `name` with `weather.get_temp` returning `size` keys. */
  async function run(name: string, size: number) {
    const record: Record<string, number> = {};
    for (let index = 0; index < size; index += 1) record[`k${index}`] = index;
    const watched = watchObject(record);
    const huge = createToolManager({ translator: name, truncateLength, timeoutMs: 150 });
    huge.register(
      defineToolbox({
        name: 'weather',
        functions: {
          get_temp: {
            description: 'Every temperature ever measured',
            params: { location: { type: 'string', isRequired: true, description: 'City' } },
            run: () => watched.value,
          },
        },
      }),
    );
    huge.register(createMathToolbox());
    huge.register(createMemoryFileToolbox());
    const answer = await huge.executeResponseFunctions(PAGE_EXAMPLES.get(name) ?? '');
    return { answer, operations: watched.operations() };
  }

  it.each(names)('%s', async (name) => {
    const small = await run(name, 20_000);
    const large = await run(name, 200_000);
    expect(large.operations, name).toBe(small.operations);
    expect(small.operations, name).toBeGreaterThan(0);
    expect(small.operations, name).toBeLessThan(2 * truncateLength + 256);
    for (const { answer } of [small, large]) {
      const call = answer.calls.find((found) => found.name === 'weather.get_temp');
      expect(call?.result, name).toMatch(
        /^\{"k0":0,"k1":1,[\s\S]*the result is an object with at least \d+ keys\]$/,
      );
      expect(answer.functionsOutput.length, name).toBeLessThan(8 * truncateLength);
    }
  });
});

/** The stream of a mock model that writes `text` in pieces of `size` characters. */
function textStream(text: string, size: number) {
  const usage = {
    inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: 1, text: 1, reasoning: undefined },
  };
  const deltas = [];
  for (let at = 0; at < text.length; at += size) {
    deltas.push({ type: 'text-delta' as const, id: 'a', delta: text.slice(at, at + size) });
  }
  return {
    stream: convertArrayToReadableStream([
      { type: 'stream-start' as const, warnings: [] },
      { type: 'text-start' as const, id: 'a' },
      ...deltas,
      { type: 'text-end' as const, id: 'a' },
      { type: 'finish' as const, finishReason: { unified: 'stop' as const, raw: 'stop' }, usage },
    ]),
  };
}

// The same translators, by name, giving tool calling to a text-only model in the AI SDK's
// streamText loop: every call the translator finds in the example is answered exactly once,
// its text never shows, and the results come back in the translator's own format.
describe('every translator of the repository through the AI SDK middleware', () => {
  it.each(listStandardTranslators())('%s', async (name) => {
    const example = PAGE_EXAMPLES.get(name) ?? '';
    const translator = manager.getTranslator(name);
    const found = (translator.parseFunctionCalls?.(example, interfaces, null) ?? []).filter(
      (call) => call.span !== undefined,
    );
    expect(found.length, name).toBeGreaterThan(0);
    let prose = '';
    let at = 0;
    for (const call of found) {
      prose += example.slice(at, call.span.start);
      at = call.span.end;
    }
    prose += example.slice(at);
    // Each result reaches the model as the pipeline words it for the same answer (quotes and
    // escapes aside: a format may write results as JSON strings), run once on fresh toolboxes.
    const reference = createToolManager({ translator: name });
    registerDemoToolboxes(reference, createMemoryFileToolbox());
    const { calls } = await reference.executeResponseFunctions(example);
    const bare = (text: string) => text.replaceAll(/["\\]/g, '');
    for (const size of [1, 7, 16, example.length]) {
      const toolbox = createToolManager();
      registerDemoToolboxes(toolbox, createMemoryFileToolbox());
      const model = new MockLanguageModelV3({
        doStream: [textStream(example, size), textStream('Done.', 5)],
      });
      const result = streamText({
        model: wrapLanguageModel({
          model,
          middleware: toolCallingMiddleware({ translator: name }),
        }),
        tools: toAiSdkTools(toolbox),
        stopWhen: stepCountIs(2),
        prompt: 'Go',
      });
      const [first] = await result.steps;
      const answered = first?.content.filter(
        (part) => part.type === 'tool-result' || part.type === 'tool-error',
      );
      expect(first?.text, `${name} in pieces of ${size}`).toBe(prose);
      expect(answered?.length, `${name} in pieces of ${size}`).toBe(found.length);
      const results = model.doStreamCalls[1]?.prompt.at(-1);
      expect(results?.role, name).toBe('user');
      const text = bare(JSON.stringify(results?.content));
      for (const call of calls) {
        expect(text, `${name} in pieces of ${size}`).toContain(bare(call.result));
      }
    }
  });
});
