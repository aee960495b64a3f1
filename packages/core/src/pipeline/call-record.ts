import type { AiToolboxError } from '../ai-toolbox-error.js';
import type { FunctionCallRecord } from '../function-call-record.js';
import type { FunctionInterface } from '../function-interface.js';
import { isRecord } from '../function-signature.js';
import type { Repair } from '../repair.js';
import type { TextSpan, TranslatorCallResult } from '../translator.js';

/** Names written by a model are quoted in messages and records up to this length. */
export const MAX_QUOTED_NAME_LENGTH = 200;

/**
 * The one record of a call. It is made from the request when the call enters the pipeline,
 * and each step writes what it learns into it: the resolved name and interface, the coerced
 * arguments and their repairs, what the function returned, the shaped result or the error,
 * the duration. The same object is what the application gets (`FunctionCallRecord`), what the
 * `afterCall` listeners see and what the translator formats (`TranslatorCallResult`): no step
 * copies it into a new shape.
 */
export class CallRecord implements FunctionCallRecord, TranslatorCallResult {
  /** The name as found; once resolved, `toolbox.function`. */
  name: string;
  /** The arguments as found (when they are an object); once normalised, the coerced ones. */
  params: Record<string, unknown>;
  /** The interface the call resolved to; `undefined` until (and unless) it resolves. */
  interface: FunctionInterface | undefined = undefined;
  // Declared only: an optional field is left out of the record, not set to `undefined`.
  /** The exact text of the call, when it came from text. */
  declare raw?: string;
  /** Where the call sits in the text, when it came from text. */
  declare span?: TextSpan;
  /**
   * What the function's input schema parsed from `params` (its transforms and defaults
   * applied), which the function receives; only for a function with an input schema.
   */
  declare input?: unknown;
  /** The translator's repairs, then every one the pipeline makes. */
  repairs: Repair[];
  /** Whether the function ran and returned; set by the last step. */
  ok = false;
  /** What the function returned, once it did (as its output schema parsed it, when it has one). */
  declare value?: unknown;
  /** The text the model reads: the shaped result, or `Error: ...`. */
  result = '';
  /** The structured error, when the call failed. */
  declare error?: AiToolboxError;
  /** How long the function ran, in milliseconds (0 when it never ran). */
  durationMs = 0;

  /**
   * Reads a request from any source. Whatever it holds, the record is well formed: a name
   * that is not text is empty, params that are not an object are none (the normalising step
   * reads the request's own params, so such params are still refused), and a raw text, span or
   * list of repairs of the wrong type is left out.
   */
  constructor(request: unknown) {
    // Read once into locals: a request from any source may have getters.
    const found = isRecord(request) ? request : undefined;
    const name = found?.name;
    const params = found?.params;
    const repairs = found?.repairs;
    const raw = found?.raw;
    const span = found?.span;
    this.name = typeof name === 'string' ? name : '';
    this.params = isRecord(params) ? params : {};
    // Copied: the pipeline adds its own repairs, and the request's list is not its to change.
    this.repairs = Array.isArray(repairs) ? [...(repairs as readonly Repair[])] : [];
    if (typeof raw === 'string') this.raw = raw;
    if (isRecord(span)) this.span = span as unknown as TextSpan;
  }

  /** Whether `result` reports an error, as a translator reads it (`!ok`). */
  get isError(): boolean {
    return !this.ok;
  }
}
