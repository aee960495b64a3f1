import type { CallOptions, FunctionCallRecord } from '@ai-toolbox/core';
import {
  deepFreeze,
  mutableCopy,
  type NativeCallLimits,
  type NativeToolManager,
  type NativeToolSet,
  nativeCallLimitsSchema,
  nativeToolManagerSchema,
  nativeToolNameOf,
  nativeToolSchema,
  parseSettings,
  resolveNativeCallLimits,
  runNativeCallRequests,
  type ToolNameMap,
  toNativeCallRequests,
  toolNameSeparatorSchema,
  trackNativeTools,
} from '@ai-toolbox/core/kit';
import * as v from 'valibot';
import type { GeminiFunctionDeclaration, GeminiTool } from './gemini-function-declaration.js';
import { GEMINI_FUNCTION_NAME_RULE } from './gemini-function-name-rule.js';
import {
  type GeminiFunctionCallsResult,
  toFunctionResponsePart,
} from './gemini-function-response.js';
import type { GeminiLossiness } from './gemini-lossiness.js';
import { GEMINI_TYPE_NAMES, type GeminiTypeName, type GeminiTypes } from './gemini-schema.js';
import type {
  GeminiModeName,
  GeminiModes,
  GeminiToolConfig,
  GeminiToolConfigOptions,
} from './gemini-tool-config.js';
import { readFunctionCalls } from './read-function-calls.js';
import { toGeminiSchema } from './to-gemini-schema.js';

/** The part of core's `ToolManager` this package uses. */
export type GeminiToolsManager = NativeToolManager;

/** Settings of {@link createGeminiTools}. */
export interface GeminiToolsSettings<
  Type extends string = GeminiTypeName,
  Mode extends string = GeminiModeName,
> extends NativeCallLimits {
  /** The tool manager whose functions are offered and whose pipeline runs the calls. */
  readonly manager: GeminiToolsManager;
  /**
   * How parameters are declared: `'openapi'` (default), `parameters` in Gemini's OpenAPI
   * subset, which every Gemini model takes, with what it cannot say lowered or reported (see
   * `lossiness()`); `'json-schema'`, `parametersJsonSchema` with core's JSON Schema unchanged,
   * for the models that take full JSON Schema.
   */
  readonly schema?: 'openapi' | 'json-schema';
  /** `@google/genai`'s `Type` enum, so the schemas are typed with it (see `GeminiTypes`). */
  readonly types?: GeminiTypes<Type>;
  /** `@google/genai`'s `FunctionCallingConfigMode` enum, for `toolConfig` (see `GeminiModes`). */
  readonly modes?: GeminiModes<Mode>;
  /** What a `.` in a function path becomes in a function name. Default `'.'`: names stay as they are. */
  readonly separator?: string;
  /**
   * Offer the root toolbox's functions as `toolbox.function` too. Default `false`: they are
   * offered under their bare name, as the pipeline resolves them.
   */
  readonly prefixRootToolbox?: boolean;
}

/** One keyword lowered or dropped in one function's declaration. */
export interface GeminiDeclarationLossiness extends GeminiLossiness {
  /** The function's path, `toolbox.function`. */
  readonly functionName: string;
  /** The name the model sees. */
  readonly declarationName: string;
}

/** A tool manager's functions as Gemini function declarations, and the runner for its calls. */
export interface GeminiTools<
  Type extends string = GeminiTypeName,
  Mode extends string = GeminiModeName,
> {
  /**
   * A function declaration for every registered function (control functions and api wrappers
   * included), in interface order. Rendered once until the manager's functions change; each
   * call hands out a fresh, mutable copy (`@google/genai` rewrites `parameters` in the
   * declarations it is given).
   */
  functionDeclarations(): GeminiFunctionDeclaration<Type>[];
  /** The declarations as one `tools` entry: `{ functionDeclarations }`, a fresh copy each call. */
  tool(): GeminiTool<Type>;
  /**
   * What the declarations could not say as core's JSON Schema said it (empty in `'json-schema'`
   * mode), a fresh copy each call.
   */
  lossiness(): GeminiDeclarationLossiness[];
  /** The mapping between function names and declaration names now in force. */
  names(): ToolNameMap;
  /** `toolConfig` letting the model decide (`auto`) or calling no function (`none`). */
  toolConfig(mode: 'auto' | 'none'): GeminiToolConfig<Mode>;
  /**
   * `toolConfig` making the model call a function (`any`) or keeping its calls to the
   * declarations (`validated`), optionally only some functions. Throws core's
   * `ToolNotFoundError` for a function that is not offered.
   */
  toolConfig(mode: 'any' | 'validated', options?: GeminiToolConfigOptions): GeminiToolConfig<Mode>;
  /**
   * Runs every `functionCall` part of a response (its first candidate), a content or an array
   * of parts through the pipeline: one `functionResponse` part per call, in order, with the
   * call's `name` and its `id` when it had one, and `response: { output }` or `{ error }`.
   * Never throws for anything the model wrote.
   */
  runFunctionCalls(source: unknown, options?: CallOptions): Promise<GeminiFunctionCallsResult>;
}

function selfMapped(names: readonly string[], message: string) {
  return v.custom<Readonly<Record<string, string>>>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      names.every((name) => (value as Record<string, unknown>)[name] === name),
    message,
  );
}

const MODE_NAMES: readonly GeminiModeName[] = ['AUTO', 'ANY', 'NONE', 'VALIDATED'];

const geminiToolsSettingsSchema = v.strictObject({
  ...nativeCallLimitsSchema.entries,
  manager: nativeToolManagerSchema,
  schema: v.optional(v.picklist(['openapi', 'json-schema'])),
  types: v.optional(
    selfMapped(
      GEMINI_TYPE_NAMES,
      "the `Type` enum of '@google/genai' (each type name mapped to itself)",
    ),
  ),
  modes: v.optional(
    selfMapped(
      MODE_NAMES,
      "the `FunctionCallingConfigMode` enum of '@google/genai' (each mode mapped to itself)",
    ),
  ),
  separator: v.optional(toolNameSeparatorSchema(GEMINI_FUNCTION_NAME_RULE)),
  prefixRootToolbox: v.optional(v.boolean()),
});

interface Offered<Type extends string> {
  readonly toolSet: NativeToolSet;
  readonly declarations: readonly GeminiFunctionDeclaration<Type>[];
  readonly lossiness: readonly GeminiDeclarationLossiness[];
}

// runNativeCallRequests gives exactly one record per request, so every index has one.
function recordAt(records: readonly FunctionCallRecord[], index: number): FunctionCallRecord {
  return records[index] as FunctionCallRecord;
}

/**
 * Connects a tool manager to the Gemini API: its interfaces become function declarations
 * (Gemini's OpenAPI subset lowered from core's `interfaceToJsonSchema`, or that JSON Schema
 * itself as `parametersJsonSchema`), and the model's `functionCall` parts run through the
 * manager's pipeline, with validation, policy, timeouts, truncation and stats as for text calls.
 *
 * @throws {InvalidSettingsError} (core's) naming each setting that is wrong.
 * @example
 * ```ts
 * import { FunctionCallingConfigMode, GoogleGenAI, Type } from '@google/genai';
 * const geminiTools = createGeminiTools({ manager, types: Type, modes: FunctionCallingConfigMode });
 * const response = await ai.models.generateContent({
 *   model, contents, config: { tools: [geminiTools.tool()] },
 * });
 * const { content } = await geminiTools.runFunctionCalls(response);
 * if (content !== null) contents.push(response.candidates[0].content, content);
 * ```
 */
export function createGeminiTools<
  Type extends string = GeminiTypeName,
  Mode extends string = GeminiModeName,
>(settings: GeminiToolsSettings<Type, Mode>): GeminiTools<Type, Mode> {
  parseSettings(geminiToolsSettingsSchema, settings, 'createGeminiTools');
  const { manager } = settings;
  const limits = resolveNativeCallLimits(settings);
  const jsonSchemaMode = settings.schema === 'json-schema';
  const modes = (settings.modes ??
    Object.fromEntries(MODE_NAMES.map((name) => [name, name]))) as GeminiModes<Mode>;
  const typeOptions = settings.types === undefined ? {} : { types: settings.types };

  const current = trackNativeTools(
    manager,
    {
      separator: settings.separator ?? '.',
      rule: GEMINI_FUNCTION_NAME_RULE,
      prefixRootToolbox: settings.prefixRootToolbox ?? false,
    },
    (toolSet): Offered<Type> => {
      const declarations: GeminiFunctionDeclaration<Type>[] = [];
      const lossiness: GeminiDeclarationLossiness[] = [];
      for (const tool of toolSet.byProviderName.values()) {
        const jsonSchema = nativeToolSchema(tool);
        const base = { name: tool.providerName, description: tool.interface.description };
        if (jsonSchemaMode) {
          declarations.push(deepFreeze({ ...base, parametersJsonSchema: jsonSchema }));
          continue;
        }
        const converted = toGeminiSchema<Type>(jsonSchema, typeOptions);
        for (const entry of converted.lossiness) {
          lossiness.push({
            ...entry,
            functionName: tool.functionName,
            declarationName: tool.providerName,
          });
        }
        const hasParameters = Object.keys(converted.schema.properties ?? {}).length > 0;
        declarations.push(
          deepFreeze(hasParameters ? { ...base, parameters: converted.schema } : base),
        );
      }
      return { toolSet, declarations: deepFreeze(declarations), lossiness: deepFreeze(lossiness) };
    },
  );

  function toolConfig(
    mode: 'auto' | 'none' | 'any' | 'validated',
    options: GeminiToolConfigOptions = {},
  ): GeminiToolConfig<Mode> {
    const value = modes[mode.toUpperCase() as GeminiModeName];
    if ((mode === 'any' || mode === 'validated') && options.functions !== undefined) {
      return {
        functionCallingConfig: {
          mode: value,
          allowedFunctionNames: options.functions.map((name) =>
            nativeToolNameOf(current().toolSet, name),
          ),
        },
      };
    }
    return { functionCallingConfig: { mode: value } };
  }

  // The rendered declarations stay frozen here; callers get copies they may change.
  const declarationsCopy = () =>
    mutableCopy(current().declarations) as GeminiFunctionDeclaration<Type>[];

  return {
    functionDeclarations: declarationsCopy,
    tool: () => ({ functionDeclarations: declarationsCopy() }),
    lossiness: () => mutableCopy(current().lossiness) as GeminiDeclarationLossiness[],
    names: () => current().toolSet.names,
    toolConfig: toolConfig as GeminiTools<Type, Mode>['toolConfig'],
    async runFunctionCalls(source, options) {
      const calls = readFunctionCalls(source);
      if (calls.length === 0) return { parts: [], content: null, records: [] };
      const requests = toNativeCallRequests(calls, current().toolSet, limits);
      const records = await runNativeCallRequests(manager, requests, options);
      const parts = calls.map((call, index) =>
        toFunctionResponsePart(call.name ?? '', call.id, recordAt(records, index)),
      );
      return { parts, content: { role: 'user', parts }, records };
    },
  };
}
