import {
  type FunctionInterface,
  type FunctionParams,
  isRequestBodyFieldRequired,
  type ParamType,
} from '@ai-toolbox/core';

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
 * The argument positions of a function. A plain function takes its `params` in order; an
 * api wrapper its path params, query params, params, then its request body fields (required
 * ones first). A name that appears twice keeps its first place.
 */
export function getMarkerParamSlots(functionInterface: FunctionInterface): MarkerParamSlot[] {
  const slots: MarkerParamSlot[] = [];
  const seen = new Set<string>();
  const add = (slot: MarkerParamSlot): void => {
    if (seen.has(slot.name)) return;
    seen.add(slot.name);
    slots.push(slot);
  };
  const addParams = (params: FunctionParams | undefined): void => {
    if (params === undefined) return;
    for (const name of Object.keys(params)) {
      const param = params[name];
      if (param === undefined) continue;
      add({ name, type: param.type, required: param.isRequired, description: param.description });
    }
  };
  if (functionInterface.type === 'api-wrapper') {
    addParams(functionInterface.path_params);
    addParams(functionInterface.query_params);
    addParams(functionInterface.params);
    const body = functionInterface.request_body ?? {};
    for (const required of [true, false]) {
      for (const name of Object.keys(body)) {
        const field = body[name];
        if (field === undefined || isRequestBodyFieldRequired(field) !== required) continue;
        add({ name, type: field.type, required, description: field.description ?? '' });
      }
    }
  } else {
    addParams(functionInterface.params);
  }
  return slots;
}
