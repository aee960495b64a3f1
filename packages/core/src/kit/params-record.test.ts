import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createParamsRecord, toParamsRecord } from './params-record.js';
import { setOwn } from './set-own.js';

describe('createParamsRecord', () => {
  it('makes a record no lookup on which reaches Object.prototype', () => {
    const record = createParamsRecord();
    expect(record.toString).toBeUndefined();
    expect('constructor' in record).toBe(false);
    expect(Object.isFrozen(Object.getPrototypeOf(record))).toBe(true);
    expect(Object.getPrototypeOf(Object.getPrototypeOf(record))).toBeNull();
    expect(Object.keys(record)).toEqual([]);
  });

  it('keeps __proto__ and constructor as own keys, and shares no prototype that can change', () => {
    const params = createParamsRecord();
    setOwn(params, '__proto__', { polluted: true });
    setOwn(params, 'constructor', 2);
    expect(Object.keys(params)).toEqual(['__proto__', 'constructor']);
    expect(createParamsRecord().polluted).toBeUndefined();
  });
});

describe('toParamsRecord', () => {
  it('copies every object of a value, at any depth, into such records', () => {
    const source = JSON.parse('{"a": {"b": [{"c": 1}, 2]}, "__proto__": {"x": true}}');
    const copy = toParamsRecord(source) as Record<string, unknown>;
    expect(copy.toString).toBeUndefined();
    const a = copy.a as Record<string, unknown>;
    expect(a.hasOwnProperty).toBeUndefined();
    const first = (a.b as unknown[])[0] as Record<string, unknown>;
    expect(first.c).toBe(1);
    expect(first.valueOf).toBeUndefined();
    expect(Object.keys(copy)).toEqual(['a', '__proto__']);
    const protoKey = Object.getOwnPropertyDescriptor(copy, '__proto__');
    expect(protoKey?.value).toEqual({ x: true });
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  it('keeps values that are not objects', () => {
    expect(toParamsRecord('x')).toBe('x');
    expect(toParamsRecord(null)).toBeNull();
    expect(toParamsRecord([1, 'a'])).toEqual([1, 'a']);
    expect(toParamsRecord(10n)).toBe(10n);
  });
});

describe('a record under util.inspect and console.log', () => {
  it('prints as plain data with no prototype, at any depth', () => {
    const params = toParamsRecord(
      JSON.parse('{"location": "Paris", "when": {"day": 1}, "__proto__": 2}'),
    );
    expect(inspect(params, { breakLength: Number.POSITIVE_INFINITY })).toBe(
      "[Object: null prototype] { location: 'Paris', when: [Object: null prototype] { day: 1 }, ['__proto__']: 2 }",
    );
    expect(inspect(createParamsRecord())).toBe('[Object: null prototype] {}');
  });

  it('keeps the depth it is asked for', () => {
    const params = toParamsRecord({ a: { b: { c: 1 } } });
    expect(inspect(params, { depth: 0 })).toBe(
      '[Object: null prototype] { a: [Object: null prototype] }',
    );
  });
});
