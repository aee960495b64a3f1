import type { FunctionInterface } from './function-interface.js';
import type { RegisteredFunction, RegisteredToolbox } from './registered-function.js';

/**
 * The toolboxes of one manager. Lookups are by exact name or, for case-insensitive
 * translators, by lower-cased name; both indexes are kept up to date at every change, so
 * case sensitivity is decided at lookup time and never depends on the order of setup.
 */
export class FunctionRegistry {
  readonly #toolboxes = new Map<string, RegisteredToolbox>();
  /** By lower-cased name, made on the first case-insensitive lookup after a change. */
  #lowerToolboxes: Map<string, RegisteredToolbox> | undefined;
  /** Every function by its exact path, `toolbox.function`: the lookup most calls make. */
  readonly #paths = new Map<string, RegisteredFunction>();
  #interfaces: readonly FunctionInterface[] | undefined;

  /** Adds a toolbox, replacing one registered under the same exact name. */
  add(toolbox: RegisteredToolbox): void {
    const replaced = this.#toolboxes.get(toolbox.name);
    if (replaced !== undefined) this.#forgetPaths(replaced);
    this.#toolboxes.set(toolbox.name, toolbox);
    for (const registered of toolbox.functions.values())
      this.#paths.set(registered.path, registered);
    this.#changed();
  }

  /** Removes a toolbox; returns what was removed. */
  remove(name: string, caseSensitive: boolean): RegisteredToolbox | undefined {
    const toolbox = this.findToolbox(name, caseSensitive);
    if (toolbox === undefined) return undefined;
    this.#toolboxes.delete(toolbox.name);
    this.#forgetPaths(toolbox);
    this.#changed();
    return toolbox;
  }

  /** The toolbox of that name; an exact match wins over a match in another case. */
  findToolbox(name: string, caseSensitive: boolean): RegisteredToolbox | undefined {
    const exact = this.#toolboxes.get(name);
    if (exact !== undefined || caseSensitive) return exact;
    return this.#lowerIndex().get(name.toLowerCase());
  }

  /** The function of that name in a toolbox; an exact match wins. */
  findInToolbox(
    toolbox: RegisteredToolbox,
    functionName: string,
    caseSensitive: boolean,
  ): RegisteredFunction | undefined {
    const exact = toolbox.functions.get(functionName);
    if (exact !== undefined || caseSensitive) return exact;
    return lowerFunctionsOf(toolbox).get(functionName.toLowerCase());
  }

  /**
   * Resolves `toolbox.function` anywhere, or `function` in the root toolbox. A name whose
   * first dot does not split into a known toolbox is tried whole in the root toolbox.
   */
  resolve(
    path: string,
    root: string | null,
    caseSensitive: boolean,
  ): RegisteredFunction | undefined {
    const exact = this.#paths.get(path);
    if (exact !== undefined) return exact;
    const dot = path.indexOf('.');
    if (dot > 0) {
      const toolbox = this.findToolbox(path.slice(0, dot), caseSensitive);
      if (toolbox !== undefined) {
        const found = this.findInToolbox(toolbox, path.slice(dot + 1), caseSensitive);
        if (found !== undefined) return found;
      }
    }
    if (root === null) return undefined;
    const rootToolbox = this.findToolbox(root, caseSensitive);
    return rootToolbox === undefined
      ? undefined
      : this.findInToolbox(rootToolbox, path, caseSensitive);
  }

  /** The registered toolboxes, in registration order. */
  toolboxes(): IterableIterator<RegisteredToolbox> {
    return this.#toolboxes.values();
  }

  /** Every registered interface, in registration order (cached until the next change). */
  interfaces(): readonly FunctionInterface[] {
    if (this.#interfaces === undefined) {
      const list: FunctionInterface[] = [];
      for (const toolbox of this.#toolboxes.values()) {
        for (const registered of toolbox.functions.values()) list.push(registered.interface);
      }
      // Frozen: the same array is handed to every translator until the next change.
      this.#interfaces = Object.freeze(list);
    }
    return this.#interfaces;
  }

  #changed(): void {
    this.#interfaces = undefined;
    this.#lowerToolboxes = undefined;
  }

  #forgetPaths(toolbox: RegisteredToolbox): void {
    for (const registered of toolbox.functions.values()) {
      if (this.#paths.get(registered.path) === registered) this.#paths.delete(registered.path);
    }
  }

  #lowerIndex(): Map<string, RegisteredToolbox> {
    if (this.#lowerToolboxes === undefined) {
      const lower = new Map<string, RegisteredToolbox>();
      for (const toolbox of this.#toolboxes.values()) {
        const key = toolbox.name.toLowerCase();
        if (!lower.has(key)) lower.set(key, toolbox);
      }
      this.#lowerToolboxes = lower;
    }
    return this.#lowerToolboxes;
  }
}

/** A toolbox's functions by lower-cased name, made on the first case-insensitive lookup. */
const lowerFunctionIndexes = new WeakMap<RegisteredToolbox, Map<string, RegisteredFunction>>();

function lowerFunctionsOf(toolbox: RegisteredToolbox): Map<string, RegisteredFunction> {
  let index = lowerFunctionIndexes.get(toolbox);
  if (index === undefined) {
    index = new Map();
    for (const [name, registered] of toolbox.functions) {
      const lower = name.toLowerCase();
      if (!index.has(lower)) index.set(lower, registered);
    }
    lowerFunctionIndexes.set(toolbox, index);
  }
  return index;
}
