/** The names of Gemini's function calling modes. */
export type GeminiModeName = 'AUTO' | 'ANY' | 'NONE' | 'VALIDATED';

/**
 * The values of the function calling modes: `@google/genai`'s `FunctionCallingConfigMode`, or
 * any object that maps each name to itself (see `GeminiTypes` for why the SDK's enum helps).
 */
export type GeminiModes<Mode extends string> = { readonly [Name in GeminiModeName]: Mode };

/** A `toolConfig`, assignable to `@google/genai`'s `ToolConfig`. */
export interface GeminiToolConfig<Mode extends string = GeminiModeName> {
  readonly functionCallingConfig: {
    readonly mode: Mode;
    /** The only functions the model may call, by the names it sees (with `any`, `validated`). */
    readonly allowedFunctionNames?: string[];
  };
}

/** Options of `toolConfig` for the modes that take a list of functions. */
export interface GeminiToolConfigOptions {
  /**
   * The functions the model may call, by path (`'weather.get_temp'`) or root name
   * (`'get_temp'`); mapped to the names the model sees. Default: every function.
   */
  readonly functions?: readonly string[];
}
