import { describe, expect, it } from 'vitest';
import type { FunctionInterface } from '../function-interface.js';
import { FunctionIndex } from './function-index.js';

const fn = (domain: string, name: string): FunctionInterface => ({
  domain,
  name,
  type: 'function',
  description: `${domain}.${name}`,
  params: {},
  returns: 'string',
});
const getTemp = fn('weather', 'get_temp');
const otherTemp = fn('climate', 'get_temp');
const list = fn('files', 'ls');

describe('FunctionIndex', () => {
  it('resolves full paths anywhere and short names in the root toolbox only', () => {
    const index = new FunctionIndex([getTemp, list], 'weather', true);
    expect(index.resolve('weather.get_temp')).toBe(getTemp);
    expect(index.resolve('get_temp')).toBe(getTemp);
    expect(index.resolve('files.ls')).toBe(list);
    expect(index.resolve('ls')).toBeUndefined();
    expect(index.paths).toEqual(['weather.get_temp', 'files.ls']);
  });

  it('matches case-insensitively only when asked', () => {
    expect(new FunctionIndex([getTemp], null, true).resolve('Weather.Get_Temp')).toBeUndefined();
    expect(new FunctionIndex([getTemp], null, false).resolve('Weather.Get_Temp')).toBe(getTemp);
  });

  it('keeps the first interface of a name', () => {
    const again = fn('weather', 'get_temp');
    expect(new FunctionIndex([getTemp, again], null, true).resolve('weather.get_temp')).toBe(
      getTemp,
    );
  });

  it('never reaches Object.prototype', () => {
    const index = new FunctionIndex([getTemp], 'weather', false);
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(index.resolve(name)).toBeUndefined();
    }
  });

  it('gives the name a call carries: the full path when it resolves, else as written', () => {
    const index = new FunctionIndex([getTemp], 'weather', false);
    expect(index.callName('GET_TEMP')).toBe('weather.get_temp');
    expect(index.callName('nothing.here')).toBe('nothing.here');
  });

  it('suggests near spellings and the same function in other toolboxes', () => {
    const index = new FunctionIndex([getTemp, otherTemp, list], null, true);
    expect(index.suggest('weather.get_tmp')).toEqual(['weather.get_temp']);
    expect(index.suggest('get_temp')).toEqual(['weather.get_temp', 'climate.get_temp']);
    expect(index.suggest('zzzzzz')).toEqual([]);
  });

  it('stops working out suggestions after 64 unknown names', () => {
    const index = new FunctionIndex([getTemp], null, true);
    for (let count = 0; count < 64; count += 1) index.suggest(`unknown${count}`);
    expect(index.suggest('weather.get_tmp')).toEqual([]);
    // Names already worked out keep their answer.
    expect(index.suggest('unknown1')).toEqual([]);
  });

  it('reads a full path written with _ or __ for each dot when one function is spelled so', () => {
    const factorial = fn('math', 'factorial');
    const index = new FunctionIndex([factorial, getTemp], null, true);
    expect(index.resolveUnderscored('math_factorial')).toBe(factorial);
    expect(index.resolveUnderscored('math__factorial')).toBe(factorial);
    expect(index.resolveUnderscored('weather_get_temp')).toBe(getTemp);
    expect(index.resolveUnderscored('Math_Factorial')).toBeUndefined();
    expect(index.resolveUnderscored('math_gcd')).toBeUndefined();
    expect(new FunctionIndex([factorial], null, false).resolveUnderscored('MATH_FACTORIAL')).toBe(
      factorial,
    );
  });

  it('points nowhere when two paths share a spelling or a name is spelled so', () => {
    const one = fn('a_b', 'c');
    const other = fn('a', 'b_c');
    expect(new FunctionIndex([one, other], null, true).resolveUnderscored('a_b_c')).toBeUndefined();
    // `a__b_c` is spelled only by a.b_c with `__`.
    expect(new FunctionIndex([one, other], null, true).resolveUnderscored('a__b_c')).toBe(other);
    const literal = fn('tools', 'math_factorial');
    const index = new FunctionIndex([fn('math', 'factorial'), literal], 'tools', true);
    expect(index.resolve('math_factorial')).toBe(literal);
    expect(index.resolveUnderscored('math_factorial')).toBeUndefined();
  });

  it('never reaches Object.prototype through an underscored spelling', () => {
    const index = new FunctionIndex([getTemp], null, true);
    for (const name of ['__proto__', 'constructor_', 'has_own_property']) {
      expect(index.resolveUnderscored(name)).toBeUndefined();
    }
  });
});
