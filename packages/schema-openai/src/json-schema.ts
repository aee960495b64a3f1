/**
 * The subset of JSON Schema this package emits for tool parameters. A type alias (not an
 * interface) so that it is assignable to the `openai` package's `FunctionParameters`.
 */
export type JsonSchema = {
  type?: string | string[];
  description?: string;
  enum?: unknown[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  default?: unknown;
};

/** The schema of a tool's parameters: always an object with `properties` and `required`. */
export type ParametersJsonSchema = JsonSchema & {
  type: 'object';
  properties: Record<string, JsonSchema>;
  required: string[];
};
