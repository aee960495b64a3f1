import { describe, expect, it } from 'vitest';
import { formatAtfuncCallResults } from './format-atfunc-call-results.js';

describe('formatAtfuncCallResults', () => {
  it('writes each call with its result as SPEC §4 shows', () => {
    expect(
      formatAtfuncCallResults([
        { name: 'weather.get_temp', params: { location: 'Paris' }, result: '21' },
      ]),
    ).toBe('Function call: weather.get_temp(location="Paris")\nReturned: 21');
  });

  it('separates calls by a blank line and writes values as JSON', () => {
    expect(
      formatAtfuncCallResults([
        { name: 'tools.get_toolboxes', params: {}, result: '["weather"]' },
        {
          name: 'config.save',
          params: { n: 1, ok: true, values: { a: [1] }, big: 10n },
          result: 'Error: Missing required parameter',
          isError: true,
        },
      ]),
    ).toBe(
      'Function call: tools.get_toolboxes()\nReturned: ["weather"]\n\n' +
        'Function call: config.save(n=1, ok=true, values={"a":[1]}, big="10")\nReturned: Error: Missing required parameter',
    );
  });

  it('writes a cyclic value without throwing, its cycle marked', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(formatAtfuncCallResults([{ name: 'x.y', params: { cyclic }, result: 'ok' }])).toBe(
      'Function call: x.y(cyclic={"self":"[Circular]"})\nReturned: ok',
    );
  });
});

describe('formatAtfuncCallResults: unknown functions', () => {
  it('writes the positional arguments of an unknown function as the model wrote them', () => {
    expect(
      formatAtfuncCallResults([
        {
          name: 'weathr.get',
          params: { 0: 'Paris', 1: 3, unit: 'c' },
          result: 'Error: Unknown function',
        },
      ]),
    ).toBe('Function call: weathr.get("Paris", 3, unit="c")\nReturned: Error: Unknown function');
  });
});

describe('formatAtfuncCallResults: text beyond the limit', () => {
  it('writes the nameless entry for unread text as the rest of the answer', () => {
    expect(
      formatAtfuncCallResults([{ name: '', params: {}, result: 'Error: The answer is too long.' }]),
    ).toBe('Function call: (the rest of the answer)\nReturned: Error: The answer is too long.');
  });
});
