import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonNumberShape } from './json-number.js';

const jsonNumber = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/;

describe('jsonNumberShape', () => {
  it.each([
    ['0', 'integer'],
    ['-12', 'integer'],
    ['1.5', 'fraction'],
    ['-1.5e3', 'fraction'],
    ['2E+8', 'fraction'],
    ['007', 'none'],
    ['1.', 'none'],
    ['.5', 'none'],
    ['+1', 'none'],
    ['1e', 'none'],
    ['-', 'none'],
    ['', 'none'],
  ])('reads %j as %s', (text, shape) => {
    expect(jsonNumberShape(text)).toBe(shape);
  });

  it('accepts exactly what JSON’s number grammar accepts', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789-+.eEx'), maxLength: 12 }),
        (text) => {
          const shape = jsonNumberShape(text);
          expect(shape !== 'none').toBe(jsonNumber.test(text));
          if (shape !== 'none') expect(shape === 'integer').toBe(/^-?[0-9]+$/.test(text));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
