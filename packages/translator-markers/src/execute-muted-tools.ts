import { callTool, describeError } from './call-tool.js';
import {
  BUDGET_ERROR,
  checkTextLength,
  type MarkerErrorEntry,
  type MarkerHistoryEntry,
} from './execute-tools.js';
import { type MarkerOptions, resolveMarkerOptions } from './marker-options.js';
import { planMarkerCall } from './plan-marker-call.js';
import { scanMarkers } from './scan-markers.js';

/** A function's result. */
export interface MarkerResultEntry {
  /** The name in the marker. */
  readonly tool: string;
  /** What the function returned (awaited). */
  readonly result: unknown;
}

/** What {@link executeMutedTools} returns. */
export interface ExecuteMutedToolsResult {
  /** The results of the calls that succeeded, in text order. */
  readonly results: MarkerResultEntry[];
  /** Markers that could not run and calls that failed, for feedback to the model. */
  readonly errors: MarkerErrorEntry[];
  /** The functions called, in text order. */
  readonly history: MarkerHistoryEntry[];
}

/** tools-llm's messages, kept word for word so that feedback built on them still matches. */
const NOT_FOUND = 'Função não encontrada em tools';
const NOTHING_RAN = 'Nenhum comando válido foi encontrado no texto.';

/**
 * Runs the markers of a text and returns the results instead of a text: every marker that
 * names no function, cannot be read or fails adds an entry to `errors`, and when no call
 * succeeded a `'system'` error says so.
 *
 * @example
 * ```ts
 * const { results, errors } = await executeMutedTools('[[sum:1,2]] [[nope]]', {
 *   sum: (a: number, b: number) => a + b,
 * });
 * // results: [{ tool: 'sum', result: 3 }]
 * // errors: [{ tool: 'nope', error: 'Função não encontrada em tools' }]
 * ```
 */
export async function executeMutedTools(
  texto: unknown,
  tools: unknown = {},
  options?: MarkerOptions,
): Promise<ExecuteMutedToolsResult> {
  const settings = resolveMarkerOptions(options);
  const input = String(texto ?? '');
  const results: MarkerResultEntry[] = [];
  const errors: MarkerErrorEntry[] = [];
  const history: MarkerHistoryEntry[] = [];
  const tooLong = checkTextLength(input, settings.maxTextLength);
  if (tooLong === undefined) {
    const scan = scanMarkers(input, settings);
    for (const match of scan.markers) {
      const plan = planMarkerCall(match, tools, settings, history.length);
      if (plan.kind === 'text') continue;
      if (plan.kind === 'unknown') {
        errors.push({ tool: plan.tool, error: NOT_FOUND });
        continue;
      }
      if (plan.kind === 'refused') {
        errors.push({ tool: plan.tool, error: plan.error });
        continue;
      }
      history.push({ tool: plan.tool, args: plan.args });
      try {
        const called = callTool(plan.found, plan.args, plan.tool, settings.timeoutMs);
        const result = called instanceof Promise ? await called : called;
        results.push({ tool: plan.tool, result });
      } catch (error) {
        errors.push({ tool: plan.tool, error: describeError(error) });
      }
    }
    if (scan.budgetExceeded) errors.push(BUDGET_ERROR);
  } else {
    errors.push(tooLong);
  }
  if (results.length === 0) errors.push({ tool: 'system', error: NOTHING_RAN });
  return { results, errors, history };
}
