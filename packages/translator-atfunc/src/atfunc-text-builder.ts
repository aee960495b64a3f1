/** A run of text at least this long is joined as a slice; a shorter one joins the pending codes. */
const minSliceLength = 32;
/** Pending codes are turned into text in blocks of this many. */
const blockLength = 2048;

/**
 * Builds text (the decoded text of a quoted string, the text of a call read chunk by chunk)
 * from runs of the model's text and single decoded characters. Joining a string piece by piece
 * makes the engine keep every piece (a rope) until the text is read, and a rope of hundreds of
 * thousands of pieces (`"\\\\..."`, where each escape decodes to one character, or a call
 * streamed in 16-character chunks) costs superlinear time in the garbage collector: 27 times
 * longer for 8 times the text. So short pieces are gathered as character codes and joined in
 * blocks: the text is made of at most one piece per {@link minSliceLength} characters.
 */
export class AtfuncTextBuilder {
  private text = '';
  private readonly codes: number[] = [];

  /** Appends `source` from `start` to `end` (exclusive). */
  appendRun(source: string, start: number, end: number): void {
    // The first piece is kept as it is: most texts are one piece, and then cost one slice.
    if (end - start >= minSliceLength || (this.text.length === 0 && this.codes.length === 0)) {
      this.flush();
      this.text += source.slice(start, end);
      return;
    }
    for (let index = start; index < end; index += 1) this.appendCode(source.charCodeAt(index));
  }

  /** Appends one UTF-16 code unit. */
  appendCode(code: number): void {
    this.codes.push(code);
    if (this.codes.length >= blockLength) this.flush();
  }

  /** Appends a short piece of text (an escape kept as written). */
  appendText(piece: string): void {
    this.appendRun(piece, 0, piece.length);
  }

  /** How many characters the text holds. */
  get length(): number {
    return this.text.length + this.codes.length;
  }

  /** Starts over with no text. */
  clear(): void {
    this.text = '';
    // Setting an array's length costs more than reading it: most texts never use the codes.
    if (this.codes.length > 0) this.codes.length = 0;
  }

  /** The text built so far. */
  toString(): string {
    this.flush();
    return this.text;
  }

  private flush(): void {
    if (this.codes.length === 0) return;
    this.text += String.fromCharCode.apply(null, this.codes);
    this.codes.length = 0;
  }
}
