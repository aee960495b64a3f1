import type { FunctionInterface } from '../function-interface.js';
import type { FunctionLookupV2 } from '../translator-v2/function-lookup-v2.js';
import { getParamSlots } from './param-slots.js';

const byInterface = new WeakMap<FunctionInterface, ReadonlySet<string>>();
const byIndex = new WeakMap<FunctionLookupV2, ReadonlySet<string>>();
const none: ReadonlySet<string> = new Set();

/**
 * The parameters a JSON reader may read an unquoted word of as a string (its `stringKeys`):
 * of one function, those it declares `string`; of every function a model may call (when the
 * call's name is not known before its arguments are read), those that some function declares
 * `string` and none declares with another type. A word where nothing declares a string stays
 * refused: it could be a typo, a variable or a number written wrong.
 *
 * @example
 * ```ts
 * const reader = createJsonReader({ stringKeys: declaredStringKeys(functions) });
 * reader.write('{"city": New York, "unit": "c"}'); // { city: 'New York', unit: 'c' }
 * ```
 */
export function declaredStringKeys(
  functions: FunctionLookupV2 | FunctionInterface | null,
): ReadonlySet<string> {
  if (functions === null) return none;
  if (!('paths' in functions)) return stringParamsOf(functions);
  let keys = byIndex.get(functions);
  if (keys !== undefined) return keys;
  const strings = new Set<string>();
  const others = new Set<string>();
  for (const path of functions.paths) {
    const functionInterface = functions.resolve(path);
    if (functionInterface === undefined) continue;
    for (const slot of getParamSlots(functionInterface)) {
      (typeOf(slot.param) === 'string' ? strings : others).add(slot.name);
    }
  }
  for (const name of others) strings.delete(name);
  keys = strings.size === 0 ? none : strings;
  byIndex.set(functions, keys);
  return keys;
}

function stringParamsOf(functionInterface: FunctionInterface): ReadonlySet<string> {
  let keys = byInterface.get(functionInterface);
  if (keys !== undefined) return keys;
  const strings = new Set<string>();
  for (const slot of getParamSlots(functionInterface)) {
    if (typeOf(slot.param) === 'string') strings.add(slot.name);
  }
  keys = strings.size === 0 ? none : strings;
  byInterface.set(functionInterface, keys);
  return keys;
}

function typeOf(param: unknown): unknown {
  return (param as { type?: unknown }).type;
}
