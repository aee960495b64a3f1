// Runs under Node 22 with `ai` resolving to ai 7 (see ai-7.test.ts): the SDK's generateText and
// streamText loops over a text-only mock model, given tool calling by this package's middleware
// with core's mock translator, and native calls through toAiSdkTools. Prints what happened.
import { toAiSdkTools, toolCallingMiddleware } from '@ai-toolbox/ai-sdk';
import { createToolManager } from '@ai-toolbox/core';
import { createMockToolbox, createMockTranslator } from '@ai-toolbox/core/test';
import { generateText, stepCountIs, streamText, wrapLanguageModel } from 'ai';
import { convertArrayToReadableStream, MockLanguageModelV4 } from 'ai/test';

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};
const text = (value) => ({
  content: [{ type: 'text', text: value }],
  finishReason: { unified: 'stop', raw: 'stop' },
  usage,
  warnings: [],
});
const stream = (chunks) => ({
  stream: convertArrayToReadableStream([
    { type: 'stream-start', warnings: [] },
    { type: 'text-start', id: 'a' },
    ...chunks.map((delta) => ({ type: 'text-delta', id: 'a', delta })),
    { type: 'text-end', id: 'a' },
    { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage },
  ]),
});

const toolbox = createMockToolbox();
const manager = createToolManager({ controlFunctions: false });
manager.register(toolbox);
const middleware = toolCallingMiddleware({ translator: createMockTranslator() });
const answer = 'Adding.\ncall mock.add {"a": 2, "b": "3"}\n';

const generating = new MockLanguageModelV4({ doGenerate: [text(answer), text('It is 5.')] });
const generated = await generateText({
  model: wrapLanguageModel({ model: generating, middleware }),
  tools: toAiSdkTools(manager),
  stopWhen: stepCountIs(3),
  prompt: 'Add 2 and 3',
});

const streaming = new MockLanguageModelV4({
  doStream: [stream([...answer]), stream(['Five.'])],
});
const streamed = streamText({
  model: wrapLanguageModel({ model: streaming, middleware }),
  tools: toAiSdkTools(manager),
  stopWhen: stepCountIs(3),
  prompt: 'Add 2 and 3',
});

const native = new MockLanguageModelV4({
  doGenerate: [
    {
      ...text(''),
      content: [{ type: 'tool-call', toolCallId: 'c1', toolName: 'mock__add', input: '{"a": 1}' }],
      finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
    },
    text('Missing b.'),
  ],
});
const nativeResult = await generateText({
  model: native,
  tools: toAiSdkTools(manager),
  stopWhen: stepCountIs(3),
  prompt: 'Add',
});

console.log(
  JSON.stringify({
    generatedText: generated.text,
    generatedCalls: generated.steps[0].toolCalls.map((call) => [call.toolName, call.input]),
    generatedPrompt: generating.doGenerateCalls[1].prompt.at(-1),
    system: generating.doGenerateCalls[0].prompt[0],
    streamedText: await streamed.text,
    streamedSteps: (await streamed.steps).map((step) => step.text),
    nativeOutput: nativeResult.steps[0].toolResults[0]?.output,
    toolboxCalls: toolbox.calls.length,
  }),
);
