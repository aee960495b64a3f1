import {
  type FunctionInterface,
  getFunctionPath,
  isRequestBodyFieldRequired,
  type ParamType,
  type TranslatorCallResult,
} from '@ai-toolbox/core';
import { type DefinedTranslatorV2, defineTranslator } from '@ai-toolbox/core/kit';
import { createCallLinesScanner } from './call-lines-scanner.js';

/**
 * Creates the `call-lines` translator, the worked example of
 * `contributing/adding-a-translator.md`. The model writes one call per line:
 *
 * ```text
 * CALL weather.get_temp {"location": "Paris"}
 * CALL get_temp {"location": "Oslo"}       (a function of the root toolbox)
 * CALL tools.get_toolboxes                 (no arguments)
 * ```
 *
 * Every other line is prose. Names match case-insensitively; the keyword is always `CALL`.
 *
 * @example
 * ```ts
 * manager.setFunctionTranslator(createCallLinesTranslator());
 * await manager.executeResponseFunctions('CALL weather.get_temp {"location": "Paris"}');
 * ```
 */
export function createCallLinesTranslator(): DefinedTranslatorV2 {
  return defineTranslator({
    name: 'call-lines',
    caseSensitive: false,
    generateFunctionIfText: generateCallLinesInterfaceText,
    formatFunctionCallResults: formatCallLinesResults,
    createScanner: createCallLinesScanner,
  });
}

/**
 * Renders one interface as the call the model should write, then its description:
 *
 * ```text
 * CALL weather.get_temp {"location": <string>, "unit": <string, optional>}
 * Description: Current temperature of a city
 * ```
 */
export function generateCallLinesInterfaceText(
  functionInterface: FunctionInterface,
  useSeparator = false,
): string {
  const params = listArguments(functionInterface).map(
    (argument) =>
      `${JSON.stringify(argument.name)}: <${argument.type}${argument.required ? '' : ', optional'}>`,
  );
  const call = `CALL ${getFunctionPath(functionInterface)}`;
  const lines = [
    params.length === 0 ? call : `${call} {${params.join(', ')}}`,
    `Description: ${functionInterface.description}`,
  ];
  if (useSeparator) lines.push('---');
  return lines.join('\n');
}

/**
 * Renders each call's result on a line of its own, `RESULT weather.get_temp: 21`. The entries
 * `defineTranslator` adds itself (`'text-too-long'`, a scanner that failed) have no name.
 */
export function formatCallLinesResults(calls: readonly TranslatorCallResult[]): string {
  return calls
    .map((call) =>
      call.name === '' ? `RESULT: ${call.result}` : `RESULT ${call.name}: ${call.result}`,
    )
    .join('\n');
}

/** One argument the model may pass. */
interface CallLinesArgument {
  readonly name: string;
  readonly type: ParamType;
  readonly required: boolean;
}

/**
 * The arguments a call may pass by name: an api wrapper's path params, query params, params
 * and request body fields, a plain function's params; a name declared twice shows once.
 */
function listArguments(functionInterface: FunctionInterface): CallLinesArgument[] {
  const found = new Map<string, CallLinesArgument>();
  const add = (name: string, type: ParamType, required: boolean): void => {
    if (!found.has(name)) found.set(name, { name, type, required });
  };
  const sections =
    functionInterface.type === 'api-wrapper'
      ? [functionInterface.path_params, functionInterface.query_params, functionInterface.params]
      : [functionInterface.params];
  for (const section of sections) {
    for (const [name, param] of Object.entries(section ?? {})) {
      add(name, param.type, param.isRequired);
    }
  }
  if (functionInterface.type === 'api-wrapper') {
    for (const [name, field] of Object.entries(functionInterface.request_body ?? {})) {
      add(name, field.type, isRequestBodyFieldRequired(field));
    }
  }
  return [...found.values()];
}
