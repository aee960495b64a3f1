import * as v from 'valibot';
import {
  type ParamItems,
  type ParamType,
  paramItemsSchema,
  paramTypeSchema,
} from './function-param.js';

/**
 * One field of an api wrapper's request body. The reference writes `required` here
 * (not `isRequired`); both spellings are accepted.
 */
export interface RequestBodyField {
  /** The field's value type. */
  readonly type: ParamType;
  /** Whether the body must carry this field (the reference's spelling). */
  readonly required?: boolean;
  /** Whether the body must carry this field (the params' spelling). */
  readonly isRequired?: boolean;
  /** What the field means, shown to the model. */
  readonly description?: string;
  /** The allowed values, when only some are allowed. */
  readonly enum?: readonly unknown[];
  /** The element type of an `array` field. */
  readonly items?: ParamItems;
  /** An example or default value, used when rendering a body example. */
  readonly default?: unknown;
}

/** The valibot schema of a {@link RequestBodyField}. */
export const requestBodyFieldSchema = v.object({
  type: paramTypeSchema,
  required: v.optional(v.boolean()),
  isRequired: v.optional(v.boolean()),
  description: v.optional(v.string()),
  enum: v.optional(v.array(v.unknown())),
  items: v.optional(paramItemsSchema),
  default: v.optional(v.unknown()),
});

/** Whether a request body field is required, whichever spelling declares it. */
export function isRequestBodyFieldRequired(field: RequestBodyField): boolean {
  return field.isRequired === true || field.required === true;
}
