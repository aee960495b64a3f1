import { AiToolboxError } from './ai-toolbox-error.js';
import { listSome } from './list-some.js';

const marker = Symbol.for('ai-toolbox.error.invalid-arguments');
const code = 'invalid-arguments';

/** A parameter whose value does not fit its declared type. */
export interface InvalidParameter {
  /** The parameter's name (`items[2]` for an element of an array). */
  readonly param: string;
  /** What the interface declares, for example `a number` or `one of 'c', 'f'`. */
  readonly expected: string;
  /** What the call gave, for example `the string "hot"`. */
  readonly received: string;
}

/** A problem the function's input schema found, at a path into the arguments. */
export interface ArgumentIssue {
  /** Where: the parameter, then keys and indexes into it (`items[2].name`); `arguments` for all of them. */
  readonly param: string;
  /** What is wrong, in the schema library's words. */
  readonly message: string;
  /** What the call gave there, for example `the string "hot"` or `nothing`. */
  readonly received: string;
}

/** A parameter the function does not declare, with the declared names closest to it. */
export interface UnknownParameter {
  /** The name as the call wrote it. */
  readonly param: string;
  /** Declared parameters close to it, best first. */
  readonly suggestions: readonly string[];
}

/** The message names this many unknown or invalid params at most; the fields hold them all. */
const maxListed = 20;

/**
 * The arguments of a call do not fit the function's interface. Every problem is listed at
 * once, so a model can fix them all in one retry.
 */
export class InvalidArgumentsError extends AiToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  /** The stable code of this kind of error. */
  static readonly code = code;
  /** The function called, `toolbox.function`. */
  readonly functionName: string;
  /** Required parameters the call left out, in declaration order. */
  readonly missing: readonly string[];
  /** Parameters the function does not declare. */
  readonly unknown: readonly UnknownParameter[];
  /** Parameters whose values do not fit. */
  readonly invalid: readonly InvalidParameter[];
  /** What the function's input schema refused (Standard Schema issues), when it has one. */
  readonly issues: readonly ArgumentIssue[];
  /** Every parameter the function declares, in order. */
  readonly expectedParams: readonly string[];

  constructor(options: {
    functionName: string;
    missing?: readonly string[];
    unknown?: readonly UnknownParameter[];
    invalid?: readonly InvalidParameter[];
    issues?: readonly ArgumentIssue[];
    expectedParams: readonly string[];
    /** Used instead of the composed message when the arguments were not an object at all. */
    message?: string;
  }) {
    const missing = options.missing ?? [];
    const unknown = options.unknown ?? [];
    const invalid = options.invalid ?? [];
    const issues = options.issues ?? [];
    const name = options.functionName;
    const parts: string[] = [];
    // The first sentence is the reference's wording, kept for compatibility.
    if (missing.length > 0) {
      parts.push(`Missing required parameter for function '${name}': ${missing.join(', ')}`);
    }
    if (unknown.length > 0) {
      const accepted =
        options.expectedParams.length > 0 ? options.expectedParams.join(', ') : 'no parameters';
      const listed = listSome(unknown, maxListed, ({ param, suggestions }) =>
        suggestions.length > 0 ? `${param} (did you mean '${suggestions[0]}'?)` : param,
      );
      parts.push(
        `Unknown parameter for function '${name}': ${listed}; the function accepts: ${accepted}`,
      );
    }
    if (invalid.length > 0) {
      const listed = listSome(
        invalid,
        maxListed,
        ({ param, expected, received }) => `${param} must be ${expected}, got ${received}`,
      );
      parts.push(`Invalid parameter for function '${name}': ${listed}`);
    }
    if (issues.length > 0) {
      const listed = listSome(
        issues,
        maxListed,
        ({ param, message, received }) => `${param}: ${message} (got ${received})`,
      );
      parts.push(`Invalid arguments for function '${name}': ${listed}`);
    }
    super({ code, message: options.message ?? parts.join('; ') });
    this.name = 'InvalidArgumentsError';
    this.functionName = name;
    this.missing = missing;
    this.unknown = unknown;
    this.invalid = invalid;
    this.issues = issues;
    this.expectedParams = options.expectedParams;
  }

  /** Whether `error` is an {@link InvalidArgumentsError}, from any copy of the package. */
  static override isInstance(error: unknown): error is InvalidArgumentsError {
    return AiToolboxError.hasMarker(error, marker);
  }
}
