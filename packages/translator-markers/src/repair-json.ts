import type { Repair } from '@ai-toolbox/core';
import {
  ASTERISK,
  BACKSLASH,
  BYTE_ORDER_MARK,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  COLON,
  COMMA,
  createRepair,
  DIGIT_0,
  DOT,
  DOUBLE_QUOTE,
  hexValue,
  isDigit,
  isIdentifierPart,
  isIdentifierStart,
  isLineBreak,
  isSpace,
  LOWER_B,
  LOWER_E,
  LOWER_F,
  LOWER_N,
  LOWER_R,
  LOWER_T,
  LOWER_U,
  MINUS,
  OPEN_BRACE,
  OPEN_BRACKET,
  PLUS,
  type RepairCode,
  SINGLE_QUOTE,
  SLASH,
  SPACE,
  UPPER_E,
} from '@ai-toolbox/core/kit';
import { MarkerJSONError } from './marker-json-error.js';

/** How integers outside ±(2^53 − 1) are returned. */
export type BigIntegerMode = 'bigint' | 'string' | 'number';

/** Options of {@link repairJson}. */
export interface RepairJsonOptions {
  /** The longest text read, in UTF-16 units; longer texts fail with reason `'too-large'`. Default 1,000,000. */
  readonly maxLength?: number;
  /** The deepest nesting of objects and arrays; deeper texts fail with reason `'too-deep'`. Default 100. */
  readonly maxDepth?: number;
  /**
   * Integers that a JavaScript number cannot hold exactly: `'bigint'` (default) keeps them
   * exact as `BigInt`, `'string'` keeps their digits as a string, `'number'` rounds them as
   * `JSON.parse` does.
   */
  readonly bigIntegers?: BigIntegerMode;
  /** Refuse every repair: read standard JSON only (still keeping big integers exact). */
  readonly strict?: boolean;
}

/** What {@link repairJson} read and what it had to repair to read it. */
export interface RepairJsonResult {
  /** The value. */
  readonly value: unknown;
  /** One entry per kind of repair made, in the order first made; empty for standard JSON. */
  readonly repairs: Repair[];
}

const DEFAULT_MAX_LENGTH = 1_000_000;
const DEFAULT_MAX_DEPTH = 100;

const REPAIR_MESSAGES: Readonly<Partial<Record<RepairCode, string>>> = {
  'single-quoted-string': 'read a single-quoted string as a JSON string',
  'unquoted-key': 'read an unquoted object key as a string',
  'trailing-comma': 'dropped a comma before a closing bracket',
  'missing-comma': 'read a missing comma between two values',
  'control-character-in-string': 'kept a literal line break or tab inside a string',
  'python-literal': 'read True/False/None as true/false/null',
  comment: 'skipped a comment',
  'missing-closing-bracket': 'closed brackets left open at the end of the text',
  'missing-closing-quote': 'closed a string left open at the end of the text',
  'invalid-escape': 'kept an unknown escape such as \\d as written',
};

/** Thrown inside the reader in strict mode, where a needed repair means "not standard JSON". */
class StrictFailure {
  constructor(readonly position: number) {}
}

function setKey(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    // defineProperty, so that the key stays an ordinary key as JSON.parse makes it.
    Object.defineProperty(target, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else {
    target[key] = value;
  }
}

/**
 * A one-pass reader of JSON as models write it: each repair works on a token (a string, a
 * key, a literal, a separator), so the contents of a string are never changed.
 */
class JsonReader {
  private position = 0;
  private depth = 0;
  private readonly repairs = new Map<RepairCode, { count: number; position: number }>();

  constructor(
    private readonly text: string,
    private readonly maxDepth: number,
    private readonly bigIntegers: BigIntegerMode,
    private readonly strict: boolean,
  ) {}

  read(): RepairJsonResult {
    if (this.text.charCodeAt(0) === BYTE_ORDER_MARK) this.position = 1;
    const value = this.readValue('a value');
    this.skipBlank();
    if (this.position < this.text.length) {
      this.fail(`unexpected text after the value: ${this.describeHere()}`);
    }
    const repairs: Repair[] = [];
    for (const [code, { count, position }] of this.repairs) {
      const times = count === 1 ? '' : ` (${count} times)`;
      repairs.push(
        createRepair(
          code,
          `JSON repaired: ${REPAIR_MESSAGES[code] ?? code}${times}, first at offset ${position}`,
        ),
      );
    }
    return { value, repairs };
  }

  private repair(code: RepairCode, position = this.position): void {
    if (this.strict) throw new StrictFailure(position);
    const seen = this.repairs.get(code);
    if (seen === undefined) this.repairs.set(code, { count: 1, position });
    else seen.count += 1;
  }

  private fail(detail: string): never {
    if (this.strict) throw new StrictFailure(this.position);
    throw new MarkerJSONError({
      message: `Unreadable JSON at offset ${this.position}: ${detail}`,
      reason: 'unreadable',
      position: this.position,
      detail,
    });
  }

  private describeHere(): string {
    const snippet = this.text.slice(this.position, this.position + 12);
    return this.position >= this.text.length ? 'the end of the text' : `'${snippet}'`;
  }

  /** Skips whitespace and comments. */
  private skipBlank(): void {
    const text = this.text;
    const length = text.length;
    let position = this.position;
    while (position < length) {
      const code = text.charCodeAt(position);
      if (isSpace(code)) {
        position += 1;
      } else if (code === SLASH && text.charCodeAt(position + 1) === SLASH) {
        this.repair('comment', position);
        position += 2;
        while (position < length) {
          const inner = text.charCodeAt(position);
          if (isLineBreak(inner)) break;
          position += 1;
        }
      } else if (code === SLASH && text.charCodeAt(position + 1) === ASTERISK) {
        this.repair('comment', position);
        const end = text.indexOf('*/', position + 2);
        position = end === -1 ? length : end + 2;
      } else {
        break;
      }
    }
    this.position = position;
  }

  private readValue(expected: string): unknown {
    this.skipBlank();
    const code = this.text.charCodeAt(this.position);
    if (code === OPEN_BRACE) return this.readObject();
    if (code === OPEN_BRACKET) return this.readArray();
    if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) return this.readString(code);
    if (code === MINUS || isDigit(code)) return this.readNumber();
    if (isIdentifierStart(code)) return this.readLiteral();
    return this.fail(`expected ${expected}, found ${this.describeHere()}`);
  }

  private enter(): void {
    this.depth += 1;
    if (this.depth > this.maxDepth) {
      const detail = `objects and arrays nest deeper than ${this.maxDepth} levels`;
      throw new MarkerJSONError({
        message: `JSON too deep: ${detail}`,
        reason: 'too-deep',
        position: this.position,
        detail,
      });
    }
    this.position += 1;
  }

  /** After a value inside a container: true when the container goes on with another entry. */
  private continues(close: number, startsEntry: (code: number) => boolean): boolean {
    this.skipBlank();
    const text = this.text;
    if (this.position >= text.length) {
      this.repair('missing-closing-bracket');
      return false;
    }
    const code = text.charCodeAt(this.position);
    if (code === close) {
      this.position += 1;
      return false;
    }
    if (code === COMMA) {
      const commaAt = this.position;
      this.position += 1;
      this.skipBlank();
      if (this.position >= text.length) {
        this.repair('trailing-comma', commaAt);
        this.repair('missing-closing-bracket');
        return false;
      }
      if (text.charCodeAt(this.position) === close) {
        this.repair('trailing-comma', commaAt);
        this.position += 1;
        return false;
      }
      return true;
    }
    if (startsEntry(code)) {
      this.repair('missing-comma');
      return true;
    }
    return this.fail(
      `expected ',' or '${String.fromCharCode(close)}', found ${this.describeHere()}`,
    );
  }

  private readObject(): Record<string, unknown> {
    this.enter();
    const result: Record<string, unknown> = {};
    this.skipBlank();
    if (this.position >= this.text.length) {
      this.repair('missing-closing-bracket');
    } else if (this.text.charCodeAt(this.position) === CLOSE_BRACE) {
      this.position += 1;
    } else {
      do {
        const key = this.readKey();
        this.skipBlank();
        if (this.text.charCodeAt(this.position) !== COLON) {
          this.fail(`expected ':' after the key "${key}", found ${this.describeHere()}`);
        }
        this.position += 1;
        setKey(result, key, this.readValue(`a value for the key "${key}"`));
      } while (this.continues(CLOSE_BRACE, startsKey));
    }
    this.depth -= 1;
    return result;
  }

  private readArray(): unknown[] {
    this.enter();
    const result: unknown[] = [];
    this.skipBlank();
    if (this.position >= this.text.length) {
      this.repair('missing-closing-bracket');
    } else if (this.text.charCodeAt(this.position) === CLOSE_BRACKET) {
      this.position += 1;
    } else {
      do {
        result.push(this.readValue('a value'));
      } while (this.continues(CLOSE_BRACKET, startsValue));
    }
    this.depth -= 1;
    return result;
  }

  private readKey(): string {
    this.skipBlank();
    const code = this.text.charCodeAt(this.position);
    if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) return this.readString(code);
    if (isIdentifierPart(code)) {
      const start = this.position;
      this.repair('unquoted-key', start);
      let position = start + 1;
      while (isIdentifierPart(this.text.charCodeAt(position))) position += 1;
      this.position = position;
      return this.text.slice(start, position);
    }
    return this.fail(`expected a key, found ${this.describeHere()}`);
  }

  private readString(quote: number): string {
    const text = this.text;
    const length = text.length;
    if (quote === SINGLE_QUOTE) this.repair('single-quoted-string');
    let position = this.position + 1;
    let chunkStart = position;
    let result = '';
    while (position < length) {
      const code = text.charCodeAt(position);
      if (code === quote) {
        this.position = position + 1;
        return result + text.slice(chunkStart, position);
      }
      if (code === BACKSLASH) {
        result += text.slice(chunkStart, position);
        const escaped = text.charCodeAt(position + 1);
        position += 2;
        switch (escaped) {
          case DOUBLE_QUOTE:
            result += '"';
            break;
          case BACKSLASH:
            result += '\\';
            break;
          case SLASH:
            result += '/';
            break;
          case LOWER_B:
            result += '\b';
            break;
          case LOWER_F:
            result += '\f';
            break;
          case LOWER_N:
            result += '\n';
            break;
          case LOWER_R:
            result += '\r';
            break;
          case LOWER_T:
            result += '\t';
            break;
          case LOWER_U: {
            let value = 0;
            for (let index = 0; index < 4; index += 1) {
              const digit = hexValue(text.charCodeAt(position + index));
              if (digit === -1) {
                this.position = position - 2;
                this.fail('expected four hex digits after \\u');
              }
              value = value * 16 + digit;
            }
            result += String.fromCharCode(value);
            position += 4;
            break;
          }
          case SINGLE_QUOTE:
            if (quote !== SINGLE_QUOTE) this.repair('invalid-escape', position - 2);
            result += "'";
            break;
          default:
            if (Number.isNaN(escaped)) {
              // A backslash as the last character: the string was cut off right there.
              this.repair('missing-closing-quote', position - 2);
              this.position = length;
              return `${result}\\`;
            }
            this.repair('invalid-escape', position - 2);
            result += `\\${String.fromCharCode(escaped)}`;
        }
        chunkStart = position;
      } else {
        if (code < SPACE) this.repair('control-character-in-string', position);
        position += 1;
      }
    }
    this.repair('missing-closing-quote', this.position);
    this.position = length;
    return result + text.slice(chunkStart, length);
  }

  private readNumber(): number | bigint | string {
    const text = this.text;
    const start = this.position;
    let position = start;
    let integer = true;
    if (text.charCodeAt(position) === MINUS) position += 1;
    const firstDigit = text.charCodeAt(position);
    if (firstDigit === DIGIT_0) {
      position += 1;
    } else if (isDigit(firstDigit)) {
      while (isDigit(text.charCodeAt(position))) position += 1;
    } else {
      this.position = position;
      this.fail(`expected a digit, found ${this.describeHere()}`);
    }
    if (text.charCodeAt(position) === DOT) {
      integer = false;
      position += 1;
      if (!isDigit(text.charCodeAt(position))) {
        this.position = position;
        this.fail(`expected a digit after '.', found ${this.describeHere()}`);
      }
      while (isDigit(text.charCodeAt(position))) position += 1;
    }
    const exponent = text.charCodeAt(position);
    if (exponent === LOWER_E || exponent === UPPER_E) {
      integer = false;
      position += 1;
      const sign = text.charCodeAt(position);
      if (sign === PLUS || sign === MINUS) position += 1;
      if (!isDigit(text.charCodeAt(position))) {
        this.position = position;
        this.fail(`expected a digit in the exponent, found ${this.describeHere()}`);
      }
      while (isDigit(text.charCodeAt(position))) position += 1;
    }
    const after = text.charCodeAt(position);
    if (isIdentifierPart(after) || after === DOT) {
      this.position = position;
      this.fail(`unexpected character in a number: ${this.describeHere()}`);
    }
    this.position = position;
    const digits = text.slice(start, position);
    const value = Number(digits);
    if (integer && !Number.isSafeInteger(value) && this.bigIntegers !== 'number') {
      return this.bigIntegers === 'bigint' ? BigInt(digits) : digits;
    }
    return value;
  }

  private readLiteral(): boolean | null {
    const text = this.text;
    const start = this.position;
    let position = start + 1;
    while (isIdentifierPart(text.charCodeAt(position))) position += 1;
    const word = text.slice(start, position);
    let value: boolean | null;
    switch (word) {
      case 'true':
        value = true;
        break;
      case 'false':
        value = false;
        break;
      case 'null':
        value = null;
        break;
      case 'True':
        this.repair('python-literal', start);
        value = true;
        break;
      case 'False':
        this.repair('python-literal', start);
        value = false;
        break;
      case 'None':
        this.repair('python-literal', start);
        value = null;
        break;
      default:
        // A bare word could be meant as a string, a variable or a typo: guessing would
        // hand the function a value nobody wrote, so it is an error.
        return this.fail(`unexpected word '${word}'; quote strings with "`);
    }
    this.position = position;
    return value;
  }
}

function startsKey(code: number): boolean {
  return code === DOUBLE_QUOTE || code === SINGLE_QUOTE || isIdentifierPart(code);
}

function startsValue(code: number): boolean {
  return (
    code === DOUBLE_QUOTE ||
    code === SINGLE_QUOTE ||
    code === OPEN_BRACE ||
    code === OPEN_BRACKET ||
    code === MINUS ||
    isIdentifierPart(code)
  );
}

/**
 * Reads JSON as a model writes it, repairing on tokens: single-quoted strings, unquoted
 * keys, trailing and missing commas, literal line breaks and tabs inside strings, Python's
 * `True`/`False`/`None`, `//` and `/* *\/` comments, and brackets and a string left open at
 * the end. The contents of a string are never changed. Every repair made is reported.
 *
 * Integers beyond ±(2^53 − 1) stay exact as `BigInt` by default (see
 * {@link RepairJsonOptions.bigIntegers}). Objects are plain objects as `JSON.parse` makes
 * them; a `__proto__` key is an ordinary own key.
 *
 * @throws {MarkerJSONError} when the text cannot be read (`reason: 'unreadable'`), is longer
 * than `maxLength` (`'too-large'`) or nests deeper than `maxDepth` (`'too-deep'`).
 *
 * @example
 * ```ts
 * repairJson("{name: 'Ana', tags: ['a', 'b',], ok: True}");
 * // → { value: { name: 'Ana', tags: ['a', 'b'], ok: true }, repairs: [...] }
 * ```
 */
export function repairJson(text: string, options: RepairJsonOptions = {}): RepairJsonResult {
  const maxLength = options.maxLength ?? DEFAULT_MAX_LENGTH;
  if (text.length > maxLength) {
    const detail = `the text is ${text.length} characters long, more than the limit of ${maxLength}`;
    throw new MarkerJSONError({
      message: `JSON too large: ${detail}`,
      reason: 'too-large',
      position: maxLength,
      detail,
    });
  }
  const reader = new JsonReader(
    text,
    options.maxDepth ?? DEFAULT_MAX_DEPTH,
    options.bigIntegers ?? 'bigint',
    options.strict === true,
  );
  try {
    return reader.read();
  } catch (error) {
    if (error instanceof StrictFailure) {
      const detail = 'not standard JSON';
      throw new MarkerJSONError({
        message: `Unreadable JSON at offset ${error.position}: ${detail}`,
        reason: 'unreadable',
        position: error.position,
        detail,
      });
    }
    throw error;
  }
}

/**
 * Reads standard JSON only, as `JSON.parse` does but keeping big integers exact; returns
 * `undefined` for anything else. Used where the original library tried `JSON.parse`.
 */
export function readStrictJson(
  text: string,
  bigIntegers: BigIntegerMode,
  maxDepth: number,
): { value: unknown } | undefined {
  try {
    return { value: new JsonReader(text, maxDepth, bigIntegers, true).read().value };
  } catch (error) {
    if (error instanceof StrictFailure) return undefined;
    throw error;
  }
}
