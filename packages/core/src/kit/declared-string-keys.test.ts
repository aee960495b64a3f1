import { describe, expect, it } from 'vitest';
import type { FunctionInterface } from '../function-interface.js';
import { declaredStringKeys } from './declared-string-keys.js';
import { FunctionIndex } from './function-index.js';
import { createJsonReader } from './json-reader.js';

const weather: FunctionInterface = {
  domain: 'weather',
  name: 'get_weather',
  type: 'function',
  description: '',
  returns: '',
  params: {
    city: { type: 'string', description: '', isRequired: true },
    unit: { type: 'string', description: '', isRequired: false },
    days: { type: 'integer', description: '', isRequired: false },
    daily: { type: 'boolean', description: '', isRequired: false },
  },
};
const travel: FunctionInterface = {
  domain: 'travel',
  name: 'book',
  type: 'function',
  description: '',
  returns: '',
  params: {
    city: { type: 'string', description: '', isRequired: true },
    unit: { type: 'number', description: '', isRequired: true },
  },
};

/** What the reader gives for `text`, read in one piece and one character at a time. */
function read(text: string, stringKeys: ReadonlySet<string>) {
  const whole = createJsonReader({ stringKeys });
  whole.write(text);
  whole.end();
  const chunked = createJsonReader({ stringKeys });
  for (const character of text) chunked.write(character);
  chunked.end();
  expect(chunked.status).toBe(whole.status);
  expect(chunked.value).toEqual(whole.value);
  expect(chunked.repairs.map((repair) => repair.code)).toEqual(
    whole.repairs.map((repair) => repair.code),
  );
  return whole;
}

describe('declaredStringKeys', () => {
  it("gives one function's string parameters", () => {
    expect([...declaredStringKeys(weather)]).toEqual(['city', 'unit']);
    expect(declaredStringKeys(null).size).toBe(0);
  });

  it('gives of every function the parameters no function declares with another type', () => {
    const functions = new FunctionIndex([weather, travel], null, true);
    expect([...declaredStringKeys(functions)]).toEqual(['city']);
    expect(declaredStringKeys(functions)).toBe(declaredStringKeys(functions));
  });
});

describe('an unquoted word where a string is declared', () => {
  const keys = declaredStringKeys(weather);

  it('is read as that string, up to the next delimiter, with a repair', () => {
    const reader = read('{"city": New York, "unit": "c"}', keys);
    expect(reader.value).toEqual({ city: 'New York', unit: 'c' });
    expect(reader.repairs.map((repair) => repair.code)).toEqual(['unquoted-string']);
    expect(read('{"city": Paris}', keys).value).toEqual({ city: 'Paris' });
    expect(read('{"unit": celsius\n}', keys).value).toEqual({ unit: 'celsius' });
  });

  it('keeps JSON literals and a missing opening quote as they were read before', () => {
    expect(read('{"city": null}', keys).value).toEqual({ city: null });
    const quoted = read('{"city": Paris"}', keys);
    expect(quoted.value).toEqual({ city: 'Paris' });
    expect(quoted.repairs.map((repair) => repair.code)).toEqual(['missing-opening-quote']);
  });

  it('is refused where the declared type is a number or a boolean, or nothing is declared', () => {
    expect(read('{"days": three}', keys).status).toBe('failed');
    expect(read('{"daily": yes}', keys).status).toBe('failed');
    expect(read('{"country": France}', keys).status).toBe('failed');
    expect(read('{"city": [Paris]}', keys).status).toBe('failed');
    expect(read('{"city": Paris}', new Set()).status).toBe('failed');
  });

  it('is refused by a strict reader', () => {
    const reader = createJsonReader({ stringKeys: keys, strict: true });
    reader.write('{"city": Paris}');
    reader.end();
    expect(reader.status).toBe('failed');
  });
});
