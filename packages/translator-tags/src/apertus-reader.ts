import {
  createParamsRecord,
  type FunctionLookupV2,
  isRecord,
  resolveCallName,
} from '@ai-toolbox/core/kit';
import { quote, unreadableCall } from './tags-call.js';
import { jsonArguments, readJsonCallObject, type TagJsonCall } from './tags-json-call.js';

/**
 * The call an Apertus call object writes: the function's name as the object's one key and its
 * arguments as that key's value (`{"get_weather": {"city": "Paris"}}`, the arguments also as a
 * JSON string or `null`). A model that writes the common `{"name": ..., "arguments": {...}}`
 * instead is read too. An object with several keys names several functions at once and is
 * answered with an error; an empty one names none and is not a call.
 */
export function readApertusCallObject(
  value: unknown,
  functions: FunctionLookupV2,
  expected: string,
): TagJsonCall | undefined {
  const common = readJsonCallObject(value, functions, expected);
  if (common !== undefined || !isRecord(value)) return common;
  const keys = Object.keys(value);
  const first = keys[0];
  if (first === undefined) return undefined;
  const target = resolveCallName(functions, first.trim());
  if (keys.length > 1) {
    return {
      target,
      params: createParamsRecord(),
      repairs: [],
      error: unreadableCall(
        `one object names ${keys.length} functions (${quote(keys.join(', '))}): write one object per call`,
        expected,
      ),
    };
  }
  if (first.trim() === '') {
    return {
      target,
      params: createParamsRecord(),
      repairs: [],
      error: unreadableCall('the function name is empty', expected),
    };
  }
  return { target, ...jsonArguments(value[first], target.name, expected) };
}
