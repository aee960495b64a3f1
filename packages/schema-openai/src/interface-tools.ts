import type { FunctionInterface } from '@ai-toolbox/core';
import {
  createNativeToolSet,
  type NativeTool,
  type NativeToolSet,
  type NativeToolSetOptions,
  nativeToolSchema,
  type ObjectJsonSchema as ParametersJsonSchema,
} from '@ai-toolbox/core/kit';
import { memoizeParameters } from './render-json-schema.js';
import {
  type BuildOptions,
  type ChatCompletionToolSchema,
  type ResponsesFunctionToolSchema,
  renderTools,
  type ToolSource,
  toChatCompletionTool,
  toResponsesFunctionTool,
} from './tool-schemas.js';

/**
 * Options for turning interfaces into tools: strict mode, and core's `createNativeToolSet`
 * options (`rootToolbox`, whose functions are offered under their bare name, `get_temp`, the
 * way the pipeline resolves them, while every other function is offered as `toolbox.function`
 * mapped to a legal name, `weather__get_temp`; a `separator`).
 */
export interface InterfaceToolsOptions extends BuildOptions, NativeToolSetOptions {}

/** One function, ready to be shown to the provider: core's `NativeTool` with its schemas. */
export interface InterfaceTool extends NativeTool {
  /** The rendered parameters in either mode, built once; a fresh, mutable copy each call. */
  parameters(strict: boolean): ParametersJsonSchema;
}

/** Interfaces converted once: the name mapping plus everything needed to render or run them. */
export interface InterfaceToolSet extends NativeToolSet {
  /** The tools, in interface order, by provider name. */
  readonly byProviderName: ReadonlyMap<string, InterfaceTool>;
  /** Whether the schemas are strict-mode schemas. */
  readonly strict: boolean;
}

// Interfaces do not change once a toolbox is registered, so each is rendered once (in each
// mode, when asked), however many tool sets it ends up in; the WeakMap lets them go with their
// toolbox.
const parametersByInterface = new WeakMap<
  FunctionInterface,
  (strict: boolean) => ParametersJsonSchema
>();

function parametersOf(tool: NativeTool): (strict: boolean) => ParametersJsonSchema {
  let parameters = parametersByInterface.get(tool.interface);
  if (parameters === undefined) {
    // A function declared with a full JSON Schema offers it whole; strict mode, which cannot
    // express most of JSON Schema, renders the params read from it.
    parameters = memoizeParameters(
      tool.properties,
      tool.interface.jsonSchema === undefined ? undefined : () => nativeToolSchema(tool),
    );
    parametersByInterface.set(tool.interface, parameters);
  }
  return parameters;
}

/** A core tool set with each tool's schemas, rendered in `strict` mode or not. */
export function withParameters(toolSet: NativeToolSet, strict: boolean): InterfaceToolSet {
  const byProviderName = new Map<string, InterfaceTool>();
  for (const [providerName, tool] of toolSet.byProviderName) {
    byProviderName.set(providerName, {
      functionName: tool.functionName,
      displayName: tool.displayName,
      providerName: tool.providerName,
      interface: tool.interface,
      properties: tool.properties,
      parameters: parametersOf(tool),
    });
  }
  return { names: toolSet.names, byProviderName, strict };
}

/**
 * Converts interfaces once (core's `createNativeToolSet`, with each tool's schemas). Throws a
 * `ToolNameCollisionError` when two functions would share a provider name and core's
 * `ToolboxValidationError` for a parameter that cannot be rendered.
 */
export function convertInterfaces(
  interfaces: readonly FunctionInterface[],
  options: InterfaceToolsOptions = {},
): InterfaceToolSet {
  const { strict = false, ...setOptions } = options;
  return withParameters(createNativeToolSet(interfaces, setOptions), strict);
}

function sourcesOf(toolSet: InterfaceToolSet): Iterable<ToolSource> {
  return [...toolSet.byProviderName.values()].map((tool) => ({
    name: tool.providerName,
    description: tool.interface.description,
    parameters: tool.parameters,
  }));
}

/** Chat Completions `tools` for a converted set, in interface order. */
export function chatCompletionToolsOf(toolSet: InterfaceToolSet): ChatCompletionToolSchema[] {
  return renderTools(sourcesOf(toolSet), toolSet.strict, toChatCompletionTool);
}

/** Responses API function tools for a converted set, in interface order. */
export function responsesToolsOf(toolSet: InterfaceToolSet): ResponsesFunctionToolSchema[] {
  return renderTools(sourcesOf(toolSet), toolSet.strict, toResponsesFunctionTool);
}

/**
 * Chat Completions `tools` for function interfaces (for example `manager.getInterfaces()`),
 * with dotted names mapped to legal ones.
 *
 * @example
 * ```ts
 * const tools = interfacesToChatCompletionTools(manager.getInterfaces(), { strict: true });
 * ```
 */
export function interfacesToChatCompletionTools(
  interfaces: readonly FunctionInterface[],
  options: InterfaceToolsOptions = {},
): ChatCompletionToolSchema[] {
  return chatCompletionToolsOf(convertInterfaces(interfaces, options));
}

/** Responses API function tools for function interfaces, with dotted names mapped to legal ones. */
export function interfacesToResponsesTools(
  interfaces: readonly FunctionInterface[],
  options: InterfaceToolsOptions = {},
): ResponsesFunctionToolSchema[] {
  return responsesToolsOf(convertInterfaces(interfaces, options));
}
