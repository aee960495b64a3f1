import type { FunctionInterface } from '../function-interface.js';
import type { WrittenNameResolution } from './written-name-resolution.js';

/**
 * The functions a scanner may find calls to, by the names a model may write (translator
 * contract v2): `toolbox.function` anywhere, `function` alone in the root toolbox, compared
 * with the translator's case sensitivity. Lookups never reach `Object.prototype`, whatever
 * name the model wrote. The kit's `FunctionIndex` is the implementation `defineTranslator`
 * hands its scanners.
 */
export interface FunctionLookupV2 {
  /** Full paths (`toolbox.function`), in the order the interfaces came. */
  readonly paths: readonly string[];
  /** The root toolbox, whose functions resolve by their own name; `null` when none is set. */
  readonly rootToolBox: string | null;
  /** The interface `name` refers to, or `undefined`. */
  resolve(name: string): FunctionInterface | undefined;
  /**
   * The interface a name as a model wrote it refers to, read generously but never guessed:
   * the exact name; without a namespace that is no part of any name (`default_api.`,
   * `functions.`); with `_` or `__` for each `.` when exactly one function is spelled so; a
   * function's own name without its toolbox when exactly one toolbox has a function of that name.
   * Each step past the exact name comes back as a repair. `undefined` when nothing fits.
   */
  resolveWritten(name: string): WrittenNameResolution | undefined;
  /** The full path of the function `name` refers to, or `name` as written when it refers to none. */
  callName(name: string): string;
  /** The spelling of `name` that lookups compare (lower case when names match case-insensitively). */
  normalise(name: string): string;
  /** Up to three known names close to an unknown one, for a "did you mean". */
  suggest(name: string): readonly string[];
}
