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

describe('over-long text in any slot of a call', () => {
  /** A call to `name` with `args` (JSON text), in every form the readers know. */
  const forms: Record<string, (name: string, args: string) => string> = {
    '<tool_call>': (name, args) =>
      `<tool_call>{"name": "${name}", "arguments": ${args}}</tool_call>`,
    '[TOOL_CALLS] list': (name, args) => `[TOOL_CALLS][{"name": "${name}", "arguments": ${args}}]`,
    '[TOOL_CALLS] name [ARGS]': (name, args) => `[TOOL_CALLS]${name}[ARGS]${args}`,
    '[TOOL_CALLS] name glued': (name, args) => `[TOOL_CALLS]${name}${args}`,
    '[TOOL_CALLS] name alone': (name) => `[TOOL_CALLS]${name}`,
    '<|python_tag|> JSON': (name, args) =>
      `<|python_tag|>{"name": "${name}", "parameters": ${args}}<|eom_id|>`,
    '<|python_tag|> built-in': (name) => `<|python_tag|>${name}.call(query="x")<|eom_id|>`,
    '<|python_tag|> word': (name) => `<|python_tag|>${name}`,
    'bare list': (name, args) => `[{"name": "${name}", "arguments": ${args}}]`,
    '<function_call>': (name, args) => `<function_call> {"name": "${name}", "arguments": ${args}}`,
    'name line': (name, args) => `${name}\n${args}`,
    'glued name': (name, args) => `text ${name}${args}`,
    '<function=name>': (name, args) => `<function=${name}>${args}</function>`,
  };
  const slots: Record<string, (length: number) => [string, string]> = {
    name: (length) => ['x'.repeat(length), '{"data": 1}'],
    key: (length) => ['obj.merge', `{"${'k'.repeat(length)}": 1}`],
    string: (length) => ['obj.merge', `{"data": "${'v'.repeat(length)}"}`],
    number: (length) => ['obj.merge', `{"data": ${'7'.repeat(length)}}`],
  };
  const lengths: Record<string, number[]> = {
    name: [257, 300, 100_000],
    key: [300, 100_000],
    string: [300, 1_000_000],
    number: [4_301, 10_000],
  };

  it.each(families)('gives the one-shot calls for any chunking, in the %s reader', (family) => {
    const translator = translators[family];
    for (const [form, write] of Object.entries(forms)) {
      for (const [slot, make] of Object.entries(slots)) {
        for (const length of lengths[slot] ?? []) {
          const text = write(...make(length));
          const found = parse(translator, text);
          const what = `${form}, ${slot} of ${length}`;
          expect(found.length, what).toBeLessThanOrEqual(1);
          for (const size of text.length < 1_000 ? [1, 7] : [4_093, 65_536]) {
            expect(streamed(translator, text, size), `${what}, chunks of ${size}`).toEqual(found);
          }
        }
      }
    }
  });

  it('reads an over-long name after [TOOL_CALLS] to its end, in work linear in it', () => {
    const text = (length: number): string => `[TOOL_CALLS]${'x'.repeat(length)}[ARGS]{}`;
    const found = parse(TRANSLATOR_MISTRAL, text(300));
    expect(found).toHaveLength(1);
    expect(found[0]?.span).toEqual({ start: 0, end: 312 });
    expect(found[0]?.error?.code).toBe('unreadable-call');
    expect(
      work(TRANSLATOR_MISTRAL, text(80_000)) / work(TRANSLATOR_MISTRAL, text(10_000)),
    ).toBeLessThan(10);
  });
});

describe('a call opened again and again before its value ends', () => {
  it.each(families)(
    'costs work linear in the text in the %s format, however far the next `<` is',
    (family) => {
      const call = calls[family]('{"data": {"a": 1}}');
      // The call's opening up to inside its arguments, written again and again, then the call.
      const opening = call.slice(0, call.indexOf('{"data"') + 9);
      const text = (size: number): string =>
        `${opening.repeat(Math.floor(size / opening.length))}${call}<|assistant|>`;
      const translator = translators[family];
      expect(work(translator, text(128 * 1024)) / work(translator, text(16 * 1024))).toBeLessThan(
        10,
      );
    },
  );
});

describe('a text of values that cannot be read, one after another', () => {
  // A list opened, then `{` after `{`: each `{` starts a value that fails at its second
  // character, read in one piece or in chunks.
  const shapes: Record<string, (size: number) => string> = {
    'braces in a list': (size) => `[${'{'.repeat(size)}`,
    'lists of braces': (size) => '[{'.repeat(size / 2),
    'braces in a marked list': (size) => `<tool_call>[${'{'.repeat(size)}`,
  };
  it.each(Object.entries(shapes))('costs a few operations per character: %s', (_, shape) => {
    for (const family of families) {
      const translator = translators[family];
      const ratio = work(translator, shape(32_000)) / work(translator, shape(4_000));
      expect(ratio, family).toBeLessThan(10);
      // Each failed start copies what it read, not a long piece of the text after it.
      expect(work(translator, shape(32_000)) / 32_000, family).toBeLessThan(100);
      expect(streamed(translator, shape(4_000), 97)).toEqual(parse(translator, shape(4_000)));
    }
  });
});
