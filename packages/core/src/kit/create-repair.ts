import type { Repair } from '../repair.js';
import type { RepairCode } from './repair-code.js';

/**
 * Makes the record of one repair, with a code from the one {@link RepairCode} list, so that
 * the same repair has the same code in every package. `param` is left out when not given.
 *
 * @example
 * ```ts
 * createRepair('drop-null', "Parameter 'unit': null read as not given", 'unit');
 * // { code: 'drop-null', message: "Parameter 'unit': null read as not given", param: 'unit' }
 * ```
 */
export function createRepair(code: RepairCode, message: string, param?: string): Repair {
  return param === undefined ? { code, message } : { code, message, param };
}
