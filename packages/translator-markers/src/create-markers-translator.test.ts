import { InvalidSettingsError, type TranslatorCallResult } from '@ai-toolbox/core';
import { countStringWork } from '@ai-toolbox/core/test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, createUser, getTemp, list, store } from './__fixtures__/interfaces.js';
import { createMarkersTranslator, markersTranslator } from './create-markers-translator.js';
import { MARKERS_INSTRUCTIONS } from './markers-instructions.js';

const interfaces = [getTemp, add, store, list, createUser];
const parse = (text: string, root: string | null = 'weather') =>
  markersTranslator.parseFunctionCalls(text, interfaces, root);

describe('markers translator: interface text', () => {
  it('renders a function in marker syntax with its arguments in order', () => {
    expect(markersTranslator.generateFunctionIfText(getTemp, false)).toBe(
      [
        '[[weather.get_temp:location,unit]]',
        'Description: Current temperature in a city',
        'Arguments, in this order:',
        '- location (string, required): City name',
        '- unit (string): c or f',
        'Returns: string',
      ].join('\n'),
    );
  });

  it('renders a function without params as [[box.fn]] and adds a separator on request', () => {
    const text = markersTranslator.generateFunctionIfText(list, true);
    expect(text.split('\n')[0]).toBe('[[tools.get_toolboxes]]');
    expect(text.endsWith('\n----------------------------------------')).toBe(true);
  });

  it('orders an api wrapper’s arguments: path, query, then body fields', () => {
    const text = markersTranslator.generateFunctionIfText(createUser, false);
    expect(text.split('\n')[0]).toBe('[[api.create_user:org,notify,name]]');
  });
});

describe('markers translator: reading calls', () => {
  it('maps positional arguments to the interface’s params', () => {
    const [call] = parse('It is [[weather.get_temp:Paris,c]] now.');
    expect(call).toMatchObject({
      name: 'weather.get_temp',
      params: { location: 'Paris', unit: 'c' },
      raw: '[[weather.get_temp:Paris,c]]',
      span: { start: 6, end: 34 },
      repairs: [],
    });
    expect(call?.interface).toBe(getTemp);
  });

  it('resolves a plain name in the root toolbox', () => {
    expect(parse('[[get_temp:Oslo]]')[0]).toMatchObject({
      name: 'weather.get_temp',
      params: { location: 'Oslo' },
    });
    expect(parse('[[get_temp:Oslo]]', null)[0]?.interface).toBeNull();
  });

  it('keeps string arguments as written, and reads the other types as JSON', () => {
    expect(parse('[[weather.get_temp:007, "a, b"]]')[0]?.params).toEqual({
      location: '007',
      unit: 'a, b',
    });
    expect(parse('[[math.add:1, 2.5]]')[0]?.params).toEqual({ a: 1, b: 2.5 });
    expect(parse("[[db.store:{name: 'Ana',}, ['x']]]")[0]).toMatchObject({
      params: { record: { name: 'Ana' }, tags: ['x'] },
    });
  });

  it('reports the repairs it made, naming the param', () => {
    const [call] = parse("[[db.store:{name: 'Ana'}]]");
    expect(call?.repairs.map((repair) => [repair.code, repair.param])).toEqual([
      ['unquoted-key', 'record'],
      ['single-quoted-string', 'record'],
    ]);
  });

  it('leaves optional arguments out when empty', () => {
    expect(parse('[[weather.get_temp:Paris,]]')[0]?.params).toEqual({ location: 'Paris' });
    expect(parse('[[tools.get_toolboxes:]]')[0]?.error).toBeUndefined();
  });

  it('answers too many arguments with an error naming the params', () => {
    expect(parse('[[math.add:1,2,3]]')[0]?.error).toEqual({
      code: 'unreadable-arguments',
      message: 'math.add takes 2 arguments (a, b), the call gave 3',
    });
  });

  it('answers unreadable JSON with an error naming the argument', () => {
    expect(parse('[[db.store:{"name": Ana}]]')[0]?.error).toEqual({
      code: 'unreadable-arguments',
      message:
        "Argument 1 (record) of db.store is not readable JSON: unexpected word 'Ana'; quote strings with \"",
    });
  });

  it('hands unknown names to the tool manager, which suggests known ones', () => {
    const [call] = parse('[[weather.get_tmp:Paris]]');
    expect(call).toMatchObject({ name: 'weather.get_tmp', interface: null });
    expect(call?.error).toBeUndefined();
  });

  it('reports a call cut off by the end of the text', () => {
    const calls = parse('Let me check [[weather.get_temp:Paris');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      name: 'weather.get_temp',
      raw: '[[weather.get_temp:Paris',
      error: { code: 'truncated-call' },
    });
  });

  it('ignores brackets in prose that name no known function', () => {
    expect(parse('See [[the manual and [note]')).toEqual([]);
  });

  it('answers calls past the limit with too-many-calls', () => {
    const translator = createMarkersTranslator({ maxCalls: 2 });
    const calls = translator.parseFunctionCalls('[[math.add:1,2]]'.repeat(3), interfaces, null);
    expect(calls.map((call) => call.error?.code)).toEqual([undefined, undefined, 'too-many-calls']);
  });

  it('matches names case-insensitively when asked', () => {
    const translator = createMarkersTranslator({ caseSensitive: false });
    expect(translator.caseSensitive).toBe(false);
    expect(translator.parseFunctionCalls('[[Math.ADD:1,2]]', interfaces, null)[0]?.name).toBe(
      'math.add',
    );
    expect(parse('[[Math.ADD:1,2]]')[0]?.interface).toBeNull();
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'[]{}"\':,!. \\ab1mathdweger_p') }),
        (text) => {
          expect(Array.isArray(parse(text))).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('gives the same calls however a streamed text is cut', () => {
    const text =
      'A [[weather.get_temp:"Paris, FR",c]] b [[math.add:1,2] c [[db.store:{"a":[1,2]}]] [x] [[get_temp:Rome]] end [[math.add:3';
    const whole = parse(text);
    expect(whole).toHaveLength(5);
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: text.length - 1 })), (cuts) => {
        const stream = markersTranslator.createFunctionCallStream(interfaces, 'weather');
        const calls = [];
        let last = 0;
        for (const cut of [...cuts].sort((a, b) => a - b)) {
          calls.push(...stream.push(text.slice(last, cut)));
          last = cut;
        }
        calls.push(...stream.push(text.slice(last)));
        calls.push(...stream.end());
        expect(calls).toEqual(whole);
      }),
    );
  });

  it('gives the calls of the whole text for any text cut anywhere', () => {
    const unit = fc.constantFrom(
      ...'[]{}"\':,!. ab1'.split(''),
      '[[math.add:',
      '[[get_temp:',
      ']]',
      '[[db.store:{',
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), fc.array(fc.nat()), (text, cuts) => {
        const stream = markersTranslator.createFunctionCallStream(interfaces, 'weather');
        const calls = [];
        let last = 0;
        for (const cut of [...new Set(cuts.map((value) => value % (text.length + 1)))].sort(
          (a, b) => a - b,
        )) {
          calls.push(...stream.push(text.slice(last, cut)));
          last = cut;
        }
        calls.push(...stream.push(text.slice(last)));
        calls.push(...stream.end());
        expect(calls).toEqual(parse(text));
      }),
      { numRuns: 3000, examples: [['[b]]', [3]]] },
    );
  });

  it('streams prose and an unclosed bracket chunk by chunk with the right spans', () => {
    const text = `see [note ${'word '.repeat(2000)}then [[math.add:1,2]] and more prose`;
    const stream = markersTranslator.createFunctionCallStream(interfaces, null);
    const calls = [];
    for (let index = 0; index < text.length; index += 3) {
      calls.push(...stream.push(text.slice(index, index + 3)));
    }
    calls.push(...stream.end());
    expect(calls).toEqual(parse(text, null));
    expect(calls[0]?.span.start).toBe(text.indexOf('[[math'));
  });

  it('gives getFunctionCallsFromText every call, one that cannot run with its error', () => {
    const text = '[[math.add:1,2]] [[math.add:x';
    const calls = markersTranslator.getFunctionCallsFromText(text, interfaces, null);
    expect(calls).toEqual(markersTranslator.parseFunctionCalls(text, interfaces, null));
    expect(calls.map(({ name, params, interface: found }) => ({ name, params, found }))).toEqual([
      { name: 'math.add', params: { a: 1, b: 2 }, found: add },
      { name: 'math.add', params: {}, found: add },
    ]);
    expect(calls[1]?.error?.code).toBe('truncated-call');
  });
});

describe('markers translator: system prompt', () => {
  it('puts its instructions before the interface text of every function', () => {
    const prompt = markersTranslator.systemPromptFor(interfaces);
    expect(prompt.startsWith(`${MARKERS_INSTRUCTIONS}\n\nFunctions:\n\n`)).toBe(true);
    expect(prompt).toContain(markersTranslator.generateFunctionIfText(add).trim());
  });
});

describe('markers translator: results', () => {
  it('writes each call back in marker syntax with its result', () => {
    const calls: TranslatorCallResult[] = [
      { name: 'weather.get_temp', params: { location: 'Paris' }, interface: getTemp, result: '21' },
      {
        name: 'db.store',
        params: { record: { a: 'x, y' } },
        interface: store,
        result: 'Error: disk full',
        isError: true,
      },
    ];
    expect(markersTranslator.formatFunctionCallResults(calls)).toBe(
      [
        'Function call: [[weather.get_temp:Paris]]',
        'Returned: 21',
        '',
        'Function call: [[db.store:{"a":"x, y"}]]',
        'Returned: Error: disk full',
      ].join('\n'),
    );
  });

  it('writes text in which a quote follows a colon as JSON, so it reads back unchanged', () => {
    for (const location of [":'", "a: 'b'", ":  'x"]) {
      const formatted = markersTranslator.formatFunctionCallResults([
        { name: 'weather.get_temp', params: { location }, interface: getTemp, result: 'ok' },
      ]);
      expect(parse(formatted)[0]?.params).toEqual({ location });
    }
  });

  it('writes a call that reads back as the same call', () => {
    const text = fc.string().filter((value) => value.trim() !== '');
    fc.assert(
      fc.property(text, fc.double({ min: -1e15, max: 1e15, noNaN: true }), (location, a) => {
        const formatted = markersTranslator.formatFunctionCallResults([
          { name: 'weather.get_temp', params: { location }, interface: getTemp, result: 'ok' },
          { name: 'math.add', params: { a, b: 1 }, interface: add, result: 'ok' },
        ]);
        const calls = parse(formatted);
        expect(calls[0]?.params).toEqual({ location });
        expect(calls[1]?.params).toEqual({ a, b: 1 });
      }),
    );
  });
});

describe('markers translator: settings', () => {
  it("throws core's InvalidSettingsError naming each wrong setting", () => {
    let caught: unknown;
    try {
      createMarkersTranslator({ maxCalls: 0, caseSensitive: 'no' } as never);
    } catch (error) {
      caught = error;
    }
    expect(InvalidSettingsError.isInstance(caught)).toBe(true);
    const problems = (caught as InvalidSettingsError).problems.join('\n');
    expect(problems).toContain('maxCalls');
    expect(problems).toContain('caseSensitive');
  });
});

describe('markers translator: streaming', () => {
  it('settles the text before the first open [ and holds back the rest until it is read', () => {
    const stream = markersTranslator.createFunctionCallStream(interfaces, 'weather');
    stream.push('Let me look. ');
    expect(stream.settledLength?.()).toBe(13);
    stream.push('[[get_temp:Par');
    expect(stream.settledLength?.()).toBe(13);
    const calls = stream.push('is]] done');
    expect(calls.map((call) => call.span)).toEqual([{ start: 13, end: 31 }]);
    expect(stream.settledLength?.()).toBe(36);
  });
});

describe('markers translator: a megabyte of prose full of [', () => {
  const sentences = [
    'See [1] and the [appendix] for the forecast. ',
    'In code, a[i] and b[j][k] index arrays [as usual]. ',
    'An open [ bracket, then more prose (and a [note]). ',
  ];

  /** About a megabyte of prose with a call every 1,000 characters. */
  function prose(): string {
    let text = '';
    let index = 0;
    while (text.length < 1_000_000) {
      let block = '';
      while (block.length < 1000) block += sentences[index++ % sentences.length];
      text += `${block}[[weather.get_temp:Paris]] `;
    }
    return text;
  }

  it('costs at most twice the work of one chunk when fed in chunks of 16 characters', () => {
    const wide = createMarkersTranslator({ maxCalls: 10_000, maxTextLength: 2_000_000 });
    const text = prose();
    const chunks: string[] = [];
    for (let at = 0; at < text.length; at += 16) chunks.push(text.slice(at, at + 16));
    let oneShot: unknown[] = [];
    const streamed: unknown[] = [];
    const one = countStringWork(() => {
      oneShot = wide.parseFunctionCalls(text, interfaces, null);
    });
    const many = countStringWork(() => {
      const stream = wide.createFunctionCallStream(interfaces, null);
      for (const chunk of chunks) streamed.push(...stream.push(chunk));
      streamed.push(...stream.end());
    });
    expect(oneShot.length).toBeGreaterThan(900);
    expect(streamed).toEqual(oneShot);
    expect(many).toBeLessThanOrEqual(2 * one + 10_000);
  });
});
