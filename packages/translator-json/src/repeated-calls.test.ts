import { describe, expect, it } from 'vitest';
import { equalValues, RepeatedCalls } from './repeated-calls.js';

describe('RepeatedCalls', () => {
  it('tells a call with equal arguments, whatever the order of their keys', () => {
    const calls = new RepeatedCalls();
    expect(calls.repeats('a.f', { b: 1, a: { d: [1, 'x'], c: null } })).toBe(false);
    expect(calls.repeats('a.f', { a: { c: null, d: [1, 'x'] }, b: 1 })).toBe(true);
    expect(calls.repeats('a.g', { a: { c: null, d: [1, 'x'] }, b: 1 })).toBe(false);
  });

  it('tells apart what JSON text would confuse', () => {
    const calls = new RepeatedCalls();
    expect(calls.repeats('f', { n: 10n })).toBe(false);
    expect(calls.repeats('f', { n: 10 })).toBe(false);
    expect(calls.repeats('f', { n: '10' })).toBe(false);
    expect(calls.repeats('f', [1, [2]])).toBe(false);
    expect(calls.repeats('f', [[1], 2])).toBe(false);
    expect(calls.repeats('f', { n: 10.5 })).toBe(false);
    expect(calls.repeats('f', { n: 10.5 })).toBe(true);
  });
});

describe('RepeatedCalls past the calls it compares one by one', () => {
  it('still tells every repeat, of calls made before and after it began to hash', () => {
    const calls = new RepeatedCalls();
    for (let index = 0; index < 20; index += 1) {
      expect(calls.repeats('f', { n: index, tag: { even: index % 2 === 0 } })).toBe(false);
    }
    expect(calls.repeats('f', { tag: { even: true }, n: 0 })).toBe(true);
    expect(calls.repeats('f', { n: 8, tag: { even: true } })).toBe(true);
    expect(calls.repeats('f', { n: 19, tag: { even: false } })).toBe(true);
    expect(calls.repeats('f', { n: 19, tag: { even: true } })).toBe(false);
    expect(calls.repeats('f', { n: 19, tag: { even: true } })).toBe(true);
    expect(calls.repeats('g', { n: 0, tag: { even: true } })).toBe(false);
  });
});

describe('equalValues', () => {
  it('compares objects by their entries and arrays by their order', () => {
    expect(equalValues({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(equalValues({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(equalValues([1, 2], [2, 1])).toBe(false);
    expect(equalValues(null, {})).toBe(false);
  });
});
