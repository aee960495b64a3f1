/** A block a model thinks in before it answers, by the markers that open and close it. */
export interface ReasoningBlock {
  readonly open: string;
  readonly close: string;
}

/**
 * The reasoning blocks models of many families write whatever their call syntax: a call inside
 * one that closes is a draft, not a call, for every text translator; one that never closes was
 * not reasoning after all, and its calls are read. A family's own reasoning markers (Seed-OSS's
 * `<seed:think>`, Command's `<|START_THINKING|>`) come on top of these.
 */
export const REASONING_BLOCKS: readonly ReasoningBlock[] = Object.freeze([
  { open: '<think>', close: '</think>' },
  { open: '<thinking>', close: '</thinking>' },
  { open: '<scratch_pad>', close: '</scratch_pad>' },
  { open: '[THINK]', close: '[/THINK]' },
]);
