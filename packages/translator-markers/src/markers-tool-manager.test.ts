import { createToolManager, defineToolbox } from '@ai-toolbox/core';
import { describe, expect, it } from 'vitest';
import { markersTranslator } from './index.js';

function createManager() {
  const weather = defineToolbox({
    name: 'weather',
    functions: {
      get_temp: {
        description: 'Current temperature in a city',
        params: {
          location: { type: 'string', isRequired: true, description: 'City' },
          unit: { type: 'string', isRequired: false, description: 'c or f', enum: ['c', 'f'] },
        },
        run: ({ location, unit }) => `21 ${unit ?? 'c'} in ${location}`,
      },
    },
  });
  const math = defineToolbox({
    name: 'math',
    functions: {
      add: {
        description: 'Adds two numbers',
        params: {
          a: { type: 'number', isRequired: true, description: 'First' },
          b: { type: 'number', isRequired: true, description: 'Second' },
        },
        run: ({ a, b }) => a + b,
      },
      fail: {
        description: 'Always fails',
        params: {},
        run: () => {
          throw new Error('out of order');
        },
      },
    },
  });
  const manager = createToolManager({ controlFunctions: false });
  manager.register(weather);
  manager.register(math);
  manager.setRootToolBox('weather');
  manager.setFunctionTranslator('markers');
  return manager;
}

describe('the markers translator in a tool manager', () => {
  it('is registered as markers when the package is imported', () => {
    const manager = createManager();
    expect(manager.getStandardTranslatorList()).toContain('markers');
    expect(manager.getTranslator('markers')).toBe(markersTranslator);
  });

  it('runs [[box.fn:a,b]] and [[fn:a]] from model text, in text order', async () => {
    const manager = createManager();
    const result = await manager.executeResponseFunctions(
      'Sum [[math.add:2,3]] and weather [[get_temp:Paris,f]].',
    );
    expect(result.functionCalCount).toBe(2);
    expect(result.calls.map((call) => [call.name, call.ok, call.result])).toEqual([
      ['math.add', true, '5'],
      ['weather.get_temp', true, '21 f in Paris'],
    ]);
    expect(result.functionsOutput).toBe(
      [
        'Function call: [[math.add:2,3]]',
        'Returned: 5',
        '',
        'Function call: [[weather.get_temp:Paris,f]]',
        'Returned: 21 f in Paris',
      ].join('\n'),
    );
  });

  it('gives every call found exactly one result, errors included', async () => {
    const manager = createManager();
    const result = await manager.executeResponseFunctions(
      '[[math.fail]] [[math.ad:1,2]] [[math.add:{"x":]] [[math.add:1,2,3]] [[get_temp:Rome',
    );
    expect(result.calls).toHaveLength(5);
    expect(result.calls.every((call) => !call.ok && call.result.startsWith('Error: '))).toBe(true);
    expect(result.calls[0]?.result).toContain('out of order');
    expect(result.calls[1]?.result).toContain('math.add');
    expect(result.calls[3]?.result).toContain('takes 2 arguments');
    expect(result.calls[4]?.result).toContain('never closed');
  });

  it('carries spans, raw text and repairs into the call records', async () => {
    const manager = createManager();
    manager.register(
      defineToolbox({
        name: 'db',
        functions: {
          save: {
            description: 'Saves a record',
            params: { record: { type: 'object', isRequired: true, description: 'Record' } },
            run: ({ record }) => Object.keys(record).join(','),
          },
        },
      }),
    );
    const text = "ok [[db.save:{name: 'Ana', 'age': 3,}]]";
    const { calls } = await manager.executeResponseFunctions(text);
    expect(calls[0]).toMatchObject({
      ok: true,
      result: 'name,age',
      raw: text.slice(3),
      span: { start: 3, end: text.length },
    });
    expect(calls[0]?.repairs.map((repair) => repair.code)).toEqual(
      expect.arrayContaining(['unquoted-key', 'single-quoted-string', 'trailing-comma']),
    );
  });

  it('shows the interfaces in marker syntax', () => {
    const manager = createManager();
    const text = manager.getRootInterfaceAsText();
    expect(text).toContain('[[weather.get_temp:location,unit]]');
    expect(text).toContain('[[math.add:a,b]]');
  });
});
