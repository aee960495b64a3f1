const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
/** The longest `id` value read; a longer one is not an id a client sends. */
const MAX_ID_BYTES = 256;
/** Enough of a key to tell `id` and `method` from the rest. */
const MAX_KEY_LENGTH = 7;

/** What a JSON-RPC message says about itself at its top level. */
export interface McpEnvelope {
  /** The message's `id`, when it has a string or number one. */
  readonly id: string | number | undefined;
  /** Whether it has a `method`: a request or a notification, not an answer. */
  readonly hasMethod: boolean;
}

/**
 * Reads the envelope of a JSON-RPC message from its bytes as they come, without keeping them:
 * one pass over char codes, tracking only nesting and strings, noting the top-level keys `id`
 * (whose value it keeps) and `method`. For a message too long to keep, whose answer must still
 * reach the call that waits for it: the SDK writes `id` after `result`, so the whole message is
 * read. A key written with escapes is not recognised.
 */
export class McpEnvelopeScanner {
  #depth = 0;
  #topIsObject = false;
  #inString = false;
  #escaped = false;
  /** At depth 1, outside strings: whether the next string is a key. */
  #expectKey = false;
  /** The key being read, while one is (its first characters; `\\` for any escape). */
  #key: string | undefined;
  #lastKey = '';
  /** The bytes of the `id` value being read, while one is. */
  #idBytes: number[] | undefined;
  #id: string | number | undefined;
  #hasMethod = false;

  /** Reads `bytes[start, end)`, the next part of the message. */
  scan(bytes: Uint8Array, start = 0, end = bytes.length): void {
    for (let index = start; index < end; index += 1) {
      const code = bytes[index] as number;
      if (this.#idBytes !== undefined && !this.#endsValue(code)) {
        if (this.#idBytes.length < MAX_ID_BYTES) this.#idBytes.push(code);
        else this.#idBytes = undefined;
      }
      if (this.#inString) {
        if (this.#escaped) this.#escaped = false;
        else if (code === BACKSLASH) this.#escaped = true;
        else if (code === QUOTE) this.#inString = false;
        if (this.#key !== undefined) this.#readKey(code);
        continue;
      }
      switch (code) {
        case QUOTE:
          this.#inString = true;
          if (this.#expectKey) {
            this.#expectKey = false;
            this.#key = '';
          }
          break;
        case OPEN_BRACE:
        case OPEN_BRACKET:
          this.#depth += 1;
          this.#expectKey = false;
          if (this.#depth === 1) {
            this.#topIsObject = code === OPEN_BRACE;
            this.#expectKey = this.#topIsObject;
          }
          break;
        case CLOSE_BRACE:
        case CLOSE_BRACKET:
          if (this.#depth === 1) this.#takeId();
          this.#depth -= 1;
          break;
        case COLON:
          if (this.#depth === 1 && this.#lastKey === 'id' && this.#id === undefined) {
            this.#idBytes = [];
          }
          break;
        case COMMA:
          if (this.#depth === 1 && this.#topIsObject) {
            this.#takeId();
            this.#expectKey = true;
            this.#lastKey = '';
          }
          break;
      }
    }
  }

  /** What was read of the envelope so far. */
  get envelope(): McpEnvelope {
    return { id: this.#id, hasMethod: this.#hasMethod };
  }

  /** Takes the next byte of a key, `code` having been read already as part of a string. */
  #readKey(code: number): void {
    const key = this.#key as string;
    if (!this.#inString) {
      this.#lastKey = key;
      this.#key = undefined;
      if (key === 'method') this.#hasMethod = true;
    } else if (key.length <= MAX_KEY_LENGTH) {
      // A backslash never is in `id` or `method`: a key with an escape matches neither.
      this.#key = key + (code === BACKSLASH ? '\\' : String.fromCharCode(code));
    }
  }

  /** Whether `code` ends the top-level value being read (a comma or the closing brace). */
  #endsValue(code: number): boolean {
    return !this.#inString && this.#depth === 1 && (code === COMMA || code === CLOSE_BRACE);
  }

  #takeId(): void {
    const bytes = this.#idBytes;
    this.#idBytes = undefined;
    if (bytes === undefined) return;
    try {
      const value: unknown = JSON.parse(Buffer.from(bytes).toString('utf8'));
      if (typeof value === 'string' || typeof value === 'number') this.#id = value;
    } catch {
      // Not a JSON value: no id.
    }
  }
}
