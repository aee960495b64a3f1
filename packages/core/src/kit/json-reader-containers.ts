import { CLOSE_BRACKET, CLOSE_PAREN, OPEN_BRACE, OPEN_BRACKET } from './char-codes.js';
import { describeAt } from './json-reader-problems.js';
import {
  AFTER_COLON,
  AFTER_COMMA,
  AFTER_KEY,
  AFTER_VALUE,
  type Container,
  JsonReaderState,
  NO_ITEMS,
  START,
  STRUCTURE,
  TRAILING,
} from './json-reader-state.js';
import { setOwn } from './set-own.js';

/** The reader's open objects and arrays: opening, storing values and keys, closing. */
export abstract class JsonContainerReader extends JsonReaderState {
  /** Stores a complete value in the innermost open object or array, or as the value. */
  protected store(value: unknown): void {
    this.mode = STRUCTURE;
    const container = this.container;
    if (container === undefined) {
      this.value = value;
      this.rootDone = true;
      if (this.whole) this.mode = TRAILING;
      else this.finish();
      return;
    }
    if (this.containerIsArray) {
      if (container === NO_ITEMS) this.container = [value];
      else (container as unknown[]).push(value);
    } else setOwn(container as Record<string, unknown>, this.containerKey, value);
    this.containerState = AFTER_VALUE;
    this.lineBreak = false;
  }

  protected storeKey(key: string): void {
    this.mode = STRUCTURE;
    this.containerKey = key;
    this.containerState = AFTER_KEY;
  }

  /** Opens an object or array inside the innermost one (or as the value). */
  protected openContainer(isArray: boolean): void {
    const container = this.container;
    if (container === NO_ITEMS) {
      this.emptyOuter += 1;
    } else if (container !== undefined) {
      // The arrays with no items go into the list below the one that has some.
      for (; this.emptyOuter > 0; this.emptyOuter -= 1) this.outer.push(NO_ITEMS);
      this.outer.push(container);
      if (!this.containerIsArray) this.outerKeys.push(this.containerKey);
    }
    this.container = isArray ? NO_ITEMS : {};
    this.containerIsArray = isArray;
    this.containerState = START;
    this.containerKey = '';
  }

  /** Closes the innermost object or array and stores it in the one around it, or as the value. */
  protected pop(): void {
    const closed = this.container === NO_ITEMS ? [] : this.container;
    let parent: Container | undefined;
    if (this.emptyOuter > 0) {
      this.emptyOuter -= 1;
      parent = NO_ITEMS;
    } else parent = this.outer.pop();
    this.container = parent;
    if (parent !== undefined) {
      this.containerIsArray = Array.isArray(parent);
      this.containerKey = this.containerIsArray ? '' : (this.outerKeys.pop() as string);
    }
    // The state the parent was in is not kept: storing the closed one puts it after a value.
    this.store(closed);
  }

  /**
   * A closer in the JSON dialect: it closes the innermost bracket of its kind and those left
   * open inside it; when none is of its kind, the innermost one.
   */
  protected close(chunk: string, index: number, code: number): number {
    const state = this.containerState;
    if (state === AFTER_KEY || state === AFTER_COLON) {
      return this.fail(this.position(index), this.unexpected(describeAt(chunk, index)));
    }
    if (state === AFTER_COMMA) this.repair('trailing-comma', this.containerCommaAt);
    const wantArray = code === CLOSE_BRACKET;
    const innermost = this.outer.length + this.emptyOuter;
    let match = innermost;
    while (match >= 0 && this.isArrayAt(match) !== wantArray) match -= 1;
    if (match < 0) {
      // `[1, 2}`: which bracket was meant is a guess.
      return this.fail(
        this.position(index),
        `${describeAt(chunk, index)} closes no open ${wantArray ? 'array' : 'object'}; ${this.unexpected(describeAt(chunk, index))}`,
      );
    }
    if (match < innermost) this.repair('missing-closing-bracket', this.position(index));
    while (this.depth() > match) this.pop();
    return index + 1;
  }

  /**
   * A closing character in the loose dialect: it closes the innermost bracket of its kind and
   * those left open inside it; `endsAt` closes everything and is left unread; a closer that
   * matches nothing open is dropped.
   */
  protected closeLoosely(index: number, code: number): number {
    const wantArray = code === CLOSE_BRACKET;
    const innermost = this.outer.length + this.emptyOuter;
    let match = code === CLOSE_PAREN ? -1 : innermost;
    while (match >= 0 && this.isArrayAt(match) !== wantArray) match -= 1;
    if (match < 0 && code !== this.endsAt) {
      this.repair('extra-closing-bracket', this.position(index));
      return index + 1;
    }
    const state = this.containerState;
    if (match >= 0 && state === AFTER_COMMA) this.repair('trailing-comma', this.containerCommaAt);
    // Only the innermost bracket can be waiting for a value: the ones around it hold it.
    if (state === AFTER_KEY || state === AFTER_COLON) {
      return this.fail(this.position(index), `the key "${this.containerKey}" has no value`);
    }
    const from = Math.max(match, 0);
    if (from < innermost || match < 0) {
      this.repair('missing-closing-bracket', this.position(index));
    }
    while (this.depth() > from) this.pop();
    return match < 0 ? index : index + 1;
  }

  /**
   * Whether an object inside an array is left open where `{` or `[` begins the array's next
   * value (`[{"a": 1 {"a": 2}]`).
   */
  protected closesIntoArray(code: number): boolean {
    if (this.loose || this.containerIsArray || (code !== OPEN_BRACE && code !== OPEN_BRACKET)) {
      return false;
    }
    const outer = this.outer;
    return this.emptyOuter > 0 || (outer.length > 0 && Array.isArray(outer[outer.length - 1]));
  }

  protected closeIntoArray(index: number, afterComma: boolean): number {
    this.repair('missing-closing-bracket', this.position(index));
    this.pop();
    if (afterComma) {
      this.containerState = AFTER_COMMA;
      this.containerCommaAt = this.position(index);
    }
    return index;
  }
}
