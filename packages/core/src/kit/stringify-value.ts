import { isHighSurrogate } from './char-codes.js';

/** Nesting deeper than this is written as `"[Too deep]"`, so that no value can exhaust the stack. */
export const MAX_STRINGIFY_DEPTH = 200;
/**
 * Objects and arrays past this many are written as `"[Too large]"`: a value that shares its
 * parts (`a = [b, b]`, `b = [c, c]`, ...) is small in memory but exponential as JSON.
 */
export const MAX_STRINGIFY_CONTAINERS = 1_000_000;

/** How {@link stringifyValue} writes a value. */
export interface StringifyOptions {
  /** Sort object keys, so that equal values give equal text whatever their key order. */
  readonly sortKeys?: boolean;
}

/** What {@link stringifyBounded} wrote. */
export interface BoundedStringify {
  /** The JSON text, whole when `complete`, else its head (at least the budget's characters). */
  readonly text: string;
  /** Whether `text` is the whole value. */
  readonly complete: boolean;
  /**
   * The value that was cut, in words (`an array of 10000000 elements`, `an object with at
   * least 312 keys`, `a string of 9000000 characters`), when the text is not `complete`. An
   * object's keys are not counted past those seen.
   */
  readonly cutValue: string | undefined;
  /** The work done: characters written plus entries (elements, keys, members) visited. */
  readonly work: number;
}

/**
 * JSON text for any value, never throwing: bigints become their digits, cycles become
 * `"[Circular]"`, nesting deeper than 200 levels `"[Too deep]"`, objects past the millionth
 * `"[Too large]"`, errors become `{ name, message }`, typed arrays arrays of their elements,
 * maps objects and sets arrays, a getter or `toJSON` that throws `"[Unreadable]"`; functions
 * and symbols are left out as JSON leaves them out, and `undefined` alone becomes the empty
 * string.
 */
export function stringifyValue(value: unknown, options: StringifyOptions = {}): string {
  // The values most results are, written without a writer.
  if (isPlainPrimitive(value)) return writePrimitive(value);
  const writer = new ValueWriter(Number.POSITIVE_INFINITY, options.sortKeys === true);
  writer.write(value, 0, false);
  return writer.text;
}

/**
 * {@link stringifyValue} with a budget: writing stops as soon as the work done (characters
 * written plus entries visited) reaches `budget`, whatever the size of the value, so a result
 * of ten million elements costs what its first few thousand characters cost. The text is then
 * a head of the JSON (for truncation to cut), and `cutValue` says what was cut.
 *
 * The budget can be passed by one piece: the last string written is cut to what is left, but
 * its escapes may make it up to six times as long; a number or a short key is written whole.
 * An object's keys are taken one at a time (`for...in`), so only the ones written are read:
 * a getter runs, and a proxy is asked, for those alone. The engine still lists an ordinary
 * object's keys natively when the walk starts, in one step far cheaper than building the
 * object was.
 *
 * @example
 * ```ts
 * const { text, complete, cutValue } = stringifyBounded(new Uint8Array(10_000_000), 100);
 * // text: '[0,0,0,...' (about 100 characters), complete: false,
 * // cutValue: 'a Uint8Array of 10000000 elements'
 * ```
 */
export function stringifyBounded(
  value: unknown,
  budget: number,
  options: StringifyOptions = {},
): BoundedStringify {
  if (isPlainPrimitive(value)) {
    const text = writePrimitive(value);
    return { text, complete: true, cutValue: undefined, work: text.length };
  }
  const writer = new ValueWriter(Math.max(0, budget), options.sortKeys === true);
  writer.write(value, 0, false);
  return {
    text: writer.text,
    complete: !writer.stopped,
    cutValue: writer.stopped ? writer.outerValue : undefined,
    work: writer.work,
  };
}

/** A value JSON writes in a few characters, whatever it is. */
function isPlainPrimitive(value: unknown): value is number | boolean | null | undefined {
  const type = typeof value;
  return type === 'number' || type === 'boolean' || value === null || value === undefined;
}

function writePrimitive(value: number | boolean | null | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  return value === null ? 'null' : value ? 'true' : 'false';
}

/** How a value that is not JSON data is written in its place. */
const CIRCULAR = '"[Circular]"';
const TOO_DEEP = '"[Too deep]"';
const TOO_LARGE = '"[Too large]"';
const UNREADABLE = '"[Unreadable]"';
const UNREADABLE_TEXT = '[Unreadable]';

type TypedArray = Exclude<ArrayBufferView, DataView>;

function isTypedArray(value: object): value is TypedArray {
  return ArrayBuffer.isView(value) && !(value instanceof DataView);
}

/** A value in words, for the note that says what was cut. */
function describeContainer(value: object, size: number, unit: string): string {
  const kind = Array.isArray(value)
    ? 'an array'
    : isTypedArray(value)
      ? `a ${value.constructor?.name ?? 'typed array'}`
      : value instanceof Map
        ? 'a Map'
        : value instanceof Set
          ? 'a Set'
          : 'an object';
  return `${kind} ${unit === 'keys' ? 'with' : 'of'} ${size} ${unit}`;
}

/**
 * Writes JSON into one string, piece by piece, counting the work. Recursion is bounded by
 * {@link MAX_STRINGIFY_DEPTH}; the ancestors of the value being written are kept to spot cycles.
 */
class ValueWriter {
  text = '';
  work = 0;
  /** Set once the budget ran out with more left to write. */
  stopped = false;
  /** The outermost container (or string) being written, in words, for the note. */
  outerValue: string | undefined = undefined;
  private containers = 0;
  private readonly ancestors = new Set<object>();

  constructor(
    private readonly budget: number,
    private readonly sortKeys: boolean,
  ) {}

  /** Whether there is budget left; when there is none, writing stops here. */
  private hasRoom(): boolean {
    if (this.work < this.budget) return true;
    this.stopped = true;
    return false;
  }

  private emit(piece: string): void {
    this.text += piece;
    this.work += piece.length;
  }

  /**
   * Writes one value and tells whether it wrote anything: `undefined`, functions and symbols
   * write nothing (an object leaves their key out, an array writes `null` in their place).
   */
  write(value: unknown, depth: number, inArray: boolean): boolean {
    return this.writeResolved(resolveToJson(value), depth, inArray);
  }

  /** {@link write} for a value whose `toJSON` has been called, as JSON calls it: once. */
  private writeResolved(value: unknown, depth: number, inArray: boolean): boolean {
    switch (typeof value) {
      case 'string':
        this.writeString(value, depth);
        return true;
      case 'number':
        this.emit(Number.isFinite(value) ? String(value) : 'null');
        return true;
      case 'boolean':
        this.emit(value ? 'true' : 'false');
        return true;
      case 'bigint':
        this.writeBigInt(value);
        return true;
      case 'object':
        if (value === null) {
          this.emit('null');
          return true;
        }
        return this.writeObject(value, depth);
      default:
        if (inArray) this.emit('null');
        return inArray;
    }
  }

  /**
   * A string, cut to the budget that is left: a long string costs what is written of it, and
   * its escapes (up to six characters each) are cut to the budget too.
   */
  private writeString(value: string, depth: number): void {
    const room = this.budget - this.work;
    if (value.length + 2 <= room) {
      const quoted = JSON.stringify(value);
      if (quoted.length <= room) {
        this.emit(quoted);
        return;
      }
    }
    if (depth === 0) this.outerValue = `a string of ${value.length} characters`;
    const end = headLength(value, Math.max(0, Math.min(value.length, Math.floor(room))));
    const quoted = JSON.stringify(value.slice(0, end));
    // The closing quote is left out: the text is cut here.
    this.emit(quoted.slice(0, headLength(quoted, Math.max(1, Math.min(quoted.length - 1, room)))));
    this.stopped = true;
  }

  /**
   * A bigint's digits, quoted. Decimal digits cost more than linear time in the number's size,
   * so one with more digits than the budget has room for is described instead; telling costs
   * only the bits that fit.
   */
  private writeBigInt(value: bigint): void {
    const room = this.budget - this.work;
    if (Number.isFinite(room)) {
      // 3.32 bits per decimal digit: a number that fits in these bits has at most `room` digits.
      const bits = Math.max(1, Math.floor(room * 3.32));
      if (BigInt.asIntN(bits, value) !== value) {
        // It does not fit: its magnitude is at least 2^(bits - 1).
        this.emit(
          `"[an integer of more than ${Math.floor((bits - 1) * Math.LOG10E * Math.LN2)} digits]"`,
        );
        return;
      }
    }
    this.emit(`"${value.toString()}"`);
  }

  private writeObject(value: object, depth: number): boolean {
    if (this.ancestors.has(value)) {
      this.emit(CIRCULAR);
      return true;
    }
    if (depth >= MAX_STRINGIFY_DEPTH) {
      this.emit(TOO_DEEP);
      return true;
    }
    if (this.containers >= MAX_STRINGIFY_CONTAINERS) {
      this.emit(TOO_LARGE);
      return true;
    }
    this.containers += 1;
    // Whatever the value's own code does (getters, proxies, toJSON, iterators) may throw.
    try {
      this.ancestors.add(value);
      if (Array.isArray(value) || isTypedArray(value)) {
        this.writeArray(value as unknown as ArrayLike<unknown>, depth);
      } else if (value instanceof Error) this.writeError(value, depth);
      else if (value instanceof Map) this.writeMap(value, depth);
      else if (value instanceof Set) this.writeSet(value, depth);
      else if (isBoxedPrimitive(value)) this.writeResolved(value.valueOf(), depth, true);
      else this.writeRecord(value, depth);
      this.ancestors.delete(value);
      return true;
    } catch {
      this.ancestors.delete(value);
      this.emit(UNREADABLE);
      return true;
    }
  }

  private describeOuter(value: object, depth: number, size: number, unit: string): void {
    if (depth === 0) this.outerValue = describeContainer(value, size, unit);
  }

  /** An array, or a typed array: its elements in order, `null` for what JSON leaves out. */
  private writeArray(value: ArrayLike<unknown>, depth: number): void {
    const length = value.length;
    this.describeOuter(value, depth, length, 'elements');
    this.emit('[');
    for (let index = 0; index < length; index += 1) {
      if (!this.hasRoom()) return;
      this.work += 1;
      if (index > 0) this.emit(',');
      this.writeElement(value, index, depth);
      if (this.stopped) return;
    }
    this.emit(']');
  }

  private writeElement(value: ArrayLike<unknown>, index: number, depth: number): void {
    let element: unknown;
    try {
      element = value[index];
    } catch {
      element = UNREADABLE_TEXT;
    }
    this.write(element, depth + 1, true);
  }

  private writeError(value: Error, depth: number): void {
    let name: unknown;
    let message: unknown;
    try {
      name = value.name;
      message = value.message;
    } catch {
      name = UNREADABLE_TEXT;
      message = UNREADABLE_TEXT;
    }
    this.emit('{"name":');
    this.write(name, depth + 1, true);
    if (this.stopped) return;
    this.emit(',"message":');
    this.write(message, depth + 1, true);
    if (this.stopped) return;
    this.emit('}');
  }

  private writeMap(value: Map<unknown, unknown>, depth: number): void {
    this.describeOuter(value, depth, value.size, 'entries');
    this.emit('{');
    let first = true;
    try {
      for (const [key, member] of value) {
        if (!this.hasRoom()) return;
        this.work += 1;
        // As Object.fromEntries reads keys; symbol keys are left out, as JSON leaves them out.
        if (typeof key === 'symbol') continue;
        let name: string;
        try {
          name = typeof key === 'string' ? key : String(key);
        } catch {
          name = UNREADABLE_TEXT;
        }
        first = this.writeMember(name, member, depth, first);
        if (this.stopped) return;
      }
    } catch {
      // The map's own iterator threw: what it gave is kept, and the rest is marked.
      this.writeMember(UNREADABLE_TEXT, UNREADABLE_TEXT, depth, first);
    }
    this.emit('}');
  }

  private writeSet(value: Set<unknown>, depth: number): void {
    this.describeOuter(value, depth, value.size, 'members');
    this.emit('[');
    let first = true;
    try {
      for (const member of value) {
        if (!this.hasRoom()) return;
        this.work += 1;
        if (!first) this.emit(',');
        first = false;
        this.write(member, depth + 1, true);
        if (this.stopped) return;
      }
    } catch {
      this.emit(first ? UNREADABLE : `,${UNREADABLE}`);
    }
    this.emit(']');
  }

  /**
   * An object's own enumerable string keys, in JSON's order. Without sorting they are taken
   * one at a time as `for...in` gives them: a proxy is asked about, and a getter run for, only
   * the keys written, and the size in the note is the keys seen (`with at least 312 keys`),
   * since counting them all would cost what the budget is there to avoid.
   */
  private writeRecord(value: object, depth: number): void {
    if (this.sortKeys) {
      this.writeSortedRecord(value, depth);
      return;
    }
    this.emit('{');
    let first = true;
    let seen = 0;
    for (const key in value) {
      if (!this.hasRoom()) break;
      this.work += 1;
      // Inherited keys are passed over, as JSON leaves them out; they still count as work.
      if (!Object.hasOwn(value, key)) continue;
      seen += 1;
      first = this.writeMember(key, readMember(value, key), depth, first);
      if (this.stopped) break;
    }
    if (this.stopped) {
      if (depth === 0)
        this.outerValue = `an object with at least ${seen} ${seen === 1 ? 'key' : 'keys'}`;
      return;
    }
    this.emit('}');
  }

  /** {@link writeRecord} with the keys sorted, which needs all of them at once. */
  private writeSortedRecord(value: object, depth: number): void {
    const keys = Object.keys(value).sort();
    this.describeOuter(value, depth, keys.length, 'keys');
    this.emit('{');
    let first = true;
    for (const key of keys) {
      if (!this.hasRoom()) return;
      this.work += 1;
      first = this.writeMember(key, readMember(value, key), depth, first);
      if (this.stopped) return;
    }
    this.emit('}');
  }

  /** `"key":value` after a comma unless it is the first; a member that writes nothing is left out. */
  private writeMember(key: string, member: unknown, depth: number, first: boolean): boolean {
    // Resolved before the key is written: a toJSON that gives undefined leaves the key out.
    const resolved = resolveToJson(member);
    if (!writesSomething(resolved)) return first;
    if (!first) this.emit(',');
    this.writeString(key, depth + 1);
    if (this.stopped) return false;
    this.emit(':');
    this.writeResolved(resolved, depth + 1, false);
    return false;
  }
}

/** A member's value, or `"[Unreadable]"` when its getter (or a proxy) throws. */
function readMember(value: object, key: string): unknown {
  try {
    return (value as Record<string, unknown>)[key];
  } catch {
    return UNREADABLE_TEXT;
  }
}

/**
 * What JSON writes for a value: its `toJSON()` when it has one (called once, as JSON calls it;
 * one that throws gives `"[Unreadable]"`). Typed arrays are written as their elements: Node's
 * `Buffer.toJSON` would first copy every byte into an array.
 */
function resolveToJson(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  try {
    if (isTypedArray(value)) return value;
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    return typeof toJSON === 'function' ? toJSON.call(value) : value;
  } catch {
    return UNREADABLE_TEXT;
  }
}

/** `length`, or one less where that would split a surrogate pair. */
function headLength(text: string, length: number): number {
  return length > 0 && length < text.length && isHighSurrogate(text.charCodeAt(length - 1))
    ? length - 1
    : length;
}

/** Whether JSON writes a member with this value (it leaves `undefined`, functions and symbols out). */
function writesSomething(value: unknown): boolean {
  const type = typeof value;
  return type !== 'undefined' && type !== 'function' && type !== 'symbol';
}

/** `new Number(1)`, `new String('a')`, `new Boolean(true)`: written as JSON writes them, as the primitive. */
function isBoxedPrimitive(value: object): value is { valueOf(): unknown } {
  return value instanceof Number || value instanceof String || value instanceof Boolean;
}
