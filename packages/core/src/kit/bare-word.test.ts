import { describe, expect, it } from 'vitest';
import { readBareWord } from './bare-word.js';

describe('readBareWord', () => {
  it.each([
    ['42', 42, undefined],
    ['-1.5e3', -1500, undefined],
    ['true', true, undefined],
    ['null', null, undefined],
    ['True', true, 'python-literal'],
    ['None', null, 'python-literal'],
    ['007', '007', 'unquoted-string'],
    ['New York', 'New York', 'unquoted-string'],
    ['', '', undefined],
  ])('reads %j as %j', (text, value, repair) => {
    expect(readBareWord(text)).toEqual({ value, repair });
  });

  it('keeps an integer a number cannot write back as its digits, and says so', () => {
    expect(readBareWord('12345678901234567890')).toEqual({
      value: '12345678901234567890',
      repair: 'unsafe-integer',
    });
    // A large integer the number writes back digit for digit stays a number.
    expect(readBareWord('123456789012345680000')).toEqual({
      value: 123456789012345680000,
      repair: undefined,
    });
  });
});
