import type { Repair } from '@ai-toolbox/core';
import { type BigIntegerMode, repairJson as readRepairedJson } from '@ai-toolbox/core/kit';
import { MarkerJSONError } from './marker-json-error.js';

export type { BigIntegerMode };

/** Options of {@link repairJson}. */
export interface RepairJsonOptions {
  /** The longest text read, in UTF-16 units; longer texts fail with reason `'too-large'`. Default 1,000,000. */
  readonly maxLength?: number;
  /** The deepest nesting of objects and arrays; deeper texts fail with reason `'too-deep'`. Default 100. */
  readonly maxDepth?: number;
  /**
   * Integers that a JavaScript number cannot hold exactly: `'bigint'` (default) keeps them
   * exact as `BigInt`, `'string'` keeps their digits as a string, `'number'` rounds them as
   * `JSON.parse` does.
   */
  readonly bigIntegers?: BigIntegerMode;
  /** Refuse every repair: read standard JSON only (still keeping big integers exact). */
  readonly strict?: boolean;
}

/** What {@link repairJson} read and what it had to repair to read it. */
export interface RepairJsonResult {
  /** The value. */
  readonly value: unknown;
  /** One entry per kind of repair made, in the order first made; empty for standard JSON. */
  readonly repairs: Repair[];
}

/**
 * Reads JSON as a model writes it, with the token-based repairer of `@ai-toolbox/core/kit`
 * (its `repairJson`, whose repairs and limits this shares). Kept here, with this package's
 * shape, for compatibility: where the kit returns a problem, this throws it.
 *
 * @throws {MarkerJSONError} when the text cannot be read (`reason: 'unreadable'`), is longer
 * than `maxLength` (`'too-large'`) or nests deeper than `maxDepth` (`'too-deep'`).
 *
 * @example
 * ```ts
 * repairJson("{name: 'Ana', tags: ['a', 'b',], ok: True}");
 * // → { value: { name: 'Ana', tags: ['a', 'b'], ok: true }, repairs: [...] }
 * ```
 */
export function repairJson(text: string, options: RepairJsonOptions = {}): RepairJsonResult {
  const read = readRepairedJson(text, options);
  if (!read.ok) throw new MarkerJSONError(read.problem);
  return { value: read.value, repairs: read.repairs };
}
