import type { ParsedFunctionCallV2, Repair } from '@ai-toolbox/core';
import {
  type CallScannerContextV2,
  type CallScannerV2,
  createJsonReader,
  createRepair,
  isPlainJson,
  isRecord,
  type JsonReader,
  toParamsRecord,
} from '@ai-toolbox/core/kit';
import type { JsonCallFamily } from './json-call-family.js';
import {
  isFunctionNameChar,
  type Marker,
  MarkerKind,
  type MarkerMatch,
  matchMarker,
} from './json-call-markers.js';
import {
  callTooLong,
  truncatedCall,
  unreadableArguments,
  unreadableCall,
} from './json-call-messages.js';
import { readCallName } from './read-call-name.js';
import {
  type CallReading,
  errorCall,
  type FoundCall,
  ResolvedNames,
  readCallValue,
  readNamedCall,
  resolveName,
  unreadableNamedCall,
} from './read-call-value.js';

import { RepeatedCalls } from './repeated-calls.js';

/** The resolution of a call whose name was not read. */
const nameless = { name: '', interface: null, repairs: [] } as const;

/** The limits a scanner reads within. */
export interface JsonCallScannerLimits {
  /** How deep JSON may nest. */
  readonly maxDepth: number;
  /** The longest call, in UTF-16 code units, from its marker to its end. */
  readonly maxCallLength: number;
}

enum Mode {
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

/** A word of prose: where it runs, what earlier chunks gave of it, its text once made. */
interface TrackedWord {
  start: number;
  end: number;
  head: string;
  headUntil: number;
  text: string | null;
}

function setWord(
  word: TrackedWord,
  start: number,
  end: number,
  head: string,
  headUntil: number,
): void {
  word.start = start;
  word.end = end;
  word.head = head;
  word.headUntil = headUntil;
  word.text = null;
}

/** What a `{` in prose starts. */
enum Start {
  /** A value, being read now. */
  Value = 0,
  /** Nothing: the `{` is prose. */
  Prose = 1,
  /** Not known yet: the buffer ends before it can be told. */
  More = 2,
}

/** How far {@link opensObject} looks. */
const maxObjectLookahead = 64;

/**
 * Whether the `{` at `text[at]` can open a JSON object: blanks, then a quoted key, or a bare
 * key and `:`. Prose braces (`{roughly 4%}`, `function () { return`) are told from JSON here, in
 * a few characters, instead of by a reader that fails: most braces in prose are no JSON.
 */
function opensObject(text: string, at: number, final: boolean): Start {
  const limit = Math.min(text.length, at + maxObjectLookahead);
  let index = at + 1;
  while (index < limit && blank(text.charCodeAt(index))) index += 1;
  if (index === text.length) return final ? Start.Prose : Start.More;
  if (index === limit) return Start.Prose;
  const code = text.charCodeAt(index);
  if (code === 34 || code === 39) return Start.Value;
  if (!isNameCode(code) || code === 46 || code === 45) return Start.Prose;
  while (index < limit && isNameCode(text.charCodeAt(index))) index += 1;
  while (index < limit && blank(text.charCodeAt(index))) index += 1;
  if (index === text.length) return final ? Start.Prose : Start.More;
  return text.charCodeAt(index) === 58 /* : */ ? Start.Value : Start.Prose;
}

/** What settling a value needs of the reader that read it. */
type ReadValue = Pick<JsonReader, 'status' | 'value' | 'repairs' | 'problem' | 'stoppedAt'>;

/** How deep {@link readsAlike} walks a value; deeper values are left to the kit's `isPlainJson`. */
const maxWalkedDepth = 256;

/**
 * Whether a value `JSON.parse` gave is what the kit's reader gives for the same text, told from
 * the value: nesting within `depth`, and no number that is a whole number beyond 2^53 or not
 * finite (there the reader may keep the digits exact, or refuse an integer of thousands of
 * digits). Every other number the reader reads with `Number`, as `JSON.parse` does. Walking the
 * few values of a call costs less than walking its text again; where this says no, the text
 * decides (the kit's `isPlainJson`), as it did before the value was made.
 */
function readsAlike(value: unknown, depth: number): boolean {
  if (typeof value === 'number') {
    return Number.isFinite(value) && (Number.isSafeInteger(value) || !Number.isInteger(value));
  }
  if (typeof value !== 'object' || value === null) return true;
  if (depth === 0) return false;
  if (Array.isArray(value)) {
    for (const element of value) if (!readsAlike(element, depth - 1)) return false;
    return true;
  }
  const record = value as Record<string, unknown>;
  // `for...in` walks the keys without building their list. JSON.parse makes every key an own
  // property (`__proto__` too); a key some code put on Object.prototype would only be walked too.
  for (const key in record) if (!readsAlike(record[key], depth - 1)) return false;
  return true;
}

/** What a JSON value being read is. */
enum ValueKind {
  /** JSON in the text with no marker: a call only if it calls a known function. */
  Bare = 0,
  /** JSON right after a call marker. */
  Marked = 1,
  /** The arguments of a name written before them (`name{...}`, `name⏎{...}`). */
  Named = 2,
  /** The arguments of a built-in call `tool.call(query="...")` after `<|python_tag|>`. */
  Builtin = 3,
}

const triggers = ['<', '[', '{'];
/** The ASCII characters of function names, by code: `isFunctionNameChar` as a table. */
const nameChars = new Uint8Array(128);
for (let code = 0; code < 128; code += 1) nameChars[code] = isFunctionNameChar(code) ? 1 : 0;
/** `isFunctionNameChar` by the table, without a call into another module per character. */
function isNameCode(code: number): boolean {
  return code < 128 && nameChars[code] === 1;
}
const blank = (code: number): boolean => code === 32 || code === 9 || code === 10 || code === 13;
const maxIgnoredInMarker = 256;
const maxNameLength = 256;
const maxListedTokens = 4;
const codeInterpreter = 'code_interpreter';
/** How much text the JSON reader is handed at a time while it reads one value. */
const valuePiece = 1024;

const glmRoleTokens = new Set(['<|assistant|>', '<|observation|>']);
// Keys the built-in call syntax writes bare and with `=`: that is its syntax, not a repair.
// `)` closes the `{` the scanner writes before the arguments.
const builtinSyntax = new Set(['unquoted-key', 'equals-for-colon', 'missing-closing-bracket']);

/**
 * The one scanner behind every JSON call family. It reads text pushed in chunks in a single
 * pass: prose is skipped by character code, a marker (`<tool_call>`, `[TOOL_CALLS]`,
 * `<function_call>`, `<|python_tag|>`, ...) is matched where a `<` or `[` stands, and JSON is
 * read by the kit's resumable reader, which is fed each character once. Only a marker cut by the
 * end of a chunk is held back (a few hundred characters at most) and looked at again with the
 * next chunk, so streaming costs what one-shot reading costs. Each call is reported as soon as
 * its JSON closes; a call the text ends inside of is reported at `end()`, as cut off.
 */
export class JsonCallScanner implements CallScannerV2 {
  private buf = '';
  /** The offset of `buf[0]` in the whole text. */
  private base = 0;
  private pos = 0;
  private final = false;
  private stopped = false;
  private mode = Mode.Prose;
  private readonly reading: CallReading;
  private readonly markedReading: CallReading;
  private readonly nameOnlyReading: CallReading;
  /** Whether prose is looked at character by character (name forms, prose before bare calls). */
  private readonly tracking: boolean;
  /** Whether the family reads GLM-4's name lines. */
  private readonly lineForm: boolean;

  // The marker whose calls are being read.
  private marker: Marker | null = null;
  private markerName: string | null = null;
  private markerStart = 0;
  private firstInMarker = true;
  private ignoredInMarker = 0;

  // The value being read.
  private reader: JsonReader | null = null;
  private valueKind = ValueKind.Bare;
  private valueStart = 0;
  private valueName = '';
  private inList = false;
  private listMarked = false;

  // A name after a marker, and the code after `<|python_tag|>`.
  /** The name's first characters, one more than a name may have. */
  private nameText = '';
  /** The name's length, however long. */
  private nameLength = 0;
  private nameStart = 0;
  private skipCallId = false;
  private codeStart = 0;
  private regionCloser = '';

  // The raw text of the call being read: `captured` holds what earlier chunks gave of it.
  private captureStart = -1;
  private captured = '';
  /** Where the text `captured` holds ends, as an absolute offset. */
  private capturedUntil = -1;

  // What the next call's repairs will say about the text before it.
  private tokens: string[] = [];
  private tokenCount = 0;
  /** Where the first prose since the last call stands, or -1. */
  private proseFrom = -1;
  /** Whether any prose came before, in the whole text. */
  private anyProse = false;

  // Reasoning blocks: calls inside are held, dropped when the block closes.
  private reasoningCloser: string | null = null;
  private held: ParsedFunctionCallV2[] = [];

  /**
   * The calls of the last value read in a block with a closing tag, kept until what follows
   * shows whether the closing tag ends them: their span then runs to its end, so that the tag
   * is part of the call and never of the text around it.
   */
  private pending: ParsedFunctionCallV2[] = [];

  /** Calls seen so far, by name and arguments, to tell a repeated call. */
  private readonly seen = new RepeatedCalls();
  private readonly repeatRepairs = new Map<string, Repair>();

  // Prose tracking for the name forms: the last word, and what the current line holds.
  private wordPart = '';
  /** Where the text `wordPart` holds ends, as an absolute offset. */
  private wordPartUntil = -1;
  private wordStart = -1;
  private wordEnd = -1;
  /** 0: blanks only; 1: one word; 2: a word then blanks or `:`; 3: anything else. */
  private lineKind = 0;
  /** The last word that ended, and the first word of the line; their text is made on demand. */
  private readonly lastWord = {
    start: -1,
    end: -1,
    head: '',
    headUntil: -1,
    text: '' as string | null,
  };
  private readonly firstWord = {
    start: -1,
    end: -1,
    head: '',
    headUntil: -1,
    text: '' as string | null,
  };
  private lineWordStart = 0;
  private nameLine: { name: string; start: number } | null = null;
  private fenceLine = false;
  private fenceAtLineStart = false;
  private fenceInfoText = '';

  // The next `<` at or after `ltFrom` in `buf`, searched once per stretch.
  private ltFrom = -1;
  private ltAt = -1;
  // The same for a block's closing tag.
  private closerText = '';
  private closerFrom = -1;
  private closerAt = -1;
  private openerText = '';
  private openerFrom = -1;
  private openerAt = -1;
  // And for the characters prose stops at: `<`, `[` and `{`.
  private readonly triggerAt = [-1, -1, -1];
  private triggerFrom = -1;

  constructor(
    private readonly context: CallScannerContextV2,
    private readonly family: JsonCallFamily,
    private readonly limits: JsonCallScannerLimits,
  ) {
    this.reading = {
      family,
      functions: context.functions,
      marked: false,
      maxDepth: limits.maxDepth,
      resolved: new ResolvedNames(),
    };
    this.markedReading = { ...this.reading, marked: true };
    this.nameOnlyReading = { ...this.reading, nameOnly: true };
    this.tracking = family.bareIsOwn || family.nameForms.length > 0;
    this.lineForm = family.nameForms.includes('line');
  }

  push(chunk: string, offset: number): void {
    if (this.stopped) return;
    const rest = this.buf.slice(this.pos);
    this.buf = rest.length === 0 ? chunk : rest + chunk;
    this.base = offset - rest.length;
    this.pos = 0;
    this.ltFrom = -1;
    this.closerFrom = -1;
    this.openerFrom = -1;
    this.triggerFrom = -1;
    this.run();
    this.keepCapture();
  }

  end(): void {
    if (this.stopped) return;
    this.final = true;
    this.run();
    if (!this.stopped) this.finish();
    // A block the text ended in: what it holds after a call it could not read is that call's.
    this.deliverPending(this.mode === Mode.Rest ? this.absolute(this.buf.length) : -1);
    if (!this.stopped && this.held.length > 0) this.releaseHeld();
  }

  private run(): void {
    while (!this.stopped && this.pos < this.buf.length) {
      let progressed: boolean;
      switch (this.mode) {
        case Mode.Prose:
          progressed = this.prose();
          break;
        case Mode.AfterMarker:
          progressed = this.afterMarker();
          break;
        case Mode.Name:
          progressed = this.name();
          break;
        case Mode.AfterName:
          progressed = this.afterName();
          break;
        case Mode.List:
          progressed = this.list();
          break;
        case Mode.Value:
          progressed = this.value();
          break;
        case Mode.AfterValue:
          progressed = this.afterValue();
          break;
        case Mode.Region:
          progressed = this.region();
          break;
        case Mode.RoleWord:
          progressed = this.roleWord();
          break;
        case Mode.Code:
          progressed = this.code();
          break;
        case Mode.BareList:
          progressed = this.bareList();
          break;
        case Mode.FencedCode:
          progressed = this.fencedCode();
          break;
        case Mode.Rest:
          progressed = this.rest();
          break;
        default:
          progressed = this.fenceInfo();
      }
      if (!progressed) return;
    }
  }

  /** Keeps the part of the call being read that this chunk gave, for its raw text. */
  private keepCapture(): void {
    // A line's first word may still name a call after this buffer is gone.
    if (this.lineForm && (this.lineKind === 1 || this.lineKind === 2))
      this.wordText(this.firstWord);
    if (this.captureStart < 0 || this.stopped) return;
    const from = Math.max(this.capturedUntil - this.base, 0);
    if (this.pos > from) this.captured += this.buf.slice(from, this.pos);
    this.capturedUntil = Math.max(this.capturedUntil, this.absolute(this.pos));
  }

  private beginCapture(at: number): void {
    this.captureStart = at;
    this.captured = '';
    this.capturedUntil = at;
  }

  private endCapture(): void {
    this.captureStart = -1;
    this.captured = '';
    this.capturedUntil = -1;
  }

  /**
   * Goes back to `target`, a place in the value just read that the reader could not read: the
   * text from there is read again as text, so that every chunking goes on from the same place.
   * Text from earlier chunks comes from the capture (it holds the whole value).
   */
  private rewind(target: number): void {
    if (target >= this.absolute(this.pos)) return;
    if (target >= this.base) {
      this.pos = target - this.base;
      return;
    }
    const kept = Math.max(target - this.captureStart, 0);
    this.buf = this.captured.slice(kept) + this.buf;
    this.base = target;
    this.pos = 0;
    this.ltFrom = -1;
    this.closerFrom = -1;
    this.openerFrom = -1;
    this.triggerFrom = -1;
    this.captured = this.captured.slice(0, kept);
    this.capturedUntil = target;
  }

  private absolute(index: number): number {
    return this.base + index;
  }

  // ---------------------------------------------------------------------------------------
  // Prose

  private prose(): boolean {
    const buf = this.buf;
    const length = buf.length;
    let pos = this.pos;
    const tracking = this.tracking;
    while (pos < length) {
      // Without prose to follow, jump to the next character that can start anything.
      if (!tracking) pos = this.nextTrigger(pos);
      const code = buf.charCodeAt(pos);
      if (code === 60 /* < */ || code === 91 /* [ */) {
        const match = matchMarker(buf, pos, this.final);
        if (match === 'more') {
          this.endWord(pos);
          this.pos = pos;
          return false;
        }
        if (match !== 'none') {
          this.endWord(pos);
          this.pos = pos;
          this.onMarker(match);
          return true;
        }
        if (code === 91) {
          this.endWord(pos);
          if (tracking) this.track(code, pos);
          // What bareList does, done here where the text shows it at once: a `[` that blanks
          // and then no `{` follow is prose (`[reference guide]`), and prose goes on after the
          // blanks. Only a `{`, or the end of the buffer, needs the list mode.
          let next = pos + 1;
          while (next < length && blank(buf.charCodeAt(next))) next += 1;
          if (next < length && buf.charCodeAt(next) !== 123) {
            pos = next;
            continue;
          }
          this.pos = pos + 1;
          this.mode = Mode.BareList;
          return true;
        }
        if (tracking) this.track(code, pos);
      } else if (code === 123 /* { */) {
        this.endWord(pos);
        this.pos = pos;
        const started = this.startProseValue(pos);
        if (started !== Start.Prose) return started === Start.Value;
        if (tracking) this.track(code, pos);
      } else if (tracking) {
        if (code === 34 /* " */ && this.lineKind === 0 && this.nameLine !== null) {
          this.pos = pos;
          const started = this.startProseValue(pos);
          if (started !== Start.Prose) return started === Start.Value;
        }
        if (code === 96 /* ` */) {
          if (!this.final && length - pos < 3 && '```'.startsWith(buf.slice(pos))) {
            this.endWord(pos);
            this.pos = pos;
            return false;
          }
          if (buf.startsWith('```', pos)) {
            this.endWord(pos);
            this.fenceAtLineStart = this.lineKind === 0;
            this.fenceLine = true;
            this.fenceInfoText = '';
            this.pos = pos + 3;
            this.mode = Mode.FenceInfo;
            return true;
          }
        }
        this.track(code, pos);
      }
      pos += 1;
    }
    this.endWordPart(pos);
    this.pos = pos;
    return true;
  }

  /** Follows words and lines of prose, for the name forms and the prose before bare calls. */
  private track(code: number, pos: number): void {
    if (code < 128 && nameChars[code] === 1) {
      if (this.wordStart < 0) {
        this.wordStart = this.absolute(pos);
        this.wordPart = '';
        this.wordPartUntil = -1;
        if (this.lineKind === 0) {
          this.lineKind = 1;
          // A word that starts a line may be GLM-4's name line: keep its text for the call's raw.
          if (this.lineForm) {
            this.beginCapture(this.wordStart);
          }
        } else if (this.lineKind !== 1) {
          this.trackOther();
        }
      }
      if (this.proseFrom < 0) this.noteProse(pos);
      return;
    }
    if (this.wordStart >= 0) this.endWord(pos);
    if (code === 10 /* \n */) {
      if (this.lineKind === 1 || this.lineKind === 2) {
        this.nameLine = { name: this.lineWord, start: this.lineWordStart };
      }
      this.lineKind = 0;
      this.fenceLine = false;
      return;
    }
    if (blank(code)) {
      if (this.lineKind === 1) this.lineKind = 2;
      return;
    }
    if (code === 58 /* : */ && this.lineKind === 1) {
      this.lineKind = 2;
      return;
    }
    this.trackOther();
    if (code !== 59 /* ; */ && code !== 44 /* , */ && this.proseFrom < 0) this.noteProse(pos);
  }

  private noteProse(pos: number): void {
    this.proseFrom = this.absolute(pos);
    this.anyProse = true;
  }

  private trackOther(): void {
    if (this.lineKind === 3) return;
    this.lineKind = 3;
    if (!this.fenceLine) this.dropNameLine();
  }

  /** Text other than blanks and fences after a name line: it was prose after all. */
  private dropNameLine(): void {
    this.nameLine = null;
    if (this.mode === Mode.Prose) {
      this.endCapture();
    }
  }

  /** Ends the word running up to `pos`, if one runs; its text is only made when it is needed. */
  private endWord(pos: number): void {
    if (this.wordStart < 0) return;
    const end = this.absolute(pos);
    this.wordEnd = end;
    setWord(this.lastWord, this.wordStart, end, this.wordPart, this.wordPartUntil);
    if (this.lineKind === 1) {
      setWord(this.firstWord, this.wordStart, end, this.wordPart, this.wordPartUntil);
      this.lineWordStart = this.wordStart;
    }
    this.wordStart = -1;
    this.wordPart = '';
  }

  /** The text of a word that ended in this buffer or was kept when its buffer ended. */
  private wordText(word: TrackedWord): string {
    if (word.text === null) {
      const from = Math.max(Math.max(word.start, word.headUntil) - this.base, 0);
      word.text = (word.head + this.buf.slice(from, Math.max(word.end - this.base, 0))).slice(
        0,
        maxNameLength + 1,
      );
    }
    return word.text;
  }

  private get word(): string {
    return this.wordText(this.lastWord);
  }

  private get lineWord(): string {
    return this.wordText(this.firstWord);
  }

  /** The chunk ends inside a word: keep its part. */
  private endWordPart(pos: number): void {
    if (this.wordStart < 0) return;
    const from = Math.max(Math.max(this.wordStart, this.wordPartUntil) - this.base, 0);
    if (this.wordPart.length <= maxNameLength) this.wordPart += this.buf.slice(from, pos);
    this.wordPartUntil = this.absolute(pos);
  }

  private resetLine(): void {
    this.wordStart = -1;
    this.wordEnd = -1;
    this.lineKind = 0;
    this.fenceLine = false;
    this.dropNameLine();
  }

  /** A `{` (or GLM-4's `"`) in prose: arguments of a name written before it, or bare JSON. */
  private startProseValue(pos: number): Start {
    const at = this.absolute(pos);
    const named = this.nameBefore(at);
    if (named !== null) {
      if (this.captureStart !== named.start) {
        // `name{`: the name is the word right before, part of it perhaps in an earlier chunk.
        this.beginCapture(named.start);
        if (named.start < this.base) {
          this.captured = this.word.slice(0, this.base - named.start);
          this.capturedUntil = this.base;
        }
      }
      this.startValue(ValueKind.Named, pos, named.name);
      return Start.Value;
    }
    if (this.buf.charCodeAt(pos) !== 123) return Start.Prose;
    const opens = opensObject(this.buf, pos, this.final);
    if (opens !== Start.Value) return opens;
    this.beginCapture(at);
    this.startValue(ValueKind.Bare, pos, '');
    return Start.Value;
  }

  /** The known function named right before a value at `at`, in one of the family's name forms. */
  private nameBefore(at: number): { name: string; start: number } | null {
    const forms = this.family.nameForms;
    if (forms.length === 0) return null;
    const known = (name: string): boolean => this.isKnown(name);
    if (forms.includes('glued') && this.wordEnd === at && known(this.word)) {
      return { name: this.word, start: at - this.word.length };
    }
    if (forms.includes('line')) {
      if ((this.lineKind === 1 || this.lineKind === 2) && known(this.lineWord)) {
        return { name: this.lineWord, start: this.lineWordStart };
      }
      if (this.lineKind === 0 && this.nameLine !== null && known(this.nameLine.name)) {
        return this.nameLine;
      }
    }
    return null;
  }

  private onMarker(match: Exclude<MarkerMatch, 'none' | 'more'>): void {
    const marker = match.marker;
    const at = this.pos;
    this.pos = at + match.length;
    switch (marker.kind) {
      case MarkerKind.Block:
      case MarkerKind.Prefix:
      case MarkerKind.Python:
      case MarkerKind.FunctionTag:
        this.marker = marker;
        this.markerName = match.name ?? null;
        this.markerStart = this.absolute(at);
        this.firstInMarker = true;
        this.ignoredInMarker = 0;
        this.beginCapture(this.markerStart);
        this.mode = Mode.AfterMarker;
        return;
      case MarkerKind.Region:
        this.regionCloser = marker.closer ?? '';
        this.mode = Mode.Region;
        return;
      case MarkerKind.ReasoningOpen:
        if (this.reasoningCloser === null) this.reasoningCloser = marker.closer ?? null;
        return;
      case MarkerKind.ReasoningClose:
        if (this.reasoningCloser === marker.text) {
          this.reasoningCloser = null;
          this.held = [];
        }
        return;
      default:
        this.noteToken(marker.text);
        if (marker.text === '<|assistant|>' || marker.text === '<|observation|>') this.resetLine();
        if (marker.roleFollows === true) this.mode = Mode.RoleWord;
    }
  }

  private noteToken(text: string): void {
    // GLM-4's role tokens are its call format, not stray tokens.
    if (this.family.name === 'glm4' && glmRoleTokens.has(text)) return;
    this.tokenCount += 1;
    if (this.tokens.length < maxListedTokens && !this.tokens.includes(text)) this.tokens.push(text);
  }

  private region(): boolean {
    const closer = this.regionCloser;
    const found = this.buf.indexOf(closer, this.pos);
    if (found >= 0) {
      this.pos = found + closer.length;
      this.mode = Mode.Prose;
      return true;
    }
    if (this.final) {
      this.pos = this.buf.length;
      return true;
    }
    // Hold back what could be the start of the closer.
    this.pos = Math.max(this.pos, this.buf.length - (closer.length - 1));
    return false;
  }

  private roleWord(): boolean {
    let pos = this.pos;
    while (pos < this.buf.length && isNameCode(this.buf.charCodeAt(pos))) pos += 1;
    this.pos = pos;
    if (pos < this.buf.length) {
      this.mode = Mode.Prose;
      this.resetLine();
    }
    return true;
  }

  private fenceInfo(): boolean {
    const start = this.pos;
    let pos = start;
    while (pos < this.buf.length && isNameCode(this.buf.charCodeAt(pos))) pos += 1;
    if (this.fenceInfoText.length < maxNameLength) this.fenceInfoText += this.buf.slice(start, pos);
    this.pos = pos;
    if (pos === this.buf.length) return true;
    this.mode = Mode.Prose;
    // GLM-4's built-in tools: a name line, then the code in a fence (`python⏎```python ...```).
    const info = this.fenceInfoText.toLowerCase();
    const nameLine = this.nameLine;
    if (
      this.family.nameForms.includes('line') &&
      this.fenceAtLineStart &&
      nameLine !== null &&
      info !== '' &&
      !info.startsWith('json') &&
      this.isKnown(nameLine.name)
    ) {
      this.codeStart = this.absolute(pos);
      this.mode = Mode.FencedCode;
    }
    return true;
  }

  private isKnown(name: string): boolean {
    return (
      name.length > 0 &&
      name.length <= maxNameLength &&
      resolveName(name, this.reading).interface !== null
    );
  }

  /** The code of a fenced block after a name line, up to the closing fence. */
  private fencedCode(): boolean {
    const nameLine = this.nameLine as { name: string; start: number };
    const limit = nameLine.start - this.base + this.limits.maxCallLength;
    const found = this.buf.indexOf('```', this.pos);
    if ((found < 0 ? this.buf.length : found) > limit) {
      this.pos = Math.max(this.pos, limit);
      const error = callTooLong(this.family, nameLine.name, this.limits.maxCallLength);
      this.report(errorCall(nameLine.name, error), nameLine.start, this.absolute(this.pos), null);
      this.afterProseValue();
      return true;
    }
    if (found < 0) {
      // Hold back what could be the start of the closing fence.
      this.pos = Math.max(this.pos, this.buf.length - 2);
      return false;
    }
    const end = this.absolute(found + 3);
    const code = this.rawOf(this.codeStart, this.absolute(found)).trim();
    const found_ = readNamedCall(
      nameLine.name,
      { [codeParamOf(resolveName(nameLine.name, this.reading).interface)]: code },
      this.reading,
    );
    this.pos = found + 3;
    if (found_ !== null) this.report(found_, nameLine.start, end, null);
    this.afterProseValue();
    return true;
  }

  private bareList(): boolean {
    let pos = this.pos;
    while (pos < this.buf.length && blank(this.buf.charCodeAt(pos))) pos += 1;
    this.pos = pos;
    if (pos === this.buf.length) return true;
    if (this.buf.charCodeAt(pos) === 123) {
      this.inList = true;
      this.listMarked = false;
      this.marker = null;
      this.mode = Mode.List;
    } else {
      this.mode = Mode.Prose;
    }
    return true;
  }

  // ---------------------------------------------------------------------------------------
  // Markers and what follows them

  private afterMarker(): boolean {
    const buf = this.buf;
    const marker = this.marker as Marker;
    while (this.pos < buf.length) {
      const pos = this.pos;
      const code = buf.charCodeAt(pos);
      if (blank(code)) {
        this.pos = pos + 1;
        continue;
      }
      if (code === 123 || code === 34) {
        if (this.markerName !== null) {
          this.startValue(ValueKind.Named, pos, this.markerName);
        } else {
          this.startValue(ValueKind.Marked, pos, '');
        }
        return true;
      }
      if (code === 60 || code === 91) {
        const match = matchMarker(buf, pos, this.final);
        if (match === 'more') return false;
        if (match !== 'none') {
          const endsPython =
            marker.kind === MarkerKind.Python && match.marker.text.startsWith('<|');
          if (
            match.marker.kind === MarkerKind.Junk &&
            match.marker.text !== marker.closer &&
            !endsPython
          ) {
            if (match.marker.text !== '[ARGS]') this.noteToken(match.marker.text);
            this.pos = pos + match.length;
            continue;
          }
          if (match.marker.text === marker.closer) this.pos = pos + match.length;
          // The block ends without a call; a block holding only text is an unreadable call.
          this.endEmptyMarker();
          return true;
        }
        if (code === 91 && this.markerName === null) {
          this.pos = pos + 1;
          this.inList = true;
          this.listMarked = true;
          this.mode = Mode.List;
          return true;
        }
      } else if (
        isFunctionNameChar(code) &&
        this.markerName === null &&
        (marker.kind === MarkerKind.Python || marker.text === '[TOOL_CALLS]')
      ) {
        this.nameText = '';
        this.nameLength = 0;
        this.nameStart = this.absolute(pos);
        this.skipCallId = false;
        this.mode = Mode.Name;
        return true;
      } else if (marker.kind === MarkerKind.Python) {
        this.startCode(pos);
        return true;
      }
      this.ignoredInMarker += 1;
      this.pos = pos + 1;
      if (this.ignoredInMarker > maxIgnoredInMarker) {
        this.reportMarkerError();
        return true;
      }
    }
    return true;
  }

  /** A marker whose block ended, or text ended, before any call. */
  private endEmptyMarker(): void {
    if (this.ignoredInMarker > 0) {
      this.reportMarkerError();
    } else {
      this.leaveMarker();
    }
  }

  private reportMarkerError(): void {
    const end = this.absolute(this.pos);
    const marker = (this.marker as Marker).text;
    const error = unreadableCall(this.family, '', `no call object follows ${marker}`);
    this.report(errorCall('', error), this.markerStart, end, null);
    this.leaveMarker();
  }

  /** Leaves the marker; `closedAt` is where its closing tag, just read, ends (else -1). */
  private leaveMarker(closedAt = -1): void {
    this.deliverPending(closedAt);
    this.marker = null;
    this.markerName = null;
    this.inList = false;
    this.endCapture();
    this.mode = Mode.Prose;
    this.lineKind = 3;
    this.nameLine = null;
  }

  /**
   * A name after a marker, read to its end: a name too long to be one is no call, and ends
   * where it ends, however the text was cut (only its first characters are kept).
   */
  private name(): boolean {
    const buf = this.buf;
    const from = this.pos;
    let pos = from;
    while (pos < buf.length && isNameCode(buf.charCodeAt(pos))) pos += 1;
    const room = maxNameLength + 1 - this.nameText.length;
    if (room > 0) this.nameText += buf.slice(from, Math.min(pos, from + room));
    this.nameLength += pos - from;
    this.pos = pos;
    if (pos === buf.length) return true;
    if (this.nameLength > maxNameLength) {
      this.reportLongName();
    } else {
      this.mode = Mode.AfterName;
    }
    return true;
  }

  private reportLongName(): void {
    this.ignoredInMarker += this.nameLength;
    this.reportMarkerError();
  }

  private afterName(): boolean {
    const buf = this.buf;
    const marker = this.marker as Marker;
    while (this.pos < buf.length) {
      const pos = this.pos;
      const code = buf.charCodeAt(pos);
      if (this.skipCallId && isFunctionNameChar(code)) {
        this.pos = pos + 1;
        continue;
      }
      this.skipCallId = false;
      if (blank(code)) {
        this.pos = pos + 1;
        continue;
      }
      if (code === 91) {
        if (buf.startsWith('[ARGS]', pos)) {
          this.pos = pos + 6;
          continue;
        }
        if (buf.startsWith('[CALL_ID]', pos)) {
          this.pos = pos + 9;
          this.skipCallId = true;
          continue;
        }
        const rest = buf.length - pos < 9 ? buf.slice(pos) : '';
        if (
          !this.final &&
          rest !== '' &&
          ('[CALL_ID]'.startsWith(rest) || '[ARGS]'.startsWith(rest))
        ) {
          return false;
        }
      }
      if (code === 123 || (code === 34 && marker.kind !== MarkerKind.Python)) {
        this.startValue(ValueKind.Named, pos, this.nameText);
        return true;
      }
      if (marker.kind === MarkerKind.Python) {
        if (code === 40 /* ( */ && this.nameText.endsWith('.call') && this.nameText.length > 5) {
          this.startValue(ValueKind.Builtin, pos + 1, this.nameText.slice(0, -5));
          return true;
        }
        this.startCode(this.nameStart - this.base);
        this.pos = pos;
        return true;
      }
      // `[TOOL_CALLS] words [{...}]`: the word was text before the call.
      this.ignoredInMarker += this.nameLength;
      this.mode = Mode.AfterMarker;
      return true;
    }
    return true;
  }

  private startCode(pos: number): void {
    this.codeStart = this.absolute(pos);
    this.mode = Mode.Code;
    this.pos = Math.max(this.pos, pos);
  }

  private code(): boolean {
    const buf = this.buf;
    const limit = this.markerStart - this.base + this.limits.maxCallLength;
    let pos = this.pos;
    for (;;) {
      const lt = buf.indexOf('<|', pos);
      if ((lt < 0 ? buf.length : lt) > limit) {
        this.pos = Math.max(limit, this.pos);
        this.callTooLong();
        return true;
      }
      if (lt < 0) {
        // Keep a `<` at the very end: it may begin a token.
        pos = buf.charCodeAt(buf.length - 1) === 60 && !this.final ? buf.length - 1 : buf.length;
        this.pos = pos;
        return pos === buf.length;
      }
      const match = matchMarker(buf, lt, this.final);
      if (match === 'more') {
        this.pos = lt;
        return false;
      }
      if (match !== 'none') {
        this.pos = lt;
        this.reportCode(this.absolute(lt));
        return true;
      }
      pos = lt + 2;
    }
  }

  private reportCode(end: number): void {
    const raw = this.rawOf(this.codeStart, end);
    const { name, interface: functionInterface } = resolveName(codeInterpreter, this.reading);
    const param = functionInterface === null ? 'code' : codeParam(functionInterface);
    const params = toParamsRecord({ [param]: raw.trim() }) as Record<string, unknown>;
    this.report(
      { name, params, interface: functionInterface, repairs: [] },
      this.markerStart,
      end,
      null,
    );
    this.leaveMarker();
  }

  // ---------------------------------------------------------------------------------------
  // Lists and values

  private list(): boolean {
    const buf = this.buf;
    while (this.pos < buf.length) {
      const pos = this.pos;
      const code = buf.charCodeAt(pos);
      if (blank(code) || code === 44 /* , */) {
        this.pos = pos + 1;
        continue;
      }
      if (code === 123) {
        this.startValue(this.listMarked ? ValueKind.Marked : ValueKind.Bare, pos, '');
        if (!this.listMarked) {
          this.beginCapture(this.absolute(pos));
        }
        return true;
      }
      if (code === 93 /* ] */) {
        this.pos = pos + 1;
        this.inList = false;
        if (this.listMarked) this.mode = Mode.AfterValue;
        else this.leaveMarker();
        return true;
      }
      if (code === 60) {
        const match = matchMarker(buf, pos, this.final);
        if (match === 'more') return false;
        if (match !== 'none' && match.marker.kind === MarkerKind.Junk) {
          this.noteToken(match.marker.text);
          this.pos = pos + match.length;
          continue;
        }
      } else if (
        this.listMarked &&
        (code === 34 || code === 91 || code === 45 || (code >= 48 && code <= 57))
      ) {
        // A value that is no call object, where the model marked calls: an error for it.
        this.startValue(ValueKind.Marked, pos, '');
        return true;
      }
      if (this.listMarked && this.firstInMarker) {
        this.reportMarkerError();
      } else {
        this.leaveMarker();
      }
      return true;
    }
    return true;
  }

  private startValue(kind: ValueKind, pos: number, name: string): void {
    // Another value follows in the block: the calls before it end where their value ends.
    this.deliverPending(-1);
    if (
      kind !== ValueKind.Builtin &&
      this.marker?.closer !== undefined &&
      this.readWhole(kind, pos, name)
    ) {
      return;
    }
    const builtin = kind === ValueKind.Builtin;
    const reader = createJsonReader(
      builtin
        ? { dialect: 'loose', endsAt: 41 /* ) */, maxDepth: this.limits.maxDepth }
        : { maxDepth: this.limits.maxDepth },
    );
    if (builtin) reader.write('{');
    this.reader = reader;
    this.valueKind = kind;
    this.valueStart = this.absolute(pos);
    this.valueName = name;
    this.pos = pos;
    this.mode = Mode.Value;
  }

  /**
   * The fast way for the common case: a block whose closing tag is in the buffer, holding one
   * value of standard JSON, is read by `JSON.parse`, which gives what the kit's reader gives
   * for such text (the same value, no repairs) when no integer is too large for a number and
   * the nesting is within the limit. Anything else is read by the kit's reader, which is how a
   * stream reads it too. The value is checked after it is made, which costs less than a pass over
   * the text before; only a value that may read otherwise sends the text to that pass.
   */
  private readWhole(kind: ValueKind, pos: number, name: string): boolean {
    const closer = (this.marker as Marker).closer as string;
    const close = this.nextCloser(closer, pos);
    if (close < 0) return false;
    // A block opened again before it closes is one the model left open: the reader reads it up
    // to the next opener, where a slice up to the far closer would copy the rest of the text
    // once per block.
    const reopen = this.nextOpener((this.marker as Marker).text, pos);
    if (reopen !== -1 && reopen < close) return false;
    let end = close;
    while (end > pos && blank(this.buf.charCodeAt(end - 1))) end -= 1;
    const maxDepth = this.limits.maxDepth;
    if (end - pos > this.limits.maxCallLength) return false;
    let value: unknown;
    try {
      value = JSON.parse(this.buf.slice(pos, end));
    } catch {
      return false;
    }
    if (
      !readsAlike(value, Math.min(maxDepth, maxWalkedDepth)) &&
      !isPlainJson(this.buf, pos, end, maxDepth)
    ) {
      return false;
    }
    this.valueKind = kind;
    this.valueStart = this.absolute(pos);
    this.valueName = name;
    this.pos = end;
    this.settleValue({
      status: 'done',
      value,
      repairs: [],
      problem: undefined,
      stoppedAt: end - pos,
    });
    // Only blanks stand between the value and the closing tag found above: leave the block as
    // afterValue would on reaching the tag, without matching it again.
    if (this.mode === Mode.AfterValue && !this.stopped) {
      this.pos = close + closer.length;
      this.leaveMarker(this.absolute(this.pos));
    }
    return true;
  }

  /** The next `closer` at or after `from`, searched once per stretch of the buffer. */
  private nextCloser(closer: string, from: number): number {
    if (
      this.closerText === closer &&
      this.closerFrom >= 0 &&
      from >= this.closerFrom &&
      (this.closerAt === -1 || from <= this.closerAt)
    ) {
      return this.closerAt;
    }
    this.closerText = closer;
    this.closerFrom = from;
    this.closerAt = this.buf.indexOf(closer, from);
    return this.closerAt;
  }

  /** The next `opener` at or after `from`, searched once per stretch of the buffer. */
  private nextOpener(opener: string, from: number): number {
    if (
      this.openerText === opener &&
      this.openerFrom >= 0 &&
      from >= this.openerFrom &&
      (this.openerAt === -1 || from <= this.openerAt)
    ) {
      return this.openerAt;
    }
    this.openerText = opener;
    this.openerFrom = from;
    this.openerAt = this.buf.indexOf(opener, from);
    return this.openerAt;
  }

  /** The next `<`, `[` or `{` at or after `from` (the buffer's length when none), by indexOf. */
  private nextTrigger(from: number): number {
    const at = this.triggerAt;
    const fresh = this.triggerFrom < 0 || from < this.triggerFrom;
    let next = this.buf.length;
    for (let index = 0; index < 3; index += 1) {
      let found = at[index] as number;
      if (fresh || (found !== -1 && found < from)) {
        found = this.buf.indexOf(triggers[index] as string, from);
        at[index] = found;
      }
      if (found !== -1 && found < next) next = found;
    }
    this.triggerFrom = from;
    return next;
  }

  /** The next `<` at or after `from`, searched once per stretch of the buffer. */
  private nextLt(from: number): number {
    if (this.ltFrom >= 0 && from >= this.ltFrom && (this.ltAt === -1 || from <= this.ltAt)) {
      return this.ltAt;
    }
    this.ltFrom = from;
    this.ltAt = this.buf.indexOf('<', from);
    return this.ltAt;
  }

  private value(): boolean {
    const buf = this.buf;
    const reader = this.reader as JsonReader;
    let feedFrom = this.pos;
    // The value may not run past this index: a bound every chunking meets at the same place.
    const limit = this.valueStart - this.base + this.limits.maxCallLength;
    while (this.pos < buf.length) {
      if (this.pos >= limit) {
        this.pos = limit;
        this.callTooLong();
        return true;
      }
      const lt = this.nextLt(feedFrom);
      const untilLt = Math.min(lt === -1 ? buf.length : lt, limit);
      // The reader gets the text in pieces: a value that fails early copies one piece of what
      // follows it, not all of it up to the next `<`, which may be the end of a long answer.
      const segmentEnd = Math.min(untilLt, this.pos + valuePiece);
      if (segmentEnd > this.pos) {
        const stop =
          segmentEnd === buf.length
            ? reader.write(buf, this.pos)
            : this.pos + reader.write(buf.slice(this.pos, segmentEnd));
        this.pos = stop;
        if (reader.status === 'done') this.backToValueEnd(reader);
        if (reader.status !== 'reading') {
          this.settleValue(reader);
          return true;
        }
        if (this.pos < untilLt) continue;
      }
      if (this.pos >= buf.length) return true;
      // A `<`: inside a string it is text; outside, a marker or token ends the value.
      if (reader.inString && this.valueKind !== ValueKind.Bare) {
        feedFrom = this.pos + 1;
        continue;
      }
      const match = matchMarker(buf, this.pos, this.final);
      if (match === 'more') return false;
      if (match === 'none') {
        feedFrom = this.pos + 1;
        continue;
      }
      const closes = this.marker !== null && match.marker.text === this.marker.closer;
      reader.end();
      this.settleValue(reader);
      if (closes && this.mode === Mode.AfterValue) {
        this.pos += match.length;
        this.leaveMarker(this.absolute(this.pos));
      }
      return true;
    }
    return true;
  }

  /**
   * Where a look past a quote showed that a string ended before it seemed to (a string left
   * open, a quote inside one), the value may have ended in text of an earlier write, which the
   * reader's `write` cannot point back to; its `stoppedAt` says where, the same for every
   * chunking, and reading goes on from there (the capture still holds that text).
   */
  private backToValueEnd(reader: JsonReader): void {
    // The synthetic `{` of a built-in call is not in the text.
    const shift = this.valueKind === ValueKind.Builtin ? -1 : 0;
    this.rewind(this.valueStart + reader.stoppedAt + shift);
  }

  /** The value is read (or failed): its calls are reported, and reading goes on after it. */
  private settleValue(reader: ReadValue): void {
    this.reader = null;
    let end = this.absolute(this.pos);
    const kind = this.valueKind;
    if (reader.status === 'failed') {
      const problem = reader.problem;
      const detail = problem?.detail ?? 'unreadable JSON';
      // Where the reader stopped, the same for every chunking: at the problem, or past a value
      // refused for a limit (the synthetic `{` of a built-in call is not in the text). Reading
      // goes on from there, at least one character on, so that no value starts twice.
      const shift = kind === ValueKind.Builtin ? -1 : 0;
      const stoppedAt = this.valueStart + reader.stoppedAt + shift;
      end = Math.max(Math.min(end, stoppedAt), this.valueStart + 1);
      if (end > this.absolute(this.pos)) {
        this.pos = end - this.base;
      } else {
        // Back to where reading stopped: the capture still holds the text from there.
        this.rewind(end);
      }
      if (kind === ValueKind.Bare || kind === ValueKind.Marked) {
        // A call to a known function, as its first characters tell, is answered as one.
        const known = this.knownCallName(end);
        if (known !== undefined) {
          const error = unreadableArguments(this.family, known.name, detail);
          const bare = kind === ValueKind.Bare;
          const form = bare && !this.family.bareIsOwn ? 'bare' : null;
          const start = bare ? this.valueStart : this.spanStart();
          this.report(errorCall(known.name, error, known.interface), start, end, form);
        } else if (kind === ValueKind.Marked) {
          const error = unreadableCall(this.family, '', detail);
          this.report(errorCall('', error), this.spanStart(), end, null);
        }
      } else if (this.marker !== null) {
        const found = unreadableNamedCall(this.valueName, detail, this.markedReading);
        this.report(found, this.spanStart(), end, null);
      } else if (this.opensArguments(end)) {
        // A known name in prose, then `{` and a key: the family's call, its arguments unreadable.
        const found = unreadableNamedCall(this.valueName, detail, this.reading);
        this.report(found, this.captureStart, end, null);
      }
      if (kind === ValueKind.Bare || this.marker === null) {
        if (this.inList) this.mode = Mode.List;
        else this.afterProseValue();
      } else if (problem?.reason === 'unreadable') {
        this.afterUnreadable();
      } else {
        // A value refused for a limit was read to its end: what follows it is read.
        this.afterMarkedValue();
      }
      return;
    }
    const repairs = reader.repairs;
    switch (kind) {
      case ValueKind.Bare: {
        const nameOnly = this.family.bareIsOwn && !this.anyProse;
        const found = readCallValue(reader.value, nameOnly ? this.nameOnlyReading : this.reading);
        if (found !== null) {
          const own = this.family.bareIsOwn ? null : 'bare';
          // The calls of one value share its span and raw text.
          const raw = this.rawOf(this.valueStart, end);
          for (const call of found) {
            this.report(withRepairs(call, repairs), this.valueStart, end, own, raw);
            if (this.stopped) return;
          }
        }
        if (this.inList) {
          this.mode = Mode.List;
        } else {
          this.afterProseValue();
        }
        return;
      }
      case ValueKind.Named: {
        const marked = this.marker !== null;
        const found = readNamedCall(
          this.valueName,
          reader.value,
          marked ? this.markedReading : this.reading,
          repairs,
        );
        if (found === null) {
          // `word⏎text`: not arguments after all.
          this.pos = Math.max(this.pos, this.valueStart - this.base + 1);
          this.afterProseValue();
          return;
        }
        // A name form found in prose is one of the family's own forms.
        const start = marked ? this.spanStart() : this.captureStart;
        this.report(found, start, end, marked ? this.formOf() : null);
        if (marked) this.afterMarkedValue();
        else this.afterProseValue();
        return;
      }
      case ValueKind.Builtin: {
        const value = reader.value;
        const builtinRepairs = repairs.filter((repair) => !builtinSyntax.has(repair.code));
        const found = readNamedCall(
          this.valueName,
          isRecord(value) ? value : {},
          this.markedReading,
          builtinRepairs,
        );
        // The `)` the reader stopped at ends the call.
        if (this.pos < this.buf.length && this.buf.charCodeAt(this.pos) === 41) this.pos += 1;
        if (found !== null)
          this.report(found, this.spanStart(), this.absolute(this.pos), this.formOf());
        this.afterMarkedValue();
        return;
      }
      default: {
        const found = readCallValue(reader.value, this.markedReading) ?? [];
        const form = this.formOf();
        const start = this.spanStart();
        const raw = this.rawOf(start, end);
        for (const call of found) {
          this.report(withRepairs(call, repairs), start, end, form, raw);
          if (this.stopped) return;
        }
        this.afterMarkedValue();
      }
    }
  }

  /**
   * The known function a bare value that could not be read began to call
   * (`{"name": "get_weather", "parameters": {oops}`), read from its first characters.
   */
  private knownCallName(
    end: number,
  ): { name: string; interface: FoundCall['interface'] } | undefined {
    const head = this.rawOf(this.valueStart, Math.min(end, this.valueStart + 320));
    const written = readCallName(head);
    if (written === undefined) return undefined;
    const resolved = resolveName(written, this.reading);
    return resolved.interface === null ? undefined : resolved;
  }

  /**
   * Whether the value being settled, which ends at `end`, began as an object of arguments
   * would: `{`, then a quoted key, or a bare key and `:`, as {@link opensObject} tells.
   */
  private opensArguments(end: number): boolean {
    const head = this.rawOf(this.valueStart, Math.min(end, this.valueStart + maxObjectLookahead));
    return head.charCodeAt(0) === 123 && opensObject(head, 0, true) === Start.Value;
  }

  /** Where the call of the value being settled starts: its marker, for the marker's first call. */
  private spanStart(): number {
    return this.firstInMarker && this.marker !== null ? this.markerStart : this.valueStart;
  }

  /** The format a call in the current marker is written in, when it is not the family's own. */
  private formOf(): string | null {
    const marker = this.marker;
    if (marker === null) return this.family.bareIsOwn ? null : 'bare';
    return this.family.ownMarkers.includes(marker.text) ? null : marker.text;
  }

  private afterMarkedValue(): void {
    this.firstInMarker = false;
    if (this.marker === null) {
      this.afterProseValue();
    } else if (this.inList) {
      this.mode = Mode.List;
    } else {
      this.mode = Mode.AfterValue;
    }
  }

  /**
   * A call of a marker could not be read, and where its text ends is not known: nothing in it
   * is read as another call. In a block, the rest of the block is part of it; after a marker
   * with no closing tag, prose goes on where reading failed.
   */
  private afterUnreadable(): void {
    if ((this.marker as Marker).closer === undefined) {
      this.leaveMarker();
      return;
    }
    this.firstInMarker = false;
    this.inList = false;
    // The call waits for the closing tag, its text up to there kept for its raw text.
    if (this.pending.length === 0) this.endCapture();
    this.mode = Mode.Rest;
  }

  /** The rest of a block whose call could not be read: up to its closing tag, or any marker. */
  private rest(): boolean {
    const buf = this.buf;
    for (;;) {
      const lt = this.nextLt(this.pos);
      if (lt === -1) {
        this.pos = buf.length;
        return true;
      }
      const match = matchMarker(buf, lt, this.final);
      if (match === 'more') {
        this.pos = lt;
        return false;
      }
      if (match !== 'none') {
        // The closing tag ends the block; another marker is read as prose reads it.
        const closes = match.marker.text === (this.marker as Marker).closer;
        this.pos = closes ? lt + match.length : lt;
        this.leaveMarker(closes ? this.absolute(this.pos) : -1);
        return true;
      }
      this.pos = lt + 1;
    }
  }

  private afterProseValue(): void {
    this.inList = false;
    this.endCapture();
    this.mode = Mode.Prose;
    this.lineKind = 3;
    this.nameLine = null;
    this.wordEnd = -1;
  }

  private afterValue(): boolean {
    const buf = this.buf;
    const marker = this.marker as Marker;
    while (this.pos < buf.length) {
      const pos = this.pos;
      const code = buf.charCodeAt(pos);
      if (blank(code) || code === 59 /* ; */ || code === 44) {
        this.pos = pos + 1;
        continue;
      }
      if (code === 123) {
        this.beginCapture(this.absolute(pos));
        this.startValue(
          this.markerName === null ? ValueKind.Marked : ValueKind.Named,
          pos,
          this.markerName ?? '',
        );
        return true;
      }
      if (code === 60 || code === 91) {
        const match = matchMarker(buf, pos, this.final);
        if (match === 'more') return false;
        if (match !== 'none') {
          if (match.marker.text === marker.closer) {
            this.pos = pos + match.length;
            this.leaveMarker(this.absolute(this.pos));
            return true;
          }
        } else if (code === 91 && this.markerName === null) {
          this.pos = pos + 1;
          this.beginCapture(this.absolute(pos));
          this.inList = true;
          this.listMarked = true;
          this.mode = Mode.List;
          return true;
        }
      }
      this.leaveMarker();
      return true;
    }
    return true;
  }

  private callTooLong(): void {
    const error = callTooLong(this.family, this.valueName, this.limits.maxCallLength);
    const bare = this.mode === Mode.Value && this.valueKind === ValueKind.Bare;
    this.reader = null;
    if (!bare) {
      const start = this.mode === Mode.Code ? this.markerStart : this.spanStart();
      this.report(errorCall(this.valueName, error), start, this.absolute(this.pos), null);
    }
    this.leaveMarker();
  }

  // ---------------------------------------------------------------------------------------
  // The end of the text

  private finish(): void {
    const end = this.absolute(this.buf.length);
    this.pos = this.buf.length;
    switch (this.mode) {
      case Mode.Value:
        this.finishValue(end);
        return;
      case Mode.AfterMarker:
        this.endEmptyMarker();
        return;
      case Mode.Name:
      case Mode.AfterName: {
        if (this.nameLength > maxNameLength) {
          this.reportLongName();
          return;
        }
        const marker = this.marker as Marker;
        if (marker.kind === MarkerKind.Python) {
          this.startCode(this.nameStart - this.base);
          this.reportCode(end);
          return;
        }
        const { name, interface: functionInterface } = resolveName(this.nameText, this.reading);
        const found = errorCall(name, truncatedCall(this.family, name), functionInterface);
        this.report(found, this.markerStart, end, null);
        this.leaveMarker();
        return;
      }
      case Mode.Code:
        this.reportCode(end);
        return;
      case Mode.FencedCode: {
        const nameLine = this.nameLine as { name: string; start: number };
        this.reportTruncatedName(nameLine.name, nameLine.start, end);
        return;
      }
      case Mode.Prose: {
        // GLM-4: a name line with nothing after it, the call cut off right after its name.
        if (!this.family.nameForms.includes('line')) return;
        this.endWord(this.buf.length);
        const candidate =
          this.lineKind === 1 || this.lineKind === 2
            ? { name: this.lineWord, start: this.lineWordStart }
            : this.lineKind === 0
              ? this.nameLine
              : null;
        if (candidate !== null && this.isKnown(candidate.name)) {
          this.reportTruncatedName(candidate.name, candidate.start, end);
        }
        return;
      }
      default:
    }
  }

  private reportTruncatedName(written: string, start: number, end: number): void {
    const { name, interface: functionInterface } = resolveName(written, this.reading);
    this.report(
      errorCall(name, truncatedCall(this.family, name), functionInterface),
      start,
      end,
      null,
    );
  }

  /**
   * The text ended inside a value. A marked call, or the arguments of a known name, were cut
   * off; bare JSON was a call only if what was read of it calls a known function.
   */
  private finishValue(end: number): void {
    const reader = this.reader as JsonReader;
    this.reader = null;
    reader.end();
    const kind = this.valueKind;
    const prose = kind === ValueKind.Bare || (kind === ValueKind.Named && this.marker === null);
    const names: string[] = [];
    if (kind === ValueKind.Bare || kind === ValueKind.Marked) {
      const found =
        reader.status === 'done'
          ? readCallValue(reader.value, kind === ValueKind.Bare ? this.reading : this.markedReading)
          : null;
      for (const call of found ?? []) if (call.error === undefined) names.push(call.name);
      if (names.length === 0) {
        const known = this.knownCallName(end);
        if (known !== undefined) names.push(known.name);
      }
      if (kind === ValueKind.Bare && names.length === 0) return;
      if (names.length === 0) names.push('');
    } else {
      names.push(this.valueName);
    }
    const start =
      kind === ValueKind.Bare ? this.valueStart : prose ? this.captureStart : this.spanStart();
    // The calls of one value share its span and raw text.
    const raw = this.rawOf(start, end);
    for (const written of names) {
      const { name, interface: functionInterface } =
        written === '' ? nameless : resolveName(written, this.reading);
      this.report(
        errorCall(name, truncatedCall(this.family, name), functionInterface),
        start,
        end,
        null,
        raw,
      );
      if (this.stopped) return;
    }
  }

  // ---------------------------------------------------------------------------------------
  // Reporting

  /** The text from `start` to `end` (absolute offsets within the call being captured). */
  private rawOf(start: number, end: number): string {
    const until = this.capturedUntil;
    if (this.captureStart < 0 || start >= until || this.captured.length === 0) {
      return this.buf.slice(Math.max(start - this.base, 0), Math.max(end - this.base, 0));
    }
    const head = this.captured.slice(
      Math.max(start - this.captureStart, 0),
      Math.max(end - this.captureStart, 0),
    );
    if (end <= until) return head;
    return head + this.buf.slice(Math.max(until - this.base, 0), end - this.base);
  }

  private report(
    found: FoundCall,
    start: number,
    end: number,
    form: string | null,
    raw = this.rawOf(start, end),
  ): void {
    const repairs: Repair[] = [];
    if (this.tokenCount > 0) {
      const more = this.tokenCount > this.tokens.length ? ', ...' : '';
      repairs.push(
        createRepair(
          'template-token',
          `Chat-template tokens before the call were skipped: ${this.tokens.join(', ')}${more} (${this.tokenCount} in all).`,
        ),
      );
    }
    if (this.ignoredInMarker > 0 && this.firstInMarker && this.marker !== null) {
      repairs.push(
        createRepair(
          'ignored-text',
          `${this.ignoredInMarker} characters of text between ${this.marker.text} and the call were skipped.`,
        ),
      );
    } else if (
      this.proseFrom >= 0 &&
      this.proseFrom < start &&
      this.family.bareIsOwn &&
      this.marker === null
    ) {
      repairs.push(createRepair('ignored-text', 'Prose before the call was skipped.'));
    }
    if (form !== null) {
      const written = form === 'bare' ? 'as bare JSON' : `after ${form}`;
      repairs.push(
        createRepair(
          'other-call-format',
          `The call was written ${written}, not in the ${this.family.name} format (${this.family.callExample}).`,
        ),
      );
    }
    for (const repair of found.repairs) repairs.push(repair);
    if (found.error === undefined && this.seen.repeats(found.name, found.params)) {
      repairs.push(this.repeatedCall(found.name));
    }
    const span = { start, end };
    const call: ParsedFunctionCallV2 =
      found.error === undefined
        ? { name: found.name, params: found.params, interface: found.interface, raw, span, repairs }
        : {
            name: found.name,
            params: found.params,
            interface: found.interface,
            raw,
            span,
            repairs,
            error: found.error,
          };
    if (this.tokenCount > 0) {
      this.tokens = [];
      this.tokenCount = 0;
    }
    this.proseFrom = -1;
    this.ignoredInMarker = 0;
    if (this.captureStart >= 0) {
      this.beginCapture(end);
    }
    if (this.marker?.closer !== undefined) {
      this.pending.push(call);
      return;
    }
    this.deliver(call);
  }

  private deliver(call: ParsedFunctionCallV2): void {
    if (this.stopped) return;
    if (this.reasoningCloser !== null) {
      this.held.push(call);
      return;
    }
    if (!this.context.report(call)) this.stopped = true;
  }

  /**
   * Hands on the calls waiting for their block's closing tag: with their span and raw text run
   * on to `until` (where the tag ends, or where the text ends inside the block), or as they
   * are for -1.
   */
  private deliverPending(until: number): void {
    if (this.pending.length === 0) return;
    const pending = this.pending;
    this.pending = [];
    for (const call of pending) {
      const end = call.span.end;
      if (until > end) {
        this.deliver({
          ...call,
          raw: call.raw + this.rawOf(end, until),
          span: { start: call.span.start, end: until },
        });
      } else {
        this.deliver(call);
      }
    }
  }

  /** The repair of a repeated call to `name`, made once per name: repairs are only read. */
  private repeatedCall(name: string): Repair {
    let repair = this.repeatRepairs.get(name);
    if (repair === undefined) {
      repair = createRepair(
        'repeated-call',
        `The call to ${name} repeats an earlier call of this answer with the same arguments; both run.`,
      );
      if (this.repeatRepairs.size < 256) this.repeatRepairs.set(name, repair);
    }
    return repair;
  }

  /** Calls inside a reasoning block that never closed: the model meant them. */
  private releaseHeld(): void {
    const held = this.held;
    this.held = [];
    for (const call of held) {
      const repair = createRepair(
        'call-in-reasoning',
        'The call stood inside a reasoning block that never closed.',
      );
      if (!this.context.report({ ...call, repairs: [repair, ...call.repairs] })) {
        this.stopped = true;
        return;
      }
    }
  }
}

function withRepairs(call: FoundCall, repairs: readonly Repair[]): FoundCall {
  if (repairs.length === 0) return call;
  return { ...call, repairs: [...repairs, ...call.repairs] };
}

/** The parameter code goes in, for a function that may be unknown. */
function codeParamOf(functionInterface: { params?: Record<string, unknown> } | null): string {
  return functionInterface === null ? 'code' : codeParam(functionInterface);
}

/** The parameter code for the code interpreter goes in: `code`, or its only parameter. */
function codeParam(functionInterface: { params?: Record<string, unknown> }): string {
  const params = Object.keys(functionInterface.params ?? {});
  if (params.includes('code') || params.length !== 1) return 'code';
  return params[0] as string;
}
