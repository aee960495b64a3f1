import { describeError } from './call-tool.js';
import { type FoundTool, findTool } from './find-tool.js';
import { readMarkerArgument, splitMarkerArguments } from './marker-arguments.js';
import type { MarkerSettings } from './marker-options.js';
import type { MarkerMatch } from './scan-markers.js';

/** What to do with one marker. */
export type MarkerPlan =
  /** The text before the first `:` is not a name: the marker is plain text. */
  | { readonly kind: 'text' }
  /** No such function, or one the options do not allow. */
  | { readonly kind: 'unknown'; readonly tool: string }
  /** The function exists but cannot be called for this marker. */
  | { readonly kind: 'refused'; readonly tool: string; readonly error: string }
  /** Call the function with these arguments. */
  | {
      readonly kind: 'call';
      readonly tool: string;
      readonly found: FoundTool;
      readonly args: unknown[];
    };

/**
 * Decides what to do with a marker: look the name up (own properties only), check the
 * call limit, read the arguments.
 */
export function planMarkerCall(
  match: MarkerMatch,
  tools: unknown,
  settings: MarkerSettings,
  callsSoFar: number,
): MarkerPlan {
  const tool = match.name;
  if (tool === null) return { kind: 'text' };
  const found = settings.isAllowed(tool) ? findTool(tools, tool) : undefined;
  if (found === undefined) return { kind: 'unknown', tool };
  if (callsSoFar >= settings.maxMarkers) {
    return {
      kind: 'refused',
      tool,
      error: `Not called: a text may run at most ${settings.maxMarkers} markers`,
    };
  }
  const args: unknown[] = [];
  if (match.params !== undefined) {
    try {
      for (const piece of splitMarkerArguments(match.params)) {
        args.push(readMarkerArgument(piece, settings).value);
      }
    } catch (error) {
      return { kind: 'refused', tool, error: describeError(error) };
    }
  }
  return { kind: 'call', tool, found, args };
}
