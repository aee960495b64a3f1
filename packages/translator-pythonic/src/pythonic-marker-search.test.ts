import { describe, expect, it } from 'vitest';
import { findMarker, heldPrefix } from './pythonic-marker-search.js';

describe('findMarker', () => {
  it('finds the next whole marker from a position, past false starts', () => {
    expect(findMarker('a <th <think> b', '<think>', 0)).toBe(6);
    expect(findMarker('<think> <think>', '<think>', 1)).toBe(8);
    expect(findMarker('no marker', '```', 0)).toBe(-1);
  });
});

describe('heldPrefix', () => {
  it('is how much of a marker the chunk ends with, after a position', () => {
    expect(heldPrefix('text <thi', 0, '<think>')).toBe(4);
    expect(heldPrefix('text ``', 0, '```')).toBe(2);
    expect(heldPrefix('text <thi', 6, '<think>')).toBe(0);
    expect(heldPrefix('text <think>', 0, '<think>')).toBe(0);
    expect(heldPrefix('text', 0, '<think>')).toBe(0);
  });
});
