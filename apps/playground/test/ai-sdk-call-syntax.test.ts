import { toAiSdkTools, toolCallingMiddleware } from '@ai-toolbox/ai-sdk';
import {
  createToolManager,
  getTranslator,
  listStandardTranslators,
  systemPromptFor,
} from '@ai-toolbox/core';
import '@ai-toolbox/translator-atfunc';
import '@ai-toolbox/translator-json';
import '@ai-toolbox/translator-markers';
import '@ai-toolbox/translator-pythonic';
import '@ai-toolbox/translator-tags';
import { generateText, wrapLanguageModel } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { registerDemoToolboxes } from '../src/demo-setup.js';
import { createMemoryFileToolbox } from '../src/memory-file-toolbox.js';
import { PAGE_EXAMPLES } from '../src/page-examples.js';
import { createWeather } from './ai-sdk-weather.js';

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};

const demo = createToolManager();
registerDemoToolboxes(demo, createMemoryFileToolbox());
const demoInterfaces = demo.getInterfaces();

/**
 * How a family's calls open, as the translator itself reads them: the first call it finds in
 * the page's example answer for it, up to the end of its opening tag (`<tool_call>`,
 * `<|python_tag|>`) or the name in it (`<function=`, `<invoke`), its token (`[TOOL_CALLS]`),
 * or the punctuation before the name (`@`, `[[`).
 */
function callOpener(name: string): string {
  const example = PAGE_EXAMPLES.get(name) ?? '';
  const translator = getTranslator(name);
  const calls = translator.parseFunctionCalls?.(example, demoInterfaces, null) ?? [];
  const raw = calls.find((call) => typeof call.raw === 'string' && call.raw.trim() !== '')?.raw;
  const text = (raw ?? '').trimStart();
  if (text.startsWith('<')) {
    const end = /[>=\s]/u.exec(text.slice(1));
    if (end === null) return text;
    const at = end.index + 1;
    return /\s/u.test(end[0]) ? text.slice(0, at) : text.slice(0, at + 1);
  }
  const token = /^\[[A-Z_]+\]/u.exec(text);
  if (token !== null) return token[0];
  return /^[^\p{L}\p{N}\s]*/u.exec(text)?.[0] ?? '';
}

describe('the AI SDK middleware with every registered translator', () => {
  it.each(listStandardTranslators())(
    "%s: the system prompt shows how the family's calls are written",
    async (name) => {
      const opener = callOpener(name);
      const { manager } = createWeather();
      const mock = new MockLanguageModelV3({
        doGenerate: {
          content: [{ type: 'text', text: 'No call needed.' }],
          finishReason: { unified: 'stop', raw: 'stop' },
          usage,
          warnings: [],
        },
      });
      await generateText({
        model: wrapLanguageModel({
          model: mock,
          middleware: toolCallingMiddleware({ translator: name }),
        }),
        tools: toAiSdkTools(manager),
        prompt: 'How warm is Paris?',
      });
      const system = mock.doGenerateCalls[0]?.prompt[0];
      expect(system?.role).toBe('system');
      const content = String(system?.content);
      // The translator's own words and layout, which show a call where the family was trained
      // on prompts that show one.
      const own = systemPromptFor(getTranslator(name), [manager.getInterfaces()[0] as never]);
      expect(content).toContain(own);
      const instructions = (getTranslator(name) as { instructions?: unknown }).instructions;
      // A family whose calls open with a word (glm4, pythonic) has no opener to look for.
      if (opener !== '' && typeof instructions === 'string' && instructions.includes(opener)) {
        expect(content).toContain(opener);
      }
      if (name === 'hermes' || name === 'qwen3_coder') {
        expect(opener).toBe('<tool_call>');
        expect(content).toContain(opener);
      }
    },
  );
});
