import type { CallScannerContextV2 } from '@ai-toolbox/core/kit';
import type { JsonCallFamily } from './json-call-family.js';
import { MarkerKind, type MarkerMatch, matchMarker } from './json-call-markers.js';
import { callTooLong } from './json-call-messages.js';
import { JsonCallReporter, type JsonCallScannerLimits } from './json-call-reporter.js';
import { opensObject, Start } from './json-object-start.js';
import {
  blank,
  isNameCode,
  Mode,
  maxNameLength,
  nameChars,
  ValueKind,
} from './json-scanner-modes.js';
import { errorCall, readNamedCall, resolveName } from './read-call-value.js';

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

/**
 * The prose between calls, read by character code: a marker where a `<` or `[` stands (handed
 * to {@link matchMarker}), bare JSON where a `{` opens an object, and, for the families that
 * have them, the words and lines a call may be named by (`name{...}`, GLM-4's `name⏎{...}`),
 * code fences, and the regions and reasoning blocks markers open.
 */
export abstract class JsonProseScanner extends JsonCallReporter {
  /** Whether prose is looked at character by character (name forms, prose before bare calls). */
  protected readonly tracking: boolean;
  /** Whether the family reads GLM-4's name lines. */
  protected readonly lineForm: boolean;
  /**
   * Whether prose that is followed is read by its triggers alone (families with no name
   * lines): the text between them is looked at only for the first prose after a call, and the
   * word glued to a `{` is read back from it when one stands there.
   */
  protected readonly light: boolean;
  /** Whether the family reads a name glued to its arguments (`name{...}`). */
  protected readonly glued: boolean;
  /**
   * For the glued form, whose word is read back from the text where a `{` stands: the name
   * characters that end the prose an earlier chunk ended in, and where they end.
   */
  protected tailWord = '';
  protected tailWordUntil = -1;
  /** For the glued form: where the stretch of prose being read starts (no word reaches before it). */
  protected proseStart = 0;
  protected regionCloser = '';
  /** Where the code of a built-in call or a fenced block starts. */
  protected codeStart = 0;

  // Prose tracking for the name forms: the last word, and what the current line holds.
  protected wordPart = '';
  /** Where the text `wordPart` holds ends, as an absolute offset. */
  protected wordPartUntil = -1;
  protected wordStart = -1;
  /** 0: blanks only; 1: one word; 2: a word then blanks or `:`; 3: anything else. */
  protected lineKind = 0;
  /** The first word of the line; its text is made on demand. */
  protected readonly firstWord = {
    start: -1,
    end: -1,
    head: '',
    headUntil: -1,
    text: '' as string | null,
  };
  protected lineWordStart = 0;
  protected nameLine: { name: string; start: number } | null = null;
  protected fenceLine = false;
  protected fenceAtLineStart = false;
  protected fenceInfoText = '';

  constructor(
    context: CallScannerContextV2,
    family: JsonCallFamily,
    limits: JsonCallScannerLimits,
  ) {
    super(context, family, limits);
    this.tracking = family.bareIsOwn || family.nameForms.length > 0;
    this.lineForm = family.nameForms.includes('line');
    this.light = this.tracking && !this.lineForm;
    this.glued = family.nameForms.includes('glued');
  }

  /** Starts reading a value of `kind` at `pos`, for the function `name` when it has one. */
  protected abstract startValue(kind: ValueKind, pos: number, name: string): void;

  /** Keeps the part of the call being read that this chunk gave, for its raw text. */
  protected keepCapture(): void {
    // A line's first word may still name a call after this buffer is gone.
    if (this.lineForm && (this.lineKind === 1 || this.lineKind === 2))
      this.wordText(this.firstWord);
    if (this.captureStart < 0 || this.stopped) return;
    const from = Math.max(this.capturedUntil - this.base, 0);
    if (this.pos > from) this.captured += this.buf.slice(from, this.pos);
    this.capturedUntil = Math.max(this.capturedUntil, this.absolute(this.pos));
  }

  protected prose(): boolean {
    const buf = this.buf;
    const length = buf.length;
    let pos = this.pos;
    const tracking = this.tracking;
    const light = this.light;
    const glued = this.glued;
    if (glued && this.tailWordUntil !== this.absolute(pos)) {
      // A new stretch of prose, not the rest of one an earlier chunk ended in.
      this.proseStart = this.absolute(pos);
      this.tailWord = '';
      this.tailWordUntil = -1;
    }
    while (pos < length) {
      // Without prose to follow char by char, jump to the next character that can start anything.
      if (!tracking || light) {
        const next = this.search.nextTrigger(buf, pos, light);
        if (light && next > pos && this.proseFrom < 0) this.noteSkippedProse(pos, next);
        pos = next;
        if (pos === length) break;
      }
      const code = buf.charCodeAt(pos);
      if (code === 60 /* < */ || code === 91 /* [ */) {
        const match = matchMarker(buf, pos, this.final);
        if (match === 'more') {
          this.endWord(pos);
          this.pos = pos;
          if (glued) this.keepTailWord(pos);
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
        // Where prose is not followed (so no name stands before a value), a `{` that opens no
        // object is prose at once, as startProseValue would find it.
        if (!tracking && opensObject(buf, pos, this.final) === Start.Prose) {
          pos += 1;
          continue;
        }
        this.endWord(pos);
        this.pos = pos;
        const started = this.startProseValue(pos);
        if (started === Start.More && glued) this.keepTailWord(pos);
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
            if (glued) this.keepTailWord(pos);
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
        // The rest of a word changes nothing that its first character did not: past it at once.
        if (!light && code < 128 && nameChars[code] === 1) {
          while (pos + 1 < length) {
            const following = buf.charCodeAt(pos + 1);
            if (following >= 128 || nameChars[following] !== 1) break;
            pos += 1;
          }
        } else if (!light && this.lineKind === 3 && this.wordStart < 0) {
          // A line that holds more than a name names no call: nothing in the rest of it
          // matters but a trigger, until the line ends.
          const newline = this.search.nextNewline(buf, pos + 1);
          const trigger = this.search.nextTrigger(buf, pos + 1);
          pos = Math.min(newline === -1 ? length : newline, trigger) - 1;
        }
      }
      pos += 1;
    }
    if (glued) this.keepTailWord(length);
    if (!light) this.endWordPart(pos);
    this.pos = Math.min(pos, length);
    return true;
  }

  /**
   * Light prose from `from` to `to` held no trigger: the first character of it that is prose
   * (neither blank nor `;` nor `,`) is where prose before the next call begins.
   */
  protected noteSkippedProse(from: number, to: number): void {
    const buf = this.buf;
    for (let index = from; index < to; index += 1) {
      const code = buf.charCodeAt(index);
      if (!blank(code) && code !== 59 /* ; */ && code !== 44 /* , */) {
        this.noteProse(index);
        return;
      }
    }
  }

  /**
   * The name characters of prose that end at `pos` in this buffer (with those an earlier chunk
   * ended in), at most one more than a name may have, since the whole word is the name.
   */
  protected wordEndingAt(pos: number): string {
    const buf = this.buf;
    const floor = Math.max(this.proseStart - this.base, 0);
    let start = pos;
    while (start > floor && pos - start <= maxNameLength && isNameCode(buf.charCodeAt(start - 1))) {
      start -= 1;
    }
    const word = buf.slice(start, pos);
    if (start === 0 && this.tailWordUntil === this.base)
      return (this.tailWord + word).slice(-(maxNameLength + 1));
    return word;
  }

  /** Prose stops at `pos` and goes on from there with the next chunk: keep the word before it. */
  protected keepTailWord(pos: number): void {
    this.tailWord = this.wordEndingAt(pos);
    this.tailWordUntil = this.absolute(pos);
  }

  /** Follows words and lines of prose, for the name forms and the prose before bare calls. */
  protected track(code: number, pos: number): void {
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

  protected noteProse(pos: number): void {
    this.proseFrom = this.absolute(pos);
    this.anyProse = true;
  }

  protected trackOther(): void {
    if (this.lineKind === 3) return;
    this.lineKind = 3;
    if (!this.fenceLine) this.dropNameLine();
  }

  /** Text other than blanks and fences after a name line: it was prose after all. */
  protected dropNameLine(): void {
    this.nameLine = null;
    if (this.mode === Mode.Prose) {
      this.endCapture();
    }
  }

  /** Ends the word running up to `pos`, if one runs; its text is only made when it is needed. */
  protected endWord(pos: number): void {
    if (this.wordStart < 0) return;
    if (this.lineKind === 1) {
      setWord(
        this.firstWord,
        this.wordStart,
        this.absolute(pos),
        this.wordPart,
        this.wordPartUntil,
      );
      this.lineWordStart = this.wordStart;
    }
    this.wordStart = -1;
    this.wordPart = '';
  }

  /** The text of a word that ended in this buffer or was kept when its buffer ended. */
  protected wordText(word: TrackedWord): string {
    if (word.text === null) {
      const from = Math.max(Math.max(word.start, word.headUntil) - this.base, 0);
      word.text = (word.head + this.buf.slice(from, Math.max(word.end - this.base, 0))).slice(
        0,
        maxNameLength + 1,
      );
    }
    return word.text;
  }

  protected get lineWord(): string {
    return this.wordText(this.firstWord);
  }

  /** The chunk ends inside a word: keep its part. */
  protected endWordPart(pos: number): void {
    if (this.wordStart < 0) return;
    const from = Math.max(Math.max(this.wordStart, this.wordPartUntil) - this.base, 0);
    if (this.wordPart.length <= maxNameLength) this.wordPart += this.buf.slice(from, pos);
    this.wordPartUntil = this.absolute(pos);
  }

  protected resetLine(): void {
    this.wordStart = -1;
    this.lineKind = 0;
    this.fenceLine = false;
    this.dropNameLine();
  }

  /** A `{` (or GLM-4's `"`) in prose: arguments of a name written before it, or bare JSON. */
  protected startProseValue(pos: number): Start {
    const at = this.absolute(pos);
    const named = this.nameBefore(at);
    if (named !== null) {
      if (this.captureStart !== named.start) {
        // `name{`: the name is the word right before, part of it perhaps in an earlier chunk.
        this.beginCapture(named.start);
        if (named.start < this.base) {
          this.captured = named.name.slice(0, this.base - named.start);
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
  protected nameBefore(at: number): { name: string; start: number } | null {
    const forms = this.family.nameForms;
    if (forms.length === 0) return null;
    const known = (name: string): boolean => this.isKnown(name);
    if (this.glued) {
      const word = this.wordEndingAt(at - this.base);
      if (known(word)) return { name: word, start: at - word.length };
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

  protected onMarker(match: Exclude<MarkerMatch, 'none' | 'more'>): void {
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

  protected region(): boolean {
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

  protected roleWord(): boolean {
    let pos = this.pos;
    while (pos < this.buf.length && isNameCode(this.buf.charCodeAt(pos))) pos += 1;
    this.pos = pos;
    if (pos < this.buf.length) {
      this.mode = Mode.Prose;
      this.resetLine();
    }
    return true;
  }

  protected fenceInfo(): boolean {
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

  protected isKnown(name: string): boolean {
    return (
      name.length > 0 &&
      name.length <= maxNameLength &&
      resolveName(name, this.reading).interface !== null
    );
  }

  /** The code of a fenced block after a name line, up to the closing fence. */
  protected fencedCode(): boolean {
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

  protected bareList(): boolean {
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

  protected afterProseValue(): void {
    this.inList = false;
    this.endCapture();
    this.mode = Mode.Prose;
    this.lineKind = 3;
    this.nameLine = null;
  }
}

/** The parameter code goes in, for a function that may be unknown. */
function codeParamOf(functionInterface: { params?: Record<string, unknown> } | null): string {
  return functionInterface === null ? 'code' : codeParam(functionInterface);
}

/** The parameter code for the code interpreter goes in: `code`, or its only parameter. */
export function codeParam(functionInterface: { params?: Record<string, unknown> }): string {
  const params = Object.keys(functionInterface.params ?? {});
  if (params.includes('code') || params.length !== 1) return 'code';
  return params[0] as string;
}
