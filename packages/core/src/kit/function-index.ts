import { clipText } from '../clip-text.js';
import { type FunctionInterface, getFunctionPath } from '../function-interface.js';
import type { Repair } from '../repair.js';
import type { FunctionLookupV2 } from '../translator-v2/function-lookup-v2.js';
import type { WrittenNameResolution } from '../translator-v2/written-name-resolution.js';
import { createRepair } from './create-repair.js';
import { suggestNames } from './suggest-names.js';

/** Unknown names whose suggestions are worked out; past that a name gets none. */
const maxSuggestedNames = 64;
/** How much of a written name a repair message quotes. */
const maxQuotedLength = 80;
const maxSuggestions = 3;
/**
 * Namespaces models put before a function's name that are no part of it: Gemini's
 * `default_api.` (`print(default_api.get_weather(...))`) and the `functions.` of OpenAI's
 * tool namespace.
 */
const writtenNamespaces = ['default_api.', 'functions.'];
/** Stands in the underscored index for a spelling two functions share. */
const ambiguous = null;

/**
 * The functions a model may call, by the names it may write: `toolbox.function` anywhere,
 * `function` alone in the root toolbox. Lookups go through Maps, so no name a model writes
 * reaches `Object.prototype`; the first interface of a name wins, as in the tool manager. It is
 * the {@link FunctionLookupV2} that `defineTranslator` hands its scanners.
 *
 * @example
 * ```ts
 * const functions = new FunctionIndex(interfaces, 'weather', false);
 * functions.resolve('GET_TEMP'); // the interface of weather.get_temp
 * functions.suggest('weather.get_tmp'); // ['weather.get_temp']
 * ```
 */
export class FunctionIndex implements FunctionLookupV2 {
  /** Full paths (`toolbox.function`), in the order the interfaces came. */
  readonly paths: readonly string[];
  private readonly byName = new Map<string, FunctionInterface>();
  /** Every name that resolves, for suggestions. */
  private readonly names: string[] = [];
  /** Full paths by the function's own name, so `get_temp` can point to `weather.get_temp`. */
  private readonly pathsByFunctionName = new Map<string, string[]>();
  private readonly suggestions = new Map<string, readonly string[]>();
  /** Dotted names by their underscored spellings, built on first use. */
  private underscored: Map<string, FunctionInterface | typeof ambiguous> | undefined;

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
   * The interface of the one full path that `name` writes with `_` or `__` for each `.`
   * (`math_factorial` or `math__factorial` for `math.factorial`, as models trained on tool names
   * that may not contain a dot write them); `undefined` when no path, or more than one, is
   * written so. Use it after {@link resolve}: a name that is really registered wins.
   * {@link resolveWritten} reads the same spellings and namespace prefixes, with repairs.
   */
  resolveUnderscored(name: string): FunctionInterface | undefined {
    if (name.indexOf('_') === -1) return undefined;
    const found = this.underscoredIndex().get(this.normalise(name));
    return found === undefined || found === ambiguous ? undefined : found;
  }

  /**
   * The interface a name as a model wrote it refers to, read generously but never guessed:
   * the exact name first; then without a namespace that is no part of any name
   * (`default_api.get_weather`, `functions.get_weather`); then with `_` or `__` where the
   * function's name has `.` (`math_factorial` or `math__factorial` for `math.factorial`, the
   * spelling of tool schemas that forbid dots), when exactly one function is spelled so; then
   * a function's own name without its toolbox, when exactly one function has it (`get_weather`
   * for `weather.get_weather`). Each step past the exact name is reported as a repair.
   * `undefined` when nothing fits.
   *
   * @example
   * ```ts
   * const functions = new FunctionIndex(interfaces, null, true);
   * functions.resolveWritten('math_factorial');
   * // { functionInterface: <math.factorial>, repairs: [{ code: 'underscored-name', ... }] }
   * ```
   */
  resolveWritten(name: string): WrittenNameResolution | undefined {
    const exact = this.resolve(name);
    if (exact !== undefined) return { functionInterface: exact, repairs: [] };
    const repairs: Repair[] = [];
    let rest = name;
    for (const namespace of writtenNamespaces) {
      if (
        name.length > namespace.length &&
        this.normalise(name.slice(0, namespace.length)) === this.normalise(namespace)
      ) {
        rest = name.slice(namespace.length);
        const stripped = this.resolve(rest);
        const repair = createRepair(
          'namespace-prefix',
          `Read ${clipText(name, maxQuotedLength)} as ${clipText(rest, maxQuotedLength)}: ${namespace} is not part of the name.`,
        );
        if (stripped !== undefined) return { functionInterface: stripped, repairs: [repair] };
        repairs.push(repair);
        break;
      }
    }
    const underscored = rest.includes('_')
      ? this.underscoredIndex().get(this.normalise(rest))
      : undefined;
    if (underscored === undefined || underscored === ambiguous) {
      return this.resolveBare(rest, repairs);
    }
    repairs.push(
      createRepair(
        'underscored-name',
        `Read ${clipText(rest, maxQuotedLength)} as ${getFunctionPath(underscored)}.`,
      ),
    );
    return { functionInterface: underscored, repairs };
  }

  /**
   * A function's own name written without its toolbox (`get_weather` for `weather.get_weather`,
   * as model cards write calls): the one function of that name, with a repair. Two or more of
   * that name are a guess this does not make (the suggestions name them all); a name with a dot
   * names its toolbox, so it is not read this way.
   */
  private resolveBare(name: string, repairs: Repair[]): WrittenNameResolution | undefined {
    if (name.includes('.')) return undefined;
    const paths = this.pathsByFunctionName.get(this.normalise(name));
    if (paths === undefined || paths.length !== 1) return undefined;
    const functionInterface = this.resolve(paths[0] as string);
    if (functionInterface === undefined) return undefined;
    repairs.push(
      createRepair(
        'bare-name',
        `Read ${clipText(name, maxQuotedLength)} as ${paths[0]}: the one function of that name.`,
      ),
    );
    return { functionInterface, repairs };
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

  /**
   * Every name that resolves and holds a `.`, by its spellings with `_` and `__` for the dots.
   * A spelling that is itself a name is left out (the exact name wins), and one that two
   * functions share stands for neither.
   */
  private underscoredIndex(): Map<string, FunctionInterface | typeof ambiguous> {
    if (this.underscored !== undefined) return this.underscored;
    const index = new Map<string, FunctionInterface | typeof ambiguous>();
    for (const name of this.names) {
      if (!name.includes('.')) continue;
      const functionInterface = this.resolve(name);
      if (functionInterface === undefined) continue;
      for (const separator of ['_', '__']) {
        const key = this.normalise(name.split('.').join(separator));
        if (this.byName.has(key)) continue;
        const known = index.get(key);
        if (known === undefined) index.set(key, functionInterface);
        else if (known !== functionInterface) index.set(key, ambiguous);
      }
    }
    this.underscored = index;
    return index;
  }

  private add(name: string, functionInterface: FunctionInterface): boolean {
    const key = this.normalise(name);
    if (this.byName.has(key)) return false;
    this.byName.set(key, functionInterface);
    this.names.push(name);
    return true;
  }
}
