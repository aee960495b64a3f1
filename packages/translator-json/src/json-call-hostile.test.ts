import type { FunctionInterface, ParsedFunctionCallV2 } from '@ai-toolbox/core';
import { countStringWork } from '@ai-toolbox/core/test';
import { describe, expect, it } from 'vitest';
import type { JsonCallTranslator } from './create-json-call-translator.js';
import type { JsonCallFamilyName } from './json-call-family.js';
import {
  TRANSLATOR_GLM4,
  TRANSLATOR_GRANITE,
  TRANSLATOR_HERMES,
  TRANSLATOR_JSON,
  TRANSLATOR_LLAMA3,
  TRANSLATOR_MISTRAL,
} from './json-translators.js';

const translators: Record<JsonCallFamilyName, JsonCallTranslator> = {
  hermes: TRANSLATOR_HERMES,
  mistral: TRANSLATOR_MISTRAL,
  llama3: TRANSLATOR_LLAMA3,
  json: TRANSLATOR_JSON,
  granite: TRANSLATOR_GRANITE,
  glm4: TRANSLATOR_GLM4,
};
const families = Object.keys(translators) as JsonCallFamilyName[];

const merge: FunctionInterface = {
  domain: 'obj',
  name: 'merge',
  type: 'function',
  description: 'Merges data.',
  params: {
    data: { type: 'object', isRequired: false, description: 'The data.' },
    n: { type: 'number', isRequired: false, description: 'A number.' },
  },
  returns: 'string',
};
const interfaces = [merge];

/** A call to obj.merge with `args` (JSON text) as its arguments, in each family's format. */
const calls: Record<JsonCallFamilyName, (args: string) => string> = {
  hermes: (args) => `<tool_call>\n{"name": "obj.merge", "arguments": ${args}}\n</tool_call>`,
  mistral: (args) => `[TOOL_CALLS][{"name": "obj.merge", "arguments": ${args}}]`,
  llama3: (args) => `<|python_tag|>{"name": "obj.merge", "parameters": ${args}}<|eom_id|>`,
  json: (args) => `[{"name": "obj.merge", "arguments": ${args}}]`,
  granite: (args) => `<function_call> {"name": "obj.merge", "arguments": ${args}}`,
  glm4: (args) => `obj.merge\n${args}`,
};

/** Values nested `depth` deep, closed and left open. */
const nestings: Record<string, (depth: number) => string> = {
  arrays: (depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`,
  braces: (depth) => `${'{'.repeat(depth)}${'}'.repeat(depth)}`,
  'objects in arrays': (depth) => `${'[{"a": '.repeat(depth)}1${'}]'.repeat(depth)}`,
  'arrays left open': (depth) => '['.repeat(depth),
  'objects in arrays left open': (depth) => '[{"a": '.repeat(depth),
};

function parse(translator: JsonCallTranslator, text: string): ParsedFunctionCallV2[] {
  return translator.parseFunctionCalls(text, interfaces, null);
}

function streamed(translator: JsonCallTranslator, text: string, size: number) {
  const stream = translator.createFunctionCallStream(interfaces, null);
  const found: ParsedFunctionCallV2[] = [];
  for (let at = 0; at < text.length; at += size)
    found.push(...stream.push(text.slice(at, at + size)));
  found.push(...stream.end());
  return found;
}

/** The string work of reading `text` in one piece. */
function work(translator: JsonCallTranslator, text: string): number {
  return countStringWork(() => {
    parse(translator, text);
  });
}

describe('a <tool_call> block nested past the depth limit', () => {
  const block = (data: string): string =>
    `<tool_call>{"name": "obj.merge", "arguments": {"data": ${data}}}</tool_call>`;

  it.each(Object.entries(nestings))('is one unreadable call, however deep: %s', (_, nest) => {
    for (const family of families) {
      for (const depth of [64, 1000]) {
        const text = block(nest(depth));
        const found = parse(translators[family], text);
        expect(found, `${family}, ${depth} deep`).toHaveLength(1);
        expect(found[0]?.error).toBeDefined();
        expect(found[0]?.span.start).toBe(0);
        expect(streamed(translators[family], text, 1)).toEqual(found);
      }
    }
  });

  it('reads no call written inside what it could not read', () => {
    const inner = '{"name": "obj.merge", "arguments": {}}';
    for (const data of [
      `${'['.repeat(70)}${inner}${']'.repeat(70)}`,
      `{${inner}}`,
      `{{${inner}, ${inner}}}`,
    ]) {
      for (const family of families) {
        const found = parse(translators[family], block(data));
        expect(found, `${family}: ${data.slice(0, 80)}`).toHaveLength(1);
        expect(found[0]?.error).toBeDefined();
      }
    }
  });

  it.each(Object.entries(nestings))('costs work linear in its depth: %s', (_, nest) => {
    const small = work(TRANSLATOR_HERMES, block(nest(2_000)));
    const large = work(TRANSLATOR_HERMES, block(nest(16_000)));
    expect(large / small).toBeLessThan(10);
  });
});

describe('a call nested past the depth limit, in each format', () => {
  it.each(families)('is one result in the %s format, and costs linear work', (family) => {
    const translator = translators[family];
    for (const [shape, nest] of Object.entries(nestings)) {
      const text = calls[family](`{"data": ${nest(1000)}}`);
      const found = parse(translator, text);
      expect(found, shape).toHaveLength(1);
      expect(found[0]?.error, shape).toBeDefined();
      expect(streamed(translator, text, 16), shape).toEqual(found);
      const small = work(translator, calls[family](`{"data": ${nest(2_000)}}`));
      const large = work(translator, calls[family](`{"data": ${nest(16_000)}}`));
      expect(large / small, shape).toBeLessThan(10);
    }
  });
});

describe('an integer too long to read', () => {
  it.each(families)('is one result in the %s format, and costs linear work', (family) => {
    const translator = translators[family];
    const text = (digits: number): string =>
      calls[family](`{"n": ${'1234567890'.repeat(digits / 10)}}`);
    for (const digits of [5_000, 10_000]) {
      const found = parse(translator, text(digits));
      expect(found).toHaveLength(1);
      expect(found[0]?.error?.message).toContain('digits');
      expect(streamed(translator, text(digits), 16)).toEqual(found);
    }
    expect(work(translator, text(80_000)) / work(translator, text(10_000))).toBeLessThan(10);
  });
});

describe('arguments after a name in prose that cannot be read', () => {
  const named = {
    'a GLM-4 name line': [TRANSLATOR_GLM4, (args: string) => `Merging.\nobj.merge\n${args}`],
    'a Mistral name glued to its arguments': [
      TRANSLATOR_MISTRAL,
      (args: string) => `Merging. obj.merge${args}`,
    ],
  } as const;

  it.each(Object.entries(named))('are one result, after %s', (_, [translator, text]) => {
    for (const args of [
      `{"data": ${'['.repeat(100)}${']'.repeat(100)}}`,
      `{"n": ${'7'.repeat(5000)}}`,
      `{"data": "a" + "b"} and more`,
    ]) {
      const found = parse(translator, text(args));
      expect(found, args.slice(0, 40)).toHaveLength(1);
      expect(found[0]).toMatchObject({ name: 'obj.merge', interface: merge });
      expect(found[0]?.error?.code).toBe('unreadable-arguments');
      expect(found[0]?.raw.startsWith('obj.merge')).toBe(true);
      expect(streamed(translator, text(args), 1)).toEqual(found);
    }
  });

  it.each(Object.entries(named))(
    'are prose when no key follows the brace, after %s',
    (_, [translator, text]) => {
      expect(parse(translator, text('{{ not arguments }'))).toEqual([]);
    },
  );
});

describe('a marked call that cannot be read', () => {
  it.each(families)('names the known function its text begins with, in the %s format', (family) => {
    const found = parse(translators[family], calls[family]('{"data": "a" + "b"}'));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ name: 'obj.merge', interface: merge });
    expect(found[0]?.error?.code).toBe('unreadable-arguments');
  });

  it('names the known function a marker names, resolved as a readable call is', () => {
    for (const text of [
      '[TOOL_CALLS]obj_merge[ARGS]{"data": "a" + "b"}',
      '<function=obj.merge>{"data": "a" + "b"}</function>',
    ]) {
      const found = parse(TRANSLATOR_MISTRAL, text);
      expect(found, text).toHaveLength(1);
      expect(found[0]).toMatchObject({ name: 'obj.merge', interface: merge });
      expect(found[0]?.error?.code).toBe('unreadable-arguments');
    }
  });

  it('names no function when its text names none that is known', () => {
    const found = parse(
      TRANSLATOR_HERMES,
      '<tool_call>{"name": "x.y", "arguments": {"a": "a" + "b"}}</tool_call>',
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ name: '', interface: null });
    expect(found[0]?.error?.code).toBe('unreadable-call');
  });
});
