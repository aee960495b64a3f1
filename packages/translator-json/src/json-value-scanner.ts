import type { Repair } from '@ai-toolbox/core';
import {
  createJsonReader,
  declaredStringKeys,
  isPlainJson,
  isRecord,
  type JsonReader,
} from '@ai-toolbox/core/kit';
import type { Marker } from './json-call-markers.js';
import { matchMarker } from './json-call-markers.js';
import {
  callTooLong,
  truncatedCall,
  unreadableArguments,
  unreadableCall,
} from './json-call-messages.js';
import { JsonMarkerScanner } from './json-marker-scanner.js';
import { maxObjectLookahead, opensObject, Start } from './json-object-start.js';
import { blank, Mode, ValueKind } from './json-scanner-modes.js';
import { readCallName } from './read-call-name.js';
import {
  errorCall,
  type FoundCall,
  readCallValue,
  readNamedCall,
  resolveName,
  unreadableNamedCall,
} from './read-call-value.js';

/** The resolution of a call whose name was not read. */
const nameless = { name: '', interface: null, repairs: [] } as const;

/** The repairs of a value `JSON.parse` read: none, and only read. */
const noRepairs: Repair[] = [];

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

/**
 * How much text the JSON reader is handed at a time while it reads one value: a first small
 * piece, doubled while the value goes on, up to a largest one. A value that fails at once (a `{`
 * in prose) copies a few characters, not a whole piece, so a text of many such starts is read
 * in linear time.
 */
const firstValuePiece = 16;
const valuePiece = 1024;
// Keys the built-in call syntax writes bare and with `=`: that is its syntax, not a repair.
// `)` closes the `{` the scanner writes before the arguments.
const builtinSyntax = new Set(['unquoted-key', 'equals-for-colon', 'missing-closing-bracket']);

/**
 * Reads the JSON values the scanner finds (call objects, lists, arguments after a name): by
 * `JSON.parse` where a block's closing tag is at hand and the JSON is plain, else by the kit's
 * resumable reader fed each character once; then makes the calls a value holds, or the one
 * error a value that cannot be read, or is cut off, earns.
 */
export abstract class JsonValueScanner extends JsonMarkerScanner {
  // The value being read.
  protected reader: JsonReader | null = null;
  protected valueKind = ValueKind.Bare;
  protected valueStart = 0;
  protected valueName = '';

  /**
   * The keys whose unquoted words are read as strings: the string parameters of the function
   * named before the value, or those of every function when the value names its own.
   */
  private stringKeysFor(kind: ValueKind, name: string): ReadonlySet<string> {
    if (kind === ValueKind.Named) {
      return declaredStringKeys(resolveName(name, this.reading).interface);
    }
    return declaredStringKeys(this.context.functions);
  }

  protected startValue(kind: ValueKind, pos: number, name: string): void {
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
        : { maxDepth: this.limits.maxDepth, stringKeys: this.stringKeysFor(kind, name) },
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
  protected readWhole(kind: ValueKind, pos: number, name: string): boolean {
    const marker = this.marker as Marker;
    const closer = marker.closer as string;
    // Mostly the first `<` after the value is its block's closing tag: then no opener, which
    // begins with `<` too, stands before it, and neither needs a search of its own.
    const lt = this.search.nextLt(this.buf, pos);
    let close = lt;
    if (
      lt === -1 ||
      closer.charCodeAt(0) !== 60 ||
      marker.text.charCodeAt(0) !== 60 ||
      !this.buf.startsWith(closer, lt)
    ) {
      close = this.search.nextCloser(this.buf, closer, pos);
      if (close < 0) return false;
      // A block opened again before it closes is one the model left open: the reader reads it
      // up to the next opener, where a slice up to the far closer would copy the rest of the
      // text once per block.
      const reopen = this.search.nextOpener(this.buf, marker.text, pos);
      if (reopen !== -1 && reopen < close) return false;
    }
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
      repairs: noRepairs,
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

  protected value(): boolean {
    const buf = this.buf;
    const reader = this.reader as JsonReader;
    let feedFrom = this.pos;
    // The value may not run past this index: a bound every chunking meets at the same place.
    const limit = this.valueStart - this.base + this.limits.maxCallLength;
    let piece = firstValuePiece;
    while (this.pos < buf.length) {
      if (this.pos >= limit) {
        this.pos = limit;
        this.callTooLong();
        return true;
      }
      const lt = this.search.nextLt(this.buf, feedFrom);
      const untilLt = Math.min(lt === -1 ? buf.length : lt, limit);
      // The reader gets the text in pieces: a value that fails early copies a piece of what
      // follows it, not all of it up to the next `<`, which may be the end of a long answer.
      const segmentEnd = Math.min(untilLt, this.pos + piece);
      piece = Math.min(piece * 2, valuePiece);
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
  protected backToValueEnd(reader: JsonReader): void {
    // The synthetic `{` of a built-in call is not in the text.
    const shift = this.valueKind === ValueKind.Builtin ? -1 : 0;
    this.rewind(this.valueStart + reader.stoppedAt + shift);
  }

  /** The value is read (or failed): its calls are reported, and reading goes on after it. */
  protected settleValue(reader: ReadValue): void {
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
  protected knownCallName(
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
  protected opensArguments(end: number): boolean {
    const head = this.rawOf(this.valueStart, Math.min(end, this.valueStart + maxObjectLookahead));
    return head.charCodeAt(0) === 123 && opensObject(head, 0, true) === Start.Value;
  }

  /** Where the call of the value being settled starts: its marker, for the marker's first call. */
  protected spanStart(): number {
    return this.firstInMarker && this.marker !== null ? this.markerStart : this.valueStart;
  }

  /** The format a call in the current marker is written in, when it is not the family's own. */
  protected formOf(): string | null {
    const marker = this.marker;
    if (marker === null) return this.family.bareIsOwn ? null : 'bare';
    return this.family.ownMarkers.includes(marker.text) ? null : marker.text;
  }

  protected callTooLong(): void {
    const error = callTooLong(this.family, this.valueName, this.limits.maxCallLength);
    const bare = this.mode === Mode.Value && this.valueKind === ValueKind.Bare;
    this.reader = null;
    if (!bare) {
      const start = this.mode === Mode.Code ? this.markerStart : this.spanStart();
      this.report(errorCall(this.valueName, error), start, this.absolute(this.pos), null);
    }
    this.leaveMarker();
  }

  protected reportTruncatedName(written: string, start: number, end: number): void {
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
  protected finishValue(end: number): void {
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
}

function withRepairs(call: FoundCall, repairs: readonly Repair[]): FoundCall {
  if (repairs.length === 0) return call;
  return { ...call, repairs: [...repairs, ...call.repairs] };
}
