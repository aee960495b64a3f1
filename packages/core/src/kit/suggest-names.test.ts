import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SUGGEST_NAMES_MAX_CANDIDATES,
  SUGGEST_NAMES_MAX_NAME_LENGTH,
  suggestNames,
} from './suggest-names.js';

/** The whole optimal-string-alignment table, without a band or an early exit. */
function fullDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number): number => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      let value = Math.min(
        at(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1),
        at(i - 1, j) + 1,
        at(i, j - 1) + 1,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, at(i - 2, j - 2) + 1);
      }
      const row = rows[i];
      if (row !== undefined) row[j] = value;
    }
  }
  return at(a.length, b.length);
}

describe('suggestNames', () => {
  const names = ['weather.get_temp', 'weather.get_forecast', 'file.readfile', 'count'];

  it('suggests close names, best first', () => {
    expect(suggestNames('weather.get_tmp', names)).toEqual(['weather.get_temp']);
    expect(suggestNames('file.redfile', names)).toEqual(['file.readfile']);
    expect(suggestNames('abcdef', ['abcxyz', 'abcdxf', 'abcdeg'])).toEqual(['abcdxf', 'abcdeg']);
    expect(suggestNames('abcdefghi', ['abcxyzghi', 'abcdefgxi', 'abcdexghi'])).toEqual([
      'abcdefgxi',
      'abcdexghi',
      'abcxyzghi',
    ]);
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(suggestNames('cuont', names)).toEqual(['count']);
  });

  it('suggests a name that differs only in case', () => {
    expect(suggestNames('Weather.Get_Temp', names)).toEqual(['weather.get_temp']);
  });

  it('never suggests the name itself, nor a candidate twice', () => {
    expect(suggestNames('count', ['count', 'counts', 'counts', 'Count'])).toEqual([
      'Count',
      'counts',
    ]);
  });

  it('suggests nothing for names far from every candidate or very long', () => {
    expect(suggestNames('x', names)).toEqual([]);
    expect(suggestNames('', ['', 'a'])).toEqual([]);
    expect(suggestNames('completely.different', names)).toEqual([]);
    expect(suggestNames('a'.repeat(10_000), names)).toEqual([]);
  });

  it('compares names up to the length limit and no longer ones', () => {
    const long = 'a'.repeat(SUGGEST_NAMES_MAX_NAME_LENGTH);
    expect(suggestNames(`${long.slice(1)}b`, [long])).toEqual([long]);
    expect(suggestNames(`${long}b`, [`${long}c`])).toEqual([]);
  });

  it('returns at most `limit` suggestions', () => {
    const close = ['abcdex', 'abcdey', 'abcdez', 'abcdew'];
    expect(suggestNames('abcdef', close)).toEqual(['abcdex', 'abcdey', 'abcdez']);
    expect(suggestNames('abcdef', close, { limit: 1 })).toEqual(['abcdex']);
    expect(suggestNames('abcdef', close, { limit: 0 })).toEqual([]);
    expect(suggestNames('abcdef', close, { limit: Number.NaN })).toHaveLength(3);
  });

  it('allows short names `shortNameEdits` edits', () => {
    expect(suggestNames('ls', ['la', 'LS'])).toEqual(['LS']);
    expect(suggestNames('ls', ['la', 'LS'], { shortNameEdits: 1 })).toEqual(['LS', 'la']);
    expect(suggestNames('x', ['y', 'xyz'], { shortNameEdits: 1 })).toEqual(['y']);
    // Never more than 3 edits, whatever is asked.
    expect(suggestNames('abcd', ['wxyz'], { shortNameEdits: 10 })).toEqual([]);
    expect(suggestNames('abcd', ['axyz'], { shortNameEdits: 10 })).toEqual(['axyz']);
  });

  it('compares only the first `maxCandidates` candidates', () => {
    const filler = Array.from({ length: SUGGEST_NAMES_MAX_CANDIDATES }, (_, i) => `zz${i}zzzzz`);
    expect(suggestNames('weather', [...filler, 'wether'])).toEqual([]);
    expect(
      suggestNames('weather', [...filler, 'wether'], {
        maxCandidates: SUGGEST_NAMES_MAX_CANDIDATES + 1,
      }),
    ).toEqual(['wether']);
    // An endless candidate list ends at the bound.
    function* endless(): Generator<string> {
      for (let i = 0; ; i += 1) yield `name${i}`;
    }
    expect(suggestNames('name1', endless(), { maxCandidates: 50 })).toEqual([
      'name0',
      'name2',
      'name3',
    ]);
  });

  it('skips values that are not strings', () => {
    const mixed = [42, null, 'count'] as unknown as string[];
    expect(suggestNames('cont', mixed)).toEqual(['count']);
  });

  it('agrees with the whole distance table (case ignored, at most 3 edits)', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'A', 'c', '_'), maxLength: 14 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (name, candidate, shortEdits) => {
        const allowed = Math.min(3, Math.max(shortEdits, Math.floor(name.length / 3)));
        const close = fullDistance(name.toLowerCase(), candidate.toLowerCase()) <= allowed;
        const expected = name.length > 0 && candidate !== name && close ? [candidate] : [];
        expect(suggestNames(name, [candidate], { shortNameEdits: shortEdits })).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });
});
