import type { Repair } from '../repair.js';
import { createRepair } from './create-repair.js';
import { REPAIR_CODES, type RepairCode } from './repair-code.js';

/**
 * The start of each code's message, its one-line meaning as the middle of a sentence; made
 * once. A plain object rather than a `Map`: looked up once per kind of repair a value needed,
 * where a `Map`'s hashing cost more than the rest of reporting the repair.
 */
const REPAIR_MESSAGES = Object.fromEntries(
  Object.entries(REPAIR_CODES).map(([code, meaning]: [string, string]) => [
    code,
    `JSON repaired: ${lowerFirstWord(meaning)}${meaning.slice(1, -1)}`,
  ]),
) as Record<RepairCode, string>;

/** The first letter of `meaning` for the middle of a sentence: lower case, unless an acronym's. */
function lowerFirstWord(meaning: string): string {
  const second = meaning.charAt(1);
  const acronym = second !== second.toLowerCase();
  return acronym ? meaning.charAt(0) : meaning.charAt(0).toLowerCase();
}

/** Each code's message for a repair made once, up to its offset: one join to finish it. */
const REPAIRED_ONCE = Object.fromEntries(
  Object.entries(REPAIR_MESSAGES).map(([code, message]) => [code, `${message}, first at offset `]),
) as Record<RepairCode, string>;

/** A kind of repair made while reading one JSON value: how often, and where first. */
export interface MadeRepair {
  readonly code: RepairCode;
  count: number;
  readonly position: number;
}

/**
 * Counts a repair made at `position` into `made`, the kinds made so far in the order first
 * made, and returns the list (a new one when `made` is `undefined`: most JSON needs none). A
 * short list searched from the start: there are a few dozen codes, and one value rarely needs
 * more than three kinds, where a `Map` cost more than the search.
 */
export function tallyRepair(
  made: MadeRepair[] | undefined,
  code: RepairCode,
  position: number,
): MadeRepair[] {
  if (made === undefined) return [{ code, count: 1, position }];
  for (const seen of made) {
    if (seen.code === code) {
      seen.count += 1;
      return made;
    }
  }
  made.push({ code, count: 1, position });
  return made;
}

/** The repairs a JSON reader reports for `made`: one per kind, counted, with where it was first. */
export function reportRepairs(made: readonly MadeRepair[] | undefined): Repair[] {
  // Made at once, of the right length: a push into `[]` would reserve room for 16.
  return made === undefined ? [] : made.map(reportRepair);
}

function reportRepair({ code, count, position }: MadeRepair): Repair {
  if (count === 1) return createRepair(code, REPAIRED_ONCE[code] + position);
  return createRepair(
    code,
    `${REPAIR_MESSAGES[code]} (${count} times), first at offset ${position}`,
  );
}
