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

describe('equalValues', () => {
  it('compares objects by their entries and arrays by their order', () => {
    expect(equalValues({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(equalValues({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(equalValues([1, 2], [2, 1])).toBe(false);
    expect(equalValues(null, {})).toBe(false);
  });
});
