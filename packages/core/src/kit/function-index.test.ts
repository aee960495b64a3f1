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

  it('resolves a full path written with underscores when exactly one path is written so', () => {
    const ab = fn('a_b', 'c');
    const a = fn('a', 'b_c');
    const index = new FunctionIndex([getTemp, list, ab, a], null, false);
    expect(index.resolveUnderscored('weather_get_temp')).toBe(getTemp);
    expect(index.resolveUnderscored('Files_LS')).toBe(list);
    expect(index.resolveUnderscored('a_b_c')).toBeUndefined();
    expect(index.resolveUnderscored('weather.get_temp')).toBeUndefined();
    expect(index.resolveUnderscored('__proto__')).toBeUndefined();
    expect(new FunctionIndex([getTemp], null, true).resolveUnderscored('WEATHER_get_temp')).toBe(
      undefined,
    );
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

  describe('resolveWritten', () => {
    const factorial = fn('math', 'factorial');
    const deep = fn('a', 'b.fn');
    const play = fn('spotify', 'play');

    it('takes the exact name first, without a repair', () => {
      const index = new FunctionIndex([getTemp], 'weather', true);
      expect(index.resolveWritten('get_temp')).toEqual({ functionInterface: getTemp, repairs: [] });
    });

    it('reads a dotted function written with _ or __ for its dots, and says so', () => {
      const index = new FunctionIndex([factorial, deep, play], null, true);
      const read = index.resolveWritten('math_factorial');
      expect(read?.functionInterface).toBe(factorial);
      expect(read?.repairs).toEqual([
        { code: 'underscored-name', message: 'Read math_factorial as math.factorial.' },
      ]);
      expect(index.resolveWritten('math__factorial')?.functionInterface).toBe(factorial);
      expect(index.resolveWritten('a_b_fn')?.functionInterface).toBe(deep);
      expect(index.resolveWritten('spotify_play')?.functionInterface).toBe(play);
      expect(index.resolveWritten('math_fact')).toBeUndefined();
    });

    it('lets a function really named with _ win over the dotted one', () => {
      const literal = fn('math', 'math_factorial');
      const index = new FunctionIndex([factorial, literal], 'math', true);
      expect(index.resolveWritten('math_factorial')).toEqual({
        functionInterface: literal,
        repairs: [],
      });
    });

    it('reads no spelling that two functions share', () => {
      const aB = fn('a', 'b_c');
      const aBc = fn('a_b', 'c');
      const index = new FunctionIndex([aB, aBc], null, true);
      expect(index.resolveWritten('a_b_c')).toBeUndefined();
    });

    it('reads a function written without its toolbox when it is the one of that name', () => {
      const index = new FunctionIndex([getTemp, factorial], null, true);
      expect(index.resolveWritten('get_temp')).toEqual({
        functionInterface: getTemp,
        repairs: [
          {
            code: 'bare-name',
            message: 'Read get_temp as weather.get_temp: the one function of that name.',
          },
        ],
      });
      expect(index.resolveWritten('functions.factorial')?.repairs.map((r) => r.code)).toEqual([
        'namespace-prefix',
        'bare-name',
      ]);
      // Two functions of that name: no guess; the suggestions name both.
      const two = new FunctionIndex([getTemp, otherTemp], null, true);
      expect(two.resolveWritten('get_temp')).toBeUndefined();
      expect(two.suggest('get_temp')).toEqual(['weather.get_temp', 'climate.get_temp']);
      // A name with a dot names its toolbox.
      expect(index.resolveWritten('climate.get_temp')).toBeUndefined();
    });

    it('drops a namespace that is no part of the name', () => {
      const index = new FunctionIndex([getTemp, factorial], 'weather', true);
      const read = index.resolveWritten('default_api.get_temp');
      expect(read?.functionInterface).toBe(getTemp);
      expect(read?.repairs.map((repair) => repair.code)).toEqual(['namespace-prefix']);
      expect(index.resolveWritten('functions.weather.get_temp')?.functionInterface).toBe(getTemp);
      expect(
        index.resolveWritten('default_api.math_factorial')?.repairs.map((repair) => repair.code),
      ).toEqual(['namespace-prefix', 'underscored-name']);
      expect(index.resolveWritten('default_api.nothing')).toBeUndefined();
    });

    it('follows the case sensitivity of the index', () => {
      expect(new FunctionIndex([factorial], null, true).resolveWritten('Math_Factorial')).toBe(
        undefined,
      );
      expect(
        new FunctionIndex([factorial], null, false).resolveWritten('Math_Factorial')
          ?.functionInterface,
      ).toBe(factorial);
    });

    it('never reaches Object.prototype', () => {
      const index = new FunctionIndex([factorial], null, false);
      for (const name of ['constructor', '__proto__', 'default_api.toString', 'to_string']) {
        expect(index.resolveWritten(name)).toBeUndefined();
      }
    });
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
