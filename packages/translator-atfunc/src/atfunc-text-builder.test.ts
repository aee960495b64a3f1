import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AtfuncTextBuilder } from './atfunc-text-builder.js';

type Piece =
  | { readonly kind: 'run'; readonly text: string; readonly start: number; readonly end: number }
  | { readonly kind: 'code'; readonly code: number }
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'clear' };

const piece: fc.Arbitrary<Piece> = fc.oneof(
  fc.tuple(fc.string({ unit: 'binary', maxLength: 80 }), fc.nat(), fc.nat()).map(([text, a, b]) => {
    const start = text.length === 0 ? 0 : a % (text.length + 1);
    const end = start + (text.length === 0 ? 0 : b % (text.length - start + 1));
    return { kind: 'run' as const, text, start, end };
  }),
  fc.integer({ min: 0, max: 0xffff }).map((code) => ({ kind: 'code' as const, code })),
  fc.string({ maxLength: 6 }).map((text) => ({ kind: 'text' as const, text })),
  fc.constant({ kind: 'clear' as const }),
);

describe('AtfuncTextBuilder', () => {
  it('builds the same text as joining the pieces, with its length, whatever the pieces', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 3000 }), (pieces) => {
        const builder = new AtfuncTextBuilder();
        let expected = '';
        for (const next of pieces) {
          if (next.kind === 'run') {
            builder.appendRun(next.text, next.start, next.end);
            expected += next.text.slice(next.start, next.end);
          } else if (next.kind === 'code') {
            builder.appendCode(next.code);
            expected += String.fromCharCode(next.code);
          } else if (next.kind === 'text') {
            builder.appendText(next.text);
            expected += next.text;
          } else {
            builder.clear();
            expected = '';
          }
          expect(builder.length).toBe(expected.length);
        }
        expect(builder.toString()).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps its text after toString, so it can go on', () => {
    const builder = new AtfuncTextBuilder();
    builder.appendCode(0x61);
    expect(builder.toString()).toBe('a');
    builder.appendText('bc');
    expect(builder.toString()).toBe('abc');
  });
});
