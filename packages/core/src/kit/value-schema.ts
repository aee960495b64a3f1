import type { ParamType } from '../function-param.js';

/**
 * The shape of one value, whichever way it was declared (a `FunctionInterface`, or a schema
 * package's own declarations such as schema-openai's registry type strings). Every schema the
 * packages emit is rendered from these, so all routes produce the same JSON Schema.
 */
export interface ValueSchema {
  /** The value type. */
  readonly type: ParamType;
  /** What the value means, shown to the model. */
  readonly description?: string;
  /** The allowed values, when only some are allowed. */
  readonly enum?: readonly unknown[];
  /** The element schema of an `array`. */
  readonly items?: ValueSchema;
  /** The known properties of an `object`, in declaration order; absent for a free-form object. */
  readonly properties?: readonly PropertySchema[];
}

/** A named property of an object, or a parameter of a tool. */
export interface PropertySchema extends ValueSchema {
  /** The property's name. */
  readonly name: string;
  /** Whether a call must give it. */
  readonly required: boolean;
  /** The value used when a call leaves it out; `undefined` when there is none. */
  readonly default?: unknown;
}
