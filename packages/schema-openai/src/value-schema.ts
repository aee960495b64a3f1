import type { ParamType } from '@ai-toolbox/core';

/**
 * The shape of one value as this package understands it, whichever way it was declared (a
 * registry type string, a registry param object or a core `FunctionInterface`). Every schema
 * this package emits is rendered from these, so both routes produce the same JSON Schema.
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
