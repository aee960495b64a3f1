/**
 * The strings a translator's calls open with, as data, so that a reader of many syntaxes (the
 * `auto` translator) can tell which translators a text concerns before running any of them, and
 * which reading a family's own markers claim.
 *
 * @example
 * ```ts
 * // A family whose calls are `<tool_call>{json}</tool_call>` and that also reads bare JSON:
 * const openers: TranslatorOpenersV2 = { own: ['<tool_call>'], any: ['<tool_call>', '{', '['] };
 * ```
 */
export interface TranslatorOpenersV2 {
  /**
   * The markers that open a call of the family's own format. A call whose text begins with one
   * of them is claimed by the family's markers: a call another translator reads inside its text
   * is a misreading of it.
   */
  readonly own: readonly string[];
  /**
   * Strings of which every text the translator finds a call in holds at least one: its own
   * markers and whatever else its calls can be written with (`{` for a reader of bare JSON). A
   * text that holds none of them has no call for it.
   */
  readonly any: readonly string[];
}
