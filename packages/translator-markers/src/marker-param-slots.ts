import type { FunctionInterface, ParamType } from '@ai-toolbox/core';
import { getParamSlots } from '@ai-toolbox/core/kit';

/** One argument position of a function, in the order a marker's arguments fill them. */
export interface MarkerParamSlot {
  /** The parameter's name. */
  readonly name: string;
  /** The declared value type. */
  readonly type: ParamType;
  /** Whether a call must give it. */
  readonly required: boolean;
  /** What it means, shown to the model. */
  readonly description: string;
}

/**
 * The argument positions of a function, in the order of core's `getParamSlots`
 * (`@ai-toolbox/core/kit`), with what the marker text needs of each.
 */
export function getMarkerParamSlots(functionInterface: FunctionInterface): MarkerParamSlot[] {
  return getParamSlots(functionInterface).map((slot) => ({
    name: slot.name,
    type: slot.param.type,
    required: slot.required,
    description: slot.param.description ?? '',
  }));
}
