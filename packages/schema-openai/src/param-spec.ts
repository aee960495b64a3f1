/**
 * How a registry parameter is declared: a type string (`'string'`, `'int?'`) or a full object.
 *
 * @example
 * ```ts
 * const unit: ParamSpec = { type: 'str?', description: 'Unit', enum: ['c', 'f'], default: 'c' };
 * ```
 */
export type ParamSpec = string | ParamDefinition;

/** A registry parameter declared in full. */
export interface ParamDefinition {
  /** A type or alias (`string integer number boolean object array str int float bool dict list`), `?` for optional. */
  readonly type: string;
  /** What the parameter means, shown to the model. */
  readonly description?: string;
  /** The allowed values, when only some are allowed. */
  readonly enum?: readonly unknown[];
  /** The element type of an `array`. */
  readonly items?: ParamSpec;
  /** The known properties of an `object`, in the order shown. */
  readonly properties?: Readonly<Record<string, ParamSpec>>;
  /** The value used when a call leaves the parameter out; makes it optional unless `required: true`. */
  readonly default?: unknown;
  /** Whether a call must give the parameter; `true` unless the type ends in `?` or a default is given. */
  readonly required?: boolean;
  /** Core's spelling of `required`; accepted so a core `FunctionParam` is a valid definition. */
  readonly isRequired?: boolean;
}

/**
 * A tool's parameters: a record (kept in insertion order, except that JavaScript puts
 * integer-like keys first), a `Map`, or `[name, spec]` pairs.
 */
export type ParamSpecs =
  | Readonly<Record<string, ParamSpec>>
  | ReadonlyMap<string, ParamSpec>
  | ReadonlyArray<readonly [string, ParamSpec]>;
