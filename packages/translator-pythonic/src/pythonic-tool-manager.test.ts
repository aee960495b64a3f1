import { createToolManager, defineToolbox } from '@ai-toolbox/core';
import { describe, expect, it } from 'vitest';
import './translator-pythonic.js';

function setUp() {
  const seen: unknown[] = [];
  const weather = defineToolbox({
    name: 'weather',
    functions: {
      get_temp: {
        description: 'Current temperature in a city',
        params: {
          location: { type: 'string', isRequired: true, description: 'City' },
          unit: { type: 'string', isRequired: false, description: 'Unit', enum: ['c', 'f'] },
        },
        run: (args) => {
          seen.push(args);
          return `21 ${args.unit ?? 'c'} in ${args.location}`;
        },
      },
    },
  });
  const manager = createToolManager({
    translator: 'pythonic',
    toolboxes: [weather],
    rootToolbox: 'weather',
  });
  return { manager, seen };
}

describe('the pythonic translator in the tool manager', () => {
  it('is registered as pythonic and runs every call of an answer, in order, once', async () => {
    const { manager, seen } = setUp();
    const result = await manager.executeResponseFunctions(
      "I'll check both.\n```python\n[get_temp(location='Paris'), weather.get_temp('Oslo', unit='f')]\n```",
    );
    expect(seen).toEqual([{ location: 'Paris' }, { location: 'Oslo', unit: 'f' }]);
    expect(result.functionCallCount).toBe(2);
    expect(result.functionsOutput).toBe(
      'Result of weather.get_temp(location="Paris"):\n21 c in Paris\n\n' +
        'Result of weather.get_temp(location="Oslo", unit="f"):\n21 f in Oslo',
    );
  });

  it('answers an unknown function with "did you mean" and a broken call with its error, running neither', async () => {
    const { manager, seen } = setUp();
    const result = await manager.executeResponseFunctions(
      '[get_tmp(location="Paris"), get_temp(location=get_city())]',
    );
    expect(seen).toEqual([]);
    expect(result.calls.map((call) => call.error?.code)).toEqual([
      'tool-not-found',
      'unreadable-arguments',
    ]);
    expect(result.functionsOutput).toContain("Did you mean 'get_temp'?");
    expect(result.functionsOutput).toContain('get_city(...) is a nested call');
  });

  it('shows the functions as Python signatures', () => {
    const { manager } = setUp();
    expect(manager.getRootInterfaceAsText()).toContain(
      'def weather.get_temp(location: str, unit: Literal["c", "f"] = None) -> str:',
    );
  });
});
