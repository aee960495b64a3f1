import { describe, expect, it } from 'vitest';
import { createToolManager } from './create-tool-manager.js';
import { defineToolbox } from './define-toolbox.js';

describe('defineToolbox', () => {
  const weather = defineToolbox({
    name: 'weather',
    functions: {
      get_temp: {
        description: 'Current temperature',
        params: {
          location: { type: 'string', isRequired: true, description: 'City' },
          days: { type: 'integer', isRequired: false, description: 'Days', default: 1 },
        },
        returns: 'object',
        run: ({ location, days }) => ({ location, days }),
      },
      slow: {
        description: 'Never answers',
        params: {},
        timeoutMs: 20,
        run: () => new Promise(() => {}),
      },
    },
  });

  it('produces the reference toolbox shape with standard interfaces', () => {
    expect(weather.getName()).toBe('weather');
    expect(weather.functions).toEqual({ get_temp: true, slow: true });
    expect(weather.getFunction('get_temp')?.interface).toEqual({
      domain: 'weather',
      name: 'get_temp',
      type: 'function',
      description: 'Current temperature',
      params: {
        location: { type: 'string', isRequired: true, description: 'City' },
        days: { type: 'integer', isRequired: false, description: 'Days', default: 1 },
      },
      returns: 'object',
    });
    expect(weather.getFunction('toString')).toBeNull();
  });

  it('registers and runs with coerced arguments, defaults and its own timeout', async () => {
    const manager = createToolManager();
    manager.register(weather);
    expect(await manager.call('weather.get_temp', { location: 'Oslo' })).toEqual({
      location: 'Oslo',
      days: 1,
    });
    expect(await manager.call('weather.get_temp', { location: 'Oslo', days: '3' })).toEqual({
      location: 'Oslo',
      days: 3,
    });
    await expect(manager.call('weather.slow')).rejects.toThrow('timed out after 20 ms');
  });
});

describe('defineToolbox with names Object.prototype has', () => {
  it('really registers functions named __proto__, constructor and toString', async () => {
    const definition = (reply: string) => ({
      description: `Replies ${reply}`,
      params: {},
      run: () => reply,
    });
    const toolbox = defineToolbox({
      name: 'odd',
      functions: {
        ['__proto__']: definition('proto'),
        constructor: definition('constructor'),
        toString: definition('toString'),
      },
    });
    expect(Object.keys(toolbox.functions)).toEqual(['__proto__', 'constructor', 'toString']);
    expect(Object.getPrototypeOf(toolbox.interfaces)).toBe(Object.prototype);
    const manager = createToolManager();
    manager.register(toolbox);
    expect(await manager.call('odd.__proto__')).toBe('proto');
    expect(await manager.call('odd.constructor')).toBe('constructor');
    expect(await manager.call('odd.toString')).toBe('toString');
  });
});
