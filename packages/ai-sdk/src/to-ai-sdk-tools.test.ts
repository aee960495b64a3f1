import { defineToolbox, InvalidSettingsError, ToolNameCollisionError } from '@ai-toolbox/core';
import { asSchema, generateText, stepCountIs } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { createWeatherManager, textResult } from './__fixtures__/weather.js';
import { toAiSdkTools } from './to-ai-sdk-tools.js';

/** What a native model's generate call returns when it calls tools. */
function toolCalls(...calls: Array<[toolName: string, input: string]>) {
  return {
    ...textResult(''),
    content: calls.map(([toolName, input], index) => ({
      type: 'tool-call' as const,
      toolCallId: `call-${index}`,
      toolName,
      input,
    })),
    finishReason: { unified: 'tool-calls' as const, raw: 'tool_calls' },
  };
}

/** The tool results of the second model call's prompt, as the model reads them. */
function resultsSent(mock: MockLanguageModelV3) {
  const message = mock.doGenerateCalls[1]?.prompt.at(-1);
  if (message?.role !== 'tool') return [];
  return message.content.map((part) => (part.type === 'tool-result' ? part.output : undefined));
}

describe('toAiSdkTools', () => {
  it('offers every function under its provider-safe name with core’s JSON Schema', async () => {
    const { manager } = createWeatherManager();
    manager.registerControlFunctions();
    const tools = toAiSdkTools(manager);
    expect(Object.keys(tools)).toEqual([
      'weather__get_temp',
      'weather__add',
      'weather__wait',
      'tools__get_toolboxes',
      'tools__get_functions',
      'tools__get_function_interface',
      'tools__set_truncate_length',
    ]);
    expect(tools.weather__get_temp?.description).toBe('Current temperature in a city');
    expect(tools.weather__get_temp?.providerOptions).toEqual({
      aiToolbox: { path: 'weather.get_temp' },
    });
    const schema = await asSchema(tools.weather__get_temp?.inputSchema).jsonSchema;
    expect(schema).toEqual({
      type: 'object',
      properties: {
        location: { type: 'string', description: 'City' },
        unit: { type: 'string', description: 'Unit', enum: ['c', 'f'] },
      },
      required: ['location'],
    });
  });

  it('offers the functions asked for, root functions by their bare name', () => {
    const { manager } = createWeatherManager({ rootToolbox: 'weather' });
    manager.registerControlFunctions();
    expect(Object.keys(toAiSdkTools(manager, { functions: ['weather.add', 'tools'] }))).toEqual([
      'add',
      'tools__get_toolboxes',
      'tools__get_functions',
      'tools__get_function_interface',
      'tools__set_truncate_length',
    ]);
    expect(
      Object.keys(
        toAiSdkTools(manager, {
          functions: (functionInterface) => functionInterface.name === 'add',
          prefixRootToolbox: true,
          separator: '-',
        }),
      ),
    ).toEqual(['add', 'weather-add']);
  });

  it('refuses wrong options and names that would collide', () => {
    const { manager } = createWeatherManager();
    expect(() => toAiSdkTools(manager, { separator: '.' })).toThrow(InvalidSettingsError);
    expect(() => toAiSdkTools(manager, { timeoutMs: -1 })).toThrow(InvalidSettingsError);
    const { manager: rooted } = createWeatherManager();
    rooted.register(
      defineToolbox({
        name: 'main',
        functions: {
          weather__add: { description: 'Adds', params: {}, run: () => 0 },
        },
      }),
    );
    rooted.setRootToolBox('main');
    expect(() => toAiSdkTools(rooted)).toThrow(ToolNameCollisionError);
    expect(Object.keys(toAiSdkTools(rooted, { separator: '-' }))).toContain('weather-add');
  });

  it('runs native calls through the pipeline and answers invalid ones instead of throwing', async () => {
    const { manager, calls } = createWeatherManager();
    const mock = new MockLanguageModelV3({
      doGenerate: [
        toolCalls(
          ['weather__get_temp', '{"location": "Paris", "unit": "f"}'],
          ['weather__get_temp', '{"cty": "Paris"}'],
          ['weather__add', '{"a": "2", "b": 3}'],
          ['weather__get_tmp', '{}'],
        ),
        textResult('Done.'),
      ],
    });
    const result = await generateText({
      model: mock,
      tools: toAiSdkTools(manager),
      stopWhen: stepCountIs(3),
      prompt: 'Go',
    });
    expect(result.text).toBe('Done.');
    expect(calls).toEqual([{ location: 'Paris', unit: 'f' }]);
    const outputs = result.steps[0]?.toolResults.map((toolResult) => toolResult.output);
    expect(outputs?.[0]).toMatchObject({
      name: 'weather.get_temp',
      ok: true,
      result: '21 f in Paris',
    });
    expect(outputs?.[1]).toMatchObject({
      ok: false,
      error: { code: 'invalid-arguments' },
    });
    expect(outputs?.[2]).toMatchObject({
      ok: true,
      result: '5',
      repairs: [expect.objectContaining({ code: 'coerce-number', param: 'a' })],
    });
    const sent = resultsSent(mock);
    expect(sent[0]).toEqual({ type: 'text', value: '21 f in Paris' });
    expect(sent[1]).toEqual({
      type: 'error-text',
      value: expect.stringMatching(
        /^Error: Missing required parameter for function 'weather.get_temp': location.*Unknown parameter.*cty/,
      ),
    });
    expect(sent[2]).toEqual({ type: 'text', value: '5' });
    // An unknown tool is the SDK's to answer; it answers it too, as an error.
    expect(sent[3]).toMatchObject({ type: 'error-text' });
    expect(JSON.stringify(sent[3])).toContain('weather__get_tmp');
    expect(manager.getStats().functions['weather.get_temp']).toMatchObject({ calls: 2, errors: 1 });
  });

  it('answers a denied call and a call that timed out, and passes on the SDK’s abort signal', async () => {
    const { manager } = createWeatherManager({
      policy: (resolved) => (resolved.functionName === 'add' ? 'deny' : 'allow'),
    });
    const tools = toAiSdkTools(manager, { timeoutMs: 50 });
    const options = { toolCallId: 'x', messages: [] };
    const denied = await tools.weather__add?.execute?.({ a: 1, b: 2 }, options);
    expect(denied).toMatchObject({ ok: false, error: { code: 'call-denied' } });
    const timedOut = await tools.weather__wait?.execute?.({}, options);
    expect(timedOut).toMatchObject({ ok: false, error: { code: 'tool-timeout' } });
    const controller = new AbortController();
    const waiting = toAiSdkTools(manager).weather__wait?.execute?.(
      {},
      { ...options, abortSignal: controller.signal },
    );
    controller.abort();
    expect(await waiting).toMatchObject({ ok: false, error: { code: 'call-aborted' } });
  });

  it('words the result with resultText and keeps the pipeline’s when it fails', async () => {
    const { manager } = createWeatherManager();
    const tools = toAiSdkTools(manager, {
      resultText: (record) => (record.ok ? `${record.name} said ${record.result}` : undefined),
    });
    const options = { toolCallId: 'x', messages: [] };
    expect(await tools.weather__add?.execute?.({ a: 1, b: 2 }, options)).toMatchObject({
      result: 'weather.add said 3',
    });
    expect(await tools.weather__add?.execute?.({ a: 'x', b: 2 }, options)).toMatchObject({
      ok: false,
      result: expect.stringMatching(/^Error: /),
    });
    const throwing = toAiSdkTools(manager, {
      resultText: () => {
        throw new Error('broken');
      },
    });
    expect(await throwing.weather__add?.execute?.({ a: 1, b: 2 }, options)).toMatchObject({
      result: '3',
    });
  });
});
