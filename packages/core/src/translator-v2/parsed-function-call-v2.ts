import type { FunctionInterface } from '../function-interface.js';
import type { Repair } from '../repair.js';
import type { TextSpan } from '../translator.js';
import type { CallParseErrorV2 } from './call-parse-error-v2.js';

/**
 * One call a translator found in model text (translator contract v2). Every call found is one
 * of these, readable or not: a call that cannot run carries `error`, so the pipeline gives it
 * an error result instead of losing it.
 */
export interface ParsedFunctionCallV2 {
  /** The resolved `toolbox.function`, or the name as written when it resolves to nothing. */
  readonly name: string;
  /** The arguments by parameter name, as read; the pipeline coerces and validates them. */
  readonly params: Record<string, unknown>;
  /** The interface the name resolved to; `null` or `undefined` when it resolved to none. */
  readonly interface: FunctionInterface | null | undefined;
  /** The exact text of the call. */
  readonly raw: string;
  /** Where the call sits in the whole text, as UTF-16 offsets (`end` exclusive). */
  readonly span: TextSpan;
  /** What the translator repaired to read the call, in the order it did so. */
  readonly repairs: readonly Repair[];
  /** Set when the call was found but cannot run. */
  readonly error?: CallParseErrorV2;
}
