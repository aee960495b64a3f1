import {
  type FunctionInterface,
  type FunctionParams,
  isRequestBodyFieldRequired,
  type ParamType,
} from '@ai-toolbox/core';

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
 * The argument slots of a function, in positional order. For a plain function these are its
 * `params`. For an api wrapper: the path params, the query params, the params, the required
 * request body fields (all shown in the signature), then the optional request body fields
 * (not shown; the `with_body` example carries them). A name that appears twice keeps its
 * first place.
 */
export function getAtfuncParamSlots(functionInterface: FunctionInterface): AtfuncParamSlot[] {
  const slots: AtfuncParamSlot[] = [];
  const seen = new Set<string>();
  const add = (name: string, type: ParamType, required: boolean, shown: boolean): void => {
    if (seen.has(name)) return;
    seen.add(name);
    slots.push({ name, type, required, shown });
  };
  const addParams = (params: FunctionParams | undefined): void => {
    if (params === undefined) return;
    for (const name of Object.keys(params)) {
      const param = params[name];
      if (param !== undefined) add(name, param.type, param.isRequired === true, true);
    }
  };
  if (functionInterface.type === 'api-wrapper') {
    addParams(functionInterface.path_params);
    addParams(functionInterface.query_params);
    addParams(functionInterface.params);
    const body = functionInterface.request_body ?? {};
    const names = Object.keys(body);
    for (const required of [true, false]) {
      for (const name of names) {
        const field = body[name];
        if (field !== undefined && isRequestBodyFieldRequired(field) === required) {
          add(name, field.type, required, required);
        }
      }
    }
  } else {
    addParams(functionInterface.params);
  }
  return slots;
}
