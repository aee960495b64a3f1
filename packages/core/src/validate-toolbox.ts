import * as v from 'valibot';
import { describeThrown } from './describe-value.js';
import { type FunctionInterface, functionInterfaceSchema } from './function-interface.js';
import { functionParamSchema } from './function-param.js';
import { compileFunctionSignature, isRecord } from './function-signature.js';
import { readJsonSchemaParams } from './kit/json-schema-params.js';
import type {
  ArgumentSchema,
  RegisteredFunction,
  RegisteredToolbox,
} from './registered-function.js';
import { requestBodyFieldSchema } from './request-body-field.js';
import { isStandardSchema } from './standard-schema.js';
import type { Toolbox, ToolboxFunction } from './toolbox.js';
import { ToolboxValidationError } from './toolbox-validation-error.js';

/**
 * Keys valibot's `record` schema passes over without checking them. An interface may still
 * declare params by these names, so they are checked here one by one.
 */
const keysRecordSkips = ['__proto__', 'constructor', 'prototype'] as const;

/** Words a valibot issue the way the reference's validation messages read. */
function describeIssue(issue: v.BaseIssue<unknown>, prefix = ''): string {
  const innerPath = v.getDotPath(issue);
  const path = prefix === '' ? innerPath : innerPath === null ? prefix : `${prefix}.${innerPath}`;
  if (path === 'type' && issue.kind === 'schema') {
    return `Interface type ${JSON.stringify(issue.input)} must be 'function' or 'api-wrapper'`;
  }
  if (issue.input === undefined && path !== null) return `Missing required field '${path}'`;
  // A strict object (the annotations) refuses keys it does not know: say so, not "must be never".
  if (issue.type === 'strict_object' && path !== null) return `Unknown field '${path}'`;
  const where = path === null ? 'Interface' : `Field '${path}'`;
  return `${where} must be ${issue.expected ?? 'valid'}, got ${issue.received}`;
}

/** The problems of one interface, worded for the user; empty when it is valid. */
export function checkFunctionInterface(
  functionInterface: unknown,
  toolboxName: string,
  functionName: string,
): string[] {
  const problems: string[] = [];
  const result = v.safeParse(functionInterfaceSchema, functionInterface);
  if (!result.success) problems.push(...result.issues.map((issue) => describeIssue(issue)));
  if (typeof functionInterface !== 'object' || functionInterface === null) {
    return problems.length > 0 ? problems : ['The interface must be an object'];
  }
  const sections = functionInterface as Record<string, unknown>;
  for (const section of ['params', 'path_params', 'query_params', 'request_body'] as const) {
    const declared = sections[section];
    if (!isRecord(declared)) continue;
    const schema = section === 'request_body' ? requestBodyFieldSchema : functionParamSchema;
    for (const key of keysRecordSkips) {
      if (!Object.hasOwn(declared, key)) continue;
      const checked = v.safeParse(schema, declared[key]);
      if (!checked.success) {
        problems.push(...checked.issues.map((issue) => describeIssue(issue, `${section}.${key}`)));
      }
    }
  }
  const { domain, name } = functionInterface as { domain?: unknown; name?: unknown };
  if (typeof domain === 'string' && domain !== toolboxName) {
    problems.push(`Interface domain '${domain}' does not match toolbox name '${toolboxName}'`);
  }
  if (typeof name === 'string' && name !== functionName) {
    problems.push(`Interface name '${name}' does not match function name '${functionName}'`);
  }
  return problems;
}

/**
 * Checks a toolbox in the reference's shape and every function it lists, and compiles what
 * the pipeline needs. Throws a {@link ToolboxValidationError} at the first function that fails,
 * so that a toolbox registers whole or not at all.
 */
export function validateToolbox(toolbox: unknown): RegisteredToolbox {
  const shape = toolbox as Partial<Toolbox> | null | undefined;
  if (typeof shape !== 'object' || shape === null) {
    throw new ToolboxValidationError({ problems: ['A toolbox must be an object'] });
  }
  if (typeof shape.getName !== 'function') {
    throw new ToolboxValidationError({ problems: ['A toolbox must have a getName() function'] });
  }
  let name: unknown;
  try {
    name = shape.getName();
  } catch (error) {
    throw new ToolboxValidationError({
      problems: [`getName() threw: ${describeThrown(error)}`],
      cause: error,
    });
  }
  if (typeof name !== 'string' || name.length === 0) {
    throw new ToolboxValidationError({ problems: ['getName() must return a non-empty string'] });
  }
  const problems: string[] = [];
  if (name.includes('.')) problems.push(`Toolbox name '${name}' must not contain '.'`);
  if (typeof shape.getFunction !== 'function') {
    problems.push('A toolbox must have a getFunction(name) function');
  }
  if (typeof shape.functions !== 'object' || shape.functions === null) {
    problems.push("A toolbox must list its functions in 'functions' ({ name: true })");
  }
  if (problems.length > 0) throw new ToolboxValidationError({ toolboxName: name, problems });
  const valid = shape as Toolbox;
  const functions = new Map<string, RegisteredFunction>();
  for (const functionName of Object.keys(valid.functions)) {
    if (valid.functions[functionName] !== true) continue;
    let entry: ToolboxFunction | null | undefined;
    try {
      entry = valid.getFunction(functionName);
    } catch (error) {
      throw new ToolboxValidationError({
        toolboxName: name,
        functionName,
        problems: [`getFunction() threw: ${describeThrown(error)}`],
        cause: error,
      });
    }
    if (typeof entry !== 'object' || entry === null) {
      throw new ToolboxValidationError({
        toolboxName: name,
        functionName,
        problems: ['getFunction() returned no function for a name listed in functions'],
      });
    }
    const entryProblems = checkFunctionInterface(entry.interface, name, functionName);
    if (typeof entry.f !== 'function') entryProblems.unshift("'f' must be a function");
    if (
      entry.timeoutMs !== undefined &&
      (typeof entry.timeoutMs !== 'number' || !(entry.timeoutMs >= 0))
    ) {
      entryProblems.push("'timeoutMs' must be a number of milliseconds, 0 or more");
    }
    for (const key of ['input', 'output'] as const) {
      if (entry[key] !== undefined && !isStandardSchema(entry[key])) {
        entryProblems.push(
          `'${key}' must be a Standard Schema (an object with '~standard.validate')`,
        );
      }
    }
    if (entryProblems.length > 0) {
      throw new ToolboxValidationError({
        toolboxName: name,
        functionName,
        problems: entryProblems,
      });
    }
    const functionInterface: FunctionInterface = entry.interface;
    const registered: RegisteredFunction = {
      path: `${name}.${functionName}`,
      toolboxName: name,
      functionName,
      entry,
      interface: functionInterface,
      signature: compileFunctionSignature(functionInterface),
      argumentSchema:
        entry.input === undefined ? undefined : readArgumentSchema(entry, name, functionName),
      output: entry.output,
    };
    functions.set(functionName, registered);
  }
  return { name, toolbox: valid, functions };
}

/**
 * What the pipeline needs to hand a function's coerced arguments to its input schema: which
 * params take `null`, which have no single type, whether unnamed arguments pass. Read from the
 * interface's JSON Schema; an interface without one names every argument in `params`.
 */
function readArgumentSchema(
  entry: ToolboxFunction,
  toolboxName: string,
  functionName: string,
): ArgumentSchema {
  const input = entry.input as NonNullable<ToolboxFunction['input']>;
  const jsonSchema = entry.interface.jsonSchema;
  if (jsonSchema === undefined) {
    return { input, nullable: new Set(), untyped: new Set(), open: false };
  }
  const read = readJsonSchemaParams(jsonSchema);
  if (typeof read === 'string') {
    throw new ToolboxValidationError({ toolboxName, functionName, problems: [read] });
  }
  return {
    input,
    nullable: new Set(read.nullable),
    untyped: new Set(read.untyped),
    open: read.open,
  };
}
