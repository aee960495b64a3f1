import type { FunctionCallRequest } from '../function-call-record.js';
import type { Repair } from '../repair.js';
import type { CallParseError } from '../translator.js';
import type { ResolvedNativeCallLimits } from './native-call-limits.js';
import type { NativeToolSet } from './native-tool-set.js';
import { prepareNativeArguments } from './prepare-native-arguments.js';
import { suggestNames } from './suggest-names.js';

/** One native tool call as a schema package read it from a provider's message. */
export interface NativeCall {
  /** The id its answer must carry; `''` when the model gave none. */
  readonly callId: string;
  /** The tool name as the model wrote it; `undefined` when it is missing or not a string. */
  readonly name: string | undefined;
  /** The decoded arguments: an object, or `undefined` (or `null`) for none. */
  readonly input: unknown;
  /** What was already repaired to read the call (streamed JSON closed at a cut, say). */
  readonly repairs?: readonly Repair[];
  /** Set when the call cannot run (a malformed entry, a cut-off call); answered with this. */
  readonly error?: CallParseError;
}

/** Names are echoed back to the model at most this long. */
const MAX_ECHOED_NAME = 100;

function clip(name: string): string {
  return name.length > MAX_ECHOED_NAME ? `${name.slice(0, MAX_ECHOED_NAME)}...` : name;
}

function failed(
  name: string,
  error: CallParseError,
  repairs: readonly Repair[] = [],
  params: Record<string, unknown> = Object.create(null),
): FunctionCallRequest {
  return { name, params, repairs, error };
}

/**
 * Turns native calls into pipeline requests, one per call, in order: maps the provider name
 * back to `toolbox.function` and prepares the arguments (`prepareNativeArguments`). A call that
 * cannot run (its own `error`, an unknown tool with a "did you mean" among the offered names,
 * unreadable or ill-structured arguments) becomes a request carrying an `error`, which the
 * pipeline answers for that call alone. Never throws.
 *
 * @example
 * ```ts
 * const requests = toNativeCallRequests(calls, toolSet, resolveNativeCallLimits());
 * const records = await runNativeCallRequests(manager, requests);
 * ```
 */
export function toNativeCallRequests(
  calls: readonly NativeCall[],
  toolSet: NativeToolSet,
  limits: ResolvedNativeCallLimits,
): FunctionCallRequest[] {
  return calls.map((call): FunctionCallRequest => {
    const name = call.name === undefined ? '(no name)' : clip(call.name);
    const earlier = call.repairs ?? [];
    const tool = call.name === undefined ? undefined : toolSet.byProviderName.get(call.name);
    if (call.error !== undefined) {
      // The arguments still come along, where they can be read, for the application to see.
      const shown =
        tool === undefined
          ? undefined
          : prepareNativeArguments(call.input, tool.properties, limits, name);
      return failed(
        tool?.functionName ?? name,
        call.error,
        [...earlier, ...(shown?.repairs ?? [])],
        shown?.error === undefined ? shown?.params : undefined,
      );
    }
    if (tool === undefined) {
      // One edit is allowed even in a name of one or two characters.
      const suggestion =
        call.name === undefined
          ? undefined
          : suggestNames(call.name, toolSet.byProviderName.keys(), {
              limit: 1,
              shortNameEdits: 1,
            })[0];
      const hint = suggestion === undefined ? '' : ` Did you mean "${suggestion}"?`;
      const what =
        call.name === undefined
          ? 'The tool call has no name.'
          : `There is no tool named "${name}".`;
      return failed(
        name,
        {
          code: 'unknown-function',
          message: `${what}${hint} Call one of the tools you were given.`,
        },
        earlier,
      );
    }
    const prepared = prepareNativeArguments(call.input, tool.properties, limits, name);
    const repairs = [...earlier, ...prepared.repairs];
    if (prepared.error !== undefined) {
      return failed(tool.functionName, prepared.error, repairs, prepared.params);
    }
    return { name: tool.functionName, params: prepared.params, repairs };
  });
}
