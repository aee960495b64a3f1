/**
 * Why a call that a translator found cannot run (translator contract v2). The pipeline answers
 * the call with this error and keeps its `code`, so the application and the model see the
 * translator's own words.
 */
export interface CallParseErrorV2 {
  /**
   * A stable identifier. The kit's translators use `'unknown-function'`, `'truncated-call'`,
   * `'unreadable-arguments'`, `'too-many-arguments'`, `'too-many-calls'` and
   * `'text-too-long'`; a translator may add its own.
   */
  readonly code: string;
  /** A short message for the model: what was wrong and what is expected instead. */
  readonly message: string;
}
