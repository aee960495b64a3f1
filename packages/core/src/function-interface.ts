import * as v from 'valibot';
import { type FunctionAnnotations, functionAnnotationsSchema } from './function-annotations.js';
import { type FunctionParams, functionParamSchema } from './function-param.js';
import { type RequestBodyField, requestBodyFieldSchema } from './request-body-field.js';

/** What every interface carries, whatever its `type`. */
interface FunctionInterfaceBase {
  /** The toolbox the function belongs to; must equal the toolbox's `getName()`. */
  readonly domain: string;
  /** The function's name inside its toolbox (snake_case recommended). */
  readonly name: string;
  /** What the function does, shown to the model. */
  readonly description: string;
  /** The parameters, in the order positional arguments map to them. */
  readonly params?: FunctionParams;
  /** The type of the value the function returns (`'string'`, `'object'`, ...). */
  readonly returns: string;
  /** Hints about what the function does (read-only, destructive, ...), for clients like MCP's. */
  readonly annotations?: FunctionAnnotations;
  /**
   * The full JSON Schema of the arguments, when the function was declared with one (a Standard
   * Schema's JSON Schema, an MCP tool's `inputSchema`): an object schema, kept as it is,
   * `$schema` and `$defs` included. `params` are read from it for the text translators; schema
   * packages (`interfaceToJsonSchema`) and MCP offer this schema itself.
   */
  readonly jsonSchema?: Readonly<Record<string, unknown>> & { readonly type: 'object' };
}

/** The interface of a plain function (`type: 'function'`). */
export interface PlainFunctionInterface extends FunctionInterfaceBase {
  readonly type: 'function';
  readonly params: FunctionParams;
}

/**
 * The interface of a function that wraps an HTTP API (`type: 'api-wrapper'`): its arguments
 * are the path params, then the query params, then the params, then the request body fields,
 * in the positional order of `getParamSlots` (`@ai-toolbox/core/kit`).
 */
export interface ApiWrapperInterface extends FunctionInterfaceBase {
  readonly type: 'api-wrapper';
  /** Parameters substituted into the URL path. */
  readonly path_params?: FunctionParams;
  /** Parameters sent in the query string. */
  readonly query_params?: FunctionParams;
  /** Fields of the JSON request body. */
  readonly request_body?: Readonly<Record<string, RequestBodyField>>;
  /** The media type of the response, for example `'application/json'`. */
  readonly response_type?: string;
}

/**
 * A function's interface in the reference's standard format: what a toolbox declares, what
 * translators render for the model and what the pipeline validates arguments against.
 *
 * @example
 * ```ts
 * const greet: FunctionInterface = {
 *   domain: 'mytoolbox',
 *   name: 'greet',
 *   type: 'function',
 *   description: 'Greet a person by name',
 *   params: { name: { type: 'string', isRequired: true, description: "Person's name" } },
 *   returns: 'string',
 * };
 * ```
 */
export type FunctionInterface = PlainFunctionInterface | ApiWrapperInterface;

const paramsSchema = v.record(v.string(), functionParamSchema);

const baseEntries = {
  domain: v.pipe(v.string(), v.minLength(1)),
  name: v.pipe(v.string(), v.minLength(1)),
  description: v.string(),
  returns: v.string(),
  annotations: v.optional(functionAnnotationsSchema),
  jsonSchema: v.optional(v.looseObject({ type: v.literal('object') })),
};

/**
 * The valibot schema of a {@link FunctionInterface}, checked when a toolbox registers.
 * Problems come back as valibot issues; the tool manager words them for the user.
 */
export const functionInterfaceSchema = v.variant('type', [
  v.looseObject({ ...baseEntries, type: v.literal('function'), params: paramsSchema }),
  v.looseObject({
    ...baseEntries,
    type: v.literal('api-wrapper'),
    params: v.optional(paramsSchema),
    path_params: v.optional(paramsSchema),
    query_params: v.optional(paramsSchema),
    request_body: v.optional(v.record(v.string(), requestBodyFieldSchema)),
    response_type: v.optional(v.string()),
  }),
]);

/** The full name of a function, `domain.name`. */
export function getFunctionPath(functionInterface: FunctionInterface): string {
  return `${functionInterface.domain}.${functionInterface.name}`;
}
