import { InvalidSettingsError } from '@ai-toolbox/core';
import { resolveNativeCallLimits } from '@ai-toolbox/core/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeToolArguments } from './decode-tool-arguments.js';

const limits = resolveNativeCallLimits();

describe('decodeToolArguments', () => {
  it('reads a JSON object into a prototype-free record', () => {
    const decoded = decodeToolArguments('{"city":"Paris","days":[1,{"a":2}]}', limits);
    expect(decoded.error).toBeUndefined();
    expect(decoded.repairs).toEqual([]);
    expect(decoded.params).toEqual({ city: 'Paris', days: [1, { a: 2 }] });
    expect(Object.getPrototypeOf(decoded.params)).toBeNull();
    expect(Object.getPrototypeOf((decoded.params.days as unknown[])[1])).toBeNull();
    expect(decoded.params.toString).toBeUndefined();
  });

  it('reads "" and spaces as no arguments, without a repair', () => {
    for (const raw of ['', '  \n']) {
      expect(decodeToolArguments(raw, limits)).toEqual({ params: {}, repairs: [] });
    }
  });

  it('reads null as no arguments and reports it', () => {
    const decoded = decodeToolArguments('null', limits);
    expect(decoded.params).toEqual({});
    expect(decoded.repairs.map((repair) => repair.code)).toEqual(['null-arguments']);
  });

  it('unwraps double-encoded arguments and reports the repair', () => {
    const twice = JSON.stringify(JSON.stringify({ city: 'Paris' }));
    const decoded = decodeToolArguments(twice, limits);
    expect(decoded.error).toBeUndefined();
    expect(decoded.params).toEqual({ city: 'Paris' });
    expect(decoded.repairs).toEqual([
      {
        code: 'double-encoded-arguments',
        message: 'The arguments were JSON text inside a JSON string; the inner JSON was used.',
      },
    ]);
    const thrice = JSON.stringify(twice);
    expect(decodeToolArguments(thrice, limits).repairs).toHaveLength(2);
    expect(decodeToolArguments(JSON.stringify(thrice), limits).error?.code).toBe(
      'unreadable-arguments',
    );
  });

  it('accepts an object where text was due and reports it', () => {
    const decoded = decodeToolArguments({ city: 'Paris' }, limits);
    expect(decoded.params).toEqual({ city: 'Paris' });
    expect(decoded.repairs.map((repair) => repair.code)).toEqual(['arguments-not-text']);
  });

  it('turns invalid JSON and non-objects into an error, never into {}', () => {
    const cases: Array<[unknown, string]> = [
      ['{"city": "Paris"', 'invalid JSON'],
      ["{city: 'Paris'}", 'invalid JSON'],
      ['[1, 2]', 'an array, not an object'],
      ['42', 'a number, not an object'],
      ['"Paris"', 'a string, not an object'],
      [JSON.stringify('{broken'), 'a JSON string holding invalid JSON'],
      [42, 'a number, not JSON text'],
      [['a'], 'an array, not JSON text'],
    ];
    for (const [raw, reason] of cases) {
      const decoded = decodeToolArguments(raw, limits);
      expect(decoded.error?.code).toBe('unreadable-arguments');
      expect(decoded.error?.message).toContain(reason);
      expect(decoded.error?.message).toContain('Send one JSON object of the parameters');
    }
  });

  it("names the function's own parameters in the hint, never invented ones", () => {
    const withParameters = decodeToolArguments('{"location": "Par', limits, ['location', 'unit']);
    expect(withParameters.error?.message).toContain(
      'Send one JSON object with its parameters as keys (location, unit).',
    );
    expect(withParameters.error?.message).not.toContain('city');
    const none = decodeToolArguments('[1', limits, []);
    expect(none.error?.message).toContain('the function takes no arguments');
  });

  it('refuses a __proto__ key at any depth', () => {
    for (const raw of ['{"__proto__": {"polluted": true}}', '{"a": [{"__proto__": 1}]}']) {
      const decoded = decodeToolArguments(raw, limits);
      expect(decoded.error?.message).toContain('__proto__');
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('bounds the length and the depth of the arguments', () => {
    const small = resolveNativeCallLimits({ maxArgumentsLength: 20, maxArgumentsDepth: 3 });
    expect(decodeToolArguments(`{"a":"${'x'.repeat(30)}"}`, small).error?.message).toContain(
      'the limit is 20',
    );
    expect(decodeToolArguments('{"a":[[[1]]]}', small).error?.message).toContain('deeper than 3');
    expect(decodeToolArguments('{"a":[[1]]}', small).error).toBeUndefined();
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(decodeToolArguments(`{"a":${deep}}`, limits).error?.message).toContain('deeper than 64');
  });

  it('refuses limits that are not positive integers', () => {
    expect(() => resolveNativeCallLimits({ maxArgumentsDepth: 0 })).toThrow(InvalidSettingsError);
    expect(() => resolveNativeCallLimits({ maxArgumentsLength: 1.5 })).toThrow(
      InvalidSettingsError,
    );
  });

  it('never throws and always gives either an object or an error', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        (raw) => {
          const decoded = decodeToolArguments(raw, limits);
          expect(typeof decoded.params).toBe('object');
          if (decoded.error === undefined) expect(Array.isArray(decoded.params)).toBe(false);
          else expect(Object.keys(decoded.params)).toEqual([]);
        },
      ),
      { numRuns: 500 },
    );
  });
});
