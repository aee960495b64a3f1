import type { ToolManagerListeners } from '../create-listeners.js';
import type { ToolStatsCounter } from '../create-tool-stats.js';
import type { FunctionRegistry } from '../function-registry.js';
import type { ControlFunctionName } from '../tool-manager.js';
import type { ApprovalHandler, ToolPolicy } from '../tool-policy.js';
import type { TranslatorV2 } from '../translator-v2/translator-v2.js';

/**
 * What the steps of the pipeline read from their manager. The manager owns it and changes
 * `translator` and `root` as the application sets them; the steps only read it, so a call
 * costs no closure and no copy of the manager's state.
 */
export interface CallPipelineContext {
  /** The manager's toolboxes, where names resolve. */
  readonly registry: FunctionRegistry;
  /**
   * The translator in use, as contract v2 (`toTranslatorV2`): its case sensitivity and output
   * filter apply to every call.
   */
  translator: TranslatorV2 | null;
  /** The root toolbox's name, or `null`. */
  root: string | null;
  /** The enabled control functions: an unknown name points to `tools.get_functions` when on. */
  readonly controlFunctions: ReadonlySet<ControlFunctionName>;
  /** Decides whether each call may run; none lets every call run. */
  readonly policy: ToolPolicy | undefined;
  /** Approves the calls the policy marks `'ask'`; none denies them. */
  readonly approve: ApprovalHandler | undefined;
  /** Timeouts by `toolbox.function`, over the toolbox's own and the default. */
  readonly functionTimeouts: ReadonlyMap<string, number>;
  /** The timeout of a call when nothing else sets one, in milliseconds (0 for none). */
  readonly defaultTimeoutMs: number;
  /** The most calls run from one batch; the rest are answered with `too-many-calls`. */
  readonly maxCallsPerResponse: number;
  /** Where every call and batch is counted. */
  readonly stats: ToolStatsCounter;
  /** Who hears of each call before it runs and after it ends. */
  readonly listeners: ToolManagerListeners;
}

/** Whether names match case-sensitively: the translator decides, and `true` without one. */
export function isCaseSensitive(context: CallPipelineContext): boolean {
  return context.translator?.caseSensitive !== false;
}
