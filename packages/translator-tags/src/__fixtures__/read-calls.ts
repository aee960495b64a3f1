import { createTagsTranslator } from '../create-tags-translator.js';
import { interfaces } from './interfaces.js';

/** The name, plain arguments and error code of each call a family's translator reads in `text`. */
export function readCalls(family: string, text: string): [string, unknown, string | undefined][] {
  return createTagsTranslator(family)
    .parseFunctionCalls(text, interfaces, null)
    .map((call) => [call.name, { ...call.params }, call.error?.code]);
}
