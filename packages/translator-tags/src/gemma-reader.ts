import type { Repair } from '@ai-toolbox/core';
import {
  createParamsRecord,
  createRepair,
  isBlank,
  readBareWord,
  resolveCallName,
  setOwn,
} from '@ai-toolbox/core/kit';
import type { TagSyntax } from './tags-call.js';
import {
  buildTagCall,
  cutOffError,
  paramTypesOf,
  quote,
  readTagValue,
  trimRange,
  unreadableArguments,
  unreadableCall,
} from './tags-call.js';
import type { TagBlock, TagReadContext } from './tags-format.js';

/** What the Gemma reader needs to know of the format around it. */
export interface GemmaSyntax extends TagSyntax {
  /** The token that opens and closes a string: `<escape>` (FunctionGemma) or `<|"|>` (Gemma 4). */
  readonly quote: string;
  readonly maxDepth: number;
}

class GemmaStop {
  constructor(
    readonly detail: string,
    readonly atEnd: boolean,
  ) {}
}

/**
 * Reads one Gemma call block, `call:name{key:value,...}`: strings between the syntax's string
 * token, numbers and booleans bare, objects `{key:value}` and lists `[...]` nested. A string is
 * read as the type its parameter declares; a bare word that is no number, boolean or null is
 * read as text (repair `unquoted-string`).
 */
export function readGemmaBlock(
  block: TagBlock,
  context: TagReadContext,
  syntax: GemmaSyntax,
): void {
  const { text, bodyStart, bodyEnd } = block;
  const cut = block.end === 'cut-off' || block.end === 'too-long';
  const cutOff = (name: string) => cutOffError(block, name, syntax);
  const [from, to] = trimRange(text, bodyStart, bodyEnd);
  if (from === to && !cut) return;
  let at = from;
  if (text.startsWith('call:', at)) at += 5;
  const nameStart = at;
  while (at < to) {
    const code = text.charCodeAt(at);
    if (code === 0x7b || isBlank(code)) break;
    at += 1;
  }
  const written = text.slice(nameStart, at);
  const target = resolveCallName(context.functions, written);
  const types = paramTypesOf(target.interface);
  const params = createParamsRecord();
  const repairs: Repair[] = [];
  const report = (error: ReturnType<typeof unreadableCall> | undefined) =>
    context.report(buildTagCall({ target, params, raw: text, start: block.start, repairs, error }));
  if (written === '') {
    report(cut ? cutOff('') : unreadableCall('the call has no function name', syntax.expected));
    return;
  }
  while (at < to && isBlank(text.charCodeAt(at))) at += 1;
  if (at >= to) {
    report(cut ? cutOff(target.name) : undefined);
    return;
  }
  if (text.charCodeAt(at) !== 0x7b) {
    report(
      unreadableArguments(
        target.name,
        `expected { after the name, found ${quote(text.slice(at, at + 10))}`,
        syntax.expected,
      ),
    );
    return;
  }
  const reader = new GemmaValueReader(text, to, syntax, repairs);
  try {
    reader.at = at + 1;
    reader.readEntries(0x7d, 1, (key, value, wasString) => {
      setOwn(params, key, wasString ? readTagValue(value as string, types, key, repairs) : value);
    });
  } catch (thrown) {
    if (!(thrown instanceof GemmaStop)) throw thrown;
    report(
      thrown.atEnd && cut
        ? cutOff(target.name)
        : thrown.atEnd
          ? unreadableArguments(target.name, 'the arguments were cut off', syntax.expected)
          : unreadableArguments(target.name, thrown.detail, syntax.expected),
    );
    return;
  }
  report(undefined);
}

/** A one-pass reader of Gemma's value syntax over a finished block. */
class GemmaValueReader {
  at = 0;

  constructor(
    private readonly text: string,
    private readonly end: number,
    private readonly syntax: GemmaSyntax,
    private readonly repairs: Repair[],
  ) {}

  /** Reads `key:value` pairs up to `close` (`}`), handing each to `take`. */
  readEntries(
    close: number,
    depth: number,
    take: (key: string, value: unknown, wasString: boolean) => void,
  ): void {
    for (;;) {
      this.skipBlanks();
      const code = this.peek();
      if (code === close) {
        this.at += 1;
        return;
      }
      if (code === 0x2c) {
        this.at += 1;
        continue;
      }
      const key = this.readKey();
      this.skipBlanks();
      if (this.peek() !== 0x3a) this.fail(`expected : after the key ${quote(key)}`);
      this.at += 1;
      this.skipBlanks();
      const wasString = this.text.startsWith(this.syntax.quote, this.at);
      take(key, this.readValue(depth), wasString);
    }
  }

  private readKey(): string {
    if (this.text.startsWith(this.syntax.quote, this.at)) return this.readString();
    const start = this.at;
    while (this.at < this.end) {
      const code = this.text.charCodeAt(this.at);
      if (code === 0x3a || code === 0x2c || code === 0x7d || isBlank(code)) break;
      this.at += 1;
    }
    if (this.at === start)
      this.fail(`expected a key, found ${quote(this.text.slice(start, start + 10))}`);
    return this.text.slice(start, this.at);
  }

  private readValue(depth: number): unknown {
    if (depth > this.syntax.maxDepth)
      this.fail(`values nested deeper than ${this.syntax.maxDepth} levels`);
    const code = this.peek();
    if (this.text.startsWith(this.syntax.quote, this.at)) return this.readString();
    if (code === 0x7b) {
      this.at += 1;
      const record = createParamsRecord();
      this.readEntries(0x7d, depth + 1, (key, value) => setOwn(record, key, value));
      return record;
    }
    if (code === 0x5b) {
      this.at += 1;
      const list: unknown[] = [];
      for (;;) {
        this.skipBlanks();
        const next = this.peek();
        if (next === 0x5d) {
          this.at += 1;
          return list;
        }
        if (next === 0x2c) {
          this.at += 1;
          continue;
        }
        list.push(this.readValue(depth + 1));
      }
    }
    const start = this.at;
    while (this.at < this.end) {
      const next = this.text.charCodeAt(this.at);
      if (next === 0x2c || next === 0x7d || next === 0x5d) break;
      this.at += 1;
    }
    if (this.at >= this.end) this.fail('', true);
    const word = this.text.slice(...trimRange(this.text, start, this.at));
    if (word === '')
      this.fail(`expected a value, found ${quote(this.text.slice(start, start + 10))}`);
    const read = readBareWord(word);
    if (read.repair === 'unquoted-string') {
      this.repairs.push(
        createRepair('unquoted-string', `Read the bare word ${quote(word)} as text`),
      );
    }
    return read.value;
  }

  private readString(): string {
    const start = this.at + this.syntax.quote.length;
    const close = this.text.indexOf(this.syntax.quote, start);
    if (close === -1 || close >= this.end) this.fail('', true);
    this.at = close + this.syntax.quote.length;
    return this.text.slice(start, close);
  }

  private peek(): number {
    if (this.at >= this.end) this.fail('', true);
    return this.text.charCodeAt(this.at);
  }

  private skipBlanks(): void {
    while (this.at < this.end && isBlank(this.text.charCodeAt(this.at))) this.at += 1;
  }

  private fail(detail: string, atEnd = false): never {
    throw new GemmaStop(detail, atEnd);
  }
}
