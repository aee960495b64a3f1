import { toParamsRecord } from '@ai-toolbox/core/kit';
import { isFunctionNameChar, type Marker, MarkerKind, matchMarker } from './json-call-markers.js';
import { unreadableCall } from './json-call-messages.js';
import { codeParam, JsonProseScanner } from './json-prose-scanner.js';
import { blank, isNameCode, Mode, maxNameLength, ValueKind } from './json-scanner-modes.js';
import { errorCall, resolveName } from './read-call-value.js';

const maxIgnoredInMarker = 256;
const codeInterpreter = 'code_interpreter';

/**
 * What follows a call marker: blanks and template tokens, then a call object, a list of them,
 * a name (`[TOOL_CALLS]name`, `<|python_tag|>name`) with its arguments, Llama's code for the
 * code interpreter, separators between the calls of a block, its closing tag, and the rest of a
 * block whose call could not be read.
 */
export abstract class JsonMarkerScanner extends JsonProseScanner {
  // A name after a marker.
  /** The name's first characters, one more than a name may have. */
  protected nameText = '';
  /** The name's length, however long. */
  protected nameLength = 0;
  protected nameStart = 0;
  protected skipCallId = false;

  /** Answers a call longer than the limit, from its start to `pos`, and leaves it. */
  protected abstract callTooLong(): void;

  protected afterMarker(): boolean {
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
  protected endEmptyMarker(): void {
    if (this.ignoredInMarker > 0) {
      this.reportMarkerError();
    } else {
      this.leaveMarker();
    }
  }

  protected reportMarkerError(): void {
    const end = this.absolute(this.pos);
    const marker = (this.marker as Marker).text;
    const error = unreadableCall(this.family, '', `no call object follows ${marker}`);
    this.report(errorCall('', error), this.markerStart, end, null);
    this.leaveMarker();
  }

  /** Leaves the marker; `closedAt` is where its closing tag, just read, ends (else -1). */
  protected leaveMarker(closedAt = -1): void {
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
  protected name(): boolean {
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

  protected reportLongName(): void {
    this.ignoredInMarker += this.nameLength;
    this.reportMarkerError();
  }

  protected afterName(): boolean {
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

  protected startCode(pos: number): void {
    this.codeStart = this.absolute(pos);
    this.mode = Mode.Code;
    this.pos = Math.max(this.pos, pos);
  }

  protected code(): boolean {
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

  protected reportCode(end: number): void {
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

  protected list(): boolean {
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

  protected afterValue(): boolean {
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

  protected afterMarkedValue(): void {
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
  protected afterUnreadable(): void {
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
  protected rest(): boolean {
    const buf = this.buf;
    for (;;) {
      const lt = this.search.nextLt(this.buf, this.pos);
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
}
