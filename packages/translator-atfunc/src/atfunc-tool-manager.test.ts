import {
  call,
  createToolManager,
  executeResponseFunctions,
  getStandardTranslatorList,
  getTranslator,
  register,
  setFunctionTranslator,
  setRootToolBox,
  type Toolbox,
  type ToolManager,
  TRANSLATOR_ATFUNC as TRANSLATOR_ATFUNC_NAME,
  unregister,
} from '@ai-toolbox/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createAtfuncTranslator,
  generateAtfuncInterfaceText,
  setOutputFilter,
  TRANSLATOR_ATFUNC,
} from './index.js';

/** A toolbox in the reference's shape, built from a table of functions. */
function toolbox(
  name: string,
  functions: Record<
    string,
    {
      interface: Parameters<typeof generateAtfuncInterfaceText>[0];
      f: (args: Record<string, unknown>) => unknown;
    }
  >,
): Toolbox {
  return {
    getName: () => name,
    getFunction: (functionName) =>
      Object.hasOwn(functions, functionName) ? (functions[functionName] ?? null) : null,
    functions: Object.fromEntries(Object.keys(functions).map((key) => [key, true])),
  };
}

const weather = toolbox('weather', {
  get_temp: {
    interface: {
      domain: 'weather',
      name: 'get_temp',
      type: 'function',
      description: 'Get the temperature in a city',
      params: {
        location: { type: 'string', isRequired: true, description: 'City name' },
        unit: { type: 'string', isRequired: false, description: '"c" or "f"' },
      },
      returns: 'number',
    },
    f: (args) => (args.unit === 'f' ? 70 : args.location === 'Paris' ? 21 : 15),
  },
  get_forecast: {
    interface: {
      domain: 'weather',
      name: 'get_forecast',
      type: 'function',
      description: 'Forecast for the next days',
      params: {
        location: { type: 'string', isRequired: true, description: 'City name' },
        days: { type: 'integer', isRequired: true, description: 'How many days' },
      },
      returns: 'object',
    },
    f: (args) => ({ location: args.location, days: args.days, sky: 'clear' }),
  },
});

const users: Record<string, unknown>[] = [];
const api = toolbox('api', {
  create_user: {
    interface: {
      domain: 'api',
      name: 'create_user',
      type: 'api-wrapper',
      description: 'Create a user',
      request_body: {
        username: { type: 'string', required: true, description: 'Login', default: 'john_doe' },
        email: {
          type: 'string',
          required: true,
          description: 'E-mail',
          default: 'john@example.com',
        },
        age: { type: 'number', required: false, description: 'Age', default: 30 },
      },
      returns: 'object',
    },
    f: (args) => {
      users.push({ ...args });
      return { id: users.length, ...args };
    },
  },
});

function managerWith(translator: Parameters<ToolManager['setFunctionTranslator']>[0]): ToolManager {
  const manager = createToolManager();
  manager.setFunctionTranslator(translator);
  manager.register(weather);
  manager.register(api);
  return manager;
}

describe('atfunc with the tool manager', () => {
  afterEach(() => setOutputFilter(null));

  it('is found by name: setFunctionTranslator, getTranslator, getStandardTranslatorList', () => {
    const manager = managerWith('atfunc');
    expect(manager.getFunctionTranslator()).toBe(TRANSLATOR_ATFUNC);
    expect(manager.getTranslator('atfunc')).toBe(TRANSLATOR_ATFUNC);
    expect(manager.getStandardTranslatorList()).toContain('atfunc');
  });

  it('shows every registered function, control functions included, in the atfunc format', () => {
    const manager = managerWith(TRANSLATOR_ATFUNC);
    const text = manager.getRootInterfaceAsText();
    const interfaces = manager.getInterfaces();
    expect(interfaces.map((i) => `${i.domain}.${i.name}`)).toEqual(
      expect.arrayContaining([
        'tools.get_toolboxes',
        'weather.get_temp',
        'weather.get_forecast',
        'api.create_user',
      ]),
    );
    expect(text).toBe(interfaces.map((i) => generateAtfuncInterfaceText(i)).join('\n'));
    expect(text).toContain(
      '@weather.get_temp( <*location>, <unit> )\nDescription: Get the temperature in a city',
    );
    expect(text).toContain('@tools.get_toolboxes()');
    expect(text).toContain('@api.create_user( <*username>, <*email> ) with_body [[');
    const separated = manager.getRootInterfaceAsText(true);
    expect(separated.split('\n---').length - 1).toBe(interfaces.length);
  });

  it('runs the calls of a model answer end to end, one result per call, in text order', async () => {
    const manager = managerWith('atfunc');
    manager.setRootToolBox('weather');
    const answer = `Let me check both cities.

\`\`\`
@weather.get_temp("Paris")
@Weather.Get_Forecast(location: "Oslo", days: "3")
\`\`\`
Also @get_temp(Rome, unit=f), write to me at ann@example.com, and @wether.get_temp("x").
@weather.get_temp("Ber`;
    const result = await manager.executeResponseFunctions(answer);
    expect(result.functionCallCount).toBe(5);
    expect(result.functionCalCount).toBe(5);
    expect(result.calls.map((record) => [record.name, record.ok])).toEqual([
      ['weather.get_temp', true],
      ['weather.get_forecast', true],
      ['weather.get_temp', true],
      ['wether.get_temp', false],
      ['weather.get_temp', false],
    ]);
    expect(result.calls[1]?.value).toEqual({ location: 'Oslo', days: 3, sky: 'clear' });
    expect(result.calls[0]?.raw).toBe('@weather.get_temp("Paris")');
    expect(result.functionsOutput).toBe(
      [
        'Function call: weather.get_temp(location="Paris")\nReturned: 21',
        'Function call: weather.get_forecast(location="Oslo", days=3)\nReturned: {"location":"Oslo","days":3,"sky":"clear"}',
        'Function call: weather.get_temp(location="Rome", unit="f")\nReturned: 70',
        'Function call: wether.get_temp("x")\nReturned: Error: Unknown function @wether.get_temp. Did you mean @weather.get_temp?',
        'Function call: weather.get_temp()\nReturned: Error: The call to @weather.get_temp was cut off: the text ends inside a quoted string. Write the whole call, for example @weather.get_temp( <*location>, <unit> )',
      ].join('\n\n'),
    );
  });

  it('runs an api wrapper call with its with_body request body', async () => {
    const manager = managerWith('atfunc');
    const before = users.length;
    const result = await manager.executeResponseFunctions(
      'Creating it now:\n@api.create_user("ada", "ada@example.com") with_body [[\n{"age": 36}\n]]\nDone.',
    );
    expect(result.calls.map((record) => record.ok)).toEqual([true]);
    expect(users.slice(before)).toEqual([{ username: 'ada', email: 'ada@example.com', age: 36 }]);
  });

  it('applies the output filter given in the translator settings', async () => {
    const seen: unknown[] = [];
    const translator = createAtfuncTranslator({
      outputFilter: (name, params, result) => {
        seen.push([name, { ...params }, result]);
        return name === 'weather.get_temp' ? `${result} degrees` : null;
      },
    });
    const manager = managerWith(translator);
    const result = await manager.executeResponseFunctions(
      '@weather.get_temp("Paris") @weather.get_forecast("Rome", 1)',
    );
    expect(result.functionsOutput).toBe(
      'Function call: weather.get_temp(location="Paris")\nReturned: 21 degrees\n\n' +
        'Function call: weather.get_forecast(location="Rome", days=1)\nReturned: {"location":"Rome","days":1,"sky":"clear"}',
    );
    expect(seen[0]).toEqual(['weather.get_temp', { location: 'Paris' }, '21']);
  });

  it('applies the filter set by setOutputFilter to TRANSLATOR_ATFUNC', async () => {
    const manager = managerWith(TRANSLATOR_ATFUNC);
    setOutputFilter((_name, _params, result) => result.replace('21', 'twenty-one'));
    const filtered = await manager.executeResponseFunctions('@weather.get_temp(Paris)');
    expect(filtered.functionsOutput).toBe(
      'Function call: weather.get_temp(location="Paris")\nReturned: twenty-one',
    );
    setOutputFilter(null);
    const plain = await manager.executeResponseFunctions('@weather.get_temp(Paris)');
    expect(plain.functionsOutput).toBe(
      'Function call: weather.get_temp(location="Paris")\nReturned: 21',
    );
  });
});

describe("the reference's Quick Start with TRANSLATOR_ATFUNC", () => {
  const myToolBox: Toolbox = {
    getName: () => 'mytoolbox',
    getFunction: (fname) => {
      if (fname === 'greet') {
        return {
          f: async (args) => `Hello, ${String(args.name)}!`,
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

  afterEach(() => {
    unregister('mytoolbox');
  });

  it('runs as written with the translator object', async () => {
    setFunctionTranslator(TRANSLATOR_ATFUNC);
    register(myToolBox);
    setRootToolBox('mytoolbox');
    expect(await call('greet', { name: 'World' })).toBe('Hello, World!');
    const { functionsOutput, functionCalCount } = await executeResponseFunctions(
      'Sure. @greet("World") and @MyToolbox.GREET(name: Ada)',
    );
    expect(functionCalCount).toBe(2);
    expect(functionsOutput).toBe(
      'Function call: mytoolbox.greet(name="World")\nReturned: Hello, World!\n\n' +
        'Function call: mytoolbox.greet(name="Ada")\nReturned: Hello, Ada!',
    );
  });

  it("runs with core's TRANSLATOR_ATFUNC name and the name string alike", async () => {
    setFunctionTranslator(TRANSLATOR_ATFUNC_NAME);
    expect(getTranslator('atfunc')).toBe(TRANSLATOR_ATFUNC);
    expect(getStandardTranslatorList()).toContain('atfunc');
    register(myToolBox);
    setRootToolBox('mytoolbox');
    const { functionsOutput } = await executeResponseFunctions('@greet(World)');
    expect(functionsOutput).toBe(
      'Function call: mytoolbox.greet(name="World")\nReturned: Hello, World!',
    );
  });
});
