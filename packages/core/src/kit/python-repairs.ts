import type { Repair } from '../repair.js';
import { createRepair } from './create-repair.js';

/** The repairs the Python argument reader makes, each with the bit that says it was made. */
const repairBits = {
  'apostrophe-in-string': 1,
  'call-in-string': 2,
  'control-character-in-string': 4,
  'invalid-escape': 8,
  'json-literal': 16,
} as const;

/** A repair the Python argument reader makes. */
export type PythonRepairCode = keyof typeof repairBits;

const noRepairs: readonly Repair[] = Object.freeze([]);

// The repairs whose message never changes are made once, for every call of every text.
const apostropheRepair = createRepair(
  'apostrophe-in-string',
  "Kept a quote between two letters inside a quoted string as an apostrophe ('It's').",
);
const escapedQuotesRepair = createRepair(
  'call-in-string',
  'Read a call written inside a string, with its quotes escaped (\\").',
);
const lineBreakRepair = createRepair(
  'control-character-in-string',
  'Kept a line break written inside a one-line string as a line break.',
);
const jsonLiteralRepairs: Readonly<Record<string, Repair>> = {
  true: createRepair('json-literal', "Read JSON's true as True."),
  false: createRepair('json-literal', "Read JSON's false as False."),
  null: createRepair('json-literal', "Read JSON's null as None."),
};

/**
 * The repairs made while reading one call's arguments, each kind once (the first occurrence
 * says what was done): a call with many apostrophes reports one repair, not one per quote.
 */
export class PythonRepairs {
  /** The repairs in the order first made; the same frozen empty array while there are none. */
  list: readonly Repair[] = noRepairs;
  private made = 0;

  /** Forgets the repairs of the call before. */
  reset(): void {
    this.list = noRepairs;
    this.made = 0;
  }

  /** A quote between two letters kept as an apostrophe (`'It's fresh'`). */
  apostrophe(): void {
    this.add(apostropheRepair);
  }

  /** A call written inside a string, its own strings opened by `\"`. */
  escapedQuotes(): void {
    this.add(escapedQuotesRepair);
  }

  /** A line break inside a one-line string kept as a line break. */
  lineBreakInString(): void {
    this.add(lineBreakRepair);
  }

  /** JSON's `true`, `false` or `null` read as Python's `True`, `False` or `None`. */
  jsonLiteral(name: string): void {
    const repair = jsonLiteralRepairs[name];
    if (repair !== undefined) this.add(repair);
  }

  /** An escape Python does not know, or one cut short, kept as written. */
  invalidEscape(written: string, incomplete: boolean): void {
    if (this.has('invalid-escape')) return;
    this.add(
      createRepair(
        'invalid-escape',
        `Kept the ${incomplete ? 'incomplete' : 'unknown'} escape ${written} as written, backslash included.`,
      ),
    );
  }

  private has(code: PythonRepairCode): boolean {
    return (this.made & repairBits[code]) !== 0;
  }

  private add(repair: Repair): void {
    const bit = repairBits[repair.code as PythonRepairCode];
    if ((this.made & bit) !== 0) return;
    this.made |= bit;
    this.list = [...this.list, repair];
  }
}
