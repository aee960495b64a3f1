import { type FunctionInterface, getFunctionPath } from '../function-interface.js';
import type { ToolManager } from '../tool-manager.js';
import { ToolNotFoundError } from '../tool-not-found-error.js';
import { interfaceProperties } from './interface-properties.js';
import { interfaceToJsonSchema } from './interface-to-json-schema.js';
import type { ObjectJsonSchema } from './json-schema.js';
import { renderJsonSchema } from './render-json-schema.js';
import { suggestNames } from './suggest-names.js';
import { createToolNameMap, type ToolNameMap, type ToolNameMapOptions } from './tool-name-map.js';
import type { PropertySchema } from './value-schema.js';

/** One function as a schema package offers it to a provider. */
export interface NativeTool {
  /** The function's path, `toolbox.function`, as the pipeline is asked to run it. */
  readonly functionName: string;
  /** The name the mapping works on: the bare name in the root toolbox, else the path. */
  readonly displayName: string;
  /** The name the provider sees. */
  readonly providerName: string;
  /** The interface it came from. */
  readonly interface: FunctionInterface;
  /** Its arguments in positional order (`interfaceProperties`), read once per interface. */
  readonly properties: readonly PropertySchema[];
}

/** Interfaces converted once: the name mapping plus what is needed to render and run them. */
export interface NativeToolSet {
  /** The mapping between function paths and provider names. */
  readonly names: ToolNameMap;
  /** The tools, in interface order, by provider name. */
  readonly byProviderName: ReadonlyMap<string, NativeTool>;
}

/** Options of {@link createNativeToolSet}. */
export interface NativeToolSetOptions extends ToolNameMapOptions {
  /**
   * The root toolbox, whose functions are offered under their bare name (`get_temp`), the
   * way the pipeline resolves them; every other function is offered as `toolbox.function`
   * mapped to a legal name. Default: none.
   */
  readonly rootToolbox?: string | null;
}

// Interfaces do not change once a toolbox is registered, so each is read once, however many
// tool sets it ends up in; the WeakMap lets them go with their toolbox.
const propertiesByInterface = new WeakMap<FunctionInterface, readonly PropertySchema[]>();

function propertiesOf(functionInterface: FunctionInterface): readonly PropertySchema[] {
  let properties = propertiesByInterface.get(functionInterface);
  if (properties === undefined) {
    properties = interfaceProperties(functionInterface);
    propertiesByInterface.set(functionInterface, properties);
  }
  return properties;
}

/**
 * Converts interfaces (for example `manager.getInterfaces()`) into the tools a schema package
 * offers: each function's provider name, through one {@link ToolNameMap} for the whole set, and
 * its arguments as property schemas.
 *
 * @throws {ToolNameCollisionError} when two functions would share a provider name.
 * @throws {ToolboxValidationError} for a parameter that cannot become a schema.
 * @example
 * ```ts
 * const toolSet = createNativeToolSet(manager.getInterfaces(), { rootToolbox: manager.getRootToolBox() });
 * toolSet.byProviderName.get('weather__get_temp')?.functionName; // 'weather.get_temp'
 * ```
 */
export function createNativeToolSet(
  interfaces: readonly FunctionInterface[],
  options: NativeToolSetOptions = {},
): NativeToolSet {
  const root = options.rootToolbox ?? null;
  const displayNames = interfaces.map((functionInterface) =>
    functionInterface.domain === root ? functionInterface.name : getFunctionPath(functionInterface),
  );
  const { rootToolbox: _root, ...nameOptions } = options;
  const names = createToolNameMap(displayNames, nameOptions);
  const byProviderName = new Map<string, NativeTool>();
  interfaces.forEach((functionInterface, index) => {
    const displayName = displayNames[index] as string;
    const providerName = names.toProvider(displayName) as string;
    // The same function listed twice is offered once.
    if (byProviderName.has(providerName)) return;
    byProviderName.set(providerName, {
      functionName: getFunctionPath(functionInterface),
      displayName,
      providerName,
      interface: functionInterface,
      properties: propertiesOf(functionInterface),
    });
  });
  return { names, byProviderName };
}

/**
 * The JSON Schema of a tool's arguments, as a provider is offered it: the interface's own
 * (`jsonSchema`, from a Standard Schema or an MCP tool) whole, with every constraint it states,
 * else the one rendered from its params.
 *
 * @example
 * ```ts
 * const schema = nativeToolSchema(toolSet.byProviderName.get('weather__get_temp')!);
 * ```
 */
export function nativeToolSchema(tool: NativeTool): ObjectJsonSchema {
  return tool.interface.jsonSchema === undefined
    ? renderJsonSchema(tool.properties)
    : interfaceToJsonSchema(tool.interface);
}

/**
 * The part of core's `ToolManager` that offering its functions needs. `getInterfaceSnapshot` is
 * optional: with it (core's managers have it) unchanged functions are told by one comparison;
 * without it, item by item.
 */
export type NativeToolSource = Pick<ToolManager, 'getInterfaces' | 'getRootToolBox'> &
  Partial<Pick<ToolManager, 'getInterfaceSnapshot'>>;

/** Options of {@link trackNativeTools}. */
export interface TrackNativeToolsOptions extends ToolNameMapOptions {
  /**
   * Offer the root toolbox's functions as `toolbox.function` too. Default `false`: they are
   * offered under their bare name, as the pipeline resolves them.
   */
  readonly prefixRootToolbox?: boolean;
}

function sameItems<T>(previous: readonly T[], next: readonly T[]): boolean {
  return previous.length === next.length && previous.every((item, index) => item === next[index]);
}

/**
 * What a schema package derives from a manager's functions (its tool set and the schemas it
 * renders), rebuilt only when they change: the returned function gives the current value.
 * Core's manager hands out the same snapshot array until a toolbox changes, so one comparison
 * tells; a manager without `getInterfaceSnapshot` hands out a fresh array each time, whose items
 * stay the same objects until a toolbox changes, so they are compared item by item (and then
 * the new array is kept, so the next check is one comparison again). The root toolbox is
 * compared too.
 *
 * @example
 * ```ts
 * const current = trackNativeTools(manager, {}, (toolSet) => ({ toolSet, tools: render(toolSet) }));
 * current().tools; // rebuilt after manager.register(...), shared until then
 * ```
 */
export function trackNativeTools<Derived>(
  manager: NativeToolSource,
  options: TrackNativeToolsOptions,
  derive: (toolSet: NativeToolSet) => Derived,
): () => Derived {
  const { prefixRootToolbox = false, ...nameOptions } = options;
  let cached:
    | { interfaces: readonly FunctionInterface[]; root: string | null; derived: Derived }
    | undefined;
  return () => {
    const root = prefixRootToolbox ? null : manager.getRootToolBox();
    const interfaces = manager.getInterfaceSnapshot?.() ?? manager.getInterfaces();
    if (cached !== undefined && cached.root === root) {
      if (cached.interfaces === interfaces) return cached.derived;
      if (sameItems(cached.interfaces, interfaces)) {
        cached.interfaces = interfaces;
        return cached.derived;
      }
    }
    const toolSet = createNativeToolSet(interfaces, { ...nameOptions, rootToolbox: root });
    cached = { interfaces, root, derived: derive(toolSet) };
    return cached.derived;
  };
}

/**
 * The provider name of one function of a tool set, named by its path (`'weather.get_temp'`) or by
 * the name it is offered under (`'get_temp'` in the root toolbox), for settings that name
 * functions to the provider (a forced tool choice, allowed function names).
 *
 * @throws {ToolNotFoundError} (core's) with close names for a function that is not in the set.
 * @example
 * ```ts
 * nativeToolNameOf(toolSet, 'weather.get_temp'); // 'weather__get_temp'
 * ```
 */
export function nativeToolNameOf(toolSet: NativeToolSet, functionName: string): string {
  for (const tool of toolSet.byProviderName.values()) {
    if (tool.functionName === functionName || tool.displayName === functionName) {
      return tool.providerName;
    }
  }
  const offered = [...toolSet.byProviderName.values()].map((tool) => tool.displayName);
  throw new ToolNotFoundError({
    functionName,
    suggestions: suggestNames(functionName, offered, { limit: 3 }),
    hint: ' Only the functions of the tool manager can be named.',
  });
}
