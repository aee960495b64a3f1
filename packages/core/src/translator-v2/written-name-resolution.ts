import type { FunctionInterface } from '../function-interface.js';
import type { Repair } from '../repair.js';

/** How a name as a model wrote it resolved: the function, and what reading it took. */
export interface WrittenNameResolution {
  /** The function the name refers to. */
  readonly functionInterface: FunctionInterface;
  /** `namespace-prefix`, `underscored-name` and `bare-name` repairs; empty when the name was exact. */
  readonly repairs: readonly Repair[];
}
