import { describe, expect, it } from 'vitest';
import type { FunctionInterface } from './function-interface.js';
import { defineTranslator } from './kit/define-translator.js';
import { systemPromptFor } from './system-prompt-for.js';
import type { Translator } from './translator.js';

const echo: FunctionInterface = {
  domain: 'tools',
  name: 'echo',
  type: 'function',
  description: 'Echo',
  params: {},
  returns: 'string',
};
const add: FunctionInterface = { ...echo, domain: 'math', name: 'add', description: 'Add' };
const render = (i: FunctionInterface) => `${i.domain}.${i.name}: ${i.description}\n`;

describe('systemPromptFor', () => {
  it("uses a v2 translator's own instructions and interface text", () => {
    const translator = defineTranslator({
      name: 'lines',
      instructions: 'Write one call per line.',
      generateFunctionIfText: render,
      formatFunctionCallResults: () => '',
      createScanner: () => ({ push() {}, end() {} }),
    });
    expect(systemPromptFor(translator, [echo, add])).toBe(
      'Write one call per line.\n\nFunctions:\n\ntools.echo: Echo\n\nmath.add: Add',
    );
    expect(translator.systemPromptFor([echo])).toBe(systemPromptFor(translator, [echo]));
  });

  it('lets a family wrap the interfaces in a form of its own', () => {
    const translator = defineTranslator({
      name: 'tagged',
      instructions: 'Call inside <call> tags.',
      generateFunctionIfText: render,
      systemPromptFor: (interfaces, instructions) =>
        `${instructions}\n<tools>${interfaces.map((i) => i.name).join(',')}</tools>`,
      formatFunctionCallResults: () => '',
      createScanner: () => ({ push() {}, end() {} }),
    });
    expect(translator.instructions).toBe('Call inside <call> tags.');
    expect(translator.systemPromptFor([echo, add])).toBe(
      'Call inside <call> tags.\n<tools>echo,add</tools>',
    );
  });

  it('gives a reference translator a sentence naming its syntax before its interface text', () => {
    const translator: Translator = {
      name: 'old',
      generateFunctionIfText: render,
      getFunctionCallsFromText: () => [],
      formatFunctionCallResults: () => '',
    };
    const prompt = systemPromptFor(translator, [echo]);
    expect(prompt).toMatch(/^You can call functions by writing calls in the old syntax/);
    expect(prompt.endsWith('Functions:\n\ntools.echo: Echo')).toBe(true);
  });
});
