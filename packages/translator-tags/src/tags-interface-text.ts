import { type FunctionInterface, getFunctionPath } from '@ai-toolbox/core';
import { interfaceToJsonSchema, type ObjectJsonSchema } from '@ai-toolbox/core/kit';

/** The line `useSeparator` adds after each function's declaration. */
export const TAGS_SEPARATOR = '---';

/** The name a declaration shows: the full path, which every translator resolves. */
export function toolName(functionInterface: FunctionInterface): string {
  return getFunctionPath(functionInterface);
}

/** The OpenAI `function` object of an interface: name, description and JSON Schema parameters. */
export function functionJson(functionInterface: FunctionInterface): {
  name: string;
  description: string;
  parameters: ObjectJsonSchema;
} {
  return {
    name: toolName(functionInterface),
    description: functionInterface.description,
    parameters: interfaceToJsonSchema(functionInterface),
  };
}

/** The OpenAI tool object of an interface, as chat templates render `tools`. */
export function toolJson(functionInterface: FunctionInterface) {
  return { type: 'function', function: functionJson(functionInterface) };
}

/**
 * JSON as Jinja's `tojson` writes it in the chat templates these models were trained on
 * (Python's `json.dumps`): `", "` between items and `": "` after keys, non-ASCII kept as is.
 */
export function templateJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    return JSON.stringify(value ?? null) ?? 'null';
  }
  if (Array.isArray(value)) return `[${value.map(templateJson).join(', ')}]`;
  const entries = Object.keys(value)
    .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
    .map(
      (key) => `${JSON.stringify(key)}: ${templateJson((value as Record<string, unknown>)[key])}`,
    );
  return `{${entries.join(', ')}}`;
}

/** Adds the separator line when asked. */
export function withSeparator(text: string, useSeparator: boolean | undefined): string {
  return useSeparator === true ? `${text}\n${TAGS_SEPARATOR}` : text;
}

/** One function as its JSON Schema function object on one line. */
export function functionLine(functionInterface: FunctionInterface, useSeparator?: boolean): string {
  return withSeparator(templateJson(functionJson(functionInterface)), useSeparator);
}

/** One function as its OpenAI tool object on one line. */
export function toolLine(functionInterface: FunctionInterface, useSeparator?: boolean): string {
  return withSeparator(templateJson(toolJson(functionInterface)), useSeparator);
}
