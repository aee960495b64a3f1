import * as v from 'valibot';
import { FileArgumentError } from './file-argument-error.js';
import type { FileFunctionName } from './file-function-interfaces.js';

// The reference passes `{ filepath: { value: 'docs/a.txt' } }`; core unwraps it, but a direct
// caller of `f` may not have gone through core.
const text = v.union([
  v.string(),
  v.pipe(
    v.strictObject({ value: v.string() }),
    v.transform((wrapped) => wrapped.value),
  ),
]);

/** The valibot schemas of each function's arguments, plain or in the `{ value }` wrapper. */
export const fileArgumentSchemas = {
  readfile: v.strictObject({ filepath: text }),
  writefile: v.strictObject({ filepath: text, content: text }),
  deletefile: v.strictObject({ filepath: text }),
  listfiles: v.strictObject({ subdir: v.nullish(text) }),
  mkdir: v.strictObject({ dirpath: text }),
  rmdir: v.strictObject({ dirpath: text }),
} as const;

/** The arguments of `name` once checked: plain strings. */
export type FileArguments<Name extends FileFunctionName> = v.InferOutput<
  (typeof fileArgumentSchemas)[Name]
>;

/**
 * Checks the arguments of a call against the function's schema; a problem becomes a
 * {@link FileArgumentError} naming the argument, worded for the model.
 */
export function readFileArguments<Name extends FileFunctionName>(
  name: Name,
  args: unknown,
): FileArguments<Name> {
  const result = v.safeParse(fileArgumentSchemas[name], args ?? {});
  if (result.success) return result.output as FileArguments<Name>;
  const issue = result.issues[0];
  const key = issue.path?.[0]?.key;
  const field = typeof key === 'string' ? key : undefined;
  if (field === undefined)
    throw new FileArgumentError(name, undefined, 'the arguments must be an object.');
  if (issue.type === 'strict_object' && issue.expected === 'never') {
    throw new FileArgumentError(
      name,
      field,
      `${JSON.stringify(field.slice(0, 64))} is not an argument of ${name}.`,
    );
  }
  const expectation = issue.input === undefined ? 'is missing' : 'must be a string';
  throw new FileArgumentError(name, field, `"${field}" ${expectation}.`);
}
