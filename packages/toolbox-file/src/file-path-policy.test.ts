import { posix } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFilePath } from './file-path-policy.js';

const limits = { maxPathBytes: 1024, maxPathDepth: 32 };
const parse = (input: unknown) => parseFilePath(input, limits);

describe('parseFilePath', () => {
  it('splits a relative path into names, dropping `.` and empty names', () => {
    expect(parse('./sub//b.txt')).toEqual({ ok: true, components: ['sub', 'b.txt'] });
    expect(parse('docs/readme.txt')).toEqual({ ok: true, components: ['docs', 'readme.txt'] });
    expect(parse('a/b/')).toEqual({ ok: true, components: ['a', 'b'] });
  });

  it('reads the empty path and `.` spellings as the root', () => {
    for (const root of ['', '.', './', './/.', '././']) {
      expect(parse(root)).toEqual({ ok: true, components: [] });
    }
  });

  it('keeps names that only look special: `...`, `.hidden`, `%2e%2e`, `a~`, `a:b`', () => {
    expect(parse('.../.hidden/%2e%2e/a~/x:y')).toEqual({
      ok: true,
      components: ['...', '.hidden', '%2e%2e', 'a~', 'x:y'],
    });
  });

  it.each([
    [42, 'not-a-string'],
    [null, 'not-a-string'],
    ['a\u0000b', 'nul'],
    ['a\tb', 'control-character'],
    ['a\u0085', 'control-character'],
    ['a\u2028', 'control-character'],
    ['\ufeffa', 'control-character'],
    ['a\u2066b', 'control-character'],
    ['a\udc00', 'malformed-unicode'],
    ['a\ud800', 'malformed-unicode'],
    ['a\\b', 'backslash'],
    ['/etc', 'absolute'],
    ['//host/share', 'unc'],
    ['\\\\host\\share', 'unc'],
    ['C:', 'drive-letter'],
    ['z:/x', 'drive-letter'],
    ['~', 'home'],
    ['~/x', 'home'],
    ['..', 'parent'],
    ['a/../b', 'parent'],
    ['a/..', 'parent'],
    ['.tbtmp-1', 'reserved'],
    ['a/.tbtmp-', 'reserved'],
    ['x'.repeat(256), 'component-too-long'],
    ['é'.repeat(128), 'component-too-long'],
    ['a/'.repeat(33), 'too-deep'],
    ['ab/'.repeat(400), 'too-long'],
  ])('refuses %j (%s)', (input, reason) => {
    expect(parse(input)).toEqual({ ok: false, reason });
  });

  it('accepts a name of exactly 255 bytes and a four-byte character counted as four', () => {
    expect(parse('x'.repeat(255)).ok).toBe(true);
    expect(parse('\u{1f600}'.repeat(63)).ok).toBe(true);
    expect(parse('\u{1f600}'.repeat(64))).toEqual({ ok: false, reason: 'component-too-long' });
  });

  it('never throws, and what it accepts stays inside the root when joined', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), pathLike()), (input) => {
        const result = parse(input);
        if (!result.ok) return;
        for (const name of result.components) {
          expect(name).not.toBe('');
          expect(name).not.toBe('.');
          expect(name).not.toBe('..');
          expect(name.includes('/') || name.includes('\\') || name.includes('\u0000')).toBe(false);
        }
        const joined = posix.resolve('/root', ...result.components);
        expect(joined === '/root' || joined.startsWith('/root/')).toBe(true);
        expect(result.components.length).toBeLessThanOrEqual(limits.maxPathDepth);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses an over-long path by its length before scanning it', () => {
    // A scan of maxPathBytes is the most work ever done, whatever the input's size.
    expect(parse(`${'./'.repeat(400_000)}a`)).toEqual({ ok: false, reason: 'too-long' });
    expect(parse(`${'\u0000'.repeat(2000)}`)).toEqual({ ok: false, reason: 'too-long' });
  });
});

function pathLike(): fc.Arbitrary<string> {
  const piece = fc.constantFrom(
    '..',
    '.',
    '',
    'a',
    '~',
    'C:',
    '%2e',
    '\\',
    '\u0000',
    'é',
    '\ud800',
    '/',
  );
  return fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join('/'));
}
