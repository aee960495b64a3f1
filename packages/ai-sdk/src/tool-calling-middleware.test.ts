import { type FunctionInterface, systemPromptFor } from '@ai-toolbox/core';
import { generateText, stepCountIs, streamText, wrapLanguageModel } from 'ai';
import { convertArrayToReadableStream, MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { tagTranslator } from './__fixtures__/tag-translator.js';
import { createWeatherManager, textResult, textStream } from './__fixtures__/weather.js';
import { toAiSdkTools } from './to-ai-sdk-tools.js';
import { toolCallingMiddleware } from './tool-calling-middleware.js';

const call =
  '<tool_call>{"name": "weather.get_temp", "arguments": {"location": "Paris"}}</tool_call>';
const answer = `Let me check. ${call} One moment.`;

function systemOf(prompt: readonly { role: string; content: unknown }[]): string {
  const first = prompt[0];
  return first?.role === 'system' ? String(first.content) : '';
}

describe('toolCallingMiddleware with generateText', () => {
  it('shows the tools as interface text, runs the call found in the text and writes the result back', async () => {
    const { manager, calls } = createWeatherManager();
    const mock = new MockLanguageModelV3({
      doGenerate: [textResult(answer), textResult('It is 21 degrees in Paris.')],
    });
    const model = wrapLanguageModel({
      model: mock,
      middleware: toolCallingMiddleware({ translator: tagTranslator }),
    });
    const result = await generateText({
      model,
      system: 'You are terse.',
      tools: toAiSdkTools(manager),
      stopWhen: stepCountIs(3),
      prompt: 'Weather in Paris?',
    });

    expect(result.text).toBe('It is 21 degrees in Paris.');
    expect(calls).toEqual([{ location: 'Paris', unit: undefined }]);
    const [first, second] = mock.doGenerateCalls;
    // The model gets no native tools: the system prompt holds them as the translator's text.
    expect(first?.tools).toBeUndefined();
    expect(first?.toolChoice).toBeUndefined();
    const system = systemOf(first?.prompt ?? []);
    expect(system.startsWith('You are terse.\n\n')).toBe(true);
    expect(system).toContain(
      tagTranslator.generateFunctionIfText(manager.getInterfaces()[0] as FunctionInterface),
    );
    // The translator's own words: its instructions, with the call syntax, then the functions.
    expect(system).toContain(systemPromptFor(tagTranslator, manager.getInterfaces()));

    const step = result.steps[0];
    expect(step?.finishReason).toBe('tool-calls');
    expect(step?.text).toBe('Let me check.  One moment.');
    expect(step?.toolCalls.map((toolCall) => [toolCall.toolName, toolCall.input])).toEqual([
      ['weather__get_temp', { location: 'Paris' }],
    ]);
    expect(step?.toolResults[0]?.output).toMatchObject({ ok: true, result: '21 c in Paris' });

    // The second step: the model's own text back, the result in the translator's format.
    expect(second?.prompt.slice(2)).toEqual([
      { role: 'assistant', content: [{ type: 'text', text: answer }] },
      {
        role: 'user',
        content: [
          { type: 'text', text: '<tool_response>weather.get_temp: 21 c in Paris</tool_response>' },
        ],
      },
    ]);
  });

  it('shows the functions by their paths whatever the tools are called', async () => {
    const { manager, calls } = createWeatherManager({ rootToolbox: 'weather' });
    const mock = new MockLanguageModelV3({
      doGenerate: [textResult(call), textResult('Done.')],
    });
    const result = await generateText({
      model: wrapLanguageModel({
        model: mock,
        middleware: toolCallingMiddleware({ translator: tagTranslator }),
      }),
      tools: toAiSdkTools(manager, { separator: '-' }),
      stopWhen: stepCountIs(3),
      prompt: 'Weather?',
    });
    expect(systemOf(mock.doGenerateCalls[0]?.prompt ?? [])).toContain('"weather.get_temp"');
    expect(result.steps[0]?.toolCalls.map((toolCall) => toolCall.toolName)).toEqual(['get_temp']);
    expect(calls).toEqual([{ location: 'Paris', unit: undefined }]);
  });

  it('answers a call it cannot read on the next step with the translator’s reason', async () => {
    const { manager, calls } = createWeatherManager();
    const mock = new MockLanguageModelV3({
      doGenerate: [
        textResult('Checking <tool_call>{"name": "weather.get_temp", "arguments": {"loc'),
        textResult('Sorry.'),
      ],
    });
    const result = await generateText({
      model: wrapLanguageModel({
        model: mock,
        middleware: toolCallingMiddleware({ translator: tagTranslator }),
      }),
      tools: toAiSdkTools(manager),
      stopWhen: stepCountIs(3),
      prompt: 'Weather?',
    });
    expect(calls).toEqual([]);
    const errors = result.steps[0]?.content.filter((part) => part.type === 'tool-error') ?? [];
    expect(errors).toHaveLength(1);
    const last = mock.doGenerateCalls[1]?.prompt.at(-1);
    expect(last).toEqual({
      role: 'user',
      content: [
        {
          type: 'text',
          text: '<tool_response>: Error: The call is cut off before its closing </tool_call>.</tool_response>',
        },
      ],
    });
    expect(result.text).toBe('Sorry.');
  });

  it('answers a call to an unknown function, naming the functions there are', async () => {
    const { manager } = createWeatherManager();
    const mock = new MockLanguageModelV3({
      doGenerate: [
        textResult('<tool_call>{"name": "weather.get_tmp", "arguments": {}}</tool_call>'),
        textResult('Done.'),
      ],
    });
    await generateText({
      model: wrapLanguageModel({
        model: mock,
        middleware: toolCallingMiddleware({ translator: tagTranslator }),
      }),
      tools: toAiSdkTools(manager),
      stopWhen: stepCountIs(3),
      prompt: 'Weather?',
    });
    const last = mock.doGenerateCalls[1]?.prompt.at(-1);
    expect(JSON.stringify(last)).toContain(
      "weather.get_tmp: Error: There is no function named 'weather.get_tmp'. Did you mean 'weather.get_temp'? Call one of: weather.get_temp, weather.add, weather.wait.",
    );
  });

  it('leaves a call without tools alone and passes text through when the tool choice is none', async () => {
    const mock = new MockLanguageModelV3({ doGenerate: [textResult(answer), textResult(answer)] });
    const model = wrapLanguageModel({
      model: mock,
      middleware: toolCallingMiddleware({ translator: tagTranslator }),
    });
    expect((await generateText({ model, prompt: 'Hi' })).text).toBe(answer);
    const { manager } = createWeatherManager();
    const none = await generateText({
      model,
      tools: toAiSdkTools(manager),
      toolChoice: 'none',
      prompt: 'Hi',
    });
    expect(none.text).toBe(answer);
    expect(none.toolCalls).toEqual([]);
    expect(systemOf(mock.doGenerateCalls[1]?.prompt ?? [])).toBe('');
  });

  it('asks for the one function a tool choice names and offers only that one', async () => {
    const { manager } = createWeatherManager();
    const mock = new MockLanguageModelV3({ doGenerate: [textResult('ok')] });
    // The SDK itself refuses an answer without the required call.
    await expect(
      generateText({
        model: wrapLanguageModel({
          model: mock,
          middleware: toolCallingMiddleware({ translator: tagTranslator }),
        }),
        tools: toAiSdkTools(manager),
        toolChoice: { type: 'tool', toolName: 'weather__add' },
        prompt: 'Add',
      }),
    ).rejects.toThrow(/required tool 'weather__add'/);
    const system = systemOf(mock.doGenerateCalls[0]?.prompt ?? []);
    expect(system).toContain('You must call weather.add now.');
    expect(system).toContain('"weather.add"');
    expect(system).not.toContain('"weather.get_temp"');
  });
});

/** Runs one streamText loop whose first answer arrives in `chunks`; returns what came out. */
async function streamOnce(chunks: readonly string[]) {
  const { manager, calls } = createWeatherManager();
  const mock = new MockLanguageModelV3({
    doStream: [
      { stream: convertArrayToReadableStream(textStream(chunks)) },
      { stream: convertArrayToReadableStream(textStream(['Done.'])) },
    ],
  });
  const result = streamText({
    model: wrapLanguageModel({
      model: mock,
      middleware: toolCallingMiddleware({ translator: tagTranslator }),
    }),
    tools: toAiSdkTools(manager),
    stopWhen: stepCountIs(3),
    prompt: 'Weather?',
  });
  const parts: Array<{ type: string; text?: string; toolName?: string }> = [];
  for await (const part of result.fullStream) parts.push(part as (typeof parts)[number]);
  return { parts, calls, mock, steps: await result.steps };
}

describe('toolCallingMiddleware with streamText', () => {
  it('passes prose on at once, holds back the call text and emits the call as soon as it completes', async () => {
    const { parts, calls, mock } = await streamOnce([
      'Let me check. ',
      call.slice(0, 30),
      call.slice(30),
      ' One moment.',
    ]);
    const sequence = parts
      .filter((part) =>
        ['text-delta', 'tool-call', 'tool-result', 'finish-step'].includes(part.type),
      )
      .map((part) => (part.type === 'text-delta' ? `text:${part.text}` : part.type));
    expect(sequence).toEqual([
      'text:Let me check. ',
      'tool-call',
      'text: One moment.',
      'tool-result',
      'finish-step',
      'text:Done.',
      'finish-step',
    ]);
    expect(calls).toEqual([{ location: 'Paris', unit: undefined }]);
    expect(JSON.stringify(mock.doStreamCalls[1]?.prompt.at(-1))).toContain(
      '<tool_response>weather.get_temp: 21 c in Paris</tool_response>',
    );
  });

  it('gives the same text and call however the answer is cut into chunks', async () => {
    const cuts: string[][] = [[...answer]];
    for (let at = 1; at < answer.length; at += 1)
      cuts.push([answer.slice(0, at), answer.slice(at)]);
    for (const chunks of cuts) {
      const { parts, calls, steps } = await streamOnce(chunks);
      const text = parts
        .filter((part) => part.type === 'text-delta')
        .map((part) => part.text)
        .join('');
      expect(text, JSON.stringify(chunks)).toBe('Let me check.  One moment.Done.');
      expect(calls).toHaveLength(1);
      expect(steps[0]?.finishReason).toBe('tool-calls');
    }
  });
});
