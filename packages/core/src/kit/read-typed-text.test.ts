import { describe, expect, it } from 'vitest';
import { readTypedText } from './read-typed-text.js';

const value = (...args: Parameters<typeof readTypedText>) => readTypedText(...args).value;

describe('readTypedText', () => {
  it('keeps a string exactly as written, blanks and the word null included', () => {
    expect(value('  two\nlines \n', 'string')).toBe('  two\nlines \n');
    expect(value('null', 'string')).toBe('null');
    expect(value('42', 'string')).toBe('42');
  });

  it('reads plain decimals as numbers and keeps anything else as text', () => {
    expect(value(' 42\n', 'integer')).toBe(42);
    expect(value('-1.5e3', 'number')).toBe(-1500);
    expect(value('5.0', 'integer')).toBe(5);
    expect(value('0x10', 'integer')).toBe('0x10');
    expect(value('Infinity', 'number')).toBe('Infinity');
    expect(value('1e400', 'number')).toBe('1e400');
    expect(value('12345678901234567890', 'integer')).toBe('12345678901234567890');
    expect(value('twelve', 'number')).toBe('twelve');
  });

  it('reads true and false in any case, and yes and no as models write them, as booleans', () => {
    expect(value('True', 'boolean')).toBe(true);
    expect(value(' false\n', 'boolean')).toBe(false);
    expect(value('YES', 'boolean')).toBe(true);
    expect(value('off', 'boolean')).toBe(false);
    expect(value('0', 'boolean')).toBe(false);
    expect(value('maybe', 'boolean')).toBe('maybe');
    expect(value('truely', 'boolean')).toBe('truely');
  });

  it('reads null and None as null for every type but string', () => {
    expect(value('null', 'integer')).toBeNull();
    expect(value('None', 'object')).toBeNull();
    expect(value('\nnull\n', 'boolean')).toBeNull();
  });

  it('reads objects and arrays with the JSON repairer and names the parameter in each repair', () => {
    const read = readTypedText("{'w': 2, 'tags': ['a',]}", 'object', 'size');
    expect(read.value).toEqual({ w: 2, tags: ['a'] });
    expect(read.repairs.map((repair) => [repair.code, repair.param])).toEqual([
      ['single-quoted-string', 'size'],
      ['trailing-comma', 'size'],
    ]);
    expect(read.repairs[0]?.message).toMatch(/^Parameter 'size': JSON repaired/);
    expect(value('[1, True, None]', 'array')).toEqual([1, true, null]);
  });

  it('reads a JSON string holding an object once more, and keeps a value of another type as text', () => {
    expect(value('"{\\"a\\": 1}"', 'object')).toEqual({ a: 1 });
    expect(value('[1, 2]', 'object')).toBe('[1, 2]');
    expect(value('{"a": 1', 'array')).toBe('{"a": 1');
    expect(value('not json', 'object')).toBe('not json');
  });

  it('keeps an undeclared value as text, or reads it as JSON when asked', () => {
    expect(value('42', undefined)).toBe('42');
    expect(value('42', undefined, 'n', { untyped: 'json' })).toBe(42);
    expect(value(' True ', undefined, 'n', { untyped: 'json' })).toBe(true);
    expect(value('[1, 2]', undefined, 'n', { untyped: 'json' })).toEqual([1, 2]);
    expect(value('"quoted"', undefined, 'n', { untyped: 'json' })).toBe('quoted');
    expect(value('2025-08-01', undefined, 'n', { untyped: 'json' })).toBe('2025-08-01');
    expect(value(' New York ', undefined, 'n', { untyped: 'json' })).toBe(' New York ');
  });

  it('bounds nesting: a value deeper than maxDepth stays text', () => {
    const deep = `${'['.repeat(80)}${']'.repeat(80)}`;
    expect(value(deep, 'array')).toBe(deep);
    expect(value(deep, 'array', 'a', { maxDepth: 100 })).toBeInstanceOf(Array);
  });
});
