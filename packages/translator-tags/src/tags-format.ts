import type { FunctionLookupV2, ParsedFunctionCallV2 } from '@ai-toolbox/core/kit';

/**
 * How a block ended: at its closer, before the opener of a next block (or the end of a
 * thinking block), at the end of the text, or at the length limit.
 */
export type TagBlockEnd = 'closed' | 'interrupted' | 'cut-off' | 'too-long';

/** One block of a format, held whole and handed to its kind's reader once it has ended. */
export interface TagBlock {
  /** The block's text, from the first character of its opener to the last of its closer. */
  readonly text: string;
  /** Where `text` starts in the whole answer (UTF-16 offset). */
  readonly start: number;
  /** The opener that started it, as in its kind's `open`. */
  readonly opener: string;
  /** The closer that ended it, or `''` when it did not end at one. */
  readonly closer: string;
  /** Where the body starts in `text`: just after the opener. */
  readonly bodyStart: number;
  /** Where the body ends in `text`: at the closer, or at the end of `text`. */
  readonly bodyEnd: number;
  /** How the block ended. */
  readonly end: TagBlockEnd;
}

/** What a block reader reports its calls to. */
export interface TagReadContext {
  /** The functions the model may call. */
  readonly functions: FunctionLookupV2;
  /** Reports one call; `false` once no more calls are read. */
  report(call: ParsedFunctionCallV2): boolean;
}

/** One kind of block in a format's text, such as `<tool_call>` ... `</tool_call>`. */
export interface TagBlockKind {
  /** The markers that open a block of this kind in prose. */
  readonly open: readonly string[];
  /**
   * The markers that close it, part of the block. Empty with `json`: the block ends where its
   * JSON value ends.
   */
  readonly close: readonly string[];
  /**
   * Markers that end the block before them, which are then read again as prose (the opener of
   * a next block, or the end of the section the block stands in). Default: the kind's openers.
   */
  readonly interrupt?: readonly string[];
  /**
   * The body is one JSON value (after blanks), and the block ends with it: for formats with no
   * closing marker (`functools[...]`, `<|tool_call|>[...]`). An opener followed by anything but
   * `{` or `[` is prose.
   */
  readonly json?: boolean;
  /** Reads the ended block into calls, reporting each one; a block may hold none or several. */
  read(block: TagBlock, context: TagReadContext): void;
}

/**
 * A format's thinking: calls written inside a closed thinking block are the model's drafts,
 * not calls, and are dropped. A thinking block that never closes is not thinking after all, and
 * the calls in it are reported at the end of the text.
 */
export interface TagThinking {
  readonly open: readonly string[];
  readonly close: readonly string[];
}

/** The grammar of one family's calls: the kinds of blocks in its text. */
export interface TagFormat {
  readonly blocks: readonly TagBlockKind[];
  readonly thinking?: TagThinking;
  /**
   * The kind of block the text is already inside of where it starts, with an empty opener:
   * for a format whose chat template writes the first opener itself, at the end of the
   * prompt (Functionary v3.2's `>>>`). One of `blocks`.
   */
  readonly startsIn?: TagBlockKind;
}
