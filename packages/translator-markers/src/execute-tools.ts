import { callTool, describeError } from './call-tool.js';
import { formatMarkerResult } from './format-marker-result.js';
import { type MarkerOptions, resolveMarkerOptions } from './marker-options.js';
import { planMarkerCall } from './plan-marker-call.js';
import { scanMarkers } from './scan-markers.js';

/** A function called by a marker, with the arguments it received. */
export interface MarkerHistoryEntry {
  /** The name in the marker, without `!`. */
  readonly tool: string;
  /** The arguments, read as JSON where they are JSON. */
  readonly args: unknown[];
}

/** A marker that could not run, and why. */
export interface MarkerErrorEntry {
  /** The name in the marker, or `'system'` for a problem with the whole text. */
  readonly tool: string;
  /** What went wrong. */
  readonly error: string;
}

/** What {@link executeTools} returns. */
export interface ExecuteToolsResult {
  /** The text with each marker replaced by its result (silent markers removed). */
  readonly text: string;
  /** The functions called, in text order. */
  readonly history: MarkerHistoryEntry[];
  /**
   * Why markers that name a function were kept in the text: a thrown error, a timeout,
   * unreadable JSON, the call limit. tools-llm kept these markers without a trace.
   */
  readonly errors: MarkerErrorEntry[];
}

/** A whole-text problem reported under the tool name `'system'`. */
export function checkTextLength(
  input: string,
  maxTextLength: number,
): MarkerErrorEntry | undefined {
  if (input.length <= maxTextLength) return undefined;
  return {
    tool: 'system',
    error: `The text is ${input.length} characters long; markers are searched in at most ${maxTextLength}`,
  };
}

/** The entry reported when hostile nesting stopped the search for markers. */
export const BUDGET_ERROR: MarkerErrorEntry = {
  tool: 'system',
  error: 'The text nests brackets too deeply to search all of it; later markers were not run',
};

/**
 * Runs the `[[name:arg1,arg2]]` markers of a text left to right and replaces each by its
 * function's result; `[[!name]]` runs and disappears. Unknown markers stay as written, and
 * so does a marker whose function throws (the error is in `errors`). Arguments that are
 * JSON arrive as values; JSON a model broke is repaired on tokens.
 *
 * The same as tools-llm's `executeTools`, without its faults (see the README's table).
 *
 * @example
 * ```ts
 * const tools = { sum: (a: number, b: number) => a + b };
 * const { text } = await executeTools('Sum: [[sum:10,20]]', tools);
 * // text === 'Sum: 30'
 * ```
 */
export async function executeTools(
  texto: unknown,
  tools: unknown = {},
  options?: MarkerOptions,
): Promise<ExecuteToolsResult> {
  const settings = resolveMarkerOptions(options);
  const input = String(texto ?? '');
  const history: MarkerHistoryEntry[] = [];
  const errors: MarkerErrorEntry[] = [];
  const tooLong = checkTextLength(input, settings.maxTextLength);
  if (tooLong !== undefined) return { text: input, history, errors: [tooLong] };

  const scan = scanMarkers(input, settings);
  // Appending builds a rope that V8 flattens once, when the text is first read.
  let output = '';
  let copied = 0;
  for (const match of scan.markers) {
    const plan = planMarkerCall(match, tools, settings, history.length);
    if (plan.kind === 'text' || plan.kind === 'unknown') continue;
    if (plan.kind === 'refused') {
      errors.push({ tool: plan.tool, error: plan.error });
      continue;
    }
    history.push({ tool: plan.tool, args: plan.args });
    try {
      const called = callTool(plan.found, plan.args, plan.tool, settings.timeoutMs);
      const value = called instanceof Promise ? await called : called;
      output += input.slice(copied, match.start);
      if (!match.silent) {
        output += formatMarkerResult(
          value,
          plan.tool,
          settings.formatResult,
          settings.maxResultLength,
        );
      }
      copied = match.end;
    } catch (error) {
      errors.push({ tool: plan.tool, error: describeError(error) });
    }
  }
  if (scan.budgetExceeded) errors.push(BUDGET_ERROR);
  output += input.slice(copied);
  return { text: output, history, errors };
}

/**
 * tools-llm's Portuguese name for {@link executeTools}, kept for compatibility.
 */
export const executarTools = executeTools;
