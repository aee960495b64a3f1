import { type FunctionInterface, getFunctionPath } from '@ai-toolbox/core';
import {
  createToolNameMap,
  interfaceProperties,
  interfaceToJsonSchema,
  type ObjectJsonSchema as ParametersJsonSchema,
  type PropertySchema,
  type ToolNameMap,
  type ToolNameMapOptions,
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

/** Options for turning interfaces into tools. */
export interface InterfaceToolsOptions extends BuildOptions, ToolNameMapOptions {
  /**
   * The root toolbox, whose functions are offered under their bare name (`get_temp`), the
   * way the pipeline resolves them; every other function is offered as `toolbox.function`
   * mapped to a legal name (`weather__get_temp`). Default: none.
   */
  readonly rootToolbox?: string | null;
}

/** One function, ready to be shown to the provider. */
export interface InterfaceTool {
  /** The rendered parameters in either mode, built once and shared (frozen). */
  parameters(strict: boolean): ParametersJsonSchema;
  /** The function's path, `toolbox.function`, as the pipeline is asked to run it. */
  readonly functionName: string;
  /** The name the mapping works on: the bare name in the root toolbox, else the path. */
  readonly displayName: string;
  /** The name the provider sees. */
  readonly providerName: string;
  /** The interface it came from. */
  readonly interface: FunctionInterface;
  /** Its arguments, in declaration order. */
  readonly properties: readonly PropertySchema[];
}

/** Interfaces converted once: the name mapping plus everything needed to render or run them. */
export interface InterfaceToolSet {
  /** The mapping between function paths and provider names. */
  readonly names: ToolNameMap;
  /** The tools, in interface order, by provider name. */
  readonly byProviderName: ReadonlyMap<string, InterfaceTool>;
  /** Whether the schemas are strict-mode schemas. */
  readonly strict: boolean;
}

// Interfaces do not change once a toolbox is registered, so each is read and rendered once,
// however many tool sets it ends up in; the WeakMap lets them go with their toolbox.
const converted = new WeakMap<
  FunctionInterface,
  Pick<InterfaceTool, 'properties' | 'parameters'>
>();

function convertedParameters(
  functionInterface: FunctionInterface,
): Pick<InterfaceTool, 'properties' | 'parameters'> {
  let entry = converted.get(functionInterface);
  if (entry === undefined) {
    const properties = interfaceProperties(functionInterface);
    // A function declared with a full JSON Schema offers it whole; strict mode, which cannot
    // express most of JSON Schema, renders the params read from it.
    const full =
      functionInterface.jsonSchema === undefined
        ? undefined
        : interfaceToJsonSchema(functionInterface);
    entry = { properties, parameters: memoizeParameters(properties, full) };
    converted.set(functionInterface, entry);
  }
  return entry;
}

/**
 * Converts interfaces once. Throws a `ToolNameCollisionError` when two functions would share
 * a provider name and core's `ToolboxValidationError` for a parameter that cannot be rendered.
 */
export function convertInterfaces(
  interfaces: readonly FunctionInterface[],
  options: InterfaceToolsOptions = {},
): InterfaceToolSet {
  const root = options.rootToolbox ?? null;
  const displayNames = interfaces.map((functionInterface) =>
    functionInterface.domain === root ? functionInterface.name : getFunctionPath(functionInterface),
  );
  const names = createToolNameMap(displayNames, options);
  const byProviderName = new Map<string, InterfaceTool>();
  interfaces.forEach((functionInterface, index) => {
    const displayName = displayNames[index] as string;
    const providerName = names.toProvider(displayName) as string;
    if (byProviderName.has(providerName)) return;
    byProviderName.set(providerName, {
      functionName: getFunctionPath(functionInterface),
      displayName,
      providerName,
      interface: functionInterface,
      ...convertedParameters(functionInterface),
    });
  });
  return { names, byProviderName, strict: options.strict ?? false };
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
