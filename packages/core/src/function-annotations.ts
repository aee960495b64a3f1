import * as v from 'valibot';

/**
 * Hints about what a function does, for clients that show calls to a person or decide which
 * to confirm: the tool annotations of the Model Context Protocol, whose names they keep. They
 * are hints the toolbox gives, not guarantees: a client should not trust them from a toolbox
 * it does not trust, and the pipeline's policy decides what runs.
 *
 * @example
 * ```ts
 * const annotations: FunctionAnnotations = { readOnlyHint: true, openWorldHint: false };
 * ```
 */
export interface FunctionAnnotations {
  /** A short name for people, where the function's name is not one. */
  readonly title?: string;
  /** The function changes nothing (default false). */
  readonly readOnlyHint?: boolean;
  /** When not read-only: it may destroy or overwrite something (default true). */
  readonly destructiveHint?: boolean;
  /** When not read-only: calling it again with the same arguments changes nothing more (default false). */
  readonly idempotentHint?: boolean;
  /** It reaches an open world (the web, other people) rather than a closed one (default true). */
  readonly openWorldHint?: boolean;
}

/**
 * The valibot schema of {@link FunctionAnnotations}. Strict, so that a misspelt hint
 * (`readonlyHint`) is refused at registration instead of silently meaning nothing.
 */
export const functionAnnotationsSchema = v.strictObject({
  title: v.optional(v.string()),
  readOnlyHint: v.optional(v.boolean()),
  destructiveHint: v.optional(v.boolean()),
  idempotentHint: v.optional(v.boolean()),
  openWorldHint: v.optional(v.boolean()),
});
