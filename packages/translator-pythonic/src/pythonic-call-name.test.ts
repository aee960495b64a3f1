import type { FunctionInterface } from '@ai-toolbox/core';
import { FunctionIndex } from '@ai-toolbox/core/kit';
import { describe, expect, it } from 'vitest';
import { beginsKnownName, callNameBefore } from './pythonic-call-name.js';
import { PythonicTextWindow } from './pythonic-text-window.js';

/** The name before the `(` at the end of `before`, read with the text cut at `cut`. */
function nameBefore(before: string, cut = 0) {
  const window = new PythonicTextWindow();
  if (cut > 0) {
    window.read(before.slice(0, cut), 0);
    window.keep();
  }
  window.read(`${before.slice(cut)}(`, cut);
  return callNameBefore(window, before.length);
}

describe('callNameBefore', () => {
  it('reads a dotted or dashed name and where it starts, in the chunk or across chunks', () => {
    for (const cut of [0, 3, 9]) {
      expect(nameBefore('Now [math.factorial', cut)).toEqual({ name: 'math.factorial', start: 5 });
      expect(nameBefore('x get-weather', cut)).toEqual({ name: 'get-weather', start: 2 });
    }
  });

  it('leaves out what is no part of the name: a bullet, a number, an escape letter', () => {
    expect(nameBefore('-get_weather')?.name).toBe('get_weather');
    expect(nameBefore('1.get_weather')?.name).toBe('get_weather');
    expect(nameBefore('\\nget_weather')?.name).toBe('get_weather');
  });

  it('reads no name inside a word, a badly formed one or one too long', () => {
    expect(nameBefore('naïve_fn')).toBeUndefined();
    expect(nameBefore('a.-b')).toBeUndefined();
    expect(nameBefore('get_')?.name).toBe('get_');
    expect(nameBefore('ends-')).toBeUndefined();
    expect(nameBefore('x'.repeat(128))?.name).toHaveLength(128);
    for (const cut of [0, 64]) expect(nameBefore('x'.repeat(129), cut)).toBeUndefined();
    expect(nameBefore('text ')).toBeUndefined();
  });
});

describe('beginsKnownName', () => {
  const weather: FunctionInterface = {
    domain: 'weather',
    name: 'get_weather',
    type: 'function',
    description: 'Weather',
    params: {},
    returns: 'string',
  };
  const functions = new FunctionIndex([weather], 'weather', true);

  it('is true for a beginning of a known name, with or without the root toolbox', () => {
    expect(beginsKnownName(functions, 'weather.get_w')).toBe(true);
    expect(beginsKnownName(functions, 'get_wea')).toBe(true);
    expect(beginsKnownName(functions, 'get_time')).toBe(false);
  });
});
