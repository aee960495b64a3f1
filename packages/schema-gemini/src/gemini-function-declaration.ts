import type { ObjectJsonSchema } from '@ai-toolbox/core/kit';
import type { GeminiSchema, GeminiTypeName } from './gemini-schema.js';

/**
 * A function declaration, assignable to `@google/genai`'s `FunctionDeclaration` (when `Type` is
 * the SDK's `Type`). In the default mode it carries `parameters` in Gemini's OpenAPI subset
 * (left out for a function without parameters); in `'json-schema'` mode `parametersJsonSchema`,
 * core's provider-neutral JSON Schema unchanged, for the models that take full JSON Schema.
 */
export interface GeminiFunctionDeclaration<Type extends string = GeminiTypeName> {
  /** The provider-side name (a letter or `_` first, then letters, digits, `_ . -`; up to 64). */
  readonly name: string;
  /** What the function does, shown to the model. */
  readonly description: string;
  readonly parameters?: GeminiSchema<Type>;
  readonly parametersJsonSchema?: ObjectJsonSchema;
}

/** A `tools` entry holding function declarations, assignable to `@google/genai`'s `Tool`. */
export interface GeminiTool<Type extends string = GeminiTypeName> {
  readonly functionDeclarations: GeminiFunctionDeclaration<Type>[];
}
