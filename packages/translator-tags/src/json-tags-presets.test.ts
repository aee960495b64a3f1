import type { TranslatorV2 } from '@ai-toolbox/core';
import { describe, expect, it } from 'vitest';
import { interfaces } from './__fixtures__/interfaces.js';
import { AUTO_TRANSLATOR, TAGS_TRANSLATORS } from './tags-translators.js';

describe('the firefunction_v2 translator', () => {
  it("reads the functools list Phi-4-mini writes, and renders a call after the template's space", () => {
    const text = 'Here. functools[{"name": "math.add", "arguments": {"a": 1, "b": 2}}]';
    const read = (translator: TranslatorV2) =>
      translator
        .parseFunctionCalls(text, interfaces, null)
        .map((call) => [call.name, { ...call.params }]);
    expect(read(TAGS_TRANSLATORS.firefunction_v2)).toEqual([['math.add', { a: 1, b: 2 }]]);
    expect(read(TAGS_TRANSLATORS.phi4_mini_json)).toEqual(read(TAGS_TRANSLATORS.firefunction_v2));
    expect(read(AUTO_TRANSLATOR)).toEqual([['math.add', { a: 1, b: 2 }]]);
    expect(TAGS_TRANSLATORS.firefunction_v2.renderCall('clock.now', {})).toBe(
      ' functools[{"name": "clock.now", "arguments": {}}]',
    );
  });

  it("says how to call in the template's words, before the functions as a JSON list", () => {
    const prompt = TAGS_TRANSLATORS.firefunction_v2.systemPromptFor(interfaces);
    expect(prompt.startsWith('You are a helpful assistant with access to functions.\n')).toBe(true);
    expect(prompt).toContain(
      'Available functions as JSON spec:\n[\n    {\n        "type": "function"',
    );
    expect(TAGS_TRANSLATORS.firefunction_v2.instructions).toBe(
      TAGS_TRANSLATORS.phi4_mini_json.instructions,
    );
  });
});
