import type { FunctionInterface } from './function-interface.js';
import type { ControlFunctionName } from './tool-manager.js';
import type { Toolbox, ToolboxFunction, ToolFunction } from './toolbox.js';

/** The toolbox name (interface domain) of the control functions. */
export const CONTROL_TOOLBOX_NAME = 'tools';

/** The names of the control functions, in the order they are registered. */
export const CONTROL_FUNCTION_NAMES: readonly ControlFunctionName[] = [
  'get_toolboxes',
  'get_functions',
  'get_function_interface',
  'set_truncate_length',
];

/** What the control functions need from their manager. */
export interface ControlFunctionHost {
  getToolboxes(): string[];
  getFunctions(toolboxName?: string): string[];
  /** The interface of a function as text; throws `ToolNotFoundError` for unknown names. */
  describeFunction(functionName: string, separator: boolean): string;
  /** Sets the truncation length, clamped; returns the value set and the maximum. */
  setTruncateLength(length: number): { readonly length: number; readonly maximum: number };
}

const interfaces: Record<ControlFunctionName, FunctionInterface> = {
  get_toolboxes: {
    domain: CONTROL_TOOLBOX_NAME,
    name: 'get_toolboxes',
    type: 'function',
    description: 'Get list of all registered toolboxes',
    params: {},
    returns: 'array',
  },
  get_functions: {
    domain: CONTROL_TOOLBOX_NAME,
    name: 'get_functions',
    type: 'function',
    description: 'Get all functions, optionally filtered by toolbox',
    params: {
      toolbox: { type: 'string', isRequired: false, description: 'Filter by toolbox name' },
    },
    returns: 'array',
  },
  get_function_interface: {
    domain: CONTROL_TOOLBOX_NAME,
    name: 'get_function_interface',
    type: 'function',
    description: 'Get the interface definition of a specific function as text',
    params: {
      function_name: {
        type: 'string',
        isRequired: true,
        description: 'Full function name (e.g., "weather.get_temp")',
      },
      separator: { type: 'boolean', isRequired: false, description: 'Add visual separator' },
    },
    returns: 'string',
  },
  set_truncate_length: {
    domain: CONTROL_TOOLBOX_NAME,
    name: 'set_truncate_length',
    type: 'function',
    description: 'Set the output truncation length for function results',
    params: {
      length: { type: 'number', isRequired: true, description: 'Truncation length in characters' },
    },
    returns: 'string',
  },
};

function implementations(host: ControlFunctionHost): Record<ControlFunctionName, ToolFunction> {
  return {
    get_toolboxes: () => host.getToolboxes(),
    get_functions: (args) =>
      host.getFunctions(typeof args.toolbox === 'string' ? args.toolbox : undefined),
    get_function_interface: (args) =>
      host.describeFunction(String(args.function_name), args.separator === true),
    set_truncate_length: (args) => {
      const asked = Number(args.length);
      const { length, maximum } = host.setTruncateLength(asked);
      const note =
        length === asked ? '' : ` (asked for ${asked}; the allowed range is 1 to ${maximum})`;
      return `Truncation length set to ${length} characters${note}.`;
    },
  };
}

/** Whether `name` is the name of a control function. */
export function isControlFunctionName(name: string): name is ControlFunctionName {
  return (CONTROL_FUNCTION_NAMES as readonly string[]).includes(name);
}

/**
 * The `tools` toolbox with the enabled control functions: ordinary functions with ordinary
 * interfaces, so every translator and schema shows them like any other.
 */
export function createControlToolbox(
  host: ControlFunctionHost,
  enabled: ReadonlySet<ControlFunctionName>,
): Toolbox {
  const run = implementations(host);
  const functions: Record<string, boolean> = Object.create(null);
  for (const name of CONTROL_FUNCTION_NAMES) if (enabled.has(name)) functions[name] = true;
  return {
    getName: () => CONTROL_TOOLBOX_NAME,
    getFunction: (name): ToolboxFunction | null =>
      isControlFunctionName(name) && enabled.has(name)
        ? { f: run[name], interface: interfaces[name] }
        : null,
    functions,
  };
}
