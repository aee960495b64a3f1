import type { Repair } from '@ai-toolbox/core';
import { CLOSE_BRACKET, CLOSE_PAREN, createRepair, OPEN_BRACKET } from '@ai-toolbox/core/kit';
import { AtfuncScanStop } from './atfunc-scan-stop.js';

/** One open JSON object or array. */
export interface AtfuncJsonFrame {
  readonly isArray: boolean;
  readonly target: Record<string, unknown> | unknown[];
  key: string | undefined;
  /**
   * 0: expecting a key (object) or a value (array); 1: expecting `:`; 2: expecting a value;
   * 3: expecting `,` or a closing bracket.
   */
  state: 0 | 1 | 2 | 3;
  afterComma: boolean;
}

/** The character that ends the surrounding construct: `)` for arguments, `]` for a body. */
export type AtfuncJsonCloser = typeof CLOSE_PAREN | typeof CLOSE_BRACKET;

function describeCloser(code: number): string {
  return `'${String.fromCharCode(code)}'`;
}

/**
 * Builds a JSON value from the tokens the scanner reads, with an explicit stack (no
 * recursion, depth bounded), repairing brackets as models typically break them: a closer
 * that matches an outer bracket closes the inner ones, the surrounding construct's closer
 * closes everything, an extra closer is dropped. Each repair is recorded.
 */
export class AtfuncJsonBuilder {
  private readonly stack: AtfuncJsonFrame[] = [];
  /** Whether the outermost value is complete. */
  done = false;
  /** The outermost value, once `done`. */
  result: unknown;

  constructor(
    private readonly outerCloser: AtfuncJsonCloser,
    private readonly maxDepth: number,
    private readonly repairs: Repair[],
  ) {}

  /** The innermost open frame. */
  top(): AtfuncJsonFrame | undefined {
    return this.stack[this.stack.length - 1];
  }

  /** Opens an object (`{`) or an array (`[`). */
  open(code: number): void {
    if (this.stack.length >= this.maxDepth) {
      throw AtfuncScanStop.unreadable(`JSON is nested deeper than ${this.maxDepth} levels`);
    }
    const isArray = code === OPEN_BRACKET;
    this.stack.push({
      isArray,
      target: isArray ? [] : {},
      key: undefined,
      state: 0,
      afterComma: false,
    });
  }

  /** Stores a complete value in the innermost frame, or as the result. */
  store(value: unknown): void {
    const frame = this.top();
    if (frame === undefined) {
      this.result = value;
      this.done = true;
      return;
    }
    if (Array.isArray(frame.target)) {
      frame.target.push(value);
    } else {
      const key = frame.key ?? '';
      // As JSON.parse does: a `__proto__` key stays an ordinary own key.
      if (key === '__proto__') {
        Object.defineProperty(frame.target, key, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      } else {
        frame.target[key] = value;
      }
    }
    frame.state = 3;
    frame.afterComma = false;
  }

  /**
   * Handles `}`, `]` or `)`; returns whether the character belongs to the JSON (and is
   * consumed) or to the surrounding construct (left for the scanner).
   */
  close(code: number): boolean {
    const stack = this.stack;
    const wantArray = code === CLOSE_BRACKET;
    let index = code === CLOSE_PAREN ? -1 : stack.length - 1;
    while (index >= 0 && stack[index]?.isArray !== wantArray) index -= 1;
    if (index >= 0) {
      if (this.top()?.afterComma) {
        this.repairs.push(
          createRepair('trailing-comma', 'Ignored a comma before a closing bracket.'),
        );
      }
      this.requireValues(index);
      if (index < stack.length - 1) {
        this.repairs.push(
          createRepair(
            'missing-closing-bracket',
            `Closed a JSON bracket left open before ${describeCloser(code)}.`,
          ),
        );
      }
      this.popTo(index);
      return true;
    }
    if (code === this.outerCloser) {
      this.requireValues(0);
      this.repairs.push(
        createRepair(
          'missing-closing-bracket',
          `Closed ${stack.length} JSON bracket(s) left open before ${describeCloser(code)}.`,
        ),
      );
      this.popTo(0);
      return false;
    }
    this.repairs.push(
      createRepair('extra-closing-bracket', `Dropped an extra ${describeCloser(code)} in JSON.`),
    );
    return true;
  }

  private popTo(index: number): void {
    while (this.stack.length > index) {
      const frame = this.stack.pop();
      if (frame !== undefined) this.store(frame.target);
    }
  }

  /** Objects about to close must not be waiting for the value of a key. */
  private requireValues(from: number): void {
    for (let index = from; index < this.stack.length; index += 1) {
      const frame = this.stack[index];
      if (frame !== undefined && !frame.isArray && (frame.state === 1 || frame.state === 2)) {
        throw AtfuncScanStop.unreadable(`the JSON key "${frame.key ?? ''}" has no value`);
      }
    }
  }
}
