import { describe, expect, it } from 'vitest';
import { getTemp, updateUser } from './__fixtures__/interfaces.js';
import { getParamSlots } from './param-slots.js';

describe('getParamSlots', () => {
  it('keeps a plain function’s params in declaration order, required or not', () => {
    expect(getParamSlots(getTemp).map((slot) => [slot.name, slot.required])).toEqual([
      ['unit', false],
      ['city', true],
      ['days', false],
      ['raw', false],
    ]);
  });

  it('orders an api wrapper: path, query, params, required body fields, optional ones', () => {
    expect(getParamSlots(updateUser).map((slot) => `${slot.section}:${slot.name}`)).toEqual([
      'path_params:id',
      'query_params:notify',
      'params:dry_run',
      'request_body:email',
      'request_body:age',
      'request_body:nickname',
    ]);
  });

  it('keeps the first declaration of a name declared in two sections', () => {
    const id = getParamSlots(updateUser).filter((slot) => slot.name === 'id');
    expect(id).toHaveLength(1);
    expect(id[0]?.param.type).toBe('string');
    expect(id[0]?.section).toBe('path_params');
  });

  it('reads both spellings of a required body field and hands over the declaration', () => {
    const slots = getParamSlots(updateUser);
    const byName = new Map(slots.map((slot) => [slot.name, slot]));
    expect(byName.get('email')?.required).toBe(true);
    expect(byName.get('age')?.required).toBe(true);
    expect(byName.get('nickname')?.required).toBe(false);
    expect(byName.get('nickname')?.param).toBe(updateUser.request_body?.nickname);
  });

  it('gives no slots to a function without params and ignores a prototype key', () => {
    expect(getParamSlots({ ...getTemp, params: {} })).toEqual([]);
    const params = JSON.parse(
      '{"__proto__": {"type": "string", "isRequired": true, "description": "odd"}}',
    );
    expect(getParamSlots({ ...getTemp, params }).map((slot) => slot.name)).toEqual(['__proto__']);
  });
});
