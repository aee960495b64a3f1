import { describe, expect, it } from 'vitest';
import { formatPythonicCallResults } from './format-pythonic-call-results.js';

describe('formatPythonicCallResults', () => {
  it('writes each call back in Python with its result, one block per call', () => {
    expect(
      formatPythonicCallResults([
        {
          name: 'weather.get_temp',
          params: { location: 'Paris' },
          interface: undefined,
          result: '21 °C',
        },
        {
          name: 'math.factorial',
          params: { n: -1 },
          interface: undefined,
          result: 'Error: n must be positive',
          isError: true,
        },
        {
          name: '',
          params: {},
          interface: undefined,
          result: 'The answer is longer than 20 characters.',
        },
      ]),
    ).toBe(
      'Result of weather.get_temp(location="Paris"):\n21 °C\n\n' +
        'Result of math.factorial(n=-1):\nError: n must be positive\n\n' +
        'Note: The answer is longer than 20 characters.',
    );
  });
});
