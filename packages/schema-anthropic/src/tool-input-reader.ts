import type { Repair } from '@ai-toolbox/core';
import {
  createJsonReader,
  isRecord,
  type NativeCallLimits,
  resolveNativeCallLimits,
} from '@ai-toolbox/core/kit';

/** A `tool_use` block's input, read from its streamed `input_json_delta` fragments. */
export interface AssembledToolInput {
  /** The input: the object the fragments hold, or `{}` when they cannot be read (see `problem`). */
  readonly input: Record<string, unknown>;
  /** What the kit's JSON repairer changed to read it; empty for standard, complete JSON. */
  readonly repairs: readonly Repair[];
  /**
   * Whether the JSON ended before its value did (a bracket, string or key left open), as when
   * the answer reached `max_tokens`: the input was closed where it was cut, and may lack the
   * end of its last value and every argument after it.
   */
  readonly cutOff: boolean;
  /** Why the fragments cannot be read as an object, when they cannot. */
  readonly problem?: string;
}

/** A reader fed a `tool_use` block's fragments one by one, in time linear in their length. */
export interface ToolInputReader {
  /** Reads the next `partial_json` fragment. */
  write(fragment: string): void;
  /** Says the block has ended and gives its input. Later calls give the same result. */
  end(): AssembledToolInput;
}

/**
 * Creates a reader for one `tool_use` block's streamed input. Each fragment goes straight into
 * core's resumable JSON reader (`createJsonReader` of `@ai-toolbox/core/kit`), which keeps only
 * the open brackets and the token it is in, so nothing is read twice however the text is cut.
 * At the end, what is left open is closed by the kit's repairs (`missing-closing-quote`,
 * `missing-closing-bracket`, ...) and reported. No fragments at all mean no arguments. Text past
 * `maxArgumentsLength`, nesting past `maxArgumentsDepth` or text that is no JSON object gives a
 * `problem` instead of an input. Never throws.
 *
 * @example
 * ```ts
 * const reader = createToolInputReader();
 * reader.write('{"city": "Par');
 * reader.write('is", "days": [1, 2');
 * reader.end(); // { input: { city: 'Paris', days: [1, 2] }, cutOff: true, repairs: [...] }
 * ```
 */
export function createToolInputReader(limits: NativeCallLimits = {}): ToolInputReader {
  const { maxArgumentsLength, maxArgumentsDepth } = resolveNativeCallLimits(limits);
  const json = createJsonReader({
    whole: true,
    maxDepth: maxArgumentsDepth,
    bigIntegers: 'number',
  });
  let length = 0;
  let blank = true;
  let tooLong = false;
  let result: AssembledToolInput | undefined;

  const failed = (problem: string): AssembledToolInput => ({
    input: Object.create(null),
    repairs: [],
    cutOff: false,
    problem,
  });

  return {
    write(fragment) {
      if (result !== undefined || tooLong || typeof fragment !== 'string') return;
      length += fragment.length;
      if (length > maxArgumentsLength) {
        tooLong = true;
        return;
      }
      if (blank && fragment.trim() !== '') blank = false;
      json.write(fragment);
    },
    end() {
      if (result !== undefined) return result;
      if (tooLong) {
        result = failed(
          `the streamed arguments are longer than the limit of ${maxArgumentsLength} characters`,
        );
        return result;
      }
      // Nothing streamed, or only blanks: the tool takes no arguments.
      if (blank) {
        result = { input: Object.create(null), repairs: [], cutOff: false };
        return result;
      }
      const cutOff = !json.complete;
      json.end();
      if (json.status !== 'done') {
        result = failed(
          `the streamed arguments are not readable JSON (${json.problem?.message ?? 'unreadable'})`,
        );
        return result;
      }
      if (!isRecord(json.value)) {
        result = failed('the streamed arguments are not a JSON object');
        return result;
      }
      result = { input: json.value, repairs: json.repairs, cutOff };
      return result;
    },
  };
}

/**
 * Assembles the `partial_json` fragments of one streamed `tool_use` block into its input,
 * repairing a cut-off end with core's JSON repairer and reporting what it repaired (see
 * {@link createToolInputReader}).
 *
 * @example
 * ```ts
 * assembleToolInput(['{"city": ', '"Paris"}']); // { input: { city: 'Paris' }, repairs: [], cutOff: false }
 * ```
 */
export function assembleToolInput(
  fragments: Iterable<string>,
  limits: NativeCallLimits = {},
): AssembledToolInput {
  const reader = createToolInputReader(limits);
  for (const fragment of fragments) reader.write(fragment);
  return reader.end();
}
