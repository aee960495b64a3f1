import type { CallScannerV2 } from '@ai-toolbox/core/kit';
import { type Marker, MarkerKind } from './json-call-markers.js';
import { truncatedCall } from './json-call-messages.js';
import { Mode, maxNameLength } from './json-scanner-modes.js';
import { JsonValueScanner } from './json-value-scanner.js';
import { errorCall, resolveName } from './read-call-value.js';

/**
 * The one scanner behind every JSON call family. It reads text pushed in chunks in a single
 * pass: prose is skipped by character code, a marker (`<tool_call>`, `[TOOL_CALLS]`,
 * `<function_call>`, `<|python_tag|>`, ...) is matched where a `<` or `[` stands, and JSON is
 * read by the kit's resumable reader, which is fed each character once. Only a marker cut by the
 * end of a chunk is held back (a few hundred characters at most) and looked at again with the
 * next chunk, so streaming costs what one-shot reading costs. Each call is reported as soon as
 * its JSON closes; a call the text ends inside of is reported at `end()`, as cut off.
 *
 * The work is split by job: {@link JsonCallReporter} reports calls and their repairs,
 * {@link JsonProseScanner} reads prose and finds markers, {@link JsonMarkerScanner} reads what
 * follows a marker, {@link JsonValueScanner} reads JSON values and makes their calls; this class
 * drives them over the chunks and answers what the end of the text leaves open.
 */
export class JsonCallScanner extends JsonValueScanner implements CallScannerV2 {
  push(chunk: string, offset: number): void {
    if (this.stopped) return;
    const rest = this.buf.slice(this.pos);
    this.buf = rest.length === 0 ? chunk : rest + chunk;
    this.base = offset - rest.length;
    this.pos = 0;
    this.search.reset();
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

  protected run(): void {
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

  protected finish(): void {
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
}
