import { type CallParseError, type FunctionInterface, getFunctionPath } from '@ai-toolbox/core';
import { suggestNames } from '@ai-toolbox/core/kit';
import { type AtfuncParamSlot, getAtfuncParamSlots } from './atfunc-param-order.js';
import { getAtfuncSignature } from './generate-atfunc-interface-text.js';

/** What mapping a call's arguments needs to know of its interface, worked out once. */
export interface AtfuncPreparedInterface {
  readonly functionInterface: FunctionInterface;
  /** `domain.name`. */
  readonly path: string;
  readonly slots: readonly AtfuncParamSlot[];
  /** Slot names by their normalised spelling. */
  readonly slotByName: ReadonlyMap<string, string>;
  readonly signature: string;
}

const maxSuggestedNames = 64;
const maxListedNames = 10;
const maxRememberedErrors = 256;

/**
 * Finds interfaces by the name a model wrote: `toolbox.function` anywhere, `function` in the
 * root toolbox. Lookups go through Maps, so no name can reach `Object.prototype`.
 */
export class AtfuncFunctionIndex {
  private readonly byName = new Map<string, FunctionInterface>();
  /** Full paths, for listing. */
  private readonly paths: string[] = [];
  /** Every name that resolves, for suggestions. */
  private readonly names: string[] = [];
  private readonly suggestions = new Map<string, string[]>();
  private readonly prepared = new Map<FunctionInterface, AtfuncPreparedInterface>();
  private readonly errors = new Map<string, CallParseError>();
  /** Full paths by the function's own name, so `@get_temp` can point to `@weather.get_temp`. */
  private readonly pathsByFunctionName = new Map<string, string[]>();

  constructor(
    interfaces: readonly FunctionInterface[],
    rootToolBox: string | null,
    private readonly caseSensitive: boolean,
  ) {
    const root = rootToolBox === null ? null : this.normalise(rootToolBox);
    for (const functionInterface of interfaces) {
      const path = getFunctionPath(functionInterface);
      if (this.add(path, functionInterface)) {
        this.paths.push(path);
        const key = this.normalise(functionInterface.name);
        const same = this.pathsByFunctionName.get(key);
        if (same === undefined) this.pathsByFunctionName.set(key, [path]);
        else same.push(path);
      }
      if (root !== null && this.normalise(functionInterface.domain) === root) {
        this.add(functionInterface.name, functionInterface);
      }
    }
  }

  /** The interface `name` refers to, or `undefined`. */
  resolve(name: string): FunctionInterface | undefined {
    return this.byName.get(this.normalise(name));
  }

  /** The interface `name` refers to with its slots and signature, or `undefined`. */
  prepare(name: string): AtfuncPreparedInterface | undefined {
    const functionInterface = this.resolve(name);
    if (functionInterface === undefined) return undefined;
    let prepared = this.prepared.get(functionInterface);
    if (prepared === undefined) {
      const slots = getAtfuncParamSlots(functionInterface);
      const slotByName = new Map<string, string>();
      for (const slot of slots) slotByName.set(this.normalise(slot.name), slot.name);
      prepared = {
        functionInterface,
        path: getFunctionPath(functionInterface),
        slots,
        slotByName,
        signature: getAtfuncSignature(functionInterface),
      };
      this.prepared.set(functionInterface, prepared);
    }
    return prepared;
  }

  /**
   * The error for `key`, made once: a text with thousands of alike broken calls shares one
   * error object instead of holding thousands of equal messages. The memory is bounded.
   */
  remember(key: string, make: () => CallParseError): CallParseError {
    const known = this.errors.get(key);
    if (known !== undefined) return known;
    const error = make();
    if (this.errors.size < maxRememberedErrors) this.errors.set(key, error);
    return error;
  }

  /** The spelling of `name` that lookups compare. */
  normalise(name: string): string {
    return this.caseSensitive ? name : name.toLowerCase();
  }

  /** A sentence for the model about an unknown name: close names, or some that exist. */
  describeUnknown(name: string): string {
    let close = this.suggestions.get(name);
    if (close === undefined) {
      // Bounded: a text full of distinct unknown names must not cost a comparison each.
      const functionName = name.slice(name.lastIndexOf('.') + 1);
      const sameName = (this.pathsByFunctionName.get(this.normalise(functionName)) ?? []).filter(
        (path) => this.normalise(path) !== this.normalise(name),
      );
      // Function names are often short (`ls`), so one edit is allowed however short.
      const similar =
        this.suggestions.size < maxSuggestedNames
          ? suggestNames(name, this.names, { shortNameEdits: 1 })
          : [];
      close = [...new Set([...similar, ...sameName])].slice(0, 3);
      this.suggestions.set(name, close);
    }
    if (close.length > 0) return `Did you mean ${close.map((c) => `@${c}`).join(' or ')}?`;
    if (this.paths.length === 0) return 'No functions are available.';
    const listed = this.paths.slice(0, maxListedNames).map((c) => `@${c}`);
    const more = this.paths.length > maxListedNames ? ', ...' : '';
    return `Available functions: ${listed.join(', ')}${more}.`;
  }

  private add(name: string, functionInterface: FunctionInterface): boolean {
    const key = this.normalise(name);
    if (this.byName.has(key)) return false;
    this.byName.set(key, functionInterface);
    this.names.push(name);
    return true;
  }
}
