import type { PlainFunctionInterface, Toolbox, ToolboxFunction } from '@ai-toolbox/core';
import { type PropertySchema, parseSettings, toolNameProblem } from '@ai-toolbox/core/kit';
import * as v from 'valibot';
import { DuplicateToolError } from './duplicate-tool-error.js';
import type { InferArgs } from './infer-args.js';
import { InvalidToolNameError } from './invalid-tool-name-error.js';
import { normalizeParams } from './normalize-param.js';
import type { ParamSpecs } from './param-spec.js';
import { memoizeParameters } from './render-json-schema.js';
import { toFunctionParams } from './to-function-params.js';
import {
  type BuildOptions,
  type ChatCompletionToolSchema,
  type ResponsesFunctionToolSchema,
  renderTools,
  type ToolSource,
  toChatCompletionTool,
  toResponsesFunctionTool,
} from './tool-schemas.js';
import { UnknownToolError } from './unknown-tool-error.js';

/** The function run when the model calls a tool; it receives the decoded arguments. */
export type ToolHandler<Args = Record<string, unknown>> = (args: Args) => unknown;

/** A tool as the registry holds it. */
export interface RegisteredTool extends ToolSource {
  /** The tool's name, as sent to the provider. */
  readonly name: string;
  /** What the tool does. */
  readonly description: string;
  /** The parameters, in the order they were declared. */
  readonly properties: readonly PropertySchema[];
  /** The function to run. */
  readonly handler: ToolHandler;
}

/** Settings of {@link createToolRegistry}. */
export interface ToolRegistrySettings {
  /** Whether `build()` produces strict-mode schemas unless told otherwise. Default `false`. */
  readonly strict?: boolean;
}

/** The valibot schema of {@link ToolRegistrySettings}, checked by `createToolRegistry`. */
const toolRegistrySettingsSchema = v.strictObject({ strict: v.optional(v.boolean()) });

/**
 * A set of tools to offer a model, built into OpenAI-compatible schemas (the reference's
 * `Registry`, with deterministic output and checks the reference lacks).
 */
export interface ToolRegistry {
  /**
   * Registers a tool. Parameter types are checked now, so a wrong type fails here and not at
   * `build()`. Throws {@link InvalidToolNameError}, {@link DuplicateToolError} or
   * `InvalidParamError`. Returns the registry, so calls can be chained.
   */
  add<const Specs extends ParamSpecs>(
    name: string,
    description: string,
    params: Specs,
    handler: ToolHandler<InferArgs<Specs>>,
  ): ToolRegistry;
  /** Chat Completions `tools`, in the order the tools were added. */
  build(options?: BuildOptions): ChatCompletionToolSchema[];
  /** Responses API function tools, in the order the tools were added. */
  buildResponsesTools(options?: BuildOptions): ResponsesFunctionToolSchema[];
  /** The handler of a tool; throws {@link UnknownToolError} when none is registered. */
  getHandler(name: string): ToolHandler;
  /** The reference's spelling of {@link ToolRegistry.getHandler}, kept for compatibility. */
  get_handler(name: string): ToolHandler;
  /** Whether a tool of that name is registered. */
  has(name: string): boolean;
  /** The registered tools, in the order they were added. */
  tools(): RegisteredTool[];
  /**
   * The tools registered so far as a core toolbox, so that a tool manager can run them
   * through its pipeline (validation, policy, timeouts, stats) and `createOpenAITools` can
   * offer them; registered as the root toolbox, they keep their names. Each handler receives
   * the arguments object. Tools added later need a new toolbox.
   *
   * @example
   * ```ts
   * const manager = createToolManager({ toolboxes: [registry.toToolbox('files')], rootToolbox: 'files' });
   * const openaiTools = createOpenAITools({ manager });
   * ```
   */
  toToolbox(toolboxName?: string): Toolbox;
}

/**
 * Creates an empty tool registry.
 *
 * @throws {InvalidSettingsError} (core's) when the settings do not fit their schema.
 * @example
 * ```ts
 * const registry = createToolRegistry();
 * registry.add('read_file', 'Read a file', { path: 'string', limit: 'int?' }, ({ path, limit }) =>
 *   readFile(path, limit),
 * );
 * const tools = registry.build(); // pass to client.chat.completions.create({ tools })
 * ```
 */
export function createToolRegistry(settings: ToolRegistrySettings = {}): ToolRegistry {
  const strictByDefault =
    parseSettings(toolRegistrySettingsSchema, settings, 'createToolRegistry').strict ?? false;
  const registered = new Map<string, RegisteredTool>();

  const getHandler = (name: string): ToolHandler => {
    const tool = registered.get(name);
    if (tool === undefined) {
      throw new UnknownToolError({ toolName: name, knownNames: [...registered.keys()] });
    }
    return tool.handler;
  };

  const registry: ToolRegistry = {
    add(name, description, params, handler) {
      if (typeof name !== 'string') {
        throw new InvalidToolNameError({ toolName: String(name), problem: 'it is not a string' });
      }
      const problem = toolNameProblem(name);
      if (problem !== undefined) throw new InvalidToolNameError({ toolName: name, problem });
      if (registered.has(name)) throw new DuplicateToolError({ toolName: name });
      if (typeof description !== 'string') {
        throw new TypeError(`Tool "${name}": the description must be a string.`);
      }
      if (typeof handler !== 'function') {
        throw new TypeError(`Tool "${name}": the handler must be a function.`);
      }
      const properties = normalizeParams(name, params);
      registered.set(name, {
        name,
        description,
        properties,
        parameters: memoizeParameters(properties),
        handler: handler as ToolHandler,
      });
      return registry;
    },
    build: (options = {}) =>
      renderTools(registered.values(), options.strict ?? strictByDefault, toChatCompletionTool),
    buildResponsesTools: (options = {}) =>
      renderTools(registered.values(), options.strict ?? strictByDefault, toResponsesFunctionTool),
    getHandler,
    // Kept for compatibility with the reference registry.
    get_handler: getHandler,
    has: (name) => registered.has(name),
    tools: () => [...registered.values()],
    toToolbox(toolboxName = 'registry') {
      const functions = new Map<string, ToolboxFunction>();
      for (const tool of registered.values()) {
        const functionInterface: PlainFunctionInterface = {
          domain: toolboxName,
          name: tool.name,
          type: 'function',
          description: tool.description,
          params: toFunctionParams(tool.properties),
          returns: 'unknown',
        };
        const { handler } = tool;
        functions.set(tool.name, { f: (args) => handler(args), interface: functionInterface });
      }
      return {
        getName: () => toolboxName,
        getFunction: (functionName) => functions.get(functionName) ?? null,
        functions: Object.fromEntries([...functions.keys()].map((name) => [name, true])),
      };
    },
  };
  return registry;
}
