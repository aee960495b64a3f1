import {
  type FunctionInterface,
  type FunctionParam,
  getFunctionPath,
  type ParamType,
  type RequestBodyField,
} from '@ai-toolbox/core';
import { getParamSlots } from '@ai-toolbox/core/kit';
import { renderPythonicValue } from './render-pythonic-value.js';

/** The line `useSeparator` adds after each function. */
export const PYTHONIC_SEPARATOR = '# ---';

const pythonTypes: Readonly<Record<ParamType, string>> = {
  string: 'str',
  number: 'float',
  integer: 'int',
  boolean: 'bool',
  object: 'dict',
  array: 'list',
};

/** The Python type hint of a parameter: `str`, `list[int]`, `Literal["c", "f"]`, ... */
function typeHint(param: FunctionParam | RequestBodyField): string {
  if (Array.isArray(param.enum) && param.enum.length > 0) {
    return `Literal[${param.enum.map((value) => renderPythonicValue(value)).join(', ')}]`;
  }
  const items = 'items' in param ? param.items : undefined;
  if (param.type === 'array' && items !== undefined) {
    const inner =
      Array.isArray(items.enum) && items.enum.length > 0
        ? `Literal[${items.enum.map((value) => renderPythonicValue(value)).join(', ')}]`
        : pythonTypes[items.type];
    return `list[${inner}]`;
  }
  return pythonTypes[param.type] ?? 'object';
}

function returnHint(returns: string): string | undefined {
  return Object.hasOwn(pythonTypes, returns) ? pythonTypes[returns as ParamType] : undefined;
}

/**
 * The signature of a function as the model should call it: its full name (`toolbox.function`)
 * and its parameters in positional order (core's `getParamSlots`) with Python type hints;
 * optional parameters show their default, or `None`.
 *
 * @example
 * ```ts
 * getPythonicSignature(getTemp); // 'weather.get_temp(location: str, unit: Literal["c", "f"] = None) -> str'
 * ```
 */
export function getPythonicSignature(functionInterface: FunctionInterface): string {
  const params = getParamSlots(functionInterface).map((slot) => {
    const hint = `${slot.name}: ${typeHint(slot.param)}`;
    if (slot.required) return hint;
    const fallback = slot.param.default;
    return `${hint} = ${fallback === undefined ? 'None' : renderPythonicValue(fallback)}`;
  });
  const returns = returnHint(functionInterface.returns);
  return `${getFunctionPath(functionInterface)}(${params.join(', ')})${returns === undefined ? '' : ` -> ${returns}`}`;
}

/** Indents every line of `text` by `indent`, and keeps `"""` from ending the docstring. */
function docstringLines(text: string, indent: string): string[] {
  return text
    .replaceAll('\\', '\\\\')
    .replaceAll('"""', '\\"\\"\\"')
    .split(/\r\n|\r|\n/)
    .map((line) => (line.trim() === '' ? '' : `${indent}${line.trimEnd()}`));
}

/**
 * Renders one interface as Python for the prompt, as BFCL's Python function docs and the Llama
 * 3.2 and Gemma prompts show functions: a `def` line with the signature of
 * {@link getPythonicSignature}, then a docstring with the description, each parameter (marked
 * optional where it is) and what the function returns. `useSeparator` adds a
 * {@link PYTHONIC_SEPARATOR} line.
 *
 * @example
 * ```ts
 * generatePythonicInterfaceText(getTemp);
 * // def weather.get_temp(location: str, unit: Literal["c", "f"] = None) -> str:
 * //     """Current temperature in a city.
 * //
 * //     Args:
 * //         location: City name
 * //         unit: Unit (optional)
 * //     """
 * ```
 */
export function generatePythonicInterfaceText(
  functionInterface: FunctionInterface,
  useSeparator = false,
): string {
  const lines = [`def ${getPythonicSignature(functionInterface)}:`];
  const body = docstringLines(functionInterface.description, '    ');
  const slots = getParamSlots(functionInterface);
  const args = slots.map((slot) => {
    const description = slot.param.description?.trim() ?? '';
    const optional = slot.required ? '' : ' (optional)';
    return docstringLines(`${slot.name}: ${description}${optional}`.trimEnd(), '        ');
  });
  const returns =
    returnHint(functionInterface.returns) === undefined ? functionInterface.returns.trim() : '';
  const docstring = [...body];
  if (args.length > 0) docstring.push('', '    Args:', ...args.flat());
  if (returns !== '') docstring.push('', '    Returns:', ...docstringLines(returns, '        '));
  const [first, ...rest] = docstring.length > 0 ? docstring : [''];
  lines.push(`    """${(first ?? '').trimStart()}`, ...rest, '    """');
  if (useSeparator) lines.push(PYTHONIC_SEPARATOR);
  return `${lines.join('\n')}\n`;
}
