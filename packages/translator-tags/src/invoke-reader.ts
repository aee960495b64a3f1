import type { CallParseErrorV2, ParamType, Repair } from '@ai-toolbox/core';
import {
  createParamsRecord,
  createRepair,
  isBlank,
  MarkerFinder,
  type ResolvedCallName,
  resolveCallName,
  setOwn,
} from '@ai-toolbox/core/kit';
import type { TagSyntax } from './tags-call.js';
import {
  buildTagCall,
  cutOffError,
  paramTypesOf,
  quote,
  readTagValue,
  unreadableArguments,
  unreadableCall,
  unwrapArguments,
} from './tags-call.js';
import type { TagBlock, TagReadContext } from './tags-format.js';
import { readJsonArguments } from './tags-json-call.js';

/**
 * The spelling of one invoke format: MiniMax-M2's `<invoke name="f"><parameter name="p">`,
 * DeepSeek-V3.2's `<｜DSML｜invoke ...>` and Step-3's `<steptml:invoke ...>`.
 */
export interface InvokeSyntax extends TagSyntax {
  /** What comes between `<` and `invoke`: `''`, `'｜DSML｜'`, `'steptml:'`. */
  readonly prefix: string;
  /**
   * How a value is typed: `'declared'` by its parameter's declared type (text when undeclared);
   * `'dsml'` by the `string="true|false"` attribute first (`false`: JSON), then the declared type.
   */
  readonly typing: 'declared' | 'dsml';
  /**
   * Whether a string value keeps its blanks exactly; otherwise one line break at either end is
   * dropped, as the templates write a value on lines of its own.
   */
  readonly exactStrings?: boolean;
}

/** The markers of an invoke format, worked out once per syntax. */
export class InvokeMarkers {
  readonly invokeOpen: string;
  readonly invokeClose: string;
  readonly parameterOpen: string;
  readonly parameterClose: string;
  readonly set: MarkerFinder;

  constructor(prefix: string) {
    this.invokeOpen = `<${prefix}invoke`;
    this.invokeClose = `</${prefix}invoke>`;
    this.parameterOpen = `<${prefix}parameter`;
    this.parameterClose = `</${prefix}parameter>`;
    this.set = new MarkerFinder([this.parameterOpen, this.parameterClose, this.invokeClose]);
  }
}

const M_PARAMETER_OPEN = 0;
const M_PARAMETER_CLOSE = 1;
const M_INVOKE_CLOSE = 2;

/** The attributes of a tag: `name="x"`, `name='x'` or `name=x`, up to its `>`. */
interface TagAttributes {
  readonly values: Map<string, string>;
  /** Just past the tag's `>`, or -1 when the text ended first. */
  readonly end: number;
}

/** Reads the attributes of a tag from `at` (just past its name) to its `>`, before `limit`. */
function readAttributes(text: string, at: number, limit: number): TagAttributes {
  const values = new Map<string, string>();
  let index = at;
  for (;;) {
    while (index < limit && isBlank(text.charCodeAt(index))) index += 1;
    if (index >= limit) return { values, end: -1 };
    const code = text.charCodeAt(index);
    if (code === 0x3e) return { values, end: index + 1 };
    if (code === 0x2f && text.charCodeAt(index + 1) === 0x3e) return { values, end: index + 2 };
    const keyStart = index;
    while (index < limit) {
      const next = text.charCodeAt(index);
      if (next === 0x3d || next === 0x3e || isBlank(next)) break;
      index += 1;
    }
    const key = text.slice(keyStart, index);
    while (index < limit && isBlank(text.charCodeAt(index))) index += 1;
    if (text.charCodeAt(index) !== 0x3d) {
      if (key.length === 0) index += 1;
      values.set(key, '');
      continue;
    }
    index += 1;
    while (index < limit && isBlank(text.charCodeAt(index))) index += 1;
    const quoteCode = text.charCodeAt(index);
    if (quoteCode === 0x22 || quoteCode === 0x27) {
      const close = text.indexOf(quoteCode === 0x22 ? '"' : "'", index + 1);
      if (close === -1 || close >= limit) return { values, end: -1 };
      values.set(key, text.slice(index + 1, close));
      index = close + 1;
    } else {
      const valueStart = index;
      while (index < limit) {
        const next = text.charCodeAt(index);
        if (next === 0x3e || isBlank(next)) break;
        index += 1;
      }
      values.set(key, text.slice(valueStart, index));
    }
  }
}

/**
 * Reads one `<invoke name="f">` block (the block's opener is the `<invoke` itself) of the
 * MiniMax-M2, DeepSeek-V3.2 (DSML) or Step-3 family: its parameters `<parameter name="p">v
 * </parameter>`, each value typed as the syntax says. A `</parameter>` left out is closed
 * where the next `<parameter` or the `</invoke>` begins; one undeclared `arguments` (or
 * `input`) parameter holding the declared ones is unwrapped; an invoke with no parameter whose
 * body is a JSON object takes that object's fields as its arguments (repair `spread-object`).
 */
export function readInvokeBlock(
  block: TagBlock,
  context: TagReadContext,
  syntax: InvokeSyntax,
  markers: InvokeMarkers,
  from = 0,
  to = block.text.length,
): boolean {
  const { text } = block;
  const cut = block.end === 'cut-off' || block.end === 'too-long';
  const head = readAttributes(text, from + markers.invokeOpen.length, to);
  const written = (head.values.get('name') ?? '').trim();
  const target = resolveCallName(context.functions, written);
  const types = paramTypesOf(target.interface);
  const params = createParamsRecord();
  const repairs: Repair[] = [];
  const call: InvokeCall = { block, context, target, types, params, repairs, from, to };
  if (head.end === -1) {
    return reportInvoke(
      call,
      cut
        ? cutOffError(block, target.name, syntax)
        : unreadableCall(`${quote(text.slice(from, to))} has no closing '>'`, syntax.expected),
    );
  }
  if (written === '') {
    return reportInvoke(call, unreadableCall('the invoke has no name="..."', syntax.expected));
  }
  const search = markers.set.search(text);
  let at = head.end;
  for (;;) {
    const next = search.find(at);
    const ended = next === undefined || next.index >= to;
    if (at === head.end && (ended || next.marker === M_INVOKE_CLOSE)) {
      // No parameter at all: the body may be the arguments as one JSON object.
      const bodyEnd = ended ? to : next.index;
      let first = head.end;
      while (first < bodyEnd && isBlank(text.charCodeAt(first))) first += 1;
      if (text.charCodeAt(first) === 0x7b) {
        const json = readJsonArguments(text, first, bodyEnd, target.name, syntax.expected);
        for (const key of Object.keys(json.params)) setOwn(params, key, json.params[key]);
        repairs.push(
          createRepair(
            'spread-object',
            `Read the JSON object in the invoke of '${target.name}' as its parameters`,
          ),
          ...json.repairs,
        );
        return reportInvoke(
          call,
          cut && (ended || json.cutOff) ? cutOffError(block, target.name, syntax) : json.error,
        );
      }
    }
    if (ended) {
      return reportInvoke(call, cut ? cutOffError(block, target.name, syntax) : undefined);
    }
    if (next.marker === M_INVOKE_CLOSE) return reportInvoke(call, undefined);
    if (next.marker === M_PARAMETER_CLOSE) {
      at = next.index + markers.parameterClose.length;
      continue;
    }
    const attributes = readAttributes(text, next.index + markers.parameterOpen.length, to);
    if (attributes.end === -1) {
      return reportInvoke(
        call,
        cut
          ? cutOffError(block, target.name, syntax)
          : unreadableArguments(
              target.name,
              `${quote(text.slice(next.index, to))} has no closing '>'`,
              syntax.expected,
            ),
      );
    }
    const name = (attributes.values.get('name') ?? '').trim();
    let end = search.find(attributes.end);
    while (
      end !== undefined &&
      end.index < to &&
      end.marker === M_PARAMETER_OPEN &&
      !startsLine(text, end.index)
    ) {
      end = search.find(end.index + markers.parameterOpen.length);
    }
    let valueEnd: number;
    if (end === undefined || end.index >= to) {
      if (cut) return reportInvoke(call, cutOffError(block, target.name, syntax));
      valueEnd = to;
      at = to;
      repairs.push(missingClose(markers.parameterClose, name));
    } else if (end.marker === M_PARAMETER_CLOSE) {
      valueEnd = end.index;
      at = end.index + markers.parameterClose.length;
    } else {
      valueEnd = end.index;
      at = end.index;
      repairs.push(missingClose(markers.parameterClose, name));
    }
    if (name === '') {
      return reportInvoke(
        call,
        unreadableArguments(target.name, 'a parameter has no name="..."', syntax.expected),
      );
    }
    const raw = text.slice(attributes.end, valueEnd);
    setOwn(
      params,
      name,
      typeValue(raw, name, attributes.values.get('string'), types, repairs, syntax),
    );
  }
}

/** One invoke being read: what its call is built from. */
interface InvokeCall {
  readonly block: TagBlock;
  readonly context: TagReadContext;
  readonly target: ResolvedCallName;
  readonly types: ReadonlyMap<string, ParamType> | undefined;
  readonly params: Record<string, unknown>;
  readonly repairs: Repair[];
  readonly from: number;
  readonly to: number;
}

/** Reports the invoke's call, its arguments unwrapped unless it has an error. */
function reportInvoke(call: InvokeCall, error: CallParseErrorV2 | undefined): boolean {
  const { block, params, types, repairs } = call;
  return call.context.report(
    buildTagCall({
      target: call.target,
      params: error === undefined ? unwrapArguments(params, types, repairs) : params,
      raw: block.text.slice(call.from, call.to),
      start: block.start + call.from,
      repairs,
      error,
    }),
  );
}

/** A value typed as the syntax says. */
function typeValue(
  raw: string,
  name: string,
  stringAttribute: string | undefined,
  declared: ReadonlyMap<string, ParamType> | undefined,
  list: Repair[],
  options: InvokeSyntax,
): unknown {
  const type = declared?.get(name);
  const text = type === 'string' || type === undefined;
  const value = options.exactStrings !== true && text ? trimLineBreaks(raw) : raw;
  if (options.typing === 'dsml' && stringAttribute !== undefined) {
    if (stringAttribute.trim().toLowerCase() === 'true') {
      return type === undefined ? value : readTagValue(value, declared, name, list);
    }
    return readTagValue(value, declared, name, list, { untyped: 'json' });
  }
  return readTagValue(value, declared, name, list, {
    untyped: options.typing === 'dsml' ? 'json' : 'text',
  });
}

/** Whether `index` begins a line (or follows only blanks since the previous tag's end). */
function startsLine(text: string, index: number): boolean {
  let at = index - 1;
  while (at >= 0) {
    const code = text.charCodeAt(at);
    if (code === 0x0a || code === 0x3e) return true;
    if (!isBlank(code)) return false;
    at -= 1;
  }
  return true;
}

/** One line break dropped at either end, as templates put a value on lines of its own. */
function trimLineBreaks(value: string): string {
  let from = 0;
  let to = value.length;
  if (value.charCodeAt(0) === 0x0a) from = 1;
  if (to > from && value.charCodeAt(to - 1) === 0x0a) to -= 1;
  return from === 0 && to === value.length ? value : value.slice(from, to);
}

function missingClose(tag: string, param: string): Repair {
  return createRepair(
    'missing-closing-tag',
    `Read the value of '${param}' as closed where ${tag} was left out`,
    param === '' ? undefined : param,
  );
}
