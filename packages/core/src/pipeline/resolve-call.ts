import { clipText } from '../clip-text.js';
import { CONTROL_TOOLBOX_NAME } from '../control-functions.js';
import type { FunctionInterface } from '../function-interface.js';
import { FunctionIndex } from '../kit/function-index.js';
import type { RegisteredFunction } from '../registered-function.js';
import { ToolNotFoundError } from '../tool-not-found-error.js';
import { type CallPipelineContext, isCaseSensitive } from './call-pipeline-context.js';
import { type CallRecord, MAX_QUOTED_NAME_LENGTH } from './call-record.js';

/**
 * Resolves the record's name: `toolbox.function` anywhere, or `function` in the root toolbox,
 * in the translator's case sensitivity. On success the record takes the function's path and
 * interface; `undefined` leaves it as found, for {@link toolNotFound} to answer.
 */
export function resolveCall(
  record: CallRecord,
  context: CallPipelineContext,
): RegisteredFunction | undefined {
  const registered = context.registry.resolve(record.name, context.root, isCaseSensitive(context));
  if (registered !== undefined) {
    record.name = registered.path;
    record.interface = registered.interface;
  }
  return registered;
}

/**
 * The error for a name that resolves to nothing, with "did you mean" as every translator's
 * names are suggested ({@link FunctionIndex.suggest}: near spellings among every registered
 * `toolbox.function` and the root toolbox's bare names, then functions of the same name in other
 * toolboxes), and a pointer to `tools.get_functions` when that control function is on.
 */
export function toolNotFound(name: string, context: CallPipelineContext): ToolNotFoundError {
  const interfaces: FunctionInterface[] = [];
  for (const toolbox of context.registry.toolboxes()) {
    for (const registered of toolbox.functions.values()) interfaces.push(registered.interface);
  }
  const root =
    context.root === null ? null : (context.registry.findToolbox(context.root, true)?.name ?? null);
  const functions = new FunctionIndex(interfaces, root, isCaseSensitive(context));
  const hint = context.controlFunctions.has('get_functions')
    ? ` Call ${CONTROL_TOOLBOX_NAME}.get_functions to list the available functions.`
    : '';
  return new ToolNotFoundError({
    functionName: clipText(name, MAX_QUOTED_NAME_LENGTH),
    suggestions: functions.suggest(name),
    hint,
  });
}
