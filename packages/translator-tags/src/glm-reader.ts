import type { Repair } from '@ai-toolbox/core';
import {
  createParamsRecord,
  createRepair,
  isBlank,
  MarkerFinder,
  resolveCallName,
  setOwn,
} from '@ai-toolbox/core/kit';
import { readJsonCallsBlock } from './json-calls-reader.js';
import type { TagSyntax } from './tags-call.js';
import {
  buildTagCall,
  cutOffError,
  paramTypesOf,
  quote,
  readTagValue,
  trimRange,
  unreadableArguments,
  unreadableCall,
} from './tags-call.js';
import type { TagBlock, TagReadContext } from './tags-format.js';

const KEY_OPEN = '<arg_key>';
const KEY_CLOSE = '</arg_key>';
const VALUE_OPEN = '<arg_value>';
const VALUE_CLOSE = '</arg_value>';

const markers = new MarkerFinder([KEY_OPEN, KEY_CLOSE, VALUE_OPEN, VALUE_CLOSE]);
const M_KEY_OPEN = 0;
const M_KEY_CLOSE = 1;
const M_VALUE_OPEN = 2;
const M_VALUE_CLOSE = 3;

/**
 * Reads one `<tool_call>` block of GLM-4.5/4.6/4.7: the function name, then
 * `<arg_key>k</arg_key><arg_value>v</arg_value>` pairs, on lines of their own (4.5/4.6) or
 * inline (4.7), both read by every GLM translator. A value declared `string` is kept exactly as
 * written; any other value, and one of an unknown parameter, is read as JSON (Python's `True`
 * and `None` too) when the whole value is JSON, and kept as text otherwise. A `</arg_value>`
 * left out is closed where the next `<arg_key>` begins; a JSON call object in the block
 * (GLM-4's older form) is read as that call.
 */
export function readGlmBlock(block: TagBlock, context: TagReadContext, syntax: TagSyntax): void {
  const { text, bodyStart, bodyEnd } = block;
  const search = markers.search(text);
  const first = search.find(bodyStart);
  const nameEnd = first === undefined || first.index > bodyEnd ? bodyEnd : first.index;
  let [nameFrom, nameTo] = trimRange(text, bodyStart, nameEnd);
  if (first === undefined || first.index >= bodyEnd) {
    if (nameFrom < nameTo && text.charCodeAt(nameFrom) === 0x7b) {
      readJsonCallsBlock(block, context, syntax, nameFrom, nameTo);
      return;
    }
    if (nameFrom === nameTo) return;
  }
  // A name is one line; what follows it on other lines before the first tag is not the name.
  const lineBreak = text.indexOf('\n', nameFrom);
  if (lineBreak !== -1 && lineBreak < nameTo)
    [nameFrom, nameTo] = trimRange(text, nameFrom, lineBreak);
  const written = text.slice(nameFrom, nameTo);
  const target = resolveCallName(context.functions, written);
  const types = paramTypesOf(target.interface);
  const params = createParamsRecord();
  const repairs: Repair[] = [];
  const cut = block.end === 'cut-off' || block.end === 'too-long';
  let error =
    written === '' ? unreadableCall('the function name is empty', syntax.expected) : undefined;
  let at = nameEnd;
  while (error === undefined) {
    const open = search.find(at);
    if (open === undefined || open.index >= bodyEnd) break;
    if (open.marker !== M_KEY_OPEN) {
      at = open.index + (markers.markers[open.marker] as string).length;
      continue;
    }
    const keyStart = open.index + KEY_OPEN.length;
    const keyClose = search.find(keyStart);
    if (keyClose === undefined || keyClose.index >= bodyEnd || keyClose.marker !== M_KEY_CLOSE) {
      error = cut
        ? cutOff(block, target.name, syntax)
        : unreadableArguments(target.name, `an <arg_key> without its </arg_key>`, syntax.expected);
      break;
    }
    const key = text.slice(...trimRange(text, keyStart, keyClose.index));
    let valueAt = keyClose.index + KEY_CLOSE.length;
    // Between the key and its value: blanks, or the two characters \n written literally.
    for (;;) {
      const code = text.charCodeAt(valueAt);
      if (isBlank(code)) valueAt += 1;
      else if (code === 0x5c /* \ */ && text.charCodeAt(valueAt + 1) === 0x6e /* n */) valueAt += 2;
      else break;
    }
    if (!text.startsWith(VALUE_OPEN, valueAt) || valueAt >= bodyEnd) {
      error =
        cut && valueAt >= bodyEnd
          ? cutOff(block, target.name, syntax)
          : unreadableArguments(
              target.name,
              `the key ${quote(key)} has no <arg_value> after it`,
              syntax.expected,
            );
      break;
    }
    const valueStart = valueAt + VALUE_OPEN.length;
    let valueEnd = -1;
    let next = search.find(valueStart);
    while (next !== undefined && next.index < bodyEnd && next.marker === M_VALUE_OPEN) {
      next = search.find(next.index + VALUE_OPEN.length);
    }
    if (next === undefined || next.index >= bodyEnd) {
      if (cut) {
        error = cutOff(block, target.name, syntax);
        break;
      }
      valueEnd = bodyEnd;
      at = bodyEnd;
      repairs.push(missingValueClose(key));
    } else if (next.marker === M_VALUE_CLOSE) {
      valueEnd = next.index;
      at = next.index + VALUE_CLOSE.length;
    } else {
      valueEnd = next.index;
      at = next.index;
      repairs.push(missingValueClose(key));
    }
    const value = readTagValue(text.slice(valueStart, valueEnd), types, key, repairs, {
      untyped: 'json',
    });
    setOwn(params, key, value);
  }
  context.report(
    buildTagCall({
      target,
      params,
      raw: text,
      start: block.start,
      repairs,
      // The model ends a call with </tool_call>; a text that stops before it was cut off.
      error: error ?? (cut ? cutOff(block, target.name, syntax) : undefined),
    }),
  );
}

function cutOff(block: TagBlock, name: string, syntax: TagSyntax) {
  return cutOffError(block, name, syntax);
}

function missingValueClose(key: string): Repair {
  return createRepair(
    'missing-closing-tag',
    `Read the value of '${key}' as closed where ${VALUE_CLOSE} was left out`,
    key,
  );
}
