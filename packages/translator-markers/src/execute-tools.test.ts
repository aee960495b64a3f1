import { InvalidSettingsError } from '@ai-toolbox/core';
import { watchObject } from '@ai-toolbox/core/test';
import fc from 'fast-check';
import { executarTools as theirExecutarTools } from 'tools-llm';
import { describe, expect, it } from 'vitest';
import { executarTools, executeTools } from './execute-tools.js';
import defaultExport from './index.js';

const echo = (...args: unknown[]) => JSON.stringify(args);

describe('executeTools', () => {
  it('runs the reference example as the reference shows it', async () => {
    const tools = {
      date_now: () => '24/06/2026',
      weather: async (city: string) => (city === 'Recife' ? '32°C' : 'N/A'),
      sum: (a: unknown, b: unknown) => Number(a) + Number(b),
      process: (payload: { city: string }) => payload.city,
      saveMemory: async () => 'OK',
    };
    const text = `Today is [[date_now]]
Weather: [[weather:Recife]]
Sum: [[sum:10,20]]
JSON: [[process:{"city":"Recife","temp":32}]]

[[!saveMemory:name,Caio]]

Favorite: [[Naruto]]`;
    const { text: output, history } = await executeTools(text, tools);
    expect(output).toBe(
      'Today is 24/06/2026\nWeather: 32°C\nSum: 30\nJSON: Recife\n\n\n\nFavorite: [[Naruto]]',
    );
    expect(history).toEqual([
      { tool: 'date_now', args: [] },
      { tool: 'weather', args: ['Recife'] },
      { tool: 'sum', args: [10, 20] },
      { tool: 'process', args: [{ city: 'Recife', temp: 32 }] },
      { tool: 'saveMemory', args: ['name', 'Caio'] },
    ]);
  });

  it('is also exported as executarTools and as the default export', () => {
    expect(executarTools).toBe(executeTools);
    expect(defaultExport).toBe(executeTools);
  });

  it('resolves markers left to right, awaiting each before the next', async () => {
    const order: string[] = [];
    const tools = {
      slow: async (name: string) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(name);
        return name;
      },
    };
    const { text } = await executeTools('[[slow:a]] [[slow:b]] [[slow:c]]', tools);
    expect(text).toBe('a b c');
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('keeps a marker whose function throws and says why in errors', async () => {
    const tools = {
      fail: () => {
        throw new Error('disk full');
      },
    };
    const { text, errors, history } = await executeTools('x [[fail:1]] y', tools);
    expect(text).toBe('x [[fail:1]] y');
    expect(history).toEqual([{ tool: 'fail', args: [1] }]);
    expect(errors).toEqual([{ tool: 'fail', error: 'disk full' }]);
  });

  it('keeps a marker with unreadable JSON and reports tools-llm’s message', async () => {
    const { text, errors, history } = await executeTools('[[echo:{"city":Recife}]]', { echo });
    expect(text).toBe('[[echo:{"city":Recife}]]');
    expect(history).toEqual([]);
    expect(errors).toEqual([
      { tool: 'echo', error: 'JSON mal formatado no comando: {"city":Recife}' },
    ]);
  });

  it('keeps unknown and silent unknown markers verbatim', async () => {
    const { text } = await executeTools('[[nope]] [[!nope:1]] [[ not a name ]]', { echo });
    expect(text).toBe('[[nope]] [[!nope:1]] [[ not a name ]]');
  });

  it('accepts a missing bracket on either side, as tools-llm does', async () => {
    const { text } = await executeTools('[[echo:1] and [echo:2]] end', { echo });
    expect(text).toBe('[1] and [2] end');
  });
});

describe('executeTools fixes tools-llm’s faults', () => {
  it('runs [[fn:1] at the very end of the text', async () => {
    const theirs = await theirExecutarTools('Result: [[echo:1]', { echo });
    const ours = await executeTools('Result: [[echo:1]', { echo });
    expect(theirs.text).toBe('Result: [[echo:1]');
    expect(ours.text).toBe('Result: [1]');
  });

  it('reads an apostrophe in a plain argument as a character', async () => {
    const input = "[[echo:don't]] and [[echo:it's]]";
    const theirs = await theirExecutarTools(input, { echo });
    const ours = await executeTools(input, { echo });
    expect(theirs.history).toEqual([{ tool: 'echo', args: ["don't]] and [[echo:it's"] }]);
    expect(ours.history).toEqual([
      { tool: 'echo', args: ["don't"] },
      { tool: 'echo', args: ["it's"] },
    ]);
    expect(ours.text).toBe('["don\'t"] and ["it\'s"]');
  });

  it('still reads a quoted argument that starts with an apostrophe', async () => {
    const { history } = await executeTools("[[echo:'a, b', O'Brien]]", { echo });
    expect(history).toEqual([{ tool: 'echo', args: ['a, b', "O'Brien"] }]);
  });

  it('never runs a property of Object.prototype', async () => {
    const input = '[[toString]] [[constructor:5]] [[hasOwnProperty:x]] [[__proto__]] [[valueOf]]';
    const theirs = await theirExecutarTools(input, {});
    const ours = await executeTools(input, {});
    expect(theirs.history.map((entry: { tool: string }) => entry.tool)).toContain('toString');
    expect(ours.history).toEqual([]);
    expect(ours.text).toBe(input);
  });

  it('treats a name whose getter throws as unknown', async () => {
    const tools = {
      get broken(): never {
        throw new Error('no');
      },
    };
    const { text } = await executeTools('[[broken]]', tools);
    expect(text).toBe('[[broken]]');
  });

  it('runs methods of a class instance but not its constructor', async () => {
    class Tools {
      greet(name: string) {
        return `hi ${name}`;
      }
    }
    const { text } = await executeTools('[[greet:Ana]] [[constructor]]', new Tools());
    expect(text).toBe('hi Ana [[constructor]]');
  });

  it('repairs JSON on tokens and never changes a string’s contents', async () => {
    const input = '[[echo:{"a":"x,}", b:1}]]';
    const theirs = await theirExecutarTools(input, { echo });
    const ours = await executeTools(input, { echo });
    expect(theirs.history[0]?.args).toEqual([{ a: 'x}', b: 1 }]);
    expect(ours.history[0]?.args).toEqual([{ a: 'x,}', b: 1 }]);
  });

  it('keeps quotes and colons inside repaired strings', async () => {
    const { history } = await executeTools(`[[echo:{note: 'say "hi": now', 'k': "it's, {x}",}]]`, {
      echo,
    });
    expect(history[0]?.args).toEqual([{ note: 'say "hi": now', k: "it's, {x}" }]);
  });

  it('scans 40,000 unclosed brackets within its linear step budget', async () => {
    const input = `${'['.repeat(40_000)} [[echo:1]]`;
    const { text, errors } = await executeTools(input, { echo });
    // The scanner reports a 'system' error when it needs more than 8 steps a character.
    expect(errors).toEqual([]);
    expect(text).toBe(`${'['.repeat(40_000)} [1]`);
  });

  it('writes objects and arrays as JSON instead of [object Object]', async () => {
    const tools = { user: () => ({ name: 'Ana', tags: ['a'] }), list: () => [{ id: 1 }] };
    const theirs = await theirExecutarTools('[[user]] [[list]]', tools);
    const ours = await executeTools('[[user]] [[list]]', tools);
    expect(theirs.text).toBe('[object Object] [object Object]');
    expect(ours.text).toBe('{"name":"Ana","tags":["a"]} [{"id":1}]');
  });

  it('calls tools with this bound to the tools object', async () => {
    const tools = {
      prefix: 'Dr.',
      title(this: { prefix: string }, name: string) {
        return `${this.prefix} ${name}`;
      },
    };
    const theirs = await theirExecutarTools('[[title:Ana]]', tools);
    const ours = await executeTools('[[title:Ana]]', tools);
    expect(theirs.text).toBe('[[title:Ana]]');
    expect(ours.text).toBe('Dr. Ana');
  });

  it('reports a thrown error instead of swallowing it', async () => {
    const tools = {
      fail: () => {
        throw new TypeError('bad input');
      },
    };
    const ours = await executeTools('[[fail]]', tools);
    expect(ours.errors).toEqual([{ tool: 'fail', error: 'bad input' }]);
  });

  it('keeps integers above 2^53 exact', async () => {
    const input = '[[echo:9007199254740993, {"id": 12345678901234567890}]]';
    const theirs = await theirExecutarTools(input, { echo: (...args: unknown[]) => args.length });
    const ours = await executeTools(input, { echo: (...args: unknown[]) => args.length });
    expect(theirs.history[0]?.args[0]).toBe(9007199254740992);
    expect(ours.history[0]?.args).toEqual([9007199254740993n, { id: 12345678901234567890n }]);
  });

  it('reads dotted names, flat or nested, with this bound to the holder', async () => {
    const tools = {
      'math.sum': (a: number, b: number) => a + b,
      text: {
        suffix: '!',
        shout(this: { suffix: string }, word: string) {
          return `${word.toUpperCase()}${this.suffix}`;
        },
      },
    };
    const theirs = await theirExecutarTools('[[math.sum:1,2]] [[text.shout:hey]]', tools);
    const ours = await executeTools('[[math.sum:1,2]] [[text.shout:hey]]', tools);
    expect(theirs.text).toBe('[[math.sum:1,2]] [[text.shout:hey]]');
    expect(ours.text).toBe('3 HEY!');
  });
});

describe('executeTools options', () => {
  it("formatResult 'string' writes results as tools-llm does", async () => {
    const { text } = await executeTools(
      '[[user]]',
      { user: () => ({ a: 1 }) },
      {
        formatResult: 'string',
      },
    );
    expect(text).toBe('[object Object]');
  });

  it('formatResult as a function writes what it returns', async () => {
    const { text } = await executeTools(
      '[[n]] [[s]]',
      { n: () => 2, s: () => 'x' },
      {
        formatResult: (value, tool) => `<${tool}:${typeof value}>`,
      },
    );
    expect(text).toBe('<n:number> x');
  });

  it('allowDots: false treats dotted names as plain text', async () => {
    const { text, history } = await executeTools(
      '[[a.b]]',
      { 'a.b': () => 1 },
      {
        allowDots: false,
      },
    );
    expect(text).toBe('[[a.b]]');
    expect(history).toEqual([]);
  });

  it('allow limits the functions markers may call', async () => {
    const tools = { safe: () => 'ok', wipe: () => 'wiped' };
    const byList = await executeTools('[[safe]] [[wipe]]', tools, { allow: ['safe'] });
    const byTest = await executeTools('[[safe]] [[wipe]]', tools, {
      allow: (name) => name !== 'wipe',
    });
    expect(byList.text).toBe('ok [[wipe]]');
    expect(byTest.text).toBe('ok [[wipe]]');
  });

  it('maxMarkers stops calling after the limit and says so', async () => {
    let calls = 0;
    const tools = { count: () => ++calls };
    const { text, errors } = await executeTools('[[count]] [[count]] [[count]]', tools, {
      maxMarkers: 2,
    });
    expect(text).toBe('1 2 [[count]]');
    expect(calls).toBe(2);
    expect(errors).toEqual([
      { tool: 'count', error: 'Not called: a text may run at most 2 markers' },
    ]);
  });

  it('timeoutMs fails a call that takes too long and keeps its marker', async () => {
    const tools = {
      hang: () => new Promise(() => undefined),
      quick: () => 'done',
    };
    const { text, errors } = await executeTools('[[hang]] [[quick]]', tools, { timeoutMs: 20 });
    expect(text).toBe('[[hang]] done');
    expect(errors).toEqual([{ tool: 'hang', error: 'hang timed out after 20 ms' }]);
  });

  it("bigIntegers 'string' hands big integers over as their digits", async () => {
    const { history } = await executeTools(
      '[[echo:12345678901234567890]]',
      { echo },
      {
        bigIntegers: 'string',
      },
    );
    expect(history[0]?.args).toEqual(['12345678901234567890']);
  });

  it("rejects an unknown option with core's InvalidSettingsError naming it", async () => {
    const failing = executeTools('x', {}, { maxMarker: 3 } as unknown as Parameters<
      typeof executeTools
    >[2]);
    await expect(failing).rejects.toThrow(/maxMarker/);
    await expect(failing).rejects.toSatisfy(InvalidSettingsError.isInstance);
  });

  it('leaves a text past maxTextLength unchanged and reports it', async () => {
    const { text, errors } = await executeTools('[[echo:1]]', { echo }, { maxTextLength: 5 });
    expect(text).toBe('[[echo:1]]');
    expect(errors[0]?.tool).toBe('system');
  });
});

describe('executeTools on any text', () => {
  it('never throws and keeps every character outside the markers it ran', async () => {
    const unit = fc.constantFrom(...'[]{}"\':,!. \\\nabecho1'.split(''), '[[echo:', ']]');
    await fc.assert(
      fc.asyncProperty(fc.string({ unit }), async (text) => {
        const calls: unknown[][] = [];
        const tools = {
          echo: (...args: unknown[]) => {
            calls.push(args);
            return '';
          },
        };
        const { text: output, history } = await executeTools(text, tools);
        expect(history.length).toBe(calls.length);
        if (calls.length === 0) expect(output).toBe(text);
        else expect(output.length).toBeLessThan(text.length);
      }),
      { numRuns: 500 },
    );
  });
});

describe('executeTools with a result larger than maxResultLength', () => {
  const manyKeys = (size: number): Record<string, number> => {
    const record: Record<string, number> = {};
    for (let index = 0; index < size; index += 1) record[`k${index}`] = index;
    return record;
  };

  /** The operations writing `make(size)` into the text did, and the text, for two sizes. */
  async function writeAtTwoSizes(
    make: (size: number) => object,
    options: Parameters<typeof executeTools>[2],
  ) {
    const runs = [];
    for (const size of [20_000, 200_000]) {
      const watched = watchObject(make(size));
      const { text } = await executeTools('Got [[big]].', { big: () => watched.value }, options);
      runs.push({ text, operations: watched.operations() });
    }
    return runs;
  }

  it('touches no more of an object of many keys than of one ten times smaller', async () => {
    const [small, large] = await writeAtTwoSizes(manyKeys, {
      timeoutMs: 150,
      maxResultLength: 300,
    });
    expect(large?.operations).toBe(small?.operations);
    expect(small?.operations).toBeLessThan(2 * 300 + 256);
    expect(small?.text).toMatch(
      /^Got \{"k0":0,"k1":1,[\s\S]{250,}\n\[\.\.\. truncated: more than \d+ characters cut; the result is an object with at least \d+ keys\]\.$/,
    );
    expect(small?.text.length).toBeLessThan(400);
  });

  it("touches no more of a wide array written with formatResult 'string' than of a narrow one", async () => {
    const [small, large] = await writeAtTwoSizes(
      (size) => Array.from({ length: size }, (_, index) => index),
      { formatResult: 'string', maxResultLength: 300 },
    );
    expect(large?.operations).toBe(small?.operations);
    expect(small?.operations).toBeLessThan(2 * 300 + 256);
    expect(small?.text).toMatch(
      /^Got 0,1,2,3,[\s\S]{250,}\n\[\.\.\. truncated: more than \d+ characters cut; the result is an array of 20000 elements\]\.$/,
    );
  });

  it('joins a typed array of ten million bytes only as far as the text goes', async () => {
    const { text } = await executeTools(
      '[[bytes]]',
      { bytes: () => new Uint8Array(1e7) },
      {
        maxResultLength: 20,
      },
    );
    expect(text).toBe(
      '0,0,0,0,0,0,0,0,0,0,\n[... truncated: more than 275 characters cut; the result is a Uint8Array of 10000000 elements]',
    );
  });

  it('writes a cycle as core writes it, instead of giving up on JSON', async () => {
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    const { text } = await executeTools('[[loop]]', { loop: () => loop });
    expect(text).toBe('{"name":"loop","self":"[Circular]"}');
  });

  it('cuts a long string result and says how much was cut', async () => {
    const { text } = await executeTools(
      '[[long]]',
      { long: () => 'x'.repeat(1000) },
      {
        maxResultLength: 10,
      },
    );
    expect(text).toBe('xxxxxxxxxx\n[... truncated: 990 of 1000 characters cut]');
  });

  it('writes results up to 100,000 characters whole by default', async () => {
    const { text } = await executeTools('[[long]]', { long: () => 'x'.repeat(100_000) });
    expect(text).toBe('x'.repeat(100_000));
  });
});
