import { isFunctionNameChar } from './json-call-markers.js';

/** What the scanner of {@link JsonCallScanner} is reading at its position. */
export enum Mode {
  /** Text between calls. */
  Prose = 0,
  /** Right after a call marker, before its call. */
  AfterMarker = 1,
  /** A function name after `[TOOL_CALLS]` or `<|python_tag|>`. */
  Name = 2,
  /** After such a name: `[ARGS]`, `[CALL_ID]id`, then the arguments. */
  AfterName = 3,
  /** Inside a list of calls, between its elements. */
  List = 4,
  /** A JSON value being read. */
  Value = 5,
  /** After a call inside a marked block: more calls, separators or the closing tag. */
  AfterValue = 6,
  /** A region whose content holds no calls, up to its closer. */
  Region = 7,
  /** The role name after `<|im_start|>` or `<|start_header_id|>`. */
  RoleWord = 8,
  /** Code after `<|python_tag|>`: a call to the code interpreter, up to the next special token. */
  Code = 9,
  /** After a `[` in prose: a list of calls if `{` comes next. */
  BareList = 10,
  /** The info string after a code fence's backticks. */
  FenceInfo = 11,
  /** GLM-4's built-in tools: fenced code after a name line, up to the closing fence. */
  FencedCode = 12,
  /** The rest of a block whose call could not be read, up to the next marker. */
  Rest = 13,
}

/** What a JSON value being read is. */
export enum ValueKind {
  /** JSON in the text with no marker: a call only if it calls a known function. */
  Bare = 0,
  /** JSON right after a call marker. */
  Marked = 1,
  /** The arguments of a name written before them (`name{...}`, `name⏎{...}`). */
  Named = 2,
  /** The arguments of a built-in call `tool.call(query="...")` after `<|python_tag|>`. */
  Builtin = 3,
}

/** The ASCII characters of function names, by code: `isFunctionNameChar` as a table. */
export const nameChars = new Uint8Array(128);
for (let code = 0; code < 128; code += 1) nameChars[code] = isFunctionNameChar(code) ? 1 : 0;

/** `isFunctionNameChar` by the table, without a call into another module per character. */
export function isNameCode(code: number): boolean {
  return code < 128 && nameChars[code] === 1;
}

/** A blank between tokens: space, tab, line feed, carriage return. */
export const blank = (code: number): boolean =>
  code === 32 || code === 9 || code === 10 || code === 13;

/** Longer names are no function names. */
export const maxNameLength = 256;
