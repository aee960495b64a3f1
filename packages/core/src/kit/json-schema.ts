/**
 * The subset of JSON Schema (draft 2020-12) the packages emit for function arguments. A type
 * alias, not an interface, so that it is assignable to providers' own types (the `openai`
 * package's `FunctionParameters`, for one).
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

/** The schema of a function's arguments: always an object with `properties` and `required`. */
export type ObjectJsonSchema = JsonSchema & {
  type: 'object';
  properties: Record<string, JsonSchema>;
  required: string[];
};
