/** Why the scanner could not read a call to its end. */
export interface AtfuncScanProblem {
  readonly code: 'truncated-call' | 'unreadable-arguments';
  /** What was wrong, for the model. */
  readonly detail: string;
}

/**
 * Thrown inside the scanner when a call cannot be read further; the scanner catches it and
 * reports the call with its problem. It never leaves the scanner, and it is not an `Error`
 * because no stack trace is wanted.
 */
export class AtfuncScanStop {
  constructor(readonly problem: AtfuncScanProblem) {}

  /** The text ended inside `what`. */
  static endOfText(what: string): AtfuncScanStop {
    return new AtfuncScanStop({ code: 'truncated-call', detail: `the text ends inside ${what}` });
  }

  /** The arguments cannot be read: `detail` says why. */
  static unreadable(detail: string): AtfuncScanStop {
    return new AtfuncScanStop({ code: 'unreadable-arguments', detail });
  }
}
