import { toAiSdkTools, toolCallingMiddleware } from '@ai-toolbox/ai-sdk';
import { getTranslator } from '@ai-toolbox/core';
import '@ai-toolbox/translator-atfunc';
import '@ai-toolbox/translator-json';
import '@ai-toolbox/translator-markers';
import { generateText, stepCountIs, streamText, tool, wrapLanguageModel } from 'ai';
import { convertArrayToReadableStream, MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createWeather } from './ai-sdk-weather.js';

// The AI SDK's own multi-step loops (generateText, streamText) over a model that only writes
// text, given tool calling by the middleware with the project's translators, by name. The mock
// model from `ai/test` is the only stand-in; the SDK, middleware, translators, pipeline and
// toolboxes are real.

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};

function textResult(text: string) {
  return {
    content: [{ type: 'text' as const, text }],
    finishReason: { unified: 'stop' as const, raw: 'stop' },
    usage,
    warnings: [],
  };
}

function textStream(chunks: readonly string[]) {
  return {
    stream: convertArrayToReadableStream([
      { type: 'stream-start' as const, warnings: [] },
      { type: 'text-start' as const, id: 'a' },
      ...chunks.map((delta) => ({ type: 'text-delta' as const, id: 'a', delta })),
      { type: 'text-end' as const, id: 'a' },
      { type: 'finish' as const, finishReason: { unified: 'stop' as const, raw: 'stop' }, usage },
    ]),
  };
}

const cases = [
  {
    translator: 'atfunc',
    call: '@weather.get_temp("Paris", days=2)',
    result:
      'Function call: weather.get_temp(location="Paris", days=2)\nReturned: 21 degrees in Paris',
  },
  {
    translator: 'markers',
    call: '[[weather.get_temp:Paris,2]]',
    result: 'Function call: [[weather.get_temp:Paris,2]]\nReturned: 21 degrees in Paris',
  },
] as const;

describe.each(cases)('the $translator translator in the AI SDK', ({ translator, call, result }) => {
  const answer = `Let me look that up. ${call} Back soon.`;

  it('runs the call in generateText, with the interface text in the prompt and the result in its format', async () => {
    const { manager, seen } = createWeather();
    const mock = new MockLanguageModelV3({
      doGenerate: [textResult(answer), textResult('It is 21 degrees.')],
    });
    const outcome = await generateText({
      model: wrapLanguageModel({ model: mock, middleware: toolCallingMiddleware({ translator }) }),
      tools: toAiSdkTools(manager),
      stopWhen: stepCountIs(3),
      prompt: 'How warm is Paris in two days?',
    });
    expect(outcome.text).toBe('It is 21 degrees.');
    expect(seen).toEqual([{ location: 'Paris', days: 2 }]);
    const system = mock.doGenerateCalls[0]?.prompt[0];
    const interfaceText = getTranslator(translator).generateFunctionIfText(
      manager.getInterfaces()[0] as never,
    );
    expect(system?.role).toBe('system');
    expect(String(system?.content)).toContain(interfaceText);
    expect(outcome.steps[0]?.text).toBe(answer.replace(call, ''));
    expect(mock.doGenerateCalls[1]?.prompt.slice(-2)).toEqual([
      { role: 'assistant', content: [{ type: 'text', text: answer }] },
      { role: 'user', content: [{ type: 'text', text: result }] },
    ]);
  });

  it('runs the call in streamText however the answer is cut, never showing call text', async () => {
    const cuts: string[][] = [[...answer]];
    for (let at = 1; at < answer.length; at += 1)
      cuts.push([answer.slice(0, at), answer.slice(at)]);
    for (const chunks of cuts) {
      const { manager, seen } = createWeather();
      const mock = new MockLanguageModelV3({
        doStream: [textStream(chunks), textStream(['Done.'])],
      });
      const streamed = streamText({
        model: wrapLanguageModel({
          model: mock,
          middleware: toolCallingMiddleware({ translator }),
        }),
        tools: toAiSdkTools(manager),
        stopWhen: stepCountIs(3),
        prompt: 'How warm is Paris in two days?',
      });
      const order: string[] = [];
      for await (const part of streamed.fullStream) {
        if (part.type === 'text-delta') order.push(`text:${part.text}`);
        else if (part.type === 'tool-call' || part.type === 'tool-result') order.push(part.type);
      }
      const where = JSON.stringify(chunks);
      const text = order.filter((entry) => entry.startsWith('text:')).map((e) => e.slice(5));
      expect(text.join(''), where).toBe(`${answer.replace(call, '')}Done.`);
      // The call goes out before the text after it, and is run before the next step.
      const callAt = order.indexOf('tool-call');
      expect(order.slice(0, callAt).join('').includes('Back soon'), where).toBe(false);
      expect(order.indexOf('tool-result'), where).toBeGreaterThan(callAt);
      expect(seen, where).toEqual([{ location: 'Paris', days: 2 }]);
      expect(JSON.stringify(mock.doStreamCalls[1]?.prompt.at(-1)), where).toContain(
        JSON.stringify(result).slice(1, -1),
      );
    }
  });

  it('answers a call it cannot read on the next step instead of dropping it', async () => {
    const { manager, seen } = createWeather();
    const broken = translator === 'atfunc' ? '@weather.get_temp("Par' : '[[weather.get_tmp:Paris]]';
    const mock = new MockLanguageModelV3({
      doGenerate: [textResult(`Checking ${broken}`), textResult('Sorry.')],
    });
    const outcome = await generateText({
      model: wrapLanguageModel({ model: mock, middleware: toolCallingMiddleware({ translator }) }),
      tools: toAiSdkTools(manager),
      stopWhen: stepCountIs(3),
      prompt: 'Weather?',
    });
    expect(seen).toEqual([]);
    expect(outcome.steps[0]?.content.some((part) => part.type === 'tool-error')).toBe(true);
    const sent = JSON.stringify(mock.doGenerateCalls[1]?.prompt.at(-1));
    expect(sent).toContain('Returned: Error: ');
    expect(outcome.text).toBe('Sorry.');
  });

  it('calls a zod-typed AI SDK tool of the application’s, with text brought to its types', async () => {
    const received: unknown[] = [];
    const tools = {
      weather__get_temp: tool({
        description: 'Current temperature in a city',
        inputSchema: z.object({ location: z.string(), days: z.number().int().optional() }),
        execute: async (input) => {
          received.push(input);
          return '21 degrees';
        },
      }),
    };
    const mock = new MockLanguageModelV3({
      doGenerate: [textResult(answer), textResult('Ok.')],
    });
    await generateText({
      model: wrapLanguageModel({ model: mock, middleware: toolCallingMiddleware({ translator }) }),
      tools,
      stopWhen: stepCountIs(3),
      prompt: 'Weather?',
    });
    expect(received).toEqual([{ location: 'Paris', days: 2 }]);
  });
});

describe('a hermes call in streamText', () => {
  it('shows the text around the call and nothing of the call, its closing tag included', async () => {
    const answer =
      'Let me check.\n\n<tool_call>\n{"name": "weather.get_temp", "arguments": {"location": "Paris"}}\n</tool_call>';
    const { manager, seen } = createWeather();
    const mock = new MockLanguageModelV3({
      doStream: [textStream([...answer]), textStream(['It is 21 degrees in Paris.'])],
    });
    const streamed = streamText({
      model: wrapLanguageModel({
        model: mock,
        middleware: toolCallingMiddleware({ translator: 'hermes' }),
      }),
      tools: toAiSdkTools(manager),
      stopWhen: stepCountIs(3),
      prompt: 'How warm is Paris?',
    });
    let shown = '';
    for await (const part of streamed.fullStream)
      if (part.type === 'text-delta') shown += part.text;
    expect(shown).toBe('Let me check.\n\nIt is 21 degrees in Paris.');
    expect(seen).toEqual([{ location: 'Paris', days: undefined }]);
  });
});
