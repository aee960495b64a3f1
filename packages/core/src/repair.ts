/**
 * Something the pipeline or a translator changed so that a call could run: a repaired
 * JSON value, a string coerced to a number, an unwrapped `{ value }`. Every repair is
 * reported, never made silently.
 */
export interface Repair {
  /** A stable identifier of the kind of repair, for example `'coerce-number'`. */
  readonly code: string;
  /** A sentence a person can read, naming the field when there is one. */
  readonly message: string;
  /** The parameter the repair applies to, when it applies to one. */
  readonly param?: string;
}
