import { describe, expect, it } from 'vitest';
import { renderPythonicCall } from './render-pythonic-call.js';
import { renderPythonicValue } from './render-pythonic-value.js';

describe('renderPythonicValue', () => {
  it('writes Python literals', () => {
    expect(renderPythonicValue({ a: [1, 2.5, -0], b: true, c: null, d: 'x' })).toBe(
      '{"a": [1, 2.5, -0.0], "b": True, "c": None, "d": "x"}',
    );
    expect(renderPythonicValue(12345678901234567890n)).toBe('12345678901234567890');
    expect(renderPythonicValue(2 ** 60)).toBe('1152921504606847000.0');
    expect(renderPythonicValue(1e21)).toBe('1e+21');
  });

  it('escapes strings onto one line, lone surrogates included', () => {
    expect(renderPythonicValue('say "hi"\n\\ \t\u0001\u2028 é 😀 \ud800')).toBe(
      '"say \\"hi\\"\\n\\\\ \\t\\x01\\u2028 é 😀 \\ud800"',
    );
  });

  it('writes what has no literal as an expression, and cycles as ...', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(renderPythonicValue(Number.NaN)).toBe('float("nan")');
    expect(renderPythonicValue(-Infinity)).toBe('-float("inf")');
    expect(renderPythonicValue(cyclic)).toBe('{"self": ...}');
  });
});

describe('renderPythonicCall', () => {
  it('writes keyword arguments, positional keys first and other keys in **{...}', () => {
    expect(renderPythonicCall('weather.get_temp', { location: 'Paris', days: 3 })).toBe(
      'weather.get_temp(location="Paris", days=3)',
    );
    expect(renderPythonicCall('f', { 0: 'a', 1: 'b', 'my-key': 1, None: 2 })).toBe(
      'f("a", "b", **{"my-key": 1, "None": 2})',
    );
    expect(renderPythonicCall('tools.get_toolboxes', undefined)).toBe('tools.get_toolboxes()');
  });
});
