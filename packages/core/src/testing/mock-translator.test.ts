import { describe, expect, it } from 'vitest';
import { createToolManager } from '../create-tool-manager.js';
import { createMockToolbox } from './mock-toolbox.js';
import { createMockTranslator } from './mock-translator.js';

describe('createMockTranslator', () => {
  const toolbox = createMockToolbox();
  const interfaces = Object.keys(toolbox.functions).flatMap((name) => {
    const found = toolbox.getFunction(name);
    return found ? [found.interface] : [];
  });

  it('finds named, positional and argument-less calls with their spans', () => {
    const translator = createMockTranslator();
    const text = 'intro\n  call mock.add {"a":1,"b":2}\ncall add [3, 4]\ncall mock.fail\n';
    const calls = translator.parseFunctionCalls?.(text, interfaces, 'mock') ?? [];
    expect(calls.map(({ name, params }) => [name, { ...params }])).toEqual([
      ['mock.add', { a: 1, b: 2 }],
      ['add', { a: 3, b: 4 }],
      ['mock.fail', {}],
    ]);
    expect(calls[0]?.span).toEqual({ start: 8, end: 35 });
    expect(text.slice(calls[0]?.span.start, calls[0]?.span.end)).toBe(
      'call mock.add {"a":1,"b":2}',
    );
  });

  it('reports unreadable arguments as a call with an error, and leaves it out of the reference parse', () => {
    const translator = createMockTranslator();
    const text = 'call mock.add {"a":1,\ncall mock.echo ["x"]';
    expect(translator.parseFunctionCalls?.(text, interfaces, null)[0]?.error?.code).toBe(
      'unreadable-arguments',
    );
    expect(translator.getFunctionCallsFromText(text, interfaces, null)).toEqual([
      { name: 'mock.echo', params: { text: 'x' }, interface: interfaces[0] },
    ]);
  });

  it('renders interfaces and results', () => {
    const translator = createMockTranslator();
    const add = interfaces[1];
    if (add === undefined) throw new Error('mock.add is missing');
    expect(translator.generateFunctionIfText(add, false)).toBe(
      'mock.add(*a:number, *b:number) - Add two numbers',
    );
    expect(
      translator.formatFunctionCallResults([
        { name: 'mock.add', params: {}, result: '3' },
        { name: 'x', params: {}, result: 'Error: no', isError: true },
      ]),
    ).toBe('mock.add => 3\nx => Error: no');
  });

  it('matches names case-insensitively when told to', async () => {
    const manager = createToolManager({
      translator: createMockTranslator({ caseSensitive: false }),
    });
    manager.register(createMockToolbox());
    const result = await manager.executeResponseFunctions('call MOCK.ADD [1, 2]');
    expect(result.calls[0]?.result).toBe('3');
  });
});
