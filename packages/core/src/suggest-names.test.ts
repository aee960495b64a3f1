import { describe, expect, it } from 'vitest';
import { suggestNames } from './suggest-names.js';

describe('suggestNames', () => {
  const names = ['weather.get_temp', 'weather.get_forecast', 'file.readfile', 'count'];

  it('suggests close names, best first', () => {
    expect(suggestNames('weather.get_tmp', names)).toEqual(['weather.get_temp']);
    expect(suggestNames('file.redfile', names)).toEqual(['file.readfile']);
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(suggestNames('cuont', names)).toEqual(['count']);
  });

  it('suggests a name that differs only in case', () => {
    expect(suggestNames('Weather.Get_Temp', names)).toEqual(['weather.get_temp']);
  });

  it('suggests nothing for names far from every candidate or very long', () => {
    expect(suggestNames('x', names)).toEqual([]);
    expect(suggestNames('completely.different', names)).toEqual([]);
    expect(suggestNames('a'.repeat(10_000), names)).toEqual([]);
  });
});
