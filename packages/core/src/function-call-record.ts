import type { AiToolboxError } from './ai-toolbox-error.js';
import type { FunctionInterface } from './function-interface.js';
import type { Repair } from './repair.js';
import type { CallParseError, TextSpan } from './translator.js';

/**
 * A call handed to the pipeline from any source: a translator's parse of model text, a
 * provider's native tool call, or a program. Only `name` and `params` are required.
 */
export interface FunctionCallRequest {
  /** `function` (root toolbox) or `toolbox.function`. */
  readonly name: string;
  /** The arguments by parameter name, as found; the pipeline coerces and validates them. */
  readonly params: Record<string, unknown>;
  /** The exact text of the call, when it came from text. */
  readonly raw?: string;
  /** Where the call sits in the text, when it came from text. */
  readonly span?: TextSpan;
  /** What was already repaired to read the call. */
  readonly repairs?: readonly Repair[];
  /** Set when the call was found but cannot run; the pipeline answers it with this error. */
  readonly error?: CallParseError;
}

/**
 * What the pipeline did with one call: exactly one of these per call found. It is the
 * pipeline's one record of the call, filled in step by step; the `afterCall` listeners and the
 * translator's `formatFunctionCallResults` receive this same object, not a copy.
 */
export interface FunctionCallRecord {
  /** The resolved `toolbox.function`, or the name as found when it resolved to nothing. */
  readonly name: string;
  /** The arguments the function received, after unwrapping and coercion. */
  readonly params: Record<string, unknown>;
  /**
   * For a function with an input schema: what the schema parsed from `params` (its transforms
   * and defaults applied), which is what the function received.
   */
  readonly input?: unknown;
  /** The interface the call resolved to. */
  readonly interface: FunctionInterface | undefined;
  /** The exact text of the call, when it came from text. */
  readonly raw?: string;
  /** Where the call sits in the text, when it came from text. */
  readonly span?: TextSpan;
  /** Every repair and coercion made on the way, the translator's and the pipeline's. */
  readonly repairs: readonly Repair[];
  /** Whether the function ran and returned. */
  readonly ok: boolean;
  /** What the function returned, when it did. */
  readonly value?: unknown;
  /** The text the model reads: the shaped result, or `Error: ...` when the call failed. */
  readonly result: string;
  /** The structured error, when the call failed. */
  readonly error?: AiToolboxError;
  /** How long the function ran, in milliseconds (0 when it never ran). */
  readonly durationMs: number;
}
