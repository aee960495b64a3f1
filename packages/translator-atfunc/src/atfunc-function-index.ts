import { type CallParseError, type FunctionInterface, getFunctionPath } from '@ai-toolbox/core';
import type { FunctionLookupV2 } from '@ai-toolbox/core/kit';
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

const maxListedNames = 10;
const maxRememberedErrors = 256;

/**
 * The kit's index of callable functions, with what atfunc adds: each interface's slots and
 * signature worked out once, errors shared between alike calls, and unknown names worded for
 * the model.
 */
export class AtfuncFunctionIndex {
  private readonly prepared = new Map<FunctionInterface, AtfuncPreparedInterface>();
  private readonly errors = new Map<string, CallParseError>();

  constructor(private readonly functions: FunctionLookupV2) {}

  /** The interface `name` refers to, or `undefined`. */
  resolve(name: string): FunctionInterface | undefined {
    return this.functions.resolve(name);
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
    return this.functions.normalise(name);
  }

  /** A sentence for the model about an unknown name: close names, or some that exist. */
  describeUnknown(name: string): string {
    const close = this.functions.suggest(name);
    if (close.length > 0) return `Did you mean ${close.map((c) => `@${c}`).join(' or ')}?`;
    const paths = this.functions.paths;
    if (paths.length === 0) return 'No functions are available.';
    const listed = paths.slice(0, maxListedNames).map((c) => `@${c}`);
    const more = paths.length > maxListedNames ? ', ...' : '';
    return `Available functions: ${listed.join(', ')}${more}.`;
  }
}
