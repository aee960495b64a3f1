import type { FunctionInterface, Toolbox, ToolboxFunction } from '@ai-toolbox/core';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const declare = (
  name: string,
  description: string,
  extra: Partial<FunctionInterface> = {},
): FunctionInterface =>
  ({
    domain: 'conformance',
    name,
    type: 'function',
    description,
    params: {},
    returns: 'string',
    ...extra,
  }) as FunctionInterface;

/**
 * The tools the official conformance suite's server scenarios call, as an ordinary toolbox:
 * each does what its scenario asks through the same pipeline every other function goes
 * through (progress and logging through the call context, which the MCP server turns into
 * notifications).
 */
const functions: Record<string, ToolboxFunction> = {
  test_simple_text: {
    interface: declare('test_simple_text', 'Returns a simple text response'),
    f: () => 'This is a simple text response for testing.',
  },
  test_error_handling: {
    interface: declare('test_error_handling', 'Always fails, to test error results'),
    f: () => {
      throw new Error('This tool intentionally returns an error for testing');
    },
  },
  test_tool_with_progress: {
    interface: declare('test_tool_with_progress', 'Reports progress 0, 50 and 100 of 100'),
    f: async (_args, _truncateLength, context) => {
      await context.reportProgress?.(0, 100);
      await pause(50);
      await context.reportProgress?.(50, 100);
      await pause(50);
      await context.reportProgress?.(100, 100);
      return 'Progress test completed';
    },
  },
  test_tool_with_logging: {
    interface: declare('test_tool_with_logging', 'Sends three log messages while it runs'),
    f: async (_args, _truncateLength, context) => {
      await context.log?.('info', 'Tool execution started');
      await pause(50);
      await context.log?.('info', 'Tool processing data');
      await pause(50);
      await context.log?.('info', 'Tool execution completed');
      return 'Logging test completed';
    },
  },
  json_schema_2020_12_tool: {
    interface: declare('json_schema_2020_12_tool', 'Tool with JSON Schema 2020-12 features', {
      params: {
        name: { type: 'string', isRequired: false, description: 'A name' },
        address: { type: 'object', isRequired: false, description: 'An address' },
      },
      jsonSchema: {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        type: 'object',
        $defs: {
          address: {
            type: 'object',
            properties: { street: { type: 'string' }, city: { type: 'string' } },
          },
        },
        properties: { name: { type: 'string' }, address: { $ref: '#/$defs/address' } },
        additionalProperties: false,
      },
    }),
    f: (args) => `Received ${JSON.stringify(args)}`,
  },
};

/** The toolbox `conformance`, served under the bare tool names the scenarios call. */
export const conformanceToolbox: Toolbox = {
  getName: () => 'conformance',
  getFunction: (name) => (Object.hasOwn(functions, name) ? (functions[name] ?? null) : null),
  functions: Object.fromEntries(Object.keys(functions).map((name) => [name, true])),
};
