import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scanMarkers } from './scan-markers.js';

const scan = (text: string, allowDots = true) => scanMarkers(text, { allowDots });

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
