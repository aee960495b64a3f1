import type { FunctionInterface } from '../function-interface.js';
import type { FunctionParam, FunctionParams } from '../function-param.js';
import { isRequestBodyFieldRequired, type RequestBodyField } from '../request-body-field.js';

/** The part of an interface a parameter is declared in. */
export type ParamSection = 'path_params' | 'query_params' | 'params' | 'request_body';

/** One argument slot of a function: a parameter in its positional place. */
export interface ParamSlot {
  /** The parameter's name, as calls and argument objects use it. */
  readonly name: string;
  /** The declaration: a `FunctionParam`, or a `RequestBodyField` in the `request_body` section. */
  readonly param: FunctionParam | RequestBodyField;
  /** Where the interface declares it. */
  readonly section: ParamSection;
  /** Whether a call must give it (`isRequired`, or a body field's `required`/`isRequired`). */
  readonly required: boolean;
}

/**
 * The argument slots of a function, in positional order. This is the one definition of that
 * order: positional arguments fill the slots in it, and every translator, schema and the call
 * pipeline list parameters in it.
 *
 * - A plain function: its `params`, in declaration order.
 * - An api wrapper: its `path_params`, then `query_params`, then `params`, then the required
 *   `request_body` fields, then the optional ones (each group in declaration order). Required
 *   fields come first so that a short positional call can fill them without naming the
 *   optional fields between them.
 * - A name declared in two sections keeps its first place and declaration: one argument
 *   object cannot carry both.
 *
 * @example
 * ```ts
 * getParamSlots(createUser).map((slot) => `${slot.section}:${slot.name}`);
 * // ['path_params:org', 'request_body:username', 'request_body:tags']
 * ```
 */
export function getParamSlots(functionInterface: FunctionInterface): ParamSlot[] {
  const slots: ParamSlot[] = [];
  const seen = new Set<string>();
  const add = (slot: ParamSlot): void => {
    if (seen.has(slot.name)) return;
    seen.add(slot.name);
    slots.push(slot);
  };
  const addParams = (section: ParamSection, params: FunctionParams | undefined): void => {
    if (params === undefined) return;
    for (const name of Object.keys(params)) {
      const param = params[name];
      if (param !== undefined) add({ name, param, section, required: param.isRequired === true });
    }
  };
  if (functionInterface.type !== 'api-wrapper') {
    addParams('params', functionInterface.params);
    return slots;
  }
  addParams('path_params', functionInterface.path_params);
  addParams('query_params', functionInterface.query_params);
  addParams('params', functionInterface.params);
  const body: Readonly<Record<string, RequestBodyField>> = functionInterface.request_body ?? {};
  const names = Object.keys(body);
  for (const required of [true, false]) {
    for (const name of names) {
      const field = body[name];
      if (field !== undefined && isRequestBodyFieldRequired(field) === required) {
        add({ name, param: field, section: 'request_body', required });
      }
    }
  }
  return slots;
}
