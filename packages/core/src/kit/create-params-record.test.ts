import { describe, expect, it } from 'vitest';
import { createParamsRecord } from './create-params-record.js';
import { setOwn } from './set-own.js';

describe('createParamsRecord', () => {
  it('makes records that Object.prototype is not behind', () => {
    const params = createParamsRecord();
    expect(Object.getPrototypeOf(Object.getPrototypeOf(params))).toBeNull();
    expect('toString' in params).toBe(false);
    expect(Object.keys(params)).toEqual([]);
  });

  it('keeps __proto__ and constructor as own keys, and shares no prototype that can change', () => {
    const params = createParamsRecord();
    setOwn(params, '__proto__', { polluted: true });
    setOwn(params, 'constructor', 2);
    expect(Object.keys(params)).toEqual(['__proto__', 'constructor']);
    expect(createParamsRecord().polluted).toBeUndefined();
    expect(Object.isFrozen(Object.getPrototypeOf(params))).toBe(true);
  });
});
