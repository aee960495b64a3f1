import * as v from 'valibot';

/** The value types a parameter can declare. */
export const PARAM_TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array'] as const;

/** A value type a parameter can declare. */
export type ParamType = (typeof PARAM_TYPES)[number];

/** The valibot schema of a {@link ParamType}. */
export const paramTypeSchema = v.picklist(PARAM_TYPES);

/** The type of the elements of an `array` parameter. */
export interface ParamItems {
  /** The element type. */
  readonly type: ParamType;
  /** The allowed element values, when only some are allowed. */
  readonly enum?: readonly unknown[];
}

/** The valibot schema of {@link ParamItems}. */
export const paramItemsSchema = v.object({
  type: paramTypeSchema,
  enum: v.optional(v.array(v.unknown())),
});

/**
 * One parameter of a function interface, in the reference's shape
 * (`isRequired`, not `required`).
 *
 * @example
 * ```ts
 * const location: FunctionParam = { type: 'string', isRequired: true, description: 'City name' };
 * ```
 */
export interface FunctionParam {
  /** The declared value type; text arguments are coerced to it. */
  readonly type: ParamType;
  /** Whether a call must give this parameter. */
  readonly isRequired: boolean;
  /** What the parameter means, shown to the model. */
  readonly description: string;
  /** The allowed values, when only some are allowed. */
  readonly enum?: readonly unknown[];
  /** The element type of an `array` parameter. */
  readonly items?: ParamItems;
  /** The value used when a call leaves an optional parameter out. */
  readonly default?: unknown;
}

/** The valibot schema of a {@link FunctionParam}, checked at registration. */
export const functionParamSchema = v.object({
  type: paramTypeSchema,
  isRequired: v.boolean(),
  description: v.string(),
  enum: v.optional(v.array(v.unknown())),
  items: v.optional(paramItemsSchema),
  default: v.optional(v.unknown()),
});

/** The parameters of a function, by name, in the order they are shown and mapped. */
export type FunctionParams = Readonly<Record<string, FunctionParam>>;
