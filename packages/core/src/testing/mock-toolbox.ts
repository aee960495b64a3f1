import type { FunctionInterface } from '../function-interface.js';
import type { Toolbox, ToolboxFunction, ToolFunction } from '../toolbox.js';

/** A call the mock toolbox received. */
export interface MockToolboxCall {
  /** The function's name inside the toolbox. */
  readonly name: string;
  /** The arguments it received. */
  readonly args: Record<string, unknown>;
}

/** The mock toolbox, with the calls it received. */
export interface MockToolbox extends Toolbox {
  /** Every call received, in order. */
  readonly calls: MockToolboxCall[];
}

const functionSpecs: Record<
  string,
  { description: string; params: FunctionInterface['params']; returns: string; run: ToolFunction }
> = {
  echo: {
    description: 'Return the text given',
    params: { text: { type: 'string', isRequired: true, description: 'The text to return' } },
    returns: 'string',
    run: (args) => args.text,
  },
  add: {
    description: 'Add two numbers',
    params: {
      a: { type: 'number', isRequired: true, description: 'The first number' },
      b: { type: 'number', isRequired: true, description: 'The second number' },
    },
    returns: 'number',
    run: (args) => Number(args.a) + Number(args.b),
  },
  fail: {
    description: 'Throw an error with the message given',
    params: { message: { type: 'string', isRequired: false, description: 'The message' } },
    returns: 'string',
    run: (args) => {
      throw new Error(typeof args.message === 'string' ? args.message : 'failed');
    },
  },
  wait: {
    description: 'Resolve after some milliseconds, or reject when cancelled',
    params: { ms: { type: 'integer', isRequired: true, description: 'How long to wait' } },
    returns: 'string',
    run: (args, _truncateLength, context) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => resolve(`waited ${String(args.ms)} ms`), Number(args.ms));
        context.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(context.signal.reason);
        });
      }),
  },
  repeat: {
    description: 'Return a text of the length given',
    params: {
      length: { type: 'integer', isRequired: true, description: 'How many characters' },
      text: { type: 'string', isRequired: false, description: 'What to repeat (default x)' },
    },
    returns: 'string',
    run: (args) =>
      (typeof args.text === 'string' && args.text.length > 0 ? args.text : 'x')
        .repeat(Number(args.length))
        .slice(0, Number(args.length)),
  },
};

/**
 * A toolbox for tests, in the reference's shape: `echo(text)`, `add(a, b)`, `fail(message?)`,
 * `wait(ms)` (listens to its signal) and `repeat(length, text?)`. It records every call it
 * receives in `calls`.
 *
 * @example
 * ```ts
 * const toolbox = createMockToolbox('mock');
 * manager.register(toolbox);
 * await manager.call('mock.add', { a: 1, b: 2 }); // 3
 * toolbox.calls; // [{ name: 'add', args: { a: 1, b: 2 } }]
 * ```
 */
export function createMockToolbox(name = 'mock'): MockToolbox {
  const calls: MockToolboxCall[] = [];
  const functions: Record<string, boolean> = {};
  for (const functionName of Object.keys(functionSpecs)) functions[functionName] = true;
  return {
    calls,
    getName: () => name,
    getFunction(functionName): ToolboxFunction | null {
      if (!Object.hasOwn(functionSpecs, functionName)) return null;
      const spec = functionSpecs[functionName];
      if (spec === undefined) return null;
      return {
        f: (args, truncateLength, context) => {
          calls.push({ name: functionName, args: { ...args } });
          return spec.run(args, truncateLength, context);
        },
        interface: {
          domain: name,
          name: functionName,
          type: 'function',
          description: spec.description,
          params: spec.params ?? {},
          returns: spec.returns,
        },
      };
    },
    functions,
  };
}
