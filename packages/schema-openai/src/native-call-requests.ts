import type { FunctionCallRequest } from '@ai-toolbox/core';
import { suggestNames } from '@ai-toolbox/core/kit';
import { checkNestedArguments } from './check-nested-arguments.js';
import { decodeToolArguments } from './decode-tool-arguments.js';
import type { InterfaceToolSet } from './interface-tools.js';
import type { ResolvedNativeCallLimits } from './native-call-limits.js';
import type { NativeToolCall } from './native-tool-call.js';
import { restoreArguments } from './restore-arguments.js';

/** Names are echoed back to the model at most this long. */
const MAX_ECHOED_NAME = 100;

function clip(name: string): string {
  return name.length > MAX_ECHOED_NAME ? `${name.slice(0, MAX_ECHOED_NAME)}...` : name;
}

function failed(name: string, code: string, message: string): FunctionCallRequest {
  return { name, params: Object.create(null), error: { code, message } };
}

/**
 * Turns native calls into pipeline requests, one per call, in order: maps the provider name
 * back to `toolbox.function`, decodes the arguments, undoes the strict-mode encoding and checks
 * the nested structure core cannot see. A call that cannot run (malformed entry, unknown tool,
 * unreadable arguments, a nested value of the wrong type) becomes a request carrying an
 * `error`, which the pipeline answers for that call alone. Never throws.
 */
export function toFunctionCallRequests(
  calls: readonly NativeToolCall[],
  toolSet: InterfaceToolSet,
  limits: ResolvedNativeCallLimits,
): FunctionCallRequest[] {
  return calls.map((call): FunctionCallRequest => {
    const name = call.name === undefined ? '(no name)' : clip(call.name);
    if (call.problem !== undefined) {
      return failed(name, 'unreadable-call', `The tool call cannot run: ${call.problem}.`);
    }
    const tool = call.name === undefined ? undefined : toolSet.byProviderName.get(call.name);
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
        'unknown-function',
        `${what}${hint} Call one of the tools you were given.`,
      );
    }
    const decoded = decodeToolArguments(
      call.arguments,
      limits,
      tool.properties.map((property) => property.name),
    );
    if (decoded.error !== undefined) {
      return {
        name: tool.functionName,
        params: decoded.params,
        repairs: decoded.repairs,
        error: decoded.error,
      };
    }
    const restored = restoreArguments(tool.properties, decoded.params, limits.maxArgumentsDepth);
    const repairs = [...decoded.repairs, ...restored.repairs];
    const problems = checkNestedArguments(tool.properties, restored.params);
    if (problems.length > 0) {
      return {
        name: tool.functionName,
        params: restored.params,
        repairs,
        error: {
          code: 'invalid-arguments',
          message: `Invalid arguments for ${name}: ${problems.join('; ')}.`,
        },
      };
    }
    return { name: tool.functionName, params: restored.params, repairs };
  });
}
