// The examples of the reference README (Quick Start, Validation, Control Functions), run
// against the module-level API with the mock translator standing in for atfunc.
import { describe, expect, it } from 'vitest';
import {
  call,
  executeResponseFunctions,
  getFunctions,
  getStats,
  register,
  registerControlFunction,
  registerControlFunctions,
  setFunctionTranslator,
  setRootToolBox,
  unregisterControlFunction,
  unregisterControlFunctions,
} from './index.js';
import { createMockTranslator } from './test.js';
import type { Toolbox } from './toolbox.js';

const myToolBox: Toolbox = {
  getName: () => 'mytoolbox',
  getFunction: (fname) => {
    if (fname === 'greet') {
      return {
        f: async (args) => `Hello, ${args.name}!`,
        interface: {
          domain: 'mytoolbox',
          name: 'greet',
          type: 'function',
          description: 'Greet a person by name',
          params: { name: { type: 'string', isRequired: true, description: "Person's name" } },
          returns: 'string',
        },
      };
    }
    return null;
  },
  functions: { greet: true },
};

const weatherToolbox: Toolbox = {
  getName: () => 'weather',
  getFunction: (fname) =>
    fname === 'get_temp'
      ? {
          f: async (args) => `21 degrees in ${String(args.location)}`,
          interface: {
            domain: 'weather',
            name: 'get_temp',
            type: 'function',
            description: 'Current temperature',
            params: { location: { type: 'string', isRequired: true, description: 'City' } },
            returns: 'string',
          },
        }
      : null,
  functions: { get_temp: true },
};

describe('the reference Quick Start', () => {
  it('registers a toolbox, sets it as root and calls greet without a prefix', async () => {
    setFunctionTranslator(createMockTranslator());
    register(myToolBox);
    setRootToolBox('mytoolbox');
    const result = await call('greet', { name: 'World' });
    expect(result).toBe('Hello, World!');
    expect(getFunctions('mytoolbox')).toEqual(['mytoolbox.greet']);
  });
});

describe('the reference Validation examples', () => {
  it('refuses a toolbox whose interface domain does not match its name', () => {
    const badToolbox: Toolbox = {
      getName: () => 'weather',
      getFunction: () => ({
        f: async () => 'result',
        interface: {
          domain: 'wrong',
          name: 'get_temp',
          type: 'function',
          description: 'Current temperature',
          params: {},
          returns: 'string',
        },
      }),
      functions: { get_temp: true },
    };
    expect(() => register(badToolbox)).toThrow(
      "Validation failed for function 'get_temp' in toolbox 'weather': Interface domain 'wrong' does not match toolbox name 'weather'",
    );
    expect(getFunctions()).not.toContain('weather.get_temp');
  });

  it('throws for a call missing a required parameter', async () => {
    register(weatherToolbox);
    await expect(call('weather.get_temp')).rejects.toThrow(
      "Missing required parameter for function 'weather.get_temp': location",
    );
  });

  it('answers a model call missing a required parameter with the error as its result', async () => {
    setFunctionTranslator(createMockTranslator());
    register(weatherToolbox);
    const result = await executeResponseFunctions('call weather.get_temp');
    expect(result.functionCalCount).toBe(1);
    expect(result.calls[0]?.result).toBe(
      "Error: Missing required parameter for function 'weather.get_temp': location",
    );
    expect(result.functionsOutput).toContain(
      "Error: Missing required parameter for function 'weather.get_temp': location",
    );
  });
});

describe('the reference Control Functions examples', () => {
  it('lists toolboxes and functions by direct calls', async () => {
    register(weatherToolbox);
    const toolboxes = await call('tools.get_toolboxes');
    expect(toolboxes).toEqual(expect.arrayContaining(['tools', 'mytoolbox', 'weather']));
    const allFunctions = await call('tools.get_functions');
    expect(allFunctions).toEqual(
      expect.arrayContaining(['weather.get_temp', 'mytoolbox.greet', 'tools.get_toolboxes']),
    );
    const weatherFunctions = await call('tools.get_functions', {
      toolbox: { value: 'weather' },
    });
    expect(weatherFunctions).toEqual(['weather.get_temp']);
  });

  it('runs the control functions a model writes', async () => {
    setFunctionTranslator(createMockTranslator());
    register(weatherToolbox);
    const aiResponse = '\ncall tools.get_toolboxes\ncall tools.get_functions ["weather"]\n';
    const result = await executeResponseFunctions(aiResponse);
    expect(result.functionCalCount).toBe(2);
    expect(result.calls[0]?.value).toEqual(expect.arrayContaining(['weather', 'tools']));
    expect(result.calls[1]?.result).toBe('["weather.get_temp"]');
  });

  it('shows a function interface as the translator renders it', async () => {
    register(weatherToolbox);
    setFunctionTranslator(createMockTranslator());
    expect(await call('tools.get_function_interface', { function_name: 'weather.get_temp' })).toBe(
      'weather.get_temp(*location:string) - Current temperature',
    );
    expect(
      await call('tools.get_function_interface', {
        function_name: 'weather.get_temp',
        separator: true,
      }),
    ).toBe('---\nweather.get_temp(*location:string) - Current temperature');
  });

  it('sets the truncation length and confirms it', async () => {
    const confirmation = await call('tools.set_truncate_length', { length: 20 });
    expect(confirmation).toBe('Truncation length set to 20 characters.');
    const long = await call('mytoolbox.greet', { name: 'a very long name indeed' });
    expect(long).toBe('Hello, a very long n\n[... truncated: 11 of 31 characters cut]');
    await call('tools.set_truncate_length', { length: 5000 });
  });

  it('unregisters and re-registers control functions, all or one by one', async () => {
    unregisterControlFunctions();
    await expect(call('tools.get_toolboxes')).rejects.toThrow(
      "Unknown function 'tools.get_toolboxes'",
    );
    expect(getFunctions()).not.toContain('tools.get_functions');
    registerControlFunctions();
    expect(await call('tools.get_toolboxes')).toContain('tools');
    unregisterControlFunction('get_toolboxes');
    await expect(call('tools.get_toolboxes')).rejects.toThrow('Unknown function');
    expect(getFunctions('tools')).toEqual([
      'tools.get_functions',
      'tools.get_function_interface',
      'tools.set_truncate_length',
    ]);
    registerControlFunction('get_toolboxes');
    expect(await call('tools.get_toolboxes')).toContain('weather');
  });

  it('counts tool and function calls', () => {
    const stats = getStats();
    expect(stats.functionCalls).toBeGreaterThan(0);
    expect(stats.functions['tools.get_toolboxes']?.calls).toBeGreaterThan(0);
  });
});
