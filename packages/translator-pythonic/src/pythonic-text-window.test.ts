import { describe, expect, it } from 'vitest';
import { PythonicTextWindow, TAIL_LENGTH } from './pythonic-text-window.js';

/** A window fed `text` in chunks of `size`, stopped after the chunk that holds `upTo`. */
function windowOver(text: string, size: number, upTo = text.length - 1) {
  const window = new PythonicTextWindow();
  for (let at = 0; at < text.length; at += size) {
    window.read(text.slice(at, at + size), at);
    if (at + size > upTo) break;
    window.keep();
  }
  return window;
}

describe('PythonicTextWindow', () => {
  it('reads characters and slices by offset into the whole text, across chunks', () => {
    const text = 'Sure: [get_weather(city="Paris")]';
    for (const size of [1, 3, 7, text.length]) {
      const window = windowOver(text, size);
      const end = text.length;
      expect(window.slice(end - 10, end), `chunks of ${size}`).toBe(text.slice(end - 10, end));
      expect(window.codeAt(end - 1)).toBe(text.charCodeAt(end - 1));
      expect(window.codeAt(end)).toBe(-1);
    }
  });

  it('keeps at least the last TAIL_LENGTH characters before the chunk, and no more than four times that', () => {
    const text = 'x'.repeat(10 * TAIL_LENGTH);
    const window = windowOver(text, 16);
    expect(window.codeAt(window.base - TAIL_LENGTH)).toBe(0x78);
    expect(window.codeAt(window.base - 5 * TAIL_LENGTH)).toBe(-1);
  });
});
