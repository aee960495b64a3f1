import * as v from 'valibot';
import type { FunctionCallRecord } from './function-call-record.js';
import type { ResolvedCall } from './resolved-call.js';
import type { ApprovalHandler, ToolPolicy } from './tool-policy.js';
import type { Toolbox } from './toolbox.js';
import type { Translator } from './translator.js';

/** The default limit on a result's length, in characters (the reference's default). */
export const DEFAULT_TRUNCATE_LENGTH = 5000;
/** The default bound on what `tools.set_truncate_length` may set. */
export const DEFAULT_MAX_TRUNCATE_LENGTH = 100_000;
/** The default timeout of a call, in milliseconds. */
export const DEFAULT_TIMEOUT_MS = 30_000;
/** The default bound on the calls run from one model answer. */
export const DEFAULT_MAX_CALLS_PER_RESPONSE = 64;

/** What a `beforeCall` listener receives: the call about to run, and its signal. */
export interface BeforeCallEvent extends ResolvedCall {
  /** Aborted when the call times out or is cancelled. */
  readonly signal: AbortSignal;
}

/** What a `toolboxChange` listener receives: which toolbox came or went. */
export interface ToolboxChangeEvent {
  /** The toolbox's name. */
  readonly toolboxName: string;
  /** `registered` (new, or replacing one of the same name) or `unregistered`. */
  readonly change: 'registered' | 'unregistered';
}

/** The events a manager emits, by name. */
export interface ToolManagerEvents {
  /** Right before a function runs (after validation and policy). */
  beforeCall: BeforeCallEvent;
  /** After every call, with its record, whether it ran, failed or was refused. */
  afterCall: FunctionCallRecord;
  /**
   * After a toolbox was registered, replaced or removed, control functions included, so that
   * whoever serves the functions elsewhere (an MCP server) can tell its clients.
   */
  toolboxChange: ToolboxChangeEvent;
}

/** Settings of {@link createToolManager}; all optional. */
export interface ToolManagerOptions {
  /** The translator: an object or the name of a standard translator. Not with `model`. */
  readonly translator?: Translator | string;
  /**
   * The model, as users name it (`'Qwen/Qwen3-8B'`, `'llama3.2:3b'`, a GGUF file name): the
   * manager uses the translator the model table gives it (`chooseTranslator(model)`; `'auto'`
   * for a model the table does not know), and `getModelChoice()` says which and why. Not with
   * `translator`: give one of the two.
   */
  readonly model?: string;
  /** Toolboxes registered at creation. */
  readonly toolboxes?: readonly Toolbox[];
  /** The root toolbox, whose functions are called without a prefix. */
  readonly rootToolbox?: string;
  /** The result length limit in force until changed (default 5000). */
  readonly truncateLength?: number;
  /** The most `tools.set_truncate_length` may set (default 100,000). */
  readonly maxTruncateLength?: number;
  /** The timeout of every call in milliseconds (default 30,000; 0 for none). */
  readonly timeoutMs?: number;
  /** Timeouts by `toolbox.function`, overriding the default and the toolbox's own. */
  readonly functionTimeouts?: Readonly<Record<string, number>>;
  /** Whether the control functions (domain `tools`) are registered (default true). */
  readonly controlFunctions?: boolean;
  /** The most calls run from one model answer; the rest get an error result (default 64). */
  readonly maxCallsPerResponse?: number;
  /**
   * The most calls of one batch (the calls of one model answer, or of one native message) that
   * run at once; results stay in call order. Default: one at a time for a text answer, whose
   * calls may depend on each other's effects in the order written, and all of them at once for
   * native calls, which a provider sends as parallel calls. A batch's own `concurrency` wins.
   */
  readonly concurrency?: number;
  /** Decides whether each call may run. */
  readonly policy?: ToolPolicy;
  /** Approves calls the policy marks `'ask'`. */
  readonly approve?: ApprovalHandler;
  /** Called before each function runs. */
  readonly onBeforeCall?: (event: BeforeCallEvent) => void;
  /** Called after each call with its record. */
  readonly onAfterCall?: (record: FunctionCallRecord) => void;
  /** Receives errors thrown, or rejected, by event listeners (default: `console.error`). */
  readonly onListenerError?: (error: unknown) => void;
}

const count = v.pipe(v.number(), v.integer(), v.minValue(1));
const milliseconds = v.pipe(v.number(), v.minValue(0));

/** The valibot schema {@link createToolManager} checks its settings with. */
export const toolManagerOptionsSchema = v.strictObject({
  translator: v.optional(v.union([v.string(), v.looseObject({})])),
  model: v.optional(v.pipe(v.string(), v.minLength(1))),
  toolboxes: v.optional(v.array(v.looseObject({}))),
  rootToolbox: v.optional(v.string()),
  truncateLength: v.optional(count),
  maxTruncateLength: v.optional(count),
  timeoutMs: v.optional(milliseconds),
  functionTimeouts: v.optional(v.record(v.string(), milliseconds)),
  controlFunctions: v.optional(v.boolean()),
  maxCallsPerResponse: v.optional(count),
  concurrency: v.optional(count),
  policy: v.optional(v.function()),
  approve: v.optional(v.function()),
  onBeforeCall: v.optional(v.function()),
  onAfterCall: v.optional(v.function()),
  onListenerError: v.optional(v.function()),
});
