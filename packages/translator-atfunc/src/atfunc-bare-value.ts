import type { Repair } from '@ai-toolbox/core';
import { createRepair, readBareWord } from '@ai-toolbox/core/kit';

/**
 * The value of an unquoted argument, as the kit's `readBareWord` reads it: a JSON number,
 * `true`, `false` or `null` (Python's `True`, `False` and `None` too, reported as a repair),
 * otherwise the word as a string. An integer that a number cannot hold digit for digit
 * (beyond 2^53) stays a string, reported as a repair. A bare argument is atfunc syntax, so a
 * word kept as text is no repair here (inside JSON it is, and the JSON reader says so).
 */
export function classifyAtfuncBareValue(text: string, repairs: Repair[]): unknown {
  const { value, repair } = readBareWord(text);
  if (repair === 'python-literal') {
    repairs.push(createRepair(repair, `Read ${text} as ${JSON.stringify(value)}.`));
  } else if (repair === 'unsafe-integer') {
    repairs.push(
      createRepair(
        repair,
        `Kept ${text} as text: it is too large to be a number without losing digits.`,
      ),
    );
  }
  return value;
}
