import { type FunctionInterface, getFunctionPath } from '@ai-toolbox/core';
import { interfaceToJsonSchema, type ObjectJsonSchema } from '@ai-toolbox/core/kit';

/** A function as open-model chat templates show tools: its full name, description and schema. */
export interface FunctionDefinition {
  readonly name: string;
  readonly description: string;
  readonly parameters: ObjectJsonSchema;
}

/** The definition of one function, its arguments as the kit's JSON Schema. */
export function functionDefinition(functionInterface: FunctionInterface): FunctionDefinition {
  return {
    name: getFunctionPath(functionInterface),
    description: functionInterface.description,
    parameters: interfaceToJsonSchema(functionInterface),
  };
}

/** The OpenAI-shaped tool (`{"type": "function", "function": {...}}`) these templates print. */
export function functionTool(functionInterface: FunctionInterface): {
  readonly type: 'function';
  readonly function: FunctionDefinition;
} {
  return { type: 'function', function: functionDefinition(functionInterface) };
}
