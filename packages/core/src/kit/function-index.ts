import { type FunctionInterface, getFunctionPath } from '../function-interface.js';
import { suggestNames } from './suggest-names.js';

/** Unknown names whose suggestions are worked out; past that a name gets none. */
const maxSuggestedNames = 64;
const maxSuggestions = 3;

/**
 * The functions a model may call, by the names it may write: `toolbox.function` anywhere,
 * `function` alone in the root toolbox. Lookups go through Maps, so no name a model writes
 * reaches `Object.prototype`; the first interface of a name wins, as in the tool manager.
 *
 * @example
 * ```ts
 * const functions = new FunctionIndex(interfaces, 'weather', false);
 * functions.resolve('GET_TEMP'); // the interface of weather.get_temp
 * functions.suggest('weather.get_tmp'); // ['weather.get_temp']
 * ```
 */
export class FunctionIndex {
  /** Full paths (`toolbox.function`), in the order the interfaces came. */
  readonly paths: readonly string[];
  private readonly byName = new Map<string, FunctionInterface>();
  /** Every name that resolves, for suggestions. */
  private readonly names: string[] = [];
  /** Full paths by the function's own name, so `get_temp` can point to `weather.get_temp`. */
  private readonly pathsByFunctionName = new Map<string, string[]>();
  private readonly suggestions = new Map<string, readonly string[]>();
  /** Full paths by their spellings with `_` or `__` for `.`; `null` where two paths share one. */
  private underscored: Map<string, FunctionInterface | null> | undefined;

  constructor(
    interfaces: readonly FunctionInterface[],
    readonly rootToolBox: string | null,
    readonly caseSensitive: boolean,
  ) {
    const paths: string[] = [];
    const root = rootToolBox === null ? null : this.normalise(rootToolBox);
    for (const functionInterface of Array.isArray(interfaces) ? interfaces : []) {
      const path = getFunctionPath(functionInterface);
      if (this.add(path, functionInterface)) {
        paths.push(path);
        const key = this.normalise(functionInterface.name);
        const same = this.pathsByFunctionName.get(key);
        if (same === undefined) this.pathsByFunctionName.set(key, [path]);
        else same.push(path);
      }
      if (root !== null && this.normalise(functionInterface.domain) === root) {
        this.add(functionInterface.name, functionInterface);
      }
    }
    this.paths = paths;
  }

  /** The interface `name` refers to, or `undefined`. */
  resolve(name: string): FunctionInterface | undefined {
    return this.byName.get(this.normalise(name));
  }

  /**
   * The interface that `name`, a full path written with `_` or `__` for each `.`, refers to:
   * `math_factorial` or `math__factorial` for `math.factorial` (models trained on tool names
   * that may not contain a dot write them so). Only when exactly one function is spelled that
   * way; a name that resolves as written is not looked up here, so `resolve` comes first.
   */
  resolveUnderscored(name: string): FunctionInterface | undefined {
    if (name.indexOf('_') === -1) return undefined;
    if (this.underscored === undefined) this.underscored = this.indexUnderscored();
    return this.underscored.get(this.normalise(name)) ?? undefined;
  }

  /**
   * The name a call to `name` carries: the function's full path (`toolbox.function`) when the
   * name resolves, the name as written when it does not.
   */
  callName(name: string): string {
    const functionInterface = this.resolve(name);
    return functionInterface === undefined ? name : getFunctionPath(functionInterface);
  }

  /** The spelling of `name` that lookups compare. */
  normalise(name: string): string {
    return this.caseSensitive ? name : name.toLowerCase();
  }

  /**
   * Up to three known names close to an unknown one: near spellings, then functions of the
   * same name in other toolboxes. Bounded: a text full of distinct unknown names costs a
   * comparison for the first 64 of them only.
   */
  suggest(name: string): readonly string[] {
    const known = this.suggestions.get(name);
    if (known !== undefined) return known;
    if (this.suggestions.size >= maxSuggestedNames) return [];
    const functionName = name.slice(name.lastIndexOf('.') + 1);
    const sameName = (this.pathsByFunctionName.get(this.normalise(functionName)) ?? []).filter(
      (path) => this.normalise(path) !== this.normalise(name),
    );
    // Function names are often short (`ls`), so one edit is allowed however short.
    const similar = suggestNames(name, this.names, { shortNameEdits: 1 });
    const close = [...new Set([...similar, ...sameName])].slice(0, maxSuggestions);
    this.suggestions.set(name, close);
    return close;
  }

  private indexUnderscored(): Map<string, FunctionInterface | null> {
    const spellings = new Map<string, FunctionInterface | null>();
    for (const path of this.paths) {
      const functionInterface = this.resolve(path);
      if (functionInterface === undefined || path.indexOf('.') === -1) continue;
      const key = this.normalise(path);
      for (const spelling of new Set([key.replaceAll('.', '_'), key.replaceAll('.', '__')])) {
        // A spelling two paths share, or one that is itself a name, points nowhere.
        const taken = spellings.has(spelling) || this.byName.has(spelling);
        spellings.set(spelling, taken ? null : functionInterface);
      }
    }
    return spellings;
  }

  private add(name: string, functionInterface: FunctionInterface): boolean {
    const key = this.normalise(name);
    if (this.byName.has(key)) return false;
    this.byName.set(key, functionInterface);
    this.names.push(name);
    return true;
  }
}
