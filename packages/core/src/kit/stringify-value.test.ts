import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countStringWork } from '../testing/count-string-work.js';
import { type WatchedObject, watchObject } from '../testing/watch-object.js';
import { stringifyBounded, stringifyValue } from './stringify-value.js';

function manyKeys(size: number): Record<string, number> {
  const record: Record<string, number> = {};
  for (let index = 0; index < size; index += 1) record[`k${index}`] = index;
  return record;
}

describe('stringifyValue', () => {
  it('writes JSON for plain values', () => {
    expect(stringifyValue({ a: [1, 'x', null, true] })).toBe('{"a":[1,"x",null,true]}');
    expect(stringifyValue(3)).toBe('3');
    expect(stringifyValue(Number.NaN)).toBe('null');
    expect(stringifyValue('text')).toBe('"text"');
  });

  it('never throws on bigints, cycles, errors, maps and sets', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(stringifyValue(cyclic)).toBe('{"name":"loop","self":"[Circular]"}');
    expect(stringifyValue({ n: 2n ** 64n })).toBe('{"n":"18446744073709551616"}');
    expect(stringifyValue(new TypeError('bad'))).toBe('{"name":"TypeError","message":"bad"}');
    expect(stringifyValue(new Map([['k', new Set([1, 2])]]))).toBe('{"k":[1,2]}');
    expect(stringifyValue(undefined)).toBe('');
  });

  it('bounds the work on a value that shares its parts, writing what is past the bound as "[Too large]"', () => {
    let shared: unknown = [];
    for (let level = 0; level < 22; level += 1) shared = [shared, shared];
    const text = stringifyValue({ shared });
    expect(text).toContain('"[Too large]"');
    expect(text.length).toBeLessThan(8_000_000);
    expect(stringifyValue(Array.from({ length: 10_000 }, (_, index) => ({ index })))).not.toContain(
      'Too large',
    );
  });

  it('bounds the depth and survives getters and toJSON that throw', () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(stringifyValue(deep)).toBe(`${'['.repeat(200)}"[Too deep]"${']'.repeat(200)}`);
    const hostile = {
      get broken() {
        throw new Error('getter');
      },
      nested: {
        toJSON() {
          throw new Error('toJSON');
        },
      },
    };
    expect(stringifyValue(hostile)).toBe('{"broken":"[Unreadable]","nested":"[Unreadable]"}');
  });

  it('writes a shared object twice when it is not a cycle', () => {
    const shared = { x: 1 };
    expect(stringifyValue([shared, shared])).toBe('[{"x":1},{"x":1}]');
  });

  it('sorts keys at every depth when asked', () => {
    expect(stringifyValue({ b: 1, a: { d: 2, c: 3 } }, { sortKeys: true })).toBe(
      '{"a":{"c":3,"d":2},"b":1}',
    );
  });

  it('keeps a key named __proto__ as an ordinary key', () => {
    const value = JSON.parse('{"__proto__":{"polluted":true},"a":1}');
    expect(stringifyValue(value, { sortKeys: true })).toBe('{"__proto__":{"polluted":true},"a":1}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('writes typed arrays as arrays of their elements, boxed primitives as the primitive', () => {
    expect(stringifyValue(new Uint8Array([1, 2, 3]))).toBe('[1,2,3]');
    expect(stringifyValue({ big: new BigInt64Array([5n]) })).toBe('{"big":["5"]}');
    expect(stringifyValue(new Float64Array([Number.NaN, 1.5]))).toBe('[null,1.5]');
    expect(stringifyValue([new Number(2), new String('s'), new Boolean(false)])).toBe(
      '[2,"s",false]',
    );
  });

  it('leaves out a key whose toJSON gives nothing, and writes null for such an element', () => {
    const nothing = { toJSON: () => undefined };
    expect(stringifyValue({ a: nothing, b: 1 })).toBe('{"b":1}');
    expect(stringifyValue([nothing, () => 1, Symbol('s')])).toBe('[null,null,null]');
    expect(stringifyValue({ when: new Date(0) })).toBe('{"when":"1970-01-01T00:00:00.000Z"}');
  });

  it('survives a revoked proxy, a map whose iterator throws and an error whose message throws', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(stringifyValue({ proxy })).toBe('{"proxy":"[Unreadable]"}');
    const map = new Map([['a', 1]]);
    map[Symbol.iterator] = function* () {
      yield ['a', 1];
      throw new Error('iterator');
    } as never;
    expect(stringifyValue(map)).toBe('{"a":1,"[Unreadable]":"[Unreadable]"}');
    const error = new Error('x');
    Object.defineProperty(error, 'message', {
      get() {
        throw new Error('message');
      },
    });
    expect(stringifyValue(error)).toBe('{"name":"[Unreadable]","message":"[Unreadable]"}');
  });
});

describe('stringifyBounded', () => {
  it('writes a value that fits whole, as stringifyValue does', () => {
    const value = { a: [1, 'two', { three: 3n }], b: new Set([1]), c: new Map([['k', null]]) };
    const written = stringifyBounded(value, 1000);
    expect(written).toMatchObject({ text: stringifyValue(value), complete: true });
    expect(written.cutValue).toBeUndefined();
  });

  it('stops a ten-million-element typed array at the budget and says what it was', () => {
    const written = stringifyBounded(new Uint8Array(10_000_000), 1000);
    expect(written.complete).toBe(false);
    expect(written.cutValue).toBe('a Uint8Array of 10000000 elements');
    expect(written.text.startsWith('[0,0,0')).toBe(true);
    expect(written.work).toBeLessThanOrEqual(1000 + 32);
  });

  it('stops an object of many keys after the keys it has room for', () => {
    const keys: Record<string, number> = {};
    for (let index = 0; index < 200_000; index += 1) keys[`k${index}`] = index;
    const written = stringifyBounded(keys, 5000);
    expect(written.cutValue).toMatch(/^an object with at least \d{3} keys$/);
    expect(written.text.startsWith('{"k0":0,"k1":1,')).toBe(true);
    expect(written.work).toBeLessThanOrEqual(5000 + 32);
  });

  it('cuts a long string, its escapes included, to the budget', () => {
    const written = stringifyBounded({ text: '\u0000'.repeat(1_000_000) }, 500);
    expect(written.complete).toBe(false);
    expect(written.cutValue).toBe('an object with at least 1 key');
    expect(written.text.length).toBeLessThanOrEqual(500);
    const control = stringifyBounded('\u0001'.repeat(1_000_000), 300);
    expect(control.cutValue).toBe('a string of 1000000 characters');
    expect(control.text.length).toBeLessThanOrEqual(300);
    expect(stringifyBounded('\u0001'.repeat(10), 30).text).toBe(
      JSON.stringify('\u0001'.repeat(10)).slice(0, 30),
    );
  });

  it('describes an integer with more digits than the budget instead of writing them', () => {
    const written = stringifyBounded([10n ** 100_000n], 100);
    expect(written.text).toBe('["[an integer of more than 97 digits]"]');
    expect(stringifyBounded([10n ** 50n], 100).text).toBe(`["${10n ** 50n}"]`);
  });

  it('counts the entries it visits, so members that write nothing still use up the budget', () => {
    const silent: Record<string, unknown> = {};
    for (let index = 0; index < 100_000; index += 1) silent[`f${index}`] = () => index;
    const written = stringifyBounded(silent, 1000);
    expect(written).toMatchObject({ text: '{', complete: false });
    expect(written.work).toBeLessThanOrEqual(1001);
  });

  it('does work bounded by the budget, not by the size of the value, for any value', () => {
    const hostile = fc.oneof(
      fc.integer({ min: 0, max: 1_000_000 }).map((size) => new Uint8Array(size)),
      fc.integer({ min: 0, max: 300_000 }).map((size) => new Float64Array(size).fill(Math.PI)),
      fc.integer({ min: 0, max: 200_000 }).map((size) => Array.from({ length: size }, (_, i) => i)),
      fc.integer({ min: 0, max: 50_000 }).map((size) => {
        const record: Record<string, unknown> = {};
        for (let index = 0; index < size; index += 1) record[`key${index}`] = { index };
        return record;
      }),
      fc
        .integer({ min: 0, max: 50_000 })
        .map((size) => new Map(Array.from({ length: size }, (_, i) => [i, `v${i}`] as const))),
      fc
        .integer({ min: 0, max: 50_000 })
        .map((size) => new Set(Array.from({ length: size }, (_, i) => [i]))),
      fc
        .tuple(
          fc.integer({ min: 0, max: 2_000_000 }),
          fc.constantFrom('a', '"', '\n', '\u0002', '😀'),
        )
        .map(([size, piece]) => ({ text: piece.repeat(size) })),
      fc.integer({ min: 1, max: 10_000 }).map((size) => {
        const cyclic: unknown[] = [];
        for (let index = 0; index < size; index += 1) cyclic.push(cyclic, { index });
        return cyclic;
      }),
      fc.integer({ min: 0, max: 20_000 }).map((size) => {
        const getters: Record<string, unknown> = {};
        for (let index = 0; index < size; index += 1) {
          Object.defineProperty(getters, `g${index}`, {
            enumerable: true,
            get() {
              throw new Error('getter');
            },
          });
        }
        return getters;
      }),
    );
    fc.assert(
      fc.property(hostile, fc.integer({ min: 0, max: 20_000 }), (value, budget) => {
        const written = stringifyBounded(value, budget);
        // One piece may pass the budget: a number, a short marker, a bracket and a comma.
        expect(written.work).toBeLessThanOrEqual(budget + 32);
        expect(written.text.length).toBeLessThanOrEqual(written.work);
        // Whole, it is what stringifyValue writes; cut, the head of what a larger budget writes.
        if (written.complete) expect(written.text).toBe(stringifyValue(value));
        else
          expect(stringifyBounded(value, 2 * budget + 100).text.startsWith(written.text)).toBe(
            true,
          );
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});

describe('stringifyBounded, measured from outside the value', () => {
  const budget = 2000;

  /** The operations writing `make(size)` does, for a small and a ten times larger size. */
  function operationsAt(make: (size: number) => object): [number, number] {
    const counts = [20_000, 200_000].map((size) => {
      const { value, operations } = watchObject(make(size));
      const written = stringifyBounded(value, budget);
      expect(written.complete).toBe(false);
      return operations();
    });
    return counts as [number, number];
  }

  it('touches only the keys it writes of an object of many keys', () => {
    const [small, large] = operationsAt(manyKeys);
    expect(large).toBe(small);
    // Listing the keys once, then per key written a look-up and a read.
    expect(small).toBeLessThanOrEqual(budget);
  });

  it('touches only the elements it writes of a wide array', () => {
    const [small, large] = operationsAt((size) => Array.from({ length: size }, (_, i) => i));
    expect(large).toBe(small);
    expect(small).toBeLessThanOrEqual(budget);
  });

  it('touches only the members it writes of objects nested deep, down to a wide one', () => {
    const counts = [20_000, 200_000].map((size) => {
      const levels: WatchedObject<object>[] = [watchObject(manyKeys(size))];
      for (let depth = 0; depth < 150; depth += 1) {
        levels.push(watchObject({ next: levels[levels.length - 1]?.value, ...manyKeys(3) }));
      }
      const written = stringifyBounded(levels[levels.length - 1]?.value, budget);
      expect(written.text).toContain('{"next":{"next":');
      expect(written.text).toContain('"k0":0,"k1":1,"k2":2,"k3":3');
      return levels.reduce((sum, level) => sum + level.operations(), 0);
    });
    expect(counts[1]).toBe(counts[0]);
    expect(counts[0]).toBeLessThanOrEqual(2 * budget);
  });

  it('runs the getters and toJSON of what it writes only', () => {
    for (const size of [20_000, 200_000]) {
      let calls = 0;
      const record: Record<string, unknown> = {};
      for (let index = 0; index < size; index += 1) {
        Object.defineProperty(record, `g${index}`, {
          enumerable: true,
          get() {
            calls += 1;
            return {
              toJSON: () => {
                calls += 1;
                return manyKeys(size);
              },
            };
          },
        });
      }
      const written = stringifyBounded(record, budget);
      expect(written.text.startsWith('{"g0":{"k0":0,')).toBe(true);
      // The first getter's toJSON gives an object that uses up the budget.
      expect(calls).toBe(2);
    }
  });

  it('copies and searches only the head of a long string', () => {
    for (const size of [1_000_000, 10_000_000]) {
      const text = 'a"\\n'.repeat(size / 4);
      const work = countStringWork(() => stringifyBounded({ text }, budget));
      expect(work).toBeLessThanOrEqual(2 * budget);
    }
  });
});
