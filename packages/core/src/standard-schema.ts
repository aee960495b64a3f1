/**
 * The Standard Schema contract (https://standardschema.dev), version 1, declared here rather
 * than imported: core's published types then need no package besides core, and any library
 * that implements the contract (zod 4, valibot, ArkType, ...) fits these shapes structurally.
 */

/** One key of the path to the value an issue is about, as a bare key or as an object. */
export type StandardPathSegment = PropertyKey | { readonly key: PropertyKey };

/** One problem a schema found. */
export interface StandardIssue {
  /** What is wrong, in the schema library's words. */
  readonly message: string;
  /** Where the value is, from the root of the validated input; absent for the root itself. */
  readonly path?: readonly StandardPathSegment[] | undefined;
}

/** What `~standard.validate` gives: a value, or issues (a result with issues is a failure). */
export type StandardResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: readonly StandardIssue[] };

/** The input and output types a schema stands for; present on the type only. */
export interface StandardTypes<Input, Output> {
  readonly input: Input;
  readonly output: Output;
}

/**
 * A Standard Schema: anything with a `~standard` member that validates a value.
 *
 * @example
 * ```ts
 * const schema: StandardSchemaV1<unknown, string> = z.string();
 * ```
 */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': {
    /** The version of the contract, `1`. */
    readonly version: 1;
    /** The library that made the schema (`'zod'`, `'valibot'`, ...). */
    readonly vendor: string;
    /** Validates a value; may answer with a promise. */
    readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>;
    /** The types, for inference. */
    readonly types?: StandardTypes<Input, Output> | undefined;
  };
}

/** The JSON Schema dialects a Standard JSON Schema can be asked for. */
export type StandardJsonSchemaTarget = 'draft-2020-12' | 'draft-07' | 'openapi-3.0' | (string & {});

/**
 * The Standard JSON Schema contract: a schema that can describe itself as JSON Schema
 * (`~standard.jsonSchema.input()`), as zod 4 schemas can and valibot schemas do through
 * `toStandardJsonSchema` of `@valibot/to-json-schema`.
 */
export interface StandardJsonSchemaV1 {
  readonly '~standard': {
    readonly jsonSchema: {
      /** The JSON Schema of what the schema accepts. */
      readonly input: (options: {
        readonly target: StandardJsonSchemaTarget;
      }) => Record<string, unknown>;
    };
  };
}

/** The type a schema's `validate` hands back on success (with its transforms and defaults). */
export type StandardSchemaOutput<S> = S extends {
  readonly '~standard': { readonly types?: infer T };
}
  ? NonNullable<T> extends { readonly output: infer O }
    ? O
    : unknown
  : unknown;

/** The type a schema accepts. */
export type StandardSchemaInput<S> = S extends {
  readonly '~standard': { readonly types?: infer T };
}
  ? NonNullable<T> extends { readonly input: infer I }
    ? I
    : unknown
  : unknown;

/** Whether a value is a Standard Schema: it has a `~standard` member with a `validate` function. */
export function isStandardSchema(value: unknown): value is StandardSchemaV1 {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return false;
  const standard = (value as { '~standard'?: unknown })['~standard'];
  return (
    typeof standard === 'object' &&
    standard !== null &&
    typeof (standard as { validate?: unknown }).validate === 'function'
  );
}
