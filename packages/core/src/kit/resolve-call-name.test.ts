import { describe, expect, it } from 'vitest';
import type { FunctionInterface } from '../function-interface.js';
import { FunctionIndex } from './function-index.js';
import { resolveCallName } from './resolve-call-name.js';

const fn = (domain: string, name: string): FunctionInterface => ({
  domain,
  name,
  type: 'function',
  description: '',
  params: {},
  returns: '',
});
const getTemp = fn('weather', 'get_temp');
const factorial = fn('math', 'factorial');
const functions = new FunctionIndex([getTemp, factorial], 'weather', true);

describe('resolveCallName', () => {
  it('gives a known name its full path and no repair', () => {
    expect(resolveCallName(functions, 'get_temp')).toEqual({
      name: 'weather.get_temp',
      interface: getTemp,
      repairs: [],
    });
  });

  it('reads namespaced and underscored names as resolveWritten does, with its repairs', () => {
    const prefixed = resolveCallName(functions, 'functions.math_factorial');
    expect(prefixed.name).toBe('math.factorial');
    expect(prefixed.interface).toBe(factorial);
    expect(prefixed.repairs).toEqual(functions.resolveWritten('functions.math_factorial')?.repairs);
    expect(prefixed.repairs.map((repair) => repair.code)).toEqual([
      'namespace-prefix',
      'underscored-name',
    ]);
  });

  it('keeps an unknown name as written, clipped, with no interface', () => {
    expect(resolveCallName(functions, 'get_tmp')).toEqual({
      name: 'get_tmp',
      interface: null,
      repairs: [],
    });
    expect(resolveCallName(functions, 'x'.repeat(300)).name).toHaveLength(256);
  });
});
