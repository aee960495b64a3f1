import { describe, expect, it } from 'vitest';
import { PARAM_TYPE_ALIASES, parseParamType, VALID_TYPE_NAMES } from './param-type.js';

describe('parseParamType', () => {
  it('reads every JSON Schema type as itself, required', () => {
    for (const type of ['string', 'integer', 'number', 'boolean', 'object', 'array'] as const) {
      expect(parseParamType(type)).toEqual({ type, optional: false });
    }
  });

  it('reads the reference aliases str int float bool dict list', () => {
    expect(parseParamType('str')).toEqual({ type: 'string', optional: false });
    expect(parseParamType('int')).toEqual({ type: 'integer', optional: false });
    expect(parseParamType('float')).toEqual({ type: 'number', optional: false });
    expect(parseParamType('bool')).toEqual({ type: 'boolean', optional: false });
    expect(parseParamType('dict')).toEqual({ type: 'object', optional: false });
    expect(parseParamType('list')).toEqual({ type: 'array', optional: false });
    expect(Object.keys(PARAM_TYPE_ALIASES)).toEqual([
      'str',
      'int',
      'float',
      'bool',
      'dict',
      'list',
    ]);
  });

  it('reads a trailing ? as optional, with or without spaces', () => {
    expect(parseParamType('int?')).toEqual({ type: 'integer', optional: true });
    expect(parseParamType(' string ? ')).toEqual({ type: 'string', optional: true });
  });

  it('refuses unknown types, other cases and inherited property names', () => {
    for (const text of [
      'long',
      'String',
      'int??',
      '?',
      '',
      'toString',
      '__proto__',
      'constructor',
    ]) {
      expect(parseParamType(text)).toBeUndefined();
    }
  });

  it('lists every accepted name for error messages', () => {
    expect(VALID_TYPE_NAMES).toEqual([
      'string',
      'number',
      'integer',
      'boolean',
      'object',
      'array',
      'str',
      'int',
      'float',
      'bool',
      'dict',
      'list',
    ]);
  });
});
