import { describe, expect, it, vi } from 'vitest';
import { AiToolboxError } from './ai-toolbox-error.js';
import { CallDeniedError } from './call-denied-error.js';
import { createToolManager } from './create-tool-manager.js';
import { defineToolbox } from './define-toolbox.js';
import { InvalidArgumentsError } from './invalid-arguments-error.js';
import { InvalidSettingsError } from './invalid-settings-error.js';
import { FunctionIndex } from './kit/function-index.js';
import { createMockToolbox, createMockTranslator } from './test.js';
import { ToolExecutionError } from './tool-execution-error.js';
import { ToolNotFoundError } from './tool-not-found-error.js';
import { ToolTimeoutError } from './tool-timeout-error.js';
import type { Toolbox, ToolFunction } from './toolbox.js';
import { ToolboxValidationError } from './toolbox-validation-error.js';
import type { Translator } from './translator.js';
import { TranslatorNotFoundError } from './translator-not-found-error.js';

/** The error a promise rejects with; fails the test when it resolves. */
async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (caught) {
    if (caught instanceof Error) return caught;
    throw new Error(`rejected with a non-error: ${String(caught)}`);
  }
  throw new Error('expected the promise to reject');
}

/** A toolbox of the reference shape with the functions given, all taking no params. */
function toolboxOf(name: string, functions: Record<string, ToolFunction>): Toolbox {
  return {
    getName: () => name,
    getFunction: (functionName) => {
      const f = Object.hasOwn(functions, functionName) ? functions[functionName] : undefined;
      return f === undefined
        ? null
        : {
            f,
            interface: {
              domain: name,
              name: functionName,
              type: 'function',
              description: `The ${functionName} function`,
              params: {},
              returns: 'string',
            },
          };
    },
    functions: Object.fromEntries(Object.keys(functions).map((key) => [key, true])),
  };
}

describe('createToolManager', () => {
  it('gives two managers nothing in common', async () => {
    const first = createToolManager({ translator: createMockTranslator() });
    const second = createToolManager();
    first.register(createMockToolbox('alpha'));
    first.setRootToolBox('alpha');
    await first.call('tools.set_truncate_length', { length: 10 });
    await first.call('echo', { text: 'hello' });

    expect(second.getToolboxes()).toEqual(['tools']);
    expect(second.getRootToolBox()).toBeNull();
    expect(second.getFunctionTranslator()).toBeNull();
    expect(second.getTruncateLength()).toBe(5000);
    expect(second.getStats()).toEqual({ toolCalls: 0, functionCalls: 0, functions: {} });
    expect(second.findFunction('alpha.echo')).toBeNull();
    await expect(second.call('echo', { text: 'x' })).rejects.toBeInstanceOf(ToolNotFoundError);

    expect(first.getTruncateLength()).toBe(10);
    expect(first.getStats().functions['alpha.echo']?.calls).toBe(1);
  });

  it('registers a toolbox whole or not at all', () => {
    const manager = createToolManager();
    const toolbox: Toolbox = {
      getName: () => 'half',
      getFunction: (name) =>
        name === 'good'
          ? {
              f: () => 'ok',
              interface: {
                domain: 'half',
                name: 'good',
                type: 'function',
                description: 'Fine',
                params: {},
                returns: 'string',
              },
            }
          : {
              f: () => 'bad',
              interface: { domain: 'half', name: 'bad', type: 'procedure' } as never,
            },
      functions: { good: true, bad: true },
    };
    expect(() => manager.register(toolbox)).toThrow(ToolboxValidationError);
    expect(manager.getToolboxes()).toEqual(['tools']);
    expect(manager.findFunction('half.good')).toBeNull();
  });

  it('words each interface problem', () => {
    const manager = createToolManager();
    const toolbox: Toolbox = {
      getName: () => 'weather',
      getFunction: () => ({
        f: () => 'x',
        interface: {
          domain: 'weather',
          name: 'get_temp',
          type: 'function',
          params: { location: { type: 'string', description: 'City' } },
          returns: 'string',
        } as never,
      }),
      functions: { get_temp: true },
    };
    expect(() => manager.register(toolbox)).toThrow(
      "Validation failed for function 'get_temp' in toolbox 'weather': Missing required field 'description'; Missing required field 'params.location.isRequired'",
    );
  });

  it('checks params named constructor, prototype or __proto__ like any other', async () => {
    const manager = createToolManager();
    const withParams = (params: unknown): Toolbox => ({
      ...toolboxOf('box', { run: () => 'x' }),
      getFunction: () => ({
        f: (args: Record<string, unknown>) => JSON.stringify({ ...args }),
        interface: {
          domain: 'box',
          name: 'run',
          type: 'function',
          description: 'Runs',
          params,
          returns: 'string',
        } as never,
      }),
    });
    expect(() =>
      manager.register(
        withParams(
          JSON.parse('{"constructor":{"type":"bogus","isRequired":true,"description":"c"}}'),
        ),
      ),
    ).toThrow("Field 'params.constructor.type' must be");
    expect(() =>
      manager.register(withParams(JSON.parse('{"__proto__":{"type":"string","description":"p"}}'))),
    ).toThrow("Missing required field 'params.__proto__.isRequired'");
    manager.register(
      withParams({ constructor: { type: 'string', isRequired: true, description: 'c' } }),
    );
    expect(await manager.call('box.run', { constructor: 'Toyota' })).toBe(
      '{"constructor":"Toyota"}',
    );
  });

  it('names an interface type other than function and api-wrapper', () => {
    const manager = createToolManager();
    const toolbox: Toolbox = {
      ...toolboxOf('box', { run: () => 'x' }),
      getFunction: () => ({
        f: () => 'x',
        interface: { domain: 'box', name: 'run', type: 'procedure' } as never,
      }),
    };
    expect(() => manager.register(toolbox)).toThrow(
      `Validation failed for function 'run' in toolbox 'box': Interface type "procedure" must be 'function' or 'api-wrapper'`,
    );
    expect(() =>
      manager.register({ getName: () => 'a.b', getFunction: () => null, functions: {} }),
    ).toThrow("Validation failed for toolbox 'a.b': Toolbox name 'a.b' must not contain '.'");
  });

  it('coerces text arguments to the declared types and records each coercion', async () => {
    const manager = createToolManager();
    const toolbox = createMockToolbox();
    manager.register(toolbox);
    const [record] = await manager.executeFunctionCalls([
      { name: 'mock.add', params: { a: '2', b: { value: '3.5' } } },
    ]);
    expect(record?.ok).toBe(true);
    expect(record?.value).toBe(5.5);
    expect(record?.repairs.map((repair) => [repair.code, repair.param])).toEqual([
      ['coerce-number', 'a'],
      ['unwrap-value', 'b'],
      ['coerce-number', 'b'],
    ]);
    expect(toolbox.calls).toEqual([{ name: 'add', args: { a: 2, b: 3.5 } }]);
  });

  it('names every missing, unknown and invalid parameter in one message', async () => {
    const manager = createToolManager();
    manager.register(createMockToolbox());
    const error = await rejectionOf(manager.call('mock.add', { x: 1, c: 'z' }));
    expect(InvalidArgumentsError.isInstance(error)).toBe(true);
    expect(error.message).toBe(
      "Missing required parameter for function 'mock.add': a, b; Unknown parameter for function 'mock.add': x, c; the function accepts: a, b",
    );
    const invalid = await rejectionOf(manager.call('mock.add', { a: 'two', b: 1 }));
    expect(invalid.message).toBe(
      `Invalid parameter for function 'mock.add': a must be a number, got the string "two"`,
    );
  });

  it('gives a function that throws null, one that never settles and one returning 10 MB one result each, and runs the others', async () => {
    const manager = createToolManager({ translator: createMockTranslator(), timeoutMs: 50 });
    const sawAbort = vi.fn();
    manager.register(
      toolboxOf('odd', {
        throws_null: () => {
          throw null;
        },
        hangs: (_args, _length, context) => {
          context.signal.addEventListener('abort', sawAbort);
          return new Promise(() => {});
        },
        huge: () => 'y'.repeat(10 * 1024 * 1024),
        fine: () => 'still here',
      }),
    );
    const text = [
      'call odd.throws_null',
      'call odd.fine',
      'call odd.hangs',
      'call odd.huge',
      'call odd.fine',
    ].join('\n');
    const result = await manager.executeResponseFunctions(text);
    expect(result.calls.map((call) => [call.name, call.ok])).toEqual([
      ['odd.throws_null', false],
      ['odd.fine', true],
      ['odd.hangs', false],
      ['odd.huge', true],
      ['odd.fine', true],
    ]);
    const [throwsNull, , hangs, huge, last] = result.calls;
    expect(throwsNull?.result).toBe("Error: Function 'odd.throws_null' failed: it threw null");
    expect(ToolExecutionError.isInstance(throwsNull?.error)).toBe(true);
    expect(throwsNull?.error?.cause).toBeNull();
    expect(ToolTimeoutError.isInstance(hangs?.error)).toBe(true);
    expect(hangs?.result).toBe(
      "Error: Function 'odd.hangs' timed out after 50 ms and was cancelled",
    );
    expect(sawAbort).toHaveBeenCalledTimes(1);
    expect(huge?.result).toBe(
      `${'y'.repeat(5000)}\n[... truncated: ${10 * 1024 * 1024 - 5000} of ${10 * 1024 * 1024} characters cut]`,
    );
    expect(last?.result).toBe('still here');
    expect(result.functionsOutput.split('\n')[1]).toBe('odd.fine => still here');
  });

  it('takes case sensitivity from the translator whatever the order of setup', async () => {
    const translatorFirst = createToolManager();
    translatorFirst.setFunctionTranslator(createMockTranslator({ caseSensitive: false }));
    translatorFirst.register(createMockToolbox('Weather'));
    const toolboxFirst = createToolManager();
    toolboxFirst.register(createMockToolbox('Weather'));
    toolboxFirst.setFunctionTranslator(createMockTranslator({ caseSensitive: false }));
    for (const manager of [translatorFirst, toolboxFirst]) {
      expect(await manager.call('weather.ECHO', { text: 'a' })).toBe('a');
      expect(await manager.call('WEATHER.echo', { TEXT: 'b' })).toBe('b');
    }
    const sensitive = createToolManager();
    sensitive.register(createMockToolbox('Weather'));
    expect(await sensitive.call('Weather.echo', { text: 'c' })).toBe('c');
    const error = await rejectionOf(sensitive.call('weather.echo', { text: 'c' }));
    expect(error).toBeInstanceOf(ToolNotFoundError);
    expect(error.message).toContain("Did you mean 'Weather.echo'?");
  });

  it("suggests for an unknown name what a translator's FunctionIndex suggests", async () => {
    const manager = createToolManager();
    const toolbox = createMockToolbox('Weather');
    manager.register(toolbox);
    const functions = new FunctionIndex(
      Object.keys(toolbox.functions).flatMap((name) => toolbox.getFunction(name)?.interface ?? []),
      null,
      true,
    );
    // A bare name of a function in a toolbox that is not the root: the same name elsewhere.
    const bare = await rejectionOf(manager.call('echo', { text: 'a' }));
    expect(functions.suggest('echo')).toEqual(['Weather.echo']);
    expect(bare.message).toContain("Unknown function 'echo'. Did you mean 'Weather.echo'?");
    const misspelt = await rejectionOf(manager.call('Weather.ecoh', { text: 'a' }));
    expect((misspelt as ToolNotFoundError).suggestions).toEqual(functions.suggest('Weather.ecoh'));
  });

  it('says what there is when nothing is near the name: the toolbox’s functions, or the toolboxes', async () => {
    const manager = createToolManager({ controlFunctions: false });
    manager.register(createMockToolbox('weather'));
    const inToolbox = await rejectionOf(manager.call('weather.get_forecast_for_tomorrow', {}));
    expect(inToolbox.message).toMatch(
      /^Unknown function 'weather.get_forecast_for_tomorrow'\. The functions of 'weather' are 'weather\.[a-z_]+'/,
    );
    const elsewhere = await rejectionOf(manager.call('calendar.list_meetings_today', {}));
    expect(elsewhere.message).toBe(
      "Unknown function 'calendar.list_meetings_today'. The toolboxes are 'weather'.",
    );
  });

  it('never resolves a name to a property of Object.prototype', async () => {
    const manager = createToolManager({ translator: createMockTranslator() });
    manager.register(createMockToolbox());
    manager.setRootToolBox('mock');
    for (const name of [
      'constructor',
      '__proto__',
      'toString',
      'mock.constructor',
      'toString.call',
      '__proto__.valueOf',
    ]) {
      expect(manager.findFunction(name)).toBeNull();
      await expect(manager.call(name)).rejects.toBeInstanceOf(ToolNotFoundError);
    }
    const result = await manager.executeResponseFunctions('call constructor\ncall mock.__proto__');
    expect(result.calls.map((call) => call.result)).toEqual([
      "Error: Unknown function 'constructor'. Call tools.get_functions to list the available functions.",
      "Error: Unknown function 'mock.__proto__'. Call tools.get_functions to list the available functions.",
    ]);
  });

  it('runs functions really registered under such names', async () => {
    const manager = createToolManager();
    manager.register(
      toolboxOf('constructor', {
        toString: () => 'own toString',
        ['__proto__']: () => 'own proto',
      }),
    );
    expect(await manager.call('constructor.toString')).toBe('own toString');
    expect(await manager.call('constructor.__proto__')).toBe('own proto');
    expect(Object.prototype.toString.call({})).toBe('[object Object]');
  });

  it('asks the policy with a fingerprint that ignores key order', async () => {
    const seen: string[] = [];
    const manager = createToolManager({
      policy: (call) => {
        seen.push(call.fingerprint);
        return call.functionName === 'add' ? 'allow' : { decision: 'deny', reason: 'read only' };
      },
    });
    manager.register(createMockToolbox());
    expect(await manager.call('mock.add', { a: 1, b: 2 })).toBe(3);
    expect(await manager.call('mock.add', { b: '2', a: 1 })).toBe(3);
    expect(seen[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(seen[1]).toBe(seen[0]);
    const denied = await rejectionOf(manager.call('mock.echo', { text: 'x' }));
    expect(CallDeniedError.isInstance(denied)).toBe(true);
    expect(denied.message).toBe("The call to 'mock.echo' was not allowed: read only");
  });

  it('hands calls marked ask to the approver, and denies them without one', async () => {
    const approve = vi.fn(
      (call: { params: Readonly<Record<string, unknown>> }) => call.params.text === 'yes',
    );
    const manager = createToolManager({ policy: () => 'ask', approve });
    manager.register(createMockToolbox());
    expect(await manager.call('mock.echo', { text: 'yes' })).toBe('yes');
    await expect(manager.call('mock.echo', { text: 'no' })).rejects.toThrow(
      "The call to 'mock.echo' was not allowed: it was not approved",
    );
    expect(approve).toHaveBeenCalledTimes(2);
    const unattended = createToolManager({ policy: () => 'ask' });
    unattended.register(createMockToolbox());
    await expect(unattended.call('mock.echo', { text: 'yes' })).rejects.toBeInstanceOf(
      CallDeniedError,
    );
  });

  it('emits events before and after each call', async () => {
    const events: string[] = [];
    const manager = createToolManager({
      onAfterCall: (record) => events.push(`after ${record.name} ${record.ok}`),
    });
    manager.register(createMockToolbox());
    const stop = manager.on('beforeCall', (event) => {
      events.push(`before ${event.name} ${event.signal.aborted}`);
    });
    await manager.call('mock.echo', { text: 'x' });
    await manager.call('mock.echo').catch(() => undefined);
    stop();
    await manager.call('mock.echo', { text: 'y' });
    expect(events).toEqual([
      'before mock.echo false',
      'after mock.echo true',
      'after mock.echo false',
      'after mock.echo true',
    ]);
  });

  it('tells toolboxChange listeners of every toolbox registered, replaced or removed', () => {
    const changes: string[] = [];
    const manager = createToolManager();
    manager.on('toolboxChange', ({ toolboxName, change }) =>
      changes.push(`${change} ${toolboxName}`),
    );
    manager.register(createMockToolbox('alpha'));
    manager.register(createMockToolbox('alpha'));
    expect(manager.unregister('alpha')).toBe(true);
    expect(manager.unregister('alpha')).toBe(false);
    manager.unregisterControlFunction('get_toolboxes');
    manager.unregisterControlFunctions();
    expect(() => manager.register({ getName: () => 'a.b' } as never)).toThrow(
      ToolboxValidationError,
    );
    expect(changes).toEqual([
      'registered alpha',
      'registered alpha',
      'unregistered alpha',
      'registered tools',
      'unregistered tools',
    ]);
  });

  it('keeps a throwing listener from changing the result', async () => {
    const onListenerError = vi.fn();
    const manager = createToolManager({
      onBeforeCall: () => {
        throw new Error('listener bug');
      },
      onListenerError,
    });
    manager.register(createMockToolbox());
    expect(await manager.call('mock.echo', { text: 'x' })).toBe('x');
    expect(onListenerError).toHaveBeenCalledWith(new Error('listener bug'));
  });

  it('applies the per-function timeout over the default and aborts on the application signal', async () => {
    const manager = createToolManager({ timeoutMs: 10_000, functionTimeouts: { 'mock.wait': 20 } });
    manager.register(createMockToolbox());
    await expect(manager.call('mock.wait', { ms: 5000 })).rejects.toThrow(
      "Function 'mock.wait' timed out after 20 ms",
    );
    const controller = new AbortController();
    const pending = manager.call('mock.wait', { ms: 5000 }, undefined, {
      signal: controller.signal,
      timeoutMs: 0,
    });
    controller.abort();
    await expect(pending).rejects.toThrow("The call to 'mock.wait' was cancelled");
  });

  it('shapes results: JSON for non-strings, the output filter, then truncation', async () => {
    const manager = createToolManager({
      translator: createMockTranslator({
        outputFilter: (name, _params, result) =>
          name === 'data.list' ? result.replace('secret', '***') : null,
      }),
      truncateLength: 30,
    });
    manager.register(
      toolboxOf('data', {
        list: () => ({ items: [1, 2], note: 'secret' }),
        big: () => ({ text: 'z'.repeat(100) }),
        big_int: () => 2n ** 70n,
      }),
    );
    const result = await manager.executeResponseFunctions(
      'call data.list\ncall data.big\ncall data.big_int',
    );
    expect(result.calls.map((call) => call.result)).toEqual([
      '{"items":[1,2],"note":"***"}',
      `{"text":"${'z'.repeat(21)}\n[... truncated: 81 of 111 characters cut]`,
      '"1180591620717411303424"',
    ]);
  });

  it('counts per function: calls, errors and durations', async () => {
    const manager = createToolManager();
    manager.register(createMockToolbox());
    await manager.call('mock.echo', { text: 'a' });
    await manager.call('mock.fail').catch(() => undefined);
    await manager.call('mock.wait', { ms: 15 });
    await manager.call('nope').catch(() => undefined);
    const stats = manager.getStats();
    expect(stats.toolCalls).toBe(4);
    expect(stats.functionCalls).toBe(4);
    expect(stats.functions['mock.echo']).toMatchObject({ calls: 1, errors: 0 });
    expect(stats.functions['mock.fail']).toMatchObject({ calls: 1, errors: 1 });
    expect(stats.functions['mock.wait']?.maxDurationMs).toBeGreaterThanOrEqual(10);
    manager.resetStats();
    expect(manager.getStats()).toEqual({ toolCalls: 0, functionCalls: 0, functions: {} });
  });

  it('clamps set_truncate_length to the maximum the application set', async () => {
    const manager = createToolManager({ maxTruncateLength: 1000 });
    expect(await manager.call('tools.set_truncate_length', { length: '99999' })).toBe(
      'Truncation length set to 1000 characters (asked for 99999; the allowed range is 1 to 1000).',
    );
    expect(manager.getTruncateLength()).toBe(1000);
    expect(await manager.call('tools.set_truncate_length', { length: -5 })).toContain(
      'set to 1 characters',
    );
  });

  it('answers every call past the limit with an error instead of running it', async () => {
    const toolbox = createMockToolbox();
    const manager = createToolManager({
      translator: createMockTranslator(),
      maxCallsPerResponse: 2,
    });
    manager.register(toolbox);
    const result = await manager.executeResponseFunctions(
      'call mock.echo {"text":"1"}\ncall mock.echo {"text":"2"}\ncall mock.echo {"text":"3"}',
    );
    expect(result.functionCallCount).toBe(3);
    expect(result.calls[2]?.result).toMatch(/^Error: Too many calls in one answer/);
    expect(toolbox.calls).toHaveLength(2);
  });

  it('answers calls the translator found but could not read', async () => {
    const manager = createToolManager({ translator: createMockTranslator() });
    manager.register(createMockToolbox());
    const result = await manager.executeResponseFunctions(
      'call mock.echo {"text": oops}\ncall mock.echo {"text":"ok"}',
    );
    expect(result.calls.map((call) => [call.ok, call.result])).toEqual([
      [false, "Error: The arguments of 'mock.echo' must be a JSON object or array"],
      [true, 'ok'],
    ]);
    expect(result.calls[0]?.raw).toBe('call mock.echo {"text": oops}');
    expect(result.calls[1]?.span).toEqual({ start: 30, end: 58 });
  });

  it('returns an error instead of throwing when the translator fails on the text', async () => {
    const manager = createToolManager({
      translator: {
        generateFunctionIfText: () => '',
        getFunctionCallsFromText: () => {
          throw new RangeError('too deep');
        },
        formatFunctionCallResults: () => '',
      },
    });
    const result = await manager.executeResponseFunctions('anything');
    expect(result.functionCalCount).toBe(0);
    expect(result.functionsOutput).toBe(
      'Error: The translator could not read the answer: too deep',
    );
    expect(AiToolboxError.isInstance(result.error)).toBe(true);
  });
});

describe('createToolManager setup', () => {
  it('finds a translator by name or by the TRANSLATOR_ATFUNC constant once it is known', async () => {
    const { TRANSLATOR_ATFUNC } = await import('./translator-constants.js');
    const { registerStandardTranslator } = await import('./standard-translators.js');
    const manager = createToolManager();
    expect(() => manager.setFunctionTranslator('atfunc')).toThrow(
      "No translator is known as 'atfunc'",
    );
    const translator = createMockTranslator({ name: 'atfunc', caseSensitive: false });
    registerStandardTranslator('atfunc', translator);
    manager.setFunctionTranslator(TRANSLATOR_ATFUNC);
    expect(manager.getFunctionTranslator()).toBe(translator);
    expect(manager.getTranslator('atfunc')).toBe(translator);
    expect(manager.getStandardTranslatorList()).toContain('atfunc');
    expect(() => manager.getTranslator('toString')).toThrow(TranslatorNotFoundError);
  });

  it('refuses at registration annotations and a JSON Schema that mean nothing, naming each field', () => {
    const manager = createToolManager();
    const toolbox = toolboxOf('notes', { read: () => 'text' });
    const declared = toolbox.getFunction('read');
    const annotated: Toolbox = {
      ...toolbox,
      getFunction: () =>
        declared && {
          ...declared,
          interface: {
            ...declared.interface,
            annotations: { readonlyHint: true, destructiveHint: 'yes' },
            jsonSchema: { type: 'array' },
          } as never,
        },
    };
    expect(() => manager.register(annotated)).toThrow(
      `Validation failed for function 'read' in toolbox 'notes': Field 'annotations.destructiveHint' must be boolean, got "yes"; Unknown field 'annotations.readonlyHint'; Field 'jsonSchema.type' must be "object", got "array"`,
    );
    expect(manager.getToolboxes()).not.toContain('notes');
  });

  it('refuses an object that is not a translator', () => {
    const manager = createToolManager();
    expect(() =>
      manager.setFunctionTranslator({ generateFunctionIfText: () => '' } as never),
    ).toThrow(
      'Not a translator: it must have the functions getFunctionCallsFromText, formatFunctionCallResults',
    );
  });

  it('renders every interface with the translator, control functions included', () => {
    const manager = createToolManager({ translator: createMockTranslator() });
    manager.register(createMockToolbox());
    const lines = manager.getRootInterfaceAsText().split('\n');
    expect(lines).toContain(
      'tools.get_functions(toolbox:string) - Get all functions, optionally filtered by toolbox',
    );
    expect(lines).toContain('mock.add(*a:number, *b:number) - Add two numbers');
    expect(manager.getRootInterfaceAsText(true).startsWith('---\n')).toBe(true);
    expect(manager.getInterfaces()).toHaveLength(lines.length);
  });

  it('unregisters a toolbox and forgets it as root', async () => {
    const manager = createToolManager({ toolboxes: [createMockToolbox()], rootToolbox: 'mock' });
    expect(await manager.call('echo', { text: 'a' })).toBe('a');
    expect(manager.unregister('mock')).toBe(true);
    expect(manager.unregister('mock')).toBe(false);
    expect(manager.getRootToolBox()).toBeNull();
    await expect(manager.call('echo', { text: 'a' })).rejects.toBeInstanceOf(ToolNotFoundError);
    expect(() => manager.setRootToolBox('mock')).toThrow(
      "Unknown toolbox 'mock'. Registered toolboxes: tools.",
    );
  });

  it('runs native calls through the same pipeline, with their source', async () => {
    const sources: string[] = [];
    const manager = createToolManager({
      policy: (call) => {
        sources.push(call.source);
        return 'allow';
      },
    });
    manager.register(createMockToolbox());
    const records = await manager.executeFunctionCalls([
      { name: 'mock.add', params: { a: 1, b: '2' } },
      { name: 'mock.ehco', params: {} },
    ]);
    expect(records.map((record) => [record.ok, record.result])).toEqual([
      [true, '3'],
      [
        false,
        "Error: Unknown function 'mock.ehco'. Did you mean 'mock.echo'? Call tools.get_functions to list the available functions.",
      ],
    ]);
    await manager.call('mock.echo', { text: 'x' });
    expect(sources).toEqual(['native', 'call']);
  });

  it('still hands the model its results when the translator cannot format them', async () => {
    const manager = createToolManager({
      translator: {
        ...createMockTranslator(),
        formatFunctionCallResults: () => {
          throw new Error('format bug');
        },
      },
    });
    manager.register(createMockToolbox());
    const result = await manager.executeResponseFunctions('call mock.add [1, 2]');
    expect(result.functionsOutput).toBe('mock.add: 3');
    expect(result.error?.code).toBe('translator-failed');
  });

  it('validates an api wrapper with its path, query and body params', async () => {
    const manager = createToolManager();
    const wrapper = (pathParams: unknown): Toolbox => ({
      getName: () => 'api',
      getFunction: () => ({
        f: (args) => ({ ...args }),
        interface: {
          domain: 'api',
          name: 'get_user',
          type: 'api-wrapper',
          description: 'Get a user',
          path_params: pathParams,
          query_params: { details: { type: 'boolean', isRequired: false, description: 'More' } },
          response_type: 'application/json',
          returns: 'object',
        } as never,
      }),
      functions: { get_user: true },
    });
    expect(() =>
      manager.register(wrapper({ user_id: { type: 'string', description: 'Id' } })),
    ).toThrow(
      "Validation failed for function 'get_user' in toolbox 'api': Missing required field 'path_params.user_id.isRequired'",
    );
    manager.register(wrapper({ user_id: { type: 'string', isRequired: true, description: 'Id' } }));
    expect(await manager.call('api.get_user', { user_id: 'u1', details: 'true' })).toEqual({
      user_id: 'u1',
      details: true,
    });
  });

  it('refuses settings that do not fit the schema', () => {
    expect(() => createToolManager({ timeoutMs: -1 })).toThrow(
      'Invalid settings for createToolManager: timeoutMs:',
    );
    expect(() => createToolManager({ unknownOption: true } as never)).toThrow(InvalidSettingsError);
  });
});

describe('createToolManager refusals and cancellation', () => {
  it('denies a call when the policy throws', async () => {
    const manager = createToolManager({
      policy: () => {
        throw new Error('policy bug');
      },
    });
    manager.register(createMockToolbox());
    await expect(manager.call('mock.echo', { text: 'x' })).rejects.toThrow(
      "The call to 'mock.echo' was not allowed: the policy failed (policy bug)",
    );
  });

  it('answers the remaining calls of an aborted batch without running them', async () => {
    const toolbox = createMockToolbox();
    const manager = createToolManager({ translator: createMockTranslator() });
    manager.register(toolbox);
    const controller = new AbortController();
    const pending = manager.executeResponseFunctions(
      'call mock.wait {"ms": 5000}\ncall mock.echo {"text": "late"}',
      { signal: controller.signal },
    );
    setTimeout(() => controller.abort(), 10);
    const result = await pending;
    expect(result.calls.map((call) => call.result)).toEqual([
      "Error: The call to 'mock.wait' was cancelled",
      "Error: The call to 'mock.echo' was cancelled",
    ]);
    expect(toolbox.calls.map((call) => call.name)).toEqual(['wait']);
  });

  it('keeps an application toolbox named tools apart from the control functions', async () => {
    const manager = createToolManager();
    manager.register(toolboxOf('tools', { mine: () => 'mine' }));
    expect(await manager.call('tools.mine')).toBe('mine');
    expect(manager.getFunctions('tools')).toEqual(['tools.mine']);
    expect(() => manager.registerControlFunctions()).toThrow(ToolboxValidationError);
    expect(await manager.call('tools.mine')).toBe('mine');
    manager.unregister('tools');
    manager.registerControlFunctions();
    expect(manager.getFunctions('tools')).toHaveLength(4);
  });
});

describe('createToolManager against hostile call sources', () => {
  it('answers a translator’s call whose params are not named parameters with an error, not with {}', async () => {
    let runs = 0;
    const translator: Translator = {
      generateFunctionIfText: () => '',
      getFunctionCallsFromText: () => [
        { name: 'box.run', params: ['x'] as never, interface: undefined as never },
        { name: 'box.run', params: 'junk' as never, interface: undefined as never },
        { name: 'box.run', params: undefined as never, interface: undefined as never },
      ],
      formatFunctionCallResults: (calls) => calls.map((call) => call.result).join('\n'),
    };
    const manager = createToolManager({ translator });
    manager.register(toolboxOf('box', { run: () => `run ${++runs}` }));
    const { calls } = await manager.executeResponseFunctions('any text');
    expect(calls.map((call) => call.result)).toEqual([
      "Error: Arguments for function 'box.run' must be named parameters (an object), got an array",
      `Error: Arguments for function 'box.run' must be named parameters (an object), got the string "junk"`,
      'run 1',
    ]);
    expect(runs).toBe(1);
  });

  it('keeps one result per call and one count when the listener error handler throws too', async () => {
    const manager = createToolManager({
      onAfterCall: () => {
        throw new Error('listener bug');
      },
      onListenerError: () => {
        throw new Error('handler bug');
      },
    });
    manager.register(toolboxOf('box', { run: () => 'ran' }));
    const records = await manager.executeFunctionCalls([
      { name: 'box.run', params: {} },
      { name: 'box.run', params: {} },
    ]);
    expect(records.map((record) => record.result)).toEqual(['ran', 'ran']);
    const stats = manager.getStats();
    expect(stats.functionCalls).toBe(2);
    expect(stats.functions['box.run']).toMatchObject({ calls: 2, errors: 0 });
  });

  it('reports a result whose then getter throws as the function’s failure', async () => {
    const manager = createToolManager();
    manager.register(
      toolboxOf('box', {
        run: () => ({
          // biome-ignore lint/suspicious/noThenProperty: the hostile thenable under test
          get then() {
            throw new Error('hostile then');
          },
        }),
      }),
    );
    const [record] = await manager.executeFunctionCalls([{ name: 'box.run', params: {} }]);
    expect(ToolExecutionError.isInstance(record?.error)).toBe(true);
    expect(record?.result).toBe("Error: Function 'box.run' failed: hostile then");
  });

  it('answers a parse error whose code is not text with the translator’s message', async () => {
    const manager = createToolManager();
    manager.register(toolboxOf('box', { run: () => 'ran' }));
    const [record] = await manager.executeFunctionCalls([
      {
        name: 'box.run',
        params: {},
        error: { code: Object.create(null), message: 'The call was cut off' },
      },
    ]);
    expect(record?.error?.code).toBe('unreadable-call');
    expect(record?.result).toBe('Error: The call was cut off');
  });
});

describe('createToolManager with asynchronous listeners and long timeouts', () => {
  it('hands a listener’s rejected promise to onListenerError instead of leaving it unhandled', async () => {
    const reported: unknown[] = [];
    const manager = createToolManager({
      onAfterCall: async () => {
        throw new Error('async listener bug');
      },
      onListenerError: (error) => reported.push(error),
    });
    manager.on('beforeCall', () => Promise.reject(new Error('before bug')));
    manager.register(toolboxOf('box', { run: () => 'ran' }));
    expect(await manager.call('box.run')).toBe('ran');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reported.map((error) => (error as Error).message)).toEqual([
      'before bug',
      'async listener bug',
    ]);
  });

  it('treats a timeout longer than a timer can hold as no timeout, not as an immediate one', async () => {
    const manager = createToolManager({ timeoutMs: 2 ** 31 });
    manager.register(
      toolboxOf('box', {
        run: () => new Promise((resolve) => setTimeout(() => resolve('late but fine'), 20)),
      }),
    );
    expect(await manager.call('box.run')).toBe('late but fine');
    expect(await manager.call('box.run', {}, undefined, { timeoutMs: 3e9 })).toBe('late but fine');
  });
});

describe('createToolManager against hostile application code', () => {
  it('gives one result per call when a function throws an error whose message getter throws itself', async () => {
    const manager = createToolManager();
    manager.register(
      toolboxOf('box', {
        hostile: () => {
          const error = new Error('x');
          Object.defineProperty(error, 'message', {
            get() {
              throw error;
            },
          });
          throw error;
        },
        run: () => 'ran',
      }),
    );
    const records = await manager.executeFunctionCalls([
      { name: 'box.hostile', params: {} },
      { name: 'box.run', params: {} },
    ]);
    expect(records.map((record) => record.result)).toEqual([
      "Error: Function 'box.hostile' failed: it threw an unreadable value",
      'ran',
    ]);
    expect(ToolExecutionError.isInstance(records[0]?.error)).toBe(true);
  });

  it('denies a call when reading the policy’s decision throws', async () => {
    const manager = createToolManager({
      policy: () => ({
        get decision(): 'allow' {
          throw new Error('decision getter');
        },
      }),
    });
    manager.register(toolboxOf('box', { run: () => 'ran' }));
    const [record] = await manager.executeFunctionCalls([{ name: 'box.run', params: {} }]);
    expect(CallDeniedError.isInstance(record?.error)).toBe(true);
    expect(record?.result).toBe(
      "Error: The call to 'box.run' was not allowed: the policy failed (decision getter)",
    );
    expect(manager.getStats().functions['box.run']).toMatchObject({ calls: 1, errors: 1 });
  });
});

describe('createToolManager with a case-insensitive translator', () => {
  it('answers 150,000 case variants of one param name with an arguments error, not an internal one', async () => {
    const manager = createToolManager({
      translator: createMockTranslator({ caseSensitive: false }),
    });
    const name = 'abcdefghijklmnopqrst';
    manager.register(
      defineToolbox({
        name: 'box',
        functions: {
          run: {
            description: 'Runs',
            params: { [name]: { type: 'string', isRequired: false, description: 'A' } },
            run: () => 'ran',
          },
        },
      }),
    );
    const params: Record<string, unknown> = {};
    for (let variant = 0; variant < 150_000; variant += 1) {
      let key = '';
      for (let index = 0; index < name.length; index += 1) {
        key += (variant >> index) & 1 ? name.charAt(index).toUpperCase() : name.charAt(index);
      }
      params[key] = 'x';
    }
    const [record] = await manager.executeFunctionCalls([{ name: 'box.run', params }]);
    expect(InvalidArgumentsError.isInstance(record?.error)).toBe(true);
    expect(record?.result).toContain('and 149979 more');
  });
});

describe('createToolManager with a translator that marks calls unreadable in its own way', () => {
  it('does not run a call whose error is a string or any other value, and answers it', async () => {
    let runs = 0;
    const translator: Translator = {
      generateFunctionIfText: () => '',
      getFunctionCallsFromText: () => [],
      parseFunctionCalls: () =>
        [
          { name: 'box.run', params: {}, error: 'The call was cut off' },
          { name: 'box.run', params: {}, error: true },
        ] as never,
      formatFunctionCallResults: (calls) => calls.map((call) => call.result).join('\n'),
    };
    const manager = createToolManager({ translator });
    manager.register(toolboxOf('box', { run: () => `run ${++runs}` }));
    const { calls } = await manager.executeResponseFunctions('any text');
    expect(calls.map((call) => call.result)).toEqual([
      'Error: The call was cut off',
      'Error: The call could not be read',
    ]);
    expect(runs).toBe(0);
  });
});

describe('getInterfaceSnapshot', () => {
  it('gives the same frozen array until a toolbox is registered or unregistered', () => {
    const manager = createToolManager({ controlFunctions: false });
    manager.register(createMockToolbox());
    const first = manager.getInterfaceSnapshot();
    expect(Object.isFrozen(first)).toBe(true);
    expect(manager.getInterfaceSnapshot()).toBe(first);
    expect([...first]).toEqual(manager.getInterfaces());
    manager.registerControlFunctions();
    const second = manager.getInterfaceSnapshot();
    expect(second).not.toBe(first);
    expect(second.length).toBeGreaterThan(first.length);
    manager.unregister('mock');
    expect(manager.getInterfaceSnapshot()).not.toBe(second);
  });
});
