/**
 * Something the pipeline or a translator changed so that a call could run: a repaired
 * JSON value, a string coerced to a number, an unwrapped `{ value }`. Every repair is
 * reported, never made silently.
 */
export interface Repair {
  /**
   * A stable identifier of the kind of repair, for example `'coerce-number'`. The packages of
   * this repository use the codes of `RepairCode` (`@ai-toolbox/core/kit`) and make repairs with
   * its `createRepair`; the type stays `string` so that third-party translators reporting codes
   * of their own keep compiling.
   */
  readonly code: string;
  /** A sentence a person can read, naming the field when there is one. */
  readonly message: string;
  /** The parameter the repair applies to, when it applies to one. */
  readonly param?: string;
}
