import { clipText } from '../clip-text.js';
import { CONTROL_TOOLBOX_NAME } from '../control-functions.js';
import type { FunctionInterface } from '../function-interface.js';
import { FunctionIndex } from '../kit/function-index.js';
import { listSome } from '../list-some.js';
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
  const suggestions = functions.suggest(name);
  return new ToolNotFoundError({
    functionName: clipText(name, MAX_QUOTED_NAME_LENGTH),
    suggestions,
    hint: hint !== '' || suggestions.length > 0 ? hint : whatThereIs(name, context),
  });
}

/** The most names an error lists when it says what there is. */
const MAX_LISTED_NAMES = 8;

/**
 * With nothing near the name to suggest: the functions of the toolbox it names, or else the
 * toolboxes there are, so the model can name a function that exists on its next turn.
 */
function whatThereIs(name: string, context: CallPipelineContext): string {
  const dot = name.indexOf('.');
  const toolbox =
    dot > 0
      ? context.registry.findToolbox(name.slice(0, dot), isCaseSensitive(context))
      : undefined;
  const names =
    toolbox !== undefined
      ? [...toolbox.functions.values()].map((registered) => registered.path)
      : [...context.registry.toolboxes()]
          .map((registered) => registered.name)
          .filter((toolboxName) => toolboxName !== CONTROL_TOOLBOX_NAME);
  if (names.length === 0) return '';
  const listed = listSome(names, MAX_LISTED_NAMES, (listedName) => `'${listedName}'`);
  return toolbox !== undefined
    ? ` The functions of '${toolbox.name}' are ${listed}.`
    : ` The toolboxes are ${listed}.`;
}
