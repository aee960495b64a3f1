import { readFileSync } from 'node:fs';
import type { FunctionInterface, FunctionParams, ParamType } from '@ai-toolbox/core';

/** One model answer with what it means, from `pythonic-answers.json` (see NOTICE.md). */
export interface PythonicAnswer {
  readonly id: string;
  /** Where the answer comes from: a file of a public project, a document, or derived. */
  readonly source: string;
  readonly text: string;
  /** The functions offered, by full name, with their parameters in declared order. */
  readonly functions: readonly {
    readonly name: string;
    readonly params: Readonly<Record<string, ParamType>>;
  }[];
  /** The calls the model meant that can run, in order, with their arguments. */
  readonly calls: readonly { readonly name: string; readonly arguments: Record<string, unknown> }[];
  /** The names of calls to functions that are not there, in order. */
  readonly unknown: readonly string[];
  /** The error codes of the calls found that cannot run, in order. */
  readonly errors: readonly string[];
  /** The repair codes of every call found, in order. */
  readonly repairs: readonly (readonly string[])[];
  /** Whether the answer holds a call that cannot run (cut off, not literal). */
  readonly expectError: boolean;
  /** The rules of the research notes the answer exercises. */
  readonly rules: readonly string[];
  readonly notes?: string;
  /** Where this translator reads the answer otherwise than the research expected, and why. */
  readonly deviation?: string;
}

/** The root toolbox of the answers' functions without a dot. */
export const ANSWER_ROOT = 'root';

export const pythonicAnswers: readonly PythonicAnswer[] = JSON.parse(
  readFileSync(new URL('./pythonic-answers.json', import.meta.url), 'utf8'),
);

/**
 * The interfaces of an answer's functions: `math.factorial` is `factorial` in toolbox `math`,
 * `a.b.fn` is `b.fn` in toolbox `a`, a name without a dot lives in the root toolbox.
 */
export function answerInterfaces(answer: PythonicAnswer): FunctionInterface[] {
  return answer.functions.map((declared) => {
    const dot = declared.name.indexOf('.');
    const params: Record<string, FunctionParams[string]> = {};
    for (const [name, type] of Object.entries(declared.params)) {
      params[name] = { type, isRequired: false, description: name.replaceAll('_', ' ') };
    }
    return {
      domain: dot > 0 ? declared.name.slice(0, dot) : ANSWER_ROOT,
      name: dot > 0 ? declared.name.slice(dot + 1) : declared.name,
      type: 'function',
      description: `The function ${declared.name}.`,
      params,
      returns: 'string',
    };
  });
}
