import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type MarkerMatch, type MarkerScan, scanMarkers } from './scan-markers.js';

const scan = (text: string, allowDots = true) => scanMarkers(text, { allowDots });

/**
 * The `]` matching the `[` at `first` by the grammar alone, read the slow, obvious way: no
 * memo, no shortcut for simple brackets, so that the scanner's shortcuts are checked against it.
 */
function referenceClose(text: string, first: number): number {
  const braces: number[] = [];
  let braceDepth = 0;
  let quote = '';
  let escaped = false;
  let previous = '[';
  for (let position = first + 1; position < text.length; position += 1) {
    const character = text.charAt(position);
    if (escaped) {
      escaped = false;
    } else if (character === '\\') {
      escaped = true;
      previous = character;
    } else if (quote !== '') {
      if (character === quote) {
        quote = '';
        previous = character;
      }
    } else if (character === '"' || (character === "'" && ':,[{'.includes(previous))) {
      quote = character;
    } else if (character === '[') {
      braces.push(braceDepth);
      braceDepth = 0;
      previous = character;
    } else if (character === ']') {
      if (braceDepth === 0) {
        if (braces.length === 0) return position;
        braceDepth = braces.pop() as number;
      }
      previous = character;
    } else if (character === '{' || character === '}') {
      braceDepth = character === '{' ? braceDepth + 1 : Math.max(0, braceDepth - 1);
      previous = character;
    } else if (character !== ' ' && character !== '\t') {
      previous = character;
    }
  }
  return -1;
}

const NAME = /^[A-Za-z_$][A-Za-z0-9_$]*(\.[A-Za-z_$][A-Za-z0-9_$]*)*$/;

/** What {@link scanMarkers} should find, by {@link referenceClose} at every `[` in turn. */
function referenceScan(text: string): MarkerScan {
  const markers: MarkerMatch[] = [];
  const unclosed: number[] = [];
  let firstUnclosed = -1;
  let closedAtEnd = -1;
  let index = text.indexOf('[');
  while (index !== -1) {
    const double = text.charAt(index + 1) === '[';
    const contentStart = double ? index + 2 : index + 1;
    const close = referenceClose(text, double ? index + 1 : index);
    if (close === -1) {
      if (firstUnclosed === -1) firstUnclosed = index;
      const rest = text.slice(text.charAt(contentStart) === '!' ? contentStart + 1 : contentStart);
      // A name, and no dot after it that starts no further part.
      const named = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(\.?)/.exec(rest);
      if (double && named !== null && named[1] === '') unclosed.push(index);
      index = text.indexOf('[', index + 1);
      continue;
    }
    if (close === text.length - 1 && closedAtEnd === -1) closedAtEnd = index;
    const doubleClose = text.charAt(close + 1) === ']';
    if (!double && !doubleClose) {
      index = text.indexOf('[', index + 1);
      continue;
    }
    const end = doubleClose ? close + 2 : close + 1;
    const content = text.slice(contentStart, close);
    const silent = content.startsWith('!');
    const colon = content.indexOf(':');
    const name = content.slice(silent ? 1 : 0, colon === -1 ? content.length : colon);
    markers.push({
      start: index,
      end,
      silent,
      name: NAME.test(name) ? name : null,
      params: colon === -1 ? undefined : content.slice(colon + 1),
      doubleClose,
    });
    index = text.indexOf('[', end);
  }
  return { markers, unclosed, firstUnclosed, closedAtEnd, budgetExceeded: false };
}

describe('scanMarkers', () => {
  it('finds markers with their names, params and spans', () => {
    const text = 'a [[x]] b [[!y:1,2]] c';
    expect(scan(text).markers).toEqual([
      { start: 2, end: 7, silent: false, name: 'x', params: undefined, doubleClose: true },
      { start: 10, end: 20, silent: true, name: 'y', params: '1,2', doubleClose: true },
    ]);
  });

  it('gives null as the name of a bracket whose text is not a name', () => {
    expect(scan('[[hello world]]').markers[0]?.name).toBeNull();
    expect(scan('[[a.b]]', false).markers[0]?.name).toBeNull();
    expect(scan('[[a.b]]', true).markers[0]?.name).toBe('a.b');
    expect(scan('[[a..b]] [[.a]] [[a.]]').markers.map((marker) => marker.name)).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('does not end a marker at a ] inside a string, a brace or nested brackets', () => {
    const text = '[[f:"a]]b", {"c": [1, [2]]}, [[3]]]] tail';
    const [marker] = scan(text).markers;
    expect(marker?.end).toBe(text.indexOf(' tail'));
  });

  it('reads an apostrophe inside a word as a character, at a value start as a quote', () => {
    expect(scan("[[f:don't]] [[g:x]]").markers.map((marker) => marker.name)).toEqual(['f', 'g']);
    expect(scan("[[f:'a]]b']]").markers[0]?.params).toBe("'a]]b'");
  });

  it('reports [[name openings that never close', () => {
    const result = scanMarkers('text [[cut:1, 2', { allowDots: true, reportUnclosed: true });
    expect(result.markers).toEqual([]);
    expect(result.unclosed).toEqual([5]);
    expect(result.firstUnclosed).toBe(5);
    expect(scan('text [[cut:1, 2').unclosed).toEqual([]);
    expect(scan('a [b]').closedAtEnd).toBe(2);
    expect(scan('a [b]]').closedAtEnd).toBe(-1);
  });

  it('needs a doubled bracket on one side at least', () => {
    expect(scan('[a] [b:1]] [[c] d').markers.map((marker) => marker.name)).toEqual(['b', 'c']);
  });

  it('runs within its linear step budget on hostile shapes', () => {
    const shapes = ['[[', '[[a:', '[[a:{', '[a', "[['", '[[a:"', "[[a:'", '[[a:"[[b:\'', '[{'];
    for (const shape of shapes) {
      const result = scan(shape.repeat(50_000));
      expect(result.budgetExceeded, shape).toBe(false);
    }
    const prose = `${'lorem ipsum '.repeat(80)}[[open:1, `;
    expect(scan(prose.repeat(200)).budgetExceeded).toBe(false);
  });

  it('never throws and returns ordered, non-overlapping markers for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'[]{}"\'\\:,!ab. \n') }), (text) => {
        const { markers } = scan(text);
        let previousEnd = 0;
        for (const marker of markers) {
          expect(marker.start).toBeGreaterThanOrEqual(previousEnd);
          expect(marker.end).toBeGreaterThan(marker.start);
          expect(text.slice(marker.start, marker.start + 1)).toBe('[');
          previousEnd = marker.end;
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('finds what the grammar read the slow way finds, on texts heavy in brackets', () => {
    const piece = fc.oneof(
      fc.constantFrom(...'[]{}"\'\\:,! \t'),
      fc.constantFrom(
        '[[',
        ']]',
        '[see note 1]',
        '[a, b]',
        '[[f:1,2]]',
        '[x]]',
        "don't",
        'ab',
        'a.',
      ),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const text = pieces.join('');
        const expected = referenceScan(text);
        expect(scanMarkers(text, { allowDots: true, reportUnclosed: true })).toEqual(expected);
        expect(scanMarkers(text, { allowDots: true })).toEqual({ ...expected, unclosed: [] });
      }),
      { numRuns: 5000 },
    );
  });

  it('finds a rendered marker back unchanged', () => {
    const name = fc.stringMatching(/^[a-z_][a-z0-9_]{0,6}(\.[a-z_][a-z0-9_]{0,6})?$/);
    const argument = fc.oneof(
      fc.integer().map(String),
      fc.stringMatching(/^[a-z][a-z ]{0,8}[a-z]$/),
      fc.jsonValue().map((value) => JSON.stringify(value)),
    );
    fc.assert(
      fc.property(name, fc.array(argument, { maxLength: 4 }), fc.boolean(), (fn, args, silent) => {
        const params = args.length === 0 ? '' : `:${args.join(',')}`;
        const marker = `[[${silent ? '!' : ''}${fn}${params}]]`;
        const [found] = scan(`before ${marker} after`).markers;
        expect(found?.name).toBe(fn);
        expect(found?.silent).toBe(silent);
        expect(found?.params).toBe(args.length === 0 ? undefined : args.join(','));
      }),
    );
  });
});
