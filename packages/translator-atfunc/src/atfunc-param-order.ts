import type { FunctionInterface, ParamType } from '@ai-toolbox/core';
import { getParamSlots } from '@ai-toolbox/core/kit';

/** One argument slot of a function, in the order positional arguments fill them. */
export interface AtfuncParamSlot {
  /** The parameter's name. */
  readonly name: string;
  /** The declared value type. */
  readonly type: ParamType;
  /** Whether a call must give it. */
  readonly required: boolean;
  /** Whether the interface text lists it between the parentheses. */
  readonly shown: boolean;
}

/**
 * The argument slots of a function in positional order, the order of core's `getParamSlots`
 * (`@ai-toolbox/core/kit`), with what the atfunc text needs of each. Every slot is shown in
 * the signature except an api wrapper's optional request body fields, which the `with_body`
 * example carries instead.
 */
export function getAtfuncParamSlots(functionInterface: FunctionInterface): AtfuncParamSlot[] {
  return getParamSlots(functionInterface).map((slot) => ({
    name: slot.name,
    type: slot.param.type,
    required: slot.required,
    shown: slot.section !== 'request_body' || slot.required,
  }));
}
