import type { Repair } from '@ai-toolbox/core';
import {
  createParamsRecord,
  getParamSlots,
  hexValue,
  isBlank,
  isDigit,
  isIdentifierPart,
  isIdentifierStart,
  resolveCallName,
  setOwn,
} from '@ai-toolbox/core/kit';
import type { TagSyntax } from './tags-call.js';
import {
  buildTagCall,
  cutOffError,
  namelessCall,
  quote,
  trimRange,
  unreadableArguments,
  unreadableCall,
} from './tags-call.js';
import type { TagBlock, TagReadContext } from './tags-format.js';

/** What the Python calls reader needs to know of the format around it. */
export interface PythonCallsSyntax extends TagSyntax {
  readonly maxDepth: number;
}

/** Why reading stopped: `atEnd` when the text ran out first (a call cut off). */
class PythonStop {
  constructor(
    readonly detail: string,
    readonly atEnd: boolean,
  ) {}
}

const literalWords: ReadonlyMap<string, unknown> = new Map<string, unknown>([
  ['True', true],
  ['False', false],
  ['None', null],
  ['true', true],
  ['false', false],
  ['null', null],
]);

/**
 * Reads a block of Python-style calls, as LFM2 (`[get_weather(city="Paris"), f()]`) and OLMo 3
 * (one call per line) write them: each call `name(args)`, the brackets around the list and the
 * commas or line breaks between calls optional. Arguments are keyword (`city="Paris"`) or
 * positional (mapped in the function's parameter order), and each value is a Python literal:
 * a string (`'`, `"`, triple quotes, `r` prefix, escapes), a number, `True`/`False`/`None`
 * (JSON's `true`/`false`/`null` too), a list, a tuple or a dict. Nothing is evaluated: any
 * other expression, a bytes literal or an infinite number makes that call an error, and the
 * others are still read. Names may be dotted (`weather.get_temp`).
 */
export function readPythonCallsBlock(
  block: TagBlock,
  context: TagReadContext,
  syntax: PythonCallsSyntax,
): void {
  const { text } = block;
  const cut = block.end === 'cut-off' || block.end === 'too-long';
  const cutOff = (name: string) => cutOffError(block, name, syntax);
  const [from, to] = trimRange(text, block.bodyStart, block.bodyEnd);
  const reader = new PythonReader(text, to, syntax.maxDepth);
  reader.at = from;
  if (text.charCodeAt(from) === 0x5b) reader.at += 1;
  const found: Parameters<typeof buildTagCall>[0][] = [];
  for (;;) {
    reader.skipSeparators();
    if (reader.at >= to || text.charCodeAt(reader.at) === 0x5d) break;
    const start = reader.at;
    const nameEnd = reader.scanName();
    const written = text.slice(start, nameEnd);
    const target = resolveCallName(context.functions, written);
    const params = createParamsRecord();
    const repairs: Repair[] = [];
    let error: ReturnType<typeof unreadableCall> | undefined;
    if (written === '') {
      const [errorStart] = [reader.at];
      reader.skipToNextCall();
      found.push({
        target,
        params,
        raw: text.slice(errorStart, reader.at),
        start: block.start + errorStart,
        repairs,
        error: unreadableCall(
          `expected a call name(...), found ${quote(text.slice(errorStart, reader.at))}`,
          syntax.expected,
        ),
      });
      break;
    }
    try {
      reader.at = nameEnd;
      reader.skipBlanks();
      reader.expect(0x28, `expected ( after ${quote(written)}`);
      readArguments(reader, target.interface === null ? undefined : target.interface, params);
    } catch (thrown) {
      if (!(thrown instanceof PythonStop)) throw thrown;
      error =
        thrown.atEnd && cut
          ? cutOff(target.name)
          : thrown.atEnd
            ? unreadableArguments(target.name, 'the call has no closing )', syntax.expected)
            : unreadableArguments(target.name, thrown.detail, syntax.expected);
      if (!thrown.atEnd) reader.skipToNextCall();
    }
    found.push({
      target,
      params,
      raw: text.slice(start, reader.at),
      start: block.start + start,
      repairs,
      error,
    });
    if (error !== undefined && reader.at >= to) break;
  }
  if (found.length === 0) {
    if (cut && block.end !== 'cut-off') {
      context.report(namelessCall(block, cutOff('')));
    }
    return;
  }
  const whole = found.length === 1;
  for (const call of found) {
    const reported = whole
      ? context.report(buildTagCall({ ...call, raw: text, start: block.start }))
      : context.report(buildTagCall(call));
    if (!reported) return;
  }
}

/** Reads `args)` into `params`: keyword arguments by name, positional ones by slot. */
function readArguments(
  reader: PythonReader,
  functionInterface: Parameters<typeof getParamSlots>[0] | undefined,
  params: Record<string, unknown>,
): void {
  const slots = functionInterface === undefined ? [] : getParamSlots(functionInterface);
  let position = 0;
  for (;;) {
    reader.skipBlanks();
    if (reader.peek() === 0x29) {
      reader.at += 1;
      return;
    }
    const keyword = reader.keyword();
    if (keyword !== undefined) {
      setOwn(params, keyword, reader.readValue(0));
    } else {
      const value = reader.readValue(0);
      const slot = slots[position];
      if (slot === undefined) {
        reader.fail(
          functionInterface === undefined
            ? 'positional arguments need a known function: name each argument'
            : `more positional arguments than the ${slots.length} the function takes`,
        );
      }
      setOwn(params, slot.name, value);
      position += 1;
    }
    reader.skipBlanks();
    const next = reader.peek();
    if (next === 0x2c) reader.at += 1;
    else if (next !== 0x29)
      reader.fail(`expected , or ) after an argument, found ${quote(reader.around())}`);
  }
}

/** A one-pass reader of Python literals over a finished block; it evaluates nothing. */
class PythonReader {
  at = 0;

  constructor(
    private readonly text: string,
    private readonly end: number,
    private readonly maxDepth: number,
  ) {}

  peek(): number {
    if (this.at >= this.end) this.fail('', true);
    return this.text.charCodeAt(this.at);
  }

  around(): string {
    return this.text.slice(this.at, Math.min(this.end, this.at + 12));
  }

  expect(code: number, detail: string): void {
    if (this.peek() !== code) this.fail(detail);
    this.at += 1;
  }

  fail(detail: string, atEnd = false): never {
    throw new PythonStop(detail, atEnd);
  }

  skipBlanks(): void {
    while (this.at < this.end && isBlank(this.text.charCodeAt(this.at))) this.at += 1;
  }

  /** Blanks, commas and `;` between calls. */
  skipSeparators(): void {
    while (this.at < this.end) {
      const code = this.text.charCodeAt(this.at);
      if (!isBlank(code) && code !== 0x2c && code !== 0x3b) return;
      this.at += 1;
    }
  }

  /** Past the rest of a call that could not be read: to the next line break, or the end. */
  skipToNextCall(): void {
    const lineBreak = this.text.indexOf('\n', this.at);
    this.at = lineBreak === -1 || lineBreak >= this.end ? this.end : lineBreak + 1;
  }

  /** Where a dotted name starting at `at` ends (`at` itself when none starts there). */
  scanName(): number {
    let index = this.at;
    if (!isIdentifierStart(this.text.charCodeAt(index))) return index;
    while (index < this.end) {
      const code = this.text.charCodeAt(index);
      if (
        isIdentifierPart(code) ||
        (code === 0x2e && isIdentifierStart(this.text.charCodeAt(index + 1)))
      ) {
        index += 1;
      } else {
        break;
      }
    }
    return index;
  }

  /** `name=` (not `==`) at `at`: the keyword, with `at` past the `=`; else `undefined`. */
  keyword(): string | undefined {
    const start = this.at;
    if (!isIdentifierStart(this.text.charCodeAt(start))) return undefined;
    let index = start + 1;
    while (index < this.end && isIdentifierPart(this.text.charCodeAt(index))) index += 1;
    let equals = index;
    while (equals < this.end && isBlank(this.text.charCodeAt(equals))) equals += 1;
    if (this.text.charCodeAt(equals) !== 0x3d || this.text.charCodeAt(equals + 1) === 0x3d) {
      return undefined;
    }
    this.at = equals + 1;
    this.skipBlanks();
    return this.text.slice(start, index);
  }

  readValue(depth: number): unknown {
    if (depth > this.maxDepth) this.fail(`values nested deeper than ${this.maxDepth} levels`);
    this.skipBlanks();
    const code = this.peek();
    if (code === 0x22 || code === 0x27) return this.readString(false);
    if (code === 0x5b || code === 0x28)
      return this.readSequence(code === 0x5b ? 0x5d : 0x29, depth);
    if (code === 0x7b) return this.readDict(depth);
    if (code === 0x2d || code === 0x2b || code === 0x2e || isDigit(code)) return this.readNumber();
    if (isIdentifierStart(code)) {
      const start = this.at;
      let index = start;
      while (index < this.end && isIdentifierPart(this.text.charCodeAt(index))) index += 1;
      const word = this.text.slice(start, index);
      const next = this.text.charCodeAt(index);
      if ((next === 0x22 || next === 0x27) && word.length <= 2) {
        const lower = word.toLowerCase();
        if (lower.includes('b')) this.fail('a bytes literal is not a value a function takes');
        if (lower === 'r' || lower === 'u' || lower === 'ur' || lower === 'ru') {
          this.at = index;
          return this.readString(lower.includes('r'));
        }
      }
      if (literalWords.has(word)) {
        this.at = index;
        return literalWords.get(word);
      }
      if (index >= this.end) this.fail('', true);
      this.fail(
        `${quote(word)} is not a literal value: write a string, a number, True, False or None`,
      );
    }
    this.fail(`unexpected ${quote(this.around())} where a value belongs`);
  }

  private readSequence(close: number, depth: number): unknown[] {
    this.at += 1;
    const list: unknown[] = [];
    for (;;) {
      this.skipBlanks();
      if (this.peek() === close) {
        this.at += 1;
        return list;
      }
      list.push(this.readValue(depth + 1));
      this.skipBlanks();
      const next = this.peek();
      if (next === 0x2c) this.at += 1;
      else if (next !== close)
        this.fail(`expected , or a closing bracket, found ${quote(this.around())}`);
    }
  }

  private readDict(depth: number): Record<string, unknown> {
    this.at += 1;
    const record = createParamsRecord();
    for (;;) {
      this.skipBlanks();
      if (this.peek() === 0x7d) {
        this.at += 1;
        return record;
      }
      const key = this.readValue(depth + 1);
      if (typeof key !== 'string' && typeof key !== 'number' && typeof key !== 'boolean') {
        this.fail('a dict key must be a string or a number');
      }
      this.skipBlanks();
      if (this.peek() !== 0x3a) {
        this.fail(
          this.peek() === 0x2c || this.peek() === 0x7d
            ? 'a set is not a value a function takes'
            : 'expected : after a dict key',
        );
      }
      this.at += 1;
      setOwn(record, String(key), this.readValue(depth + 1));
      this.skipBlanks();
      const next = this.peek();
      if (next === 0x2c) this.at += 1;
      else if (next !== 0x7d) this.fail(`expected , or } in a dict, found ${quote(this.around())}`);
    }
  }

  private readNumber(): number {
    const start = this.at;
    let index = start;
    const text = this.text;
    if (text.charCodeAt(index) === 0x2d || text.charCodeAt(index) === 0x2b) index += 1;
    while (index < this.end) {
      const code = text.charCodeAt(index);
      if (
        isIdentifierPart(code) ||
        code === 0x2e ||
        ((code === 0x2d || code === 0x2b) && (text.charCodeAt(index - 1) | 0x20) === 0x65)
      ) {
        index += 1;
      } else {
        break;
      }
    }
    if (index >= this.end) this.fail('', true);
    const written = text.slice(start, index).replaceAll('_', '');
    this.at = index;
    const sign = written.startsWith('-') ? -1 : 1;
    const body = written.replace(/^[+-]/, '');
    const prefixed = /^0[xob]/i.test(body) ? Number(body) : Number.NaN;
    const value = Number.isNaN(prefixed) ? Number(body) : prefixed;
    if (
      !Number.isFinite(value) ||
      body === '' ||
      (!/^0[xob]/i.test(body) && !/^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(body))
    ) {
      this.fail(`${quote(written)} is not a finite number`);
    }
    return sign * value;
  }

  private readString(raw: boolean): string {
    const text = this.text;
    const quoteCode = text.charCodeAt(this.at);
    const triple =
      text.charCodeAt(this.at + 1) === quoteCode && text.charCodeAt(this.at + 2) === quoteCode;
    this.at += triple ? 3 : 1;
    let value = '';
    let from = this.at;
    for (;;) {
      if (this.at >= this.end) this.fail('', true);
      const code = text.charCodeAt(this.at);
      if (
        code === quoteCode &&
        (!triple ||
          (text.charCodeAt(this.at + 1) === quoteCode &&
            text.charCodeAt(this.at + 2) === quoteCode))
      ) {
        value += text.slice(from, this.at);
        this.at += triple ? 3 : 1;
        return value;
      }
      if (code === 0x0a && !triple) this.fail('a string left open at the end of its line');
      if (code === 0x5c) {
        value += text.slice(from, this.at);
        const next = text.charCodeAt(this.at + 1);
        if (this.at + 1 >= this.end) this.fail('', true);
        if (raw) {
          value += text.slice(this.at, this.at + 2);
          this.at += 2;
        } else {
          this.at += 2;
          value += this.escape(next);
        }
        from = this.at;
        continue;
      }
      this.at += 1;
    }
  }

  /** The character a backslash escape writes; `at` is just past the escape's letter. */
  private escape(code: number): string {
    switch (code) {
      case 0x6e:
        return '\n';
      case 0x74:
        return '\t';
      case 0x72:
        return '\r';
      case 0x30:
        return '\0';
      case 0x62:
        return '\b';
      case 0x66:
        return '\f';
      case 0x0a:
        return '';
      case 0x78:
        return this.hexCode(2);
      case 0x75:
        return this.hexCode(4);
      case 0x55:
        return this.hexCode(8);
      case 0x5c:
      case 0x27:
      case 0x22:
        return String.fromCharCode(code);
      default:
        // Python keeps an unknown escape as written, backslash included.
        return `\\${String.fromCharCode(code)}`;
    }
  }

  private hexCode(digits: number): string {
    let value = 0;
    for (let index = 0; index < digits; index += 1) {
      const digit = hexValue(this.text.charCodeAt(this.at + index));
      if (digit < 0) this.fail('a \\x, \\u or \\U escape without its hex digits');
      value = value * 16 + digit;
    }
    this.at += digits;
    if (value > 0x10ffff) this.fail('an escape beyond the last Unicode character');
    return String.fromCodePoint(value);
  }
}
