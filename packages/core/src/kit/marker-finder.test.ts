import { describe, expect, it } from 'vitest';
import { countStringWork } from '../testing/count-string-work.js';
import { MarkerFinder } from './marker-finder.js';

const calls = new MarkerFinder(['<tool_call>', '<tool_calls>', '</tool_call>', '[TOOL_CALLS]']);

/** Every marker of `finder` in `text` from `from` on, in order, as `[marker, index]` pairs. */
function findAll(finder: MarkerFinder, text: string, from = 0): [string, number][] {
  const search = finder.search(text);
  const found: [string, number][] = [];
  for (let at = from; ; ) {
    const hit = search.find(at);
    if (hit === undefined) return found;
    const marker = finder.markers[hit.marker] as string;
    found.push([marker, hit.index]);
    at = hit.index + marker.length;
  }
}

/**
 * The markers a reader finds that is handed `text` in chunks of `size`, keeping the text from
 * where the search is undecided and reading it again with the next chunk.
 */
function findStreamed(finder: MarkerFinder, text: string, size: number): [string, number][] {
  const found: [string, number][] = [];
  let carry = '';
  let base = 0;
  for (let start = 0; start < text.length; start += size) {
    const chunk = carry + text.slice(start, start + size);
    const search = finder.search(chunk);
    let at = 0;
    carry = '';
    for (;;) {
      const hit = search.find(at);
      const undecided = search.undecidedFrom;
      if (hit === undefined || undecided !== -1) {
        if (undecided !== -1) carry = chunk.slice(undecided);
        break;
      }
      const marker = finder.markers[hit.marker] as string;
      found.push([marker, base + hit.index]);
      at = hit.index + marker.length;
    }
    base += chunk.length - carry.length;
  }
  // The end: what was held is read as the whole rest of the text.
  const last = findAll(finder, carry);
  for (const [marker, index] of last) found.push([marker, base + index]);
  return found;
}

describe('MarkerFinder', () => {
  it('finds the leftmost marker, and the longest of those that start there', () => {
    expect(findAll(calls, 'a <tool_calls> b <tool_call> c </tool_call> [TOOL_CALLS]')).toEqual([
      ['<tool_calls>', 2],
      ['<tool_call>', 17],
      ['</tool_call>', 31],
      ['[TOOL_CALLS]', 44],
    ]);
    expect(findAll(calls, 'x <tool_call>', 3)).toEqual([]);
  });

  it('finds a marker that starts before one inside it, and the first of equal markers', () => {
    const finder = new MarkerFinder(['abcd', 'bc', 'bcx', 'c', 'bc']);
    // `bc` ends first, but `abcd` starts first.
    expect(finder.search('zabcd').find(0)).toEqual({ marker: 0, index: 1 });
    // `abc` is no marker: the `bcx` inside it is found, longer than `bc`.
    expect(finder.search('abcx').find(0)).toEqual({ marker: 2, index: 1 });
    expect(finder.search('abce').find(0)).toEqual({ marker: 1, index: 1 });
    expect(finder.search('aac').find(0)).toEqual({ marker: 3, index: 2 });
  });

  it('finds markers among near misses, and nothing where none is whole', () => {
    const text = '<tool_cal<tool_call <tool_calls <<tool_call>';
    expect(findAll(calls, text)).toEqual([['<tool_call>', 33]]);
    expect(calls.search('<tool_cal <tool_callx [TOOL_CALL]').find(0)).toBeUndefined();
    expect(calls.search('').find(0)).toBeUndefined();
  });

  it('says where the text ends inside a marker, or inside a longer one than found', () => {
    const search = calls.search('prose <tool_ca');
    expect(search.find(0)).toBeUndefined();
    expect(search.undecidedFrom).toBe(6);
    const longer = calls.search('prose <tool_call');
    expect(longer.find(0)).toBeUndefined();
    expect(longer.undecidedFrom).toBe(6);
    // `<tool_call>` is whole, and `<tool_calls>` may not follow: it is found, and decided.
    const whole = calls.search('prose <tool_call>');
    expect(whole.find(0)).toEqual({ marker: 0, index: 6 });
    expect(whole.undecidedFrom).toBe(-1);
    const prefix = new MarkerFinder(['<a>', '<a>b']);
    const cut = prefix.search('x <a>');
    expect(cut.find(0)).toEqual({ marker: 0, index: 2 });
    expect(cut.undecidedFrom).toBe(2);
    const none = calls.search('prose, then <b>');
    expect(none.find(0)).toBeUndefined();
    expect(none.undecidedFrom).toBe(-1);
  });

  it('holds back the longest suffix that is a proper prefix of a marker', () => {
    expect(calls.heldBack('text <tool_', 0)).toBe(6);
    expect(calls.heldBack('text <tool_call', 0)).toBe(10);
    expect(calls.heldBack('text [TOOL_CALLS', 0)).toBe(11);
    expect(calls.heldBack('text <tool_call>', 0)).toBe(0);
    expect(calls.heldBack('text <', 0)).toBe(1);
    expect(calls.heldBack('text <', 6)).toBe(0);
    // Only what starts at or after `from` is held: a marker begun before it is not.
    expect(calls.heldBack('text <tool_', 7)).toBe(0);
    expect(calls.heldBack('text <tool_', 5)).toBe(6);
    expect(calls.heldBack('text', 0)).toBe(0);
    // The suffix `<</` is no prefix; its own suffix `</` is.
    expect(calls.heldBack('<</', 0)).toBe(2);
  });

  it('matches at a position: the longest marker, none, or more when the text is cut', () => {
    expect(calls.matchAt('<tool_calls> x', 0, false)).toBe(1);
    expect(calls.matchAt('<tool_call> x', 0, false)).toBe(0);
    expect(calls.matchAt('x <tool_call', 2, false)).toBe('more');
    expect(calls.matchAt('x <tool_call', 2, true)).toBe('none');
    expect(calls.matchAt('<tool_cal>', 0, false)).toBe('none');
    expect(calls.matchAt('a<tool_call>', 0, false)).toBe('none');
    // A marker that a longer one begins with, at the very end: undecided until the end.
    expect(calls.matchAt('<tool_call', 0, false)).toBe('more');
    const prefix = new MarkerFinder(['<a>', '<a>b']);
    expect(prefix.matchAt('<a>', 0, false)).toBe('more');
    expect(prefix.matchAt('<a>', 0, true)).toBe(0);
    expect(prefix.matchAt('<a>c', 0, false)).toBe(0);
  });

  it('finds markers cut by chunk ends as it finds them in one text, for every chunk size', () => {
    const finders = [calls, new MarkerFinder(['<a>', '<a>b', 'a>b>', '«x»', '<|tool|>'])];
    const texts = [
      'a <tool_calls> b <tool_call> c </tool_call>\n[TOOL_CALLS] <tool_cal <tool_call',
      '<a><a>b a>b> <a>b>«x» <|tool|<|tool|> <a',
      '<<<<tool_call>>>> [[TOOL_CALLS]] <tool_calls',
    ];
    for (const finder of finders) {
      for (const text of texts) {
        const whole = findAll(finder, text);
        for (let size = 1; size <= text.length; size += 1) {
          expect(findStreamed(finder, text, size), `${text} in chunks of ${size}`).toEqual(whole);
        }
      }
    }
  });

  it('answers again from a position its last answer holds for, and never goes back', () => {
    const search = calls.search('prose <tool_call> more');
    expect(search.find(0)).toEqual({ marker: 0, index: 6 });
    expect(search.find(6)).toEqual({ marker: 0, index: 6 });
    expect(search.find(7)).toBeUndefined();
    expect(() => search.find(3)).toThrow(RangeError);
  });

  it('does work linear in the text, however many near misses it holds', () => {
    // Every `<` begins a marker that fails a character before its end.
    const nearMisses = (count: number) => `${'<tool_call<tool_calls[TOOL_CALL'.repeat(count)}x`;
    for (const count of [1_000, 8_000]) {
      const text = nearMisses(count);
      const work = countStringWork(() => findAll(calls, text));
      expect(work).toBeLessThanOrEqual(2 * text.length);
      const streamed = countStringWork(() => findStreamed(calls, text, 7));
      expect(streamed).toBeLessThanOrEqual(6 * text.length);
    }
    // Markers that all begin alike, and a text of their prefixes: one step a character.
    const alike = new MarkerFinder(['aaaab', 'aaab', 'aab']);
    const text = 'a'.repeat(50_000);
    expect(countStringWork(() => findAll(alike, text))).toBeLessThanOrEqual(2 * text.length);
    // Many markers found one after another: each is read once more at most.
    const found = '<tool_call>x'.repeat(5_000);
    expect(findAll(calls, found)).toHaveLength(5_000);
    expect(countStringWork(() => findAll(calls, found))).toBeLessThanOrEqual(3 * found.length);
  });

  it('finds what a search at every position finds, whatever the text', () => {
    // Every marker at every position, the leftmost and then the longest: the plain reference.
    const reference = (markers: readonly string[], text: string): [string, number][] => {
      const found: [string, number][] = [];
      for (let at = 0; at < text.length; ) {
        let hit: [string, number] | undefined;
        for (let index = at; index < text.length && hit === undefined; index += 1) {
          for (const marker of markers) {
            if (
              text.startsWith(marker, index) &&
              (hit === undefined || marker.length > hit[0].length)
            ) {
              hit = [marker, index];
            }
          }
        }
        if (hit === undefined) break;
        found.push(hit);
        at = hit[1] + hit[0].length;
      }
      return found;
    };
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % below;
    };
    const sets = [
      ['<a>', '<ab>', '[b]'],
      ['<a>', '</a>', 'x'],
      ['ab', 'b<', '[a'],
      ['<<a', '<a<'],
    ];
    for (const markers of sets) {
      const finder = new MarkerFinder(markers);
      for (let round = 0; round < 300; round += 1) {
        let text = '';
        const length = random(40);
        for (let index = 0; index < length; index += 1) text += '<>/[]abxy'.charAt(random(9));
        expect(findAll(finder, text)).toEqual(reference(markers, text));
        expect(findStreamed(finder, text, 1 + random(5))).toEqual(reference(markers, text));
      }
    }
  });

  it('refuses an empty marker', () => {
    expect(() => new MarkerFinder(['<a>', ''])).toThrow(TypeError);
  });
});
