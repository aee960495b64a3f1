import {
  ASTERISK,
  CARRIAGE_RETURN,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  CLOSE_PAREN,
  COLON,
  COMMA,
  DOT,
  EQUALS,
  LINE_FEED,
  MINUS,
  OPEN_BRACE,
  OPEN_BRACKET,
  OPEN_PAREN,
  PLUS,
  SEMICOLON,
} from './char-codes.js';
import { createParamsRecord } from './params-record.js';
import { readPythonNumber } from './python-number.js';
import { PythonRepairs } from './python-repairs.js';
import type { PythonStringSink } from './python-string.js';
import { setOwn } from './set-own.js';

/** One argument of a Python-style call as written: `key` is set for a keyword argument. */
export interface PythonArgument {
  /** The name before `=`, for a keyword argument. */
  readonly key: string | undefined;
  /**
   * The value as read: a string, number, bigint (an integer beyond 2^53), boolean, null, array
   * or a record of `createParamsRecord`.
   */
  readonly value: unknown;
}

/** Why the arguments of a call could not be read. */
export interface PythonArgumentProblem {
  /** `truncated-call` when the text ended inside the call, else `unreadable-arguments`. */
  readonly code: 'truncated-call' | 'unreadable-arguments';
  /** What was wrong, for the model: a clause such as "the text ends inside a string". */
  readonly detail: string;
}

/** What a frame of the value stack is. */
enum Frame {
  Call = 0,
  List = 1,
  Tuple = 2,
  Dict = 3,
}

/** Where a frame stands. */
enum Slot {
  /** Expects a value (an argument, an element, a dict key) or the closer. */
  Value = 0,
  /** After a value: expects `,` or the closer. */
  After = 1,
  /** Call: after `name=`. Dict: after `key:`. Expects the value. */
  Assigned = 2,
  /** Dict: after a key, expects `:`. */
  Colon = 3,
  /** Call: after `*`, a list to spread (or a second `*`). */
  Star = 4,
  /** Call: after `**`, a dict to spread. */
  DoubleStar = 5,
}

interface StackFrame {
  readonly kind: Frame;
  slot: Slot;
  readonly items: unknown[];
  readonly record: Record<string, unknown> | undefined;
  /** The keyword (call) or key (dict) waiting for its value. */
  key: string | undefined;
  /** Tuple: whether a comma was written, which tells `(1,)` from `(1)`. */
  comma: boolean;
}

const closerOf: Record<number, number> = {
  [OPEN_PAREN]: CLOSE_PAREN,
  [OPEN_BRACKET]: CLOSE_BRACKET,
  [OPEN_BRACE]: CLOSE_BRACE,
};

const openerOfFrame = [OPEN_PAREN, OPEN_BRACKET, OPEN_PAREN, OPEN_BRACE] as const;

/** How deep the kinds of brackets are followed while skipping a call that cannot be read. */
const maxSkipDepth = 4096;

const literalNames = new Map<string, boolean | null>([
  ['True', true],
  ['False', false],
  ['None', null],
]);
const jsonLiteralNames = new Map<string, boolean | null>([
  ['true', true],
  ['false', false],
  ['null', null],
]);

/** How a character is named in a problem: a line break in words, anything else quoted. */
export function describeCharacter(code: number): string {
  if (code === LINE_FEED || code === CARRIAGE_RETURN) return 'a line break';
  return `'${String.fromCharCode(code)}'`;
}

/**
 * The parser half of the Python argument reader: it receives tokens (strings, numbers, names,
 * punctuation) and builds the call's arguments with an explicit stack of lists, tuples and
 * dicts, so that nesting costs no recursion and stops at `maxDepth`. Only literals are values;
 * a name, a nested call or an expression is a problem, never evaluated. After a problem it
 * only follows brackets to the call's own `)`, so nothing inside a broken call is read as a
 * call of its own.
 */
export class PythonValueStack implements PythonStringSink {
  /** Whether the call's `)` (or the end of a call that cannot be read) was reached. */
  done = false;
  /** The arguments in the order written. */
  args: PythonArgument[] = [];
  /** Why the arguments cannot be used, once something went wrong. */
  problem: PythonArgumentProblem | undefined;
  /** The repairs made so far. */
  readonly repairs = new PythonRepairs();
  /** Set when the call ended before a closer it never opened, which is left unread. */
  leaveCloser = false;

  private readonly stack: StackFrame[] = [newFrame(Frame.Call)];
  /** Bracket openers followed while skipping after a problem, innermost last. */
  private skipStack: number[] = [];
  /** Openers beyond {@link maxSkipDepth}, counted only. */
  private skipDeeper = 0;
  private keywordSeen = false;
  /** A string that a next string would continue (`'New ' 'York'`). */
  private pendingString: string | undefined;
  /** A name waiting for what follows: `=`, `(`, `.` or anything else. */
  private pendingName: string | undefined;
  /** A sign waiting for its number. */
  private pendingSign = 0;

  constructor(private readonly maxDepth: number) {}

  /** Makes the stack ready for the next call; the arguments of the call before are dropped. */
  reset(): void {
    this.done = false;
    this.args = [];
    this.problem = undefined;
    this.repairs.reset();
    this.leaveCloser = false;
    if (this.stack.length > 1) this.stack.length = 1;
    const call = this.stack[0] as StackFrame;
    call.slot = Slot.Value;
    call.key = undefined;
    if (this.skipStack.length > 0) this.skipStack = [];
    this.skipDeeper = 0;
    this.keywordSeen = false;
    this.pendingString = undefined;
    this.pendingName = undefined;
    this.pendingSign = 0;
  }

  /** The text ended before the call's `)`: the call is cut off, unless it went wrong before. */
  cutOff(insideString: boolean): void {
    this.done = true;
    if (this.problem !== undefined) return;
    const inside = insideString ? 'a string' : 'its arguments, before the closing parenthesis';
    this.problem = { code: 'truncated-call', detail: `the text ends inside ${inside}` };
  }

  onString(text: string): void {
    if (this.problem !== undefined) return;
    if (this.pendingName !== undefined) {
      this.fail(`a name (${clip(this.pendingName)}) directly before a string`);
      return;
    }
    if (this.pendingSign !== 0) {
      this.fail('a sign before a string');
      return;
    }
    if (this.pendingString !== undefined) {
      this.pendingString += text;
      return;
    }
    if (!this.expectsValue()) {
      this.fail(this.missingComma());
      return;
    }
    this.pendingString = text;
  }

  /** A number token as written, without its sign. */
  onNumber(text: string): void {
    if (this.problem !== undefined) return;
    if (!this.settle()) return;
    if (!this.expectsValue()) {
      this.fail(this.missingComma());
      return;
    }
    const read = readPythonNumber(text);
    if (!read.ok) {
      this.fail(read.detail);
      return;
    }
    let value = read.value;
    if (this.pendingSign < 0) {
      // -0 is the integer 0; -0.0 keeps its sign.
      value = typeof value === 'bigint' ? -value : value === 0 && !/[.eE]/.test(text) ? 0 : -value;
    }
    this.pendingSign = 0;
    this.deliver(value);
  }

  /** A name: a keyword, a literal (`True`) or a problem, as what follows decides. */
  onWord(word: string): void {
    if (this.problem !== undefined) return;
    if (!this.settle()) return;
    if (this.pendingSign !== 0) {
      this.fail(`a sign before the name ${clip(word)}`);
      return;
    }
    if (!this.expectsValue()) {
      this.fail(this.missingComma());
      return;
    }
    this.pendingName = word;
  }

  /** Any character between tokens that is not part of one. */
  onPunctuation(code: number): void {
    if (this.problem === undefined) this.readPunctuation(code);
    // After a problem, brackets are only followed, this one included.
    if (this.problem !== undefined) this.skipPunctuation(code);
  }

  /** Records the first problem and from then on only follows brackets to the call's end. */
  fail(detail: string): void {
    if (this.problem !== undefined) return;
    this.problem = { code: 'unreadable-arguments', detail };
    this.pendingName = undefined;
    this.pendingString = undefined;
    this.pendingSign = 0;
    this.skipStack = this.stack.map((frame) => openerOfFrame[frame.kind]);
  }

  private get top(): StackFrame {
    return this.stack[this.stack.length - 1] as StackFrame;
  }

  /** Whether the innermost frame waits for a value. */
  private expectsValue(): boolean {
    const slot = this.top.slot;
    return (
      slot === Slot.Value ||
      slot === Slot.Assigned ||
      slot === Slot.Star ||
      slot === Slot.DoubleStar
    );
  }

  /**
   * Completes the string or name waiting for what follows, before any token that is not a
   * string. Returns `false` when that made a problem.
   */
  private settle(): boolean {
    if (this.pendingString !== undefined) {
      const text = this.pendingString;
      this.pendingString = undefined;
      this.deliver(text);
      return this.problem === undefined;
    }
    if (this.pendingName !== undefined) {
      const name = this.pendingName;
      this.pendingName = undefined;
      const literal = literalNames.get(name);
      if (literal !== undefined) {
        this.deliver(literal);
      } else {
        const json = jsonLiteralNames.get(name);
        if (json === undefined) {
          this.fail(
            `${clip(name)} is a name, not a value: write text in quotes ('${clip(name)}') and use True, False or None`,
          );
          return false;
        }
        this.repairs.jsonLiteral(name);
        this.deliver(json);
      }
      return this.problem === undefined;
    }
    return true;
  }

  private readPunctuation(code: number): void {
    if (this.pendingName !== undefined && !this.readAfterName(this.pendingName, code)) return;
    if (this.pendingSign !== 0 && code !== OPEN_PAREN) {
      this.fail('a sign that no number follows');
      return;
    }
    if (!this.settle()) return;
    const frame = this.top;
    switch (code) {
      case COMMA:
        if (frame.slot === Slot.After) {
          frame.slot = Slot.Value;
          if (frame.kind === Frame.Tuple) frame.comma = true;
        } else if (frame.slot === Slot.Colon) {
          this.fail('a set ({a, b}), which has no JSON form: write a list [a, b]');
        } else {
          this.fail(
            frame.slot === Slot.Value
              ? 'a value is missing before a comma'
              : 'a comma where a value belongs',
          );
        }
        return;
      case CLOSE_PAREN:
      case CLOSE_BRACKET:
      case CLOSE_BRACE:
        this.close(code);
        return;
      case OPEN_PAREN:
      case OPEN_BRACKET:
      case OPEN_BRACE:
        this.open(code);
        return;
      case COLON:
        if (frame.slot === Slot.Colon) frame.slot = Slot.Assigned;
        else this.fail("a ':' outside a dict");
        return;
      case ASTERISK:
        if (frame.kind === Frame.Call && frame.slot === Slot.Value) frame.slot = Slot.Star;
        else if (frame.kind === Frame.Call && frame.slot === Slot.Star)
          frame.slot = Slot.DoubleStar;
        else this.fail('an expression with *, not a value');
        return;
      case MINUS:
      case PLUS:
        if (this.expectsValue() && frame.slot !== Slot.Star && frame.slot !== Slot.DoubleStar) {
          this.pendingSign = code === MINUS ? -1 : 1;
        } else {
          this.fail(
            `an expression with ${String.fromCharCode(code)}, not a value: write the value it gives`,
          );
        }
        return;
      case EQUALS:
        this.fail("an '=' that no argument name comes before");
        return;
      case SEMICOLON:
        this.fail("a ';' inside the call's parentheses");
        return;
      case DOT:
        this.fail(
          this.expectsValue()
            ? "'...' or a '.' where a value belongs"
            : 'an expression, not a value',
        );
        return;
      default:
        this.fail(`${describeCharacter(code)} where a value belongs`);
    }
  }

  /**
   * A name followed by `=` (a keyword), `(` (a nested call) or `.` (an expression); returns
   * whether `code` is still to be read as punctuation after the name is settled.
   */
  private readAfterName(name: string, code: number): boolean {
    if (code === EQUALS && this.top.kind === Frame.Call && this.top.slot === Slot.Value) {
      this.pendingName = undefined;
      if (literalNames.has(name)) {
        this.fail(`${name} cannot be a keyword argument`);
        return false;
      }
      this.top.key = name;
      this.top.slot = Slot.Assigned;
      return false;
    }
    if (code === OPEN_PAREN) {
      this.pendingName = undefined;
      this.fail(
        `${clip(name)}(...) is a nested call, which is not run: call ${clip(name)} first, then pass its result as a literal`,
      );
      return false;
    }
    if (code === DOT) {
      this.pendingName = undefined;
      this.fail(`${clip(name)}. starts an expression, not a value`);
      return false;
    }
    return true;
  }

  private open(code: number): void {
    if (!this.expectsValue()) {
      this.fail(this.missingComma());
      return;
    }
    if (this.pendingSign !== 0) {
      this.fail('a sign before a bracket');
      return;
    }
    if (this.stack.length > this.maxDepth) {
      this.fail(`values nested more than ${this.maxDepth} levels deep`);
      return;
    }
    this.stack.push(
      newFrame(code === OPEN_BRACKET ? Frame.List : code === OPEN_BRACE ? Frame.Dict : Frame.Tuple),
    );
  }

  private close(code: number): void {
    const frame = this.top;
    const opener = openerOfFrame[frame.kind];
    if (closerOf[opener] !== code) {
      this.fail(
        `${describeCharacter(code)} where ${describeCharacter(closerOf[opener] ?? CLOSE_PAREN)} belongs`,
      );
      return;
    }
    if (frame.slot !== Slot.Value && frame.slot !== Slot.After) {
      this.fail(
        frame.slot === Slot.Colon
          ? 'a set ({a}), which has no JSON form: write a list [a]'
          : `a value is missing before ${describeCharacter(code)}`,
      );
      return;
    }
    if (frame.kind === Frame.Call) {
      this.done = true;
      return;
    }
    this.stack.pop();
    if (frame.kind === Frame.Dict) {
      this.deliver(frame.record);
    } else if (frame.kind === Frame.Tuple && !frame.comma && frame.items.length === 1) {
      // `(5)` is 5, only `(5,)` is a tuple.
      this.deliver(frame.items[0]);
    } else {
      this.deliver(frame.items);
    }
  }

  /** Hands a complete value to the innermost frame. */
  private deliver(value: unknown): void {
    const frame = this.top;
    switch (frame.kind) {
      case Frame.Call:
        this.deliverArgument(frame, value);
        return;
      case Frame.List:
      case Frame.Tuple:
        frame.items.push(value);
        frame.slot = Slot.After;
        return;
      case Frame.Dict: {
        if (frame.slot === Slot.Value) {
          const key = dictKey(value);
          if (key === undefined) {
            this.fail('a dict key that is a list, tuple or dict');
            return;
          }
          frame.key = key;
          frame.slot = Slot.Colon;
          return;
        }
        setOwn(frame.record as Record<string, unknown>, frame.key ?? '', value);
        frame.key = undefined;
        frame.slot = Slot.After;
      }
    }
  }

  private deliverArgument(frame: StackFrame, value: unknown): void {
    switch (frame.slot) {
      case Slot.Assigned:
        this.keywordSeen = true;
        this.args.push({ key: frame.key, value });
        frame.key = undefined;
        break;
      case Slot.Star:
        if (!Array.isArray(value)) {
          this.fail('*args of something that is not a list');
          return;
        }
        if (this.keywordSeen) {
          this.fail('a positional argument after a keyword argument');
          return;
        }
        for (const element of value) this.args.push({ key: undefined, value: element });
        break;
      case Slot.DoubleStar: {
        if (typeof value !== 'object' || value === null || Array.isArray(value)) {
          this.fail('**kwargs of something that is not a dict');
          return;
        }
        const record = value as Record<string, unknown>;
        for (const key of Object.keys(record)) this.args.push({ key, value: record[key] });
        this.keywordSeen = true;
        break;
      }
      default:
        if (this.keywordSeen) {
          this.fail('a positional argument after a keyword argument');
          return;
        }
        this.args.push({ key: undefined, value });
    }
    frame.slot = Slot.After;
  }

  private missingComma(): string {
    return this.top.kind === Frame.Call
      ? 'two arguments without a comma between them'
      : 'two values without a comma between them';
  }

  /** Brackets while skipping: the call ends at its own `)`, or before a closer it never opened. */
  private skipPunctuation(code: number): void {
    if (code === OPEN_PAREN || code === OPEN_BRACKET || code === OPEN_BRACE) {
      // Past this depth only the count is kept: any closer closes one of those openers.
      if (this.skipStack.length >= maxSkipDepth) this.skipDeeper += 1;
      else this.skipStack.push(code);
      return;
    }
    if (code !== CLOSE_PAREN && code !== CLOSE_BRACKET && code !== CLOSE_BRACE) return;
    if (this.skipDeeper > 0) {
      this.skipDeeper -= 1;
      return;
    }
    for (let depth = this.skipStack.length - 1; depth >= 0; depth -= 1) {
      if (closerOf[this.skipStack[depth] as number] !== code) continue;
      this.skipStack.length = depth;
      if (depth === 0) this.done = true;
      return;
    }
    // A `]` or `}` that closes nothing of the call: the call ended before it.
    this.done = true;
    this.leaveCloser = true;
  }
}

function newFrame(kind: Frame): StackFrame {
  return {
    kind,
    slot: Slot.Value,
    items: [],
    record: kind === Frame.Dict ? createParamsRecord() : undefined,
    key: undefined,
    comma: false,
  };
}

/** A dict key as JSON writes it: strings as they are, numbers and constants as their text. */
function dictKey(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (value === true) return 'true';
  if (value === false) return 'false';
  if (value === null) return 'null';
  return undefined;
}

/** A name quoted in a problem, clipped so that a message stays short. */
function clip(text: string): string {
  return text.length <= 40 ? text : `${text.slice(0, 39)}…`;
}
