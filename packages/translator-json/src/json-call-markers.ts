import { isAsciiLetter, isDigit, MarkerFinder, REASONING_BLOCKS } from '@ai-toolbox/core/kit';

/** What a marker found in the text does. */
export enum MarkerKind {
  /** A call block with a closing tag: `<tool_call>` ... `</tool_call>`. */
  Block = 0,
  /** A call marker without a closing tag: `<function_call>`, `[TOOL_CALLS]`. */
  Prefix = 1,
  /** Llama's `<|python_tag|>`: JSON calls, a built-in `tool.call(...)`, or code. */
  Python = 2,
  /** `<function=name>` ... `</function>`: the name in the tag, the arguments after it. */
  FunctionTag = 3,
  /** Text whose content holds no calls (tool results, tool definitions): skipped to its closer. */
  Region = 4,
  /** A reasoning block: calls inside count only if it never closes. */
  ReasoningOpen = 5,
  ReasoningClose = 6,
  /** A chat-template token or stray tag: skipped, and reported on the next call. */
  Junk = 7,
}

export interface Marker {
  readonly text: string;
  readonly kind: MarkerKind;
  /** The closing tag of a block, region or reasoning block. */
  readonly closer?: string;
  /** For a `<|...|>` token: a role word follows it (`<|im_start|>assistant`). */
  readonly roleFollows?: boolean;
}

const markers: readonly Marker[] = [
  { text: '<tool_call>', kind: MarkerKind.Block, closer: '</tool_call>' },
  { text: '<tool_calls>', kind: MarkerKind.Block, closer: '</tool_calls>' },
  { text: '<tools>', kind: MarkerKind.Block, closer: '</tools>' },
  { text: '<function_call>', kind: MarkerKind.Prefix },
  { text: '<|tool_call|>', kind: MarkerKind.Prefix },
  { text: '[TOOL_CALLS]', kind: MarkerKind.Prefix },
  { text: '<|python_tag|>', kind: MarkerKind.Python },
  { text: '<|python_start|>', kind: MarkerKind.Python },
  { text: '<tool_response>', kind: MarkerKind.Region, closer: '</tool_response>' },
  { text: '[TOOL_RESULTS]', kind: MarkerKind.Region, closer: '[/TOOL_RESULTS]' },
  { text: '[AVAILABLE_TOOLS]', kind: MarkerKind.Region, closer: '[/AVAILABLE_TOOLS]' },
  ...REASONING_BLOCKS.map(({ open, close }) => ({
    text: open,
    kind: MarkerKind.ReasoningOpen,
    closer: close,
  })),
  ...REASONING_BLOCKS.map(({ close }) => ({ text: close, kind: MarkerKind.ReasoningClose })),
  // Closing tags of blocks already closed, and tags no call format needs.
  { text: '</tool_call>', kind: MarkerKind.Junk },
  { text: '</tool_calls>', kind: MarkerKind.Junk },
  { text: '</tools>', kind: MarkerKind.Junk },
  { text: '</function_call>', kind: MarkerKind.Junk },
  { text: '</function>', kind: MarkerKind.Junk },
  { text: '</tool_response>', kind: MarkerKind.Junk },
  { text: '<function_response>', kind: MarkerKind.Junk },
  { text: '</function_response>', kind: MarkerKind.Junk },
  { text: '</s>', kind: MarkerKind.Junk },
  { text: '<s>', kind: MarkerKind.Junk },
  { text: '[/TOOL_CALLS]', kind: MarkerKind.Junk },
  { text: '[INST]', kind: MarkerKind.Junk },
  { text: '[/INST]', kind: MarkerKind.Junk },
  { text: '[ARGS]', kind: MarkerKind.Junk },
];

/** The fixed markers, found by the kit's finder; each match made once, and only read after. */
const fixedMarkers = new MarkerFinder(markers.map((marker) => marker.text));
const fixedMatches: readonly { readonly marker: Marker; readonly length: number }[] = markers.map(
  (marker) => ({ marker, length: marker.text.length }),
);

const toolCallTag = '<tool_call>';
const toolCallMatch = fixedMatches[
  markers.findIndex((marker) => marker.text === toolCallTag)
] as MarkerMatch;

/** The second characters of the markers that begin with `[`, by code (all are ASCII). */
const afterBracket = new Uint8Array(128);
/** The second characters of the `<` markers, `<|` of every token and `<f` of `<function=` among them. */
const afterAngle = new Uint8Array(128);
afterAngle[124] = 1;
afterAngle[102] = 1;
for (const marker of markers) {
  const first = marker.text.charCodeAt(0);
  if (first === 91) afterBracket[marker.text.charCodeAt(1)] = 1;
  else if (first === 60) afterAngle[marker.text.charCodeAt(1)] = 1;
}

/** `<|...|>` tokens after which the chat template writes a role name. */
const roleTokens = new Set(['<|im_start|>', '<|start_header_id|>', '<|start_of_role|>']);

/** The longest text a marker match looks at: `<function=` with a name of 256 characters. */
export const MAX_MARKER_LOOKAHEAD = 300;
const maxTokenNameLength = 64;
const maxFunctionNameLength = 256;

/** What {@link matchMarker} found at a position. */
export type MarkerMatch =
  | { readonly marker: Marker; readonly length: number; readonly name?: string }
  /** Nothing: the character is text. */
  | 'none'
  /** The text ends where a marker might still begin: wait for more. */
  | 'more';

const none = 'none';
const more = 'more';
const functionTag = '<function=';
const functionTagMarker: Marker = {
  text: functionTag,
  kind: MarkerKind.FunctionTag,
  closer: '</function>',
};

function isTokenNameChar(code: number): boolean {
  return isAsciiLetter(code) || isDigit(code) || code === 95 /* _ */ || code === 45 /* - */;
}

/** A character of a function name: letters, digits, `_`, `-`, `.`. */
export function isFunctionNameChar(code: number): boolean {
  return isTokenNameChar(code) || code === 46 /* . */;
}

/**
 * The marker at `text[at]` (a `<` or `[`), in one pass over at most
 * {@link MAX_MARKER_LOOKAHEAD} characters: a fixed marker, `<function=name>`, or any chat
 * template token `<|name|>`. `final` says the text ends with `text`, so a partial marker at the
 * end is text, not `'more'`.
 */
export function matchMarker(text: string, at: number, final: boolean): MarkerMatch {
  if (text.length - at === 1) return final ? none : more;
  // The most common marker, which no other marker begins with: the finder would find it too.
  if (text.startsWith(toolCallTag, at)) return toolCallMatch;
  const second = text.charCodeAt(at + 1);
  // A `[` or `<` that no marker goes on from (`[reference guide]`, `<b>`): text, told by its
  // second character.
  if (second < 128 && (text.charCodeAt(at) === 91 ? afterBracket : afterAngle)[second] === 0) {
    if (second !== 124) return none;
  }
  const fixed = fixedMarkers.matchAt(text, at, final);
  if (typeof fixed === 'number') return fixedMatches[fixed] as MarkerMatch;
  if (second === 124 /* | */) return matchToken(text, at, final);
  if (second === 102 /* f */) {
    const found = matchFunctionTag(text, at, final);
    if (found !== none) return found;
  }
  return fixed;
}

/** `<|name|>`: any special token of a chat template. */
function matchToken(text: string, at: number, final: boolean): MarkerMatch {
  let index = at + 2;
  const limit = Math.min(text.length, index + maxTokenNameLength);
  while (index < limit && isTokenNameChar(text.charCodeAt(index))) index += 1;
  if (index === text.length) return final ? none : more;
  if (index === at + 2 || text.charCodeAt(index) !== 124) return none;
  if (index + 1 === text.length) return final ? none : more;
  if (text.charCodeAt(index + 1) !== 62 /* > */) return none;
  const token = text.slice(at, index + 2);
  const marker: Marker = { text: token, kind: MarkerKind.Junk, roleFollows: roleTokens.has(token) };
  return { marker, length: token.length };
}

/** `<function=name>`, Llama 3.1's user-defined call format. */
function matchFunctionTag(text: string, at: number, final: boolean): MarkerMatch {
  const available = text.length - at;
  if (available < functionTag.length) {
    return !final && functionTag.startsWith(text.slice(at)) ? more : none;
  }
  if (!text.startsWith(functionTag, at)) return none;
  const start = at + functionTag.length;
  let index = start;
  const limit = Math.min(text.length, start + maxFunctionNameLength);
  while (index < limit && isFunctionNameChar(text.charCodeAt(index))) index += 1;
  if (index === text.length) return final ? none : more;
  if (index === start || text.charCodeAt(index) !== 62) return none;
  return { marker: functionTagMarker, length: index + 1 - at, name: text.slice(start, index) };
}

// What prose stops at: `<`, `[` and `{`; and code fences where prose is read by its triggers.
const triggers = ['<', '[', '{', '`'];

/** The next place of one text in a buffer, searched once per stretch of it. */
class TextSearch {
  private text = '';
  private from = -1;
  private at = -1;

  reset(): void {
    this.from = -1;
  }

  /** The next `text` at or after `from`: searched again only past the last one found. */
  next(buf: string, text: string, from: number): number {
    if (
      this.text === text &&
      this.from >= 0 &&
      from >= this.from &&
      (this.at === -1 || from <= this.at)
    ) {
      return this.at;
    }
    this.text = text;
    this.from = from;
    this.at = buf.indexOf(text, from);
    return this.at;
  }
}

/**
 * Where the next marker may stand in a scanner's buffer: the next `<`, a block's closing tag,
 * its opener, and the characters prose stops at (`<`, `[`, `{`), each searched by `indexOf`
 * once per stretch of the buffer and reused while the position stays before it, so a scan
 * searches each stretch once. {@link reset} forgets them when the buffer changes.
 */
export class MarkerSearch {
  private readonly lt = new TextSearch();
  private readonly closer = new TextSearch();
  private readonly opener = new TextSearch();
  private readonly newline = new TextSearch();
  // Where each trigger was found last.
  private readonly triggerAt = [-1, -1, -1, -1];
  private triggerFrom = -1;

  /** Forgets every search: the buffer they were made in is gone. */
  reset(): void {
    this.lt.reset();
    this.closer.reset();
    this.opener.reset();
    this.newline.reset();
    this.triggerFrom = -1;
  }

  /** The next `closer` at or after `from`. */
  nextCloser(buf: string, closer: string, from: number): number {
    return this.closer.next(buf, closer, from);
  }

  /** The next `opener` at or after `from`. */
  nextOpener(buf: string, opener: string, from: number): number {
    return this.opener.next(buf, opener, from);
  }

  /** The next line break at or after `from`. */
  nextNewline(buf: string, from: number): number {
    return this.newline.next(buf, '\n', from);
  }

  /** The next `<` at or after `from`. */
  nextLt(buf: string, from: number): number {
    return this.lt.next(buf, '<', from);
  }

  /**
   * The next `<`, `[` or `{` (and, with `fences`, `` ` ``) at or after `from` (the buffer's
   * length when none), by indexOf. A scanner asks with the same `fences` throughout.
   */
  nextTrigger(buf: string, from: number, fences = false): number {
    const at = this.triggerAt;
    const fresh = this.triggerFrom < 0 || from < this.triggerFrom;
    let next = buf.length;
    const count = fences ? 4 : 3;
    for (let index = 0; index < count; index += 1) {
      let found = at[index] as number;
      if (fresh || (found !== -1 && found < from)) {
        found = buf.indexOf(triggers[index] as string, from);
        at[index] = found;
      }
      if (found !== -1 && found < next) next = found;
    }
    this.triggerFrom = from;
    return next;
  }
}
