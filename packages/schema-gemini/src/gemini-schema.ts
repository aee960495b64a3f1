/** The names of Gemini's schema types, as the API takes them. */
export type GeminiTypeName = 'STRING' | 'NUMBER' | 'INTEGER' | 'BOOLEAN' | 'ARRAY' | 'OBJECT';

/** Every {@link GeminiTypeName}, in a fixed order. */
export const GEMINI_TYPE_NAMES: readonly GeminiTypeName[] = Object.freeze([
  'STRING',
  'NUMBER',
  'INTEGER',
  'BOOLEAN',
  'ARRAY',
  'OBJECT',
]);

/**
 * The values of the schema types: `@google/genai`'s `Type` enum, or any object that maps each
 * name to itself. Passing the SDK's enum as the `types` setting makes every schema this package
 * produces typed with it, so it is assignable to the SDK's `Schema` (a string enum takes no
 * plain strings in TypeScript); without it, types are the plain strings the REST API takes.
 */
export type GeminiTypes<Type extends string> = { readonly [Name in GeminiTypeName]: Type };

/**
 * A schema in Gemini's OpenAPI 3.0 subset (the `parameters` of a function declaration),
 * assignable to `@google/genai`'s `Schema` when `Type` is the SDK's `Type` enum. Counts
 * (`minItems`, ...) are strings, as the API's int64 fields are in JSON.
 */
export interface GeminiSchema<Type extends string = GeminiTypeName> {
  type?: Type;
  format?: string;
  title?: string;
  description?: string;
  nullable?: boolean;
  enum?: string[];
  items?: GeminiSchema<Type>;
  properties?: Record<string, GeminiSchema<Type>>;
  required?: string[];
  /** The order of `properties`, which Gemini would otherwise sort by name. */
  propertyOrdering?: string[];
  anyOf?: GeminiSchema<Type>[];
  minimum?: number;
  maximum?: number;
  minItems?: string;
  maxItems?: string;
  minLength?: string;
  maxLength?: string;
  minProperties?: string;
  maxProperties?: string;
  pattern?: string;
  example?: unknown;
}
