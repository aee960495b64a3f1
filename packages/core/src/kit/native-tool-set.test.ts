import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createToolManager } from '../create-tool-manager.js';
import { defineToolbox } from '../define-toolbox.js';
import { ToolNameCollisionError } from '../tool-name-collision-error.js';
import { ToolNotFoundError } from '../tool-not-found-error.js';
import { getTemp, updateUser } from './__fixtures__/interfaces.js';
import { nativeToolManagerSchema } from './native-tool-manager.js';
import {
  createNativeToolSet,
  nativeToolNameOf,
  nativeToolSchema,
  trackNativeTools,
} from './native-tool-set.js';
import { renderJsonSchema } from './render-json-schema.js';

function weather() {
  return defineToolbox({
    name: 'weather',
    functions: {
      get_temp: {
        description: 'Temperature',
        params: { city: { type: 'string', isRequired: true, description: 'City' } },
        run: ({ city }) => `21 in ${city}`,
      },
    },
  });
}

describe('createNativeToolSet', () => {
  it('maps every function to a provider name and back, with its properties', () => {
    const toolSet = createNativeToolSet([getTemp, updateUser]);
    expect([...toolSet.byProviderName.keys()]).toEqual(['weather__get_temp', 'users__update_user']);
    const tool = toolSet.byProviderName.get('users__update_user');
    expect(tool?.functionName).toBe('users.update_user');
    expect(tool?.properties.map((property) => property.name)).toEqual([
      'id',
      'notify',
      'dry_run',
      'email',
      'age',
      'nickname',
    ]);
    expect(toolSet.names.fromProvider('weather__get_temp')).toBe('weather.get_temp');
  });

  it('offers the root toolbox under bare names and takes a separator and a rule', () => {
    const toolSet = createNativeToolSet([getTemp, updateUser], {
      rootToolbox: 'weather',
      separator: '-',
    });
    expect([...toolSet.byProviderName.keys()]).toEqual(['get_temp', 'users-update_user']);
    expect(toolSet.byProviderName.get('get_temp')?.functionName).toBe('weather.get_temp');
  });

  it('reads each interface once, however many sets it is in', () => {
    const first = createNativeToolSet([getTemp]).byProviderName.get('weather__get_temp');
    const second = createNativeToolSet([getTemp], { separator: '_' }).byProviderName.get(
      'weather_get_temp',
    );
    expect(second?.properties).toBe(first?.properties);
  });

  it('refuses two functions that would share a name', () => {
    const twin = { ...getTemp, domain: 'weather_get', name: 'temp' };
    expect(() => createNativeToolSet([getTemp, twin], { separator: '_' })).toThrow(
      ToolNameCollisionError,
    );
  });
});

describe('trackNativeTools', () => {
  it('derives once and again only when the functions or the root change', () => {
    const manager = createToolManager({ controlFunctions: false, toolboxes: [weather()] });
    let builds = 0;
    const current = trackNativeTools(manager, {}, (toolSet) => {
      builds += 1;
      return [...toolSet.byProviderName.keys()];
    });
    expect(current()).toEqual(['weather__get_temp']);
    expect(current()).toBe(current());
    expect(builds).toBe(1);
    manager.setRootToolBox('weather');
    expect(current()).toEqual(['get_temp']);
    manager.registerControlFunction('get_toolboxes');
    expect(current()).toEqual(['get_temp', 'tools__get_toolboxes']);
    expect(builds).toBe(3);
  });

  it('keeps the prefix on root functions when asked', () => {
    const manager = createToolManager({
      controlFunctions: false,
      toolboxes: [weather()],
      rootToolbox: 'weather',
    });
    const current = trackNativeTools(manager, { prefixRootToolbox: true }, (toolSet) => [
      ...toolSet.byProviderName.keys(),
    ]);
    expect(current()).toEqual(['weather__get_temp']);
  });

  it('tells unchanged functions by the snapshot, and without one item by item', () => {
    const manager = createToolManager({ controlFunctions: false, toolboxes: [weather()] });
    let builds = 0;
    const derive = () => {
      builds += 1;
      return builds;
    };
    // A manager without getInterfaceSnapshot hands out a fresh array each time.
    const plain = {
      getInterfaces: () => [...manager.getInterfaces()],
      getRootToolBox: () => manager.getRootToolBox(),
    };
    const fromCopies = trackNativeTools(plain, {}, derive);
    expect(fromCopies()).toBe(1);
    expect(fromCopies()).toBe(1);
    let reads = 0;
    const counted = {
      ...plain,
      getInterfaceSnapshot: () => {
        reads += 1;
        return manager.getInterfaceSnapshot();
      },
    };
    const fromSnapshot = trackNativeTools(counted, {}, derive);
    expect(fromSnapshot()).toBe(2);
    expect(fromSnapshot()).toBe(2);
    expect(reads).toBe(2);
    manager.register(
      defineToolbox({
        name: 'clock',
        functions: { now: { description: 'Now', params: {}, run: () => 'noon' } },
      }),
    );
    expect(fromCopies()).toBe(3);
    expect(fromSnapshot()).toBe(4);
  });
});

describe('nativeToolManagerSchema', () => {
  it('takes a tool manager and refuses anything else', () => {
    expect(v.is(nativeToolManagerSchema, createToolManager())).toBe(true);
    expect(v.is(nativeToolManagerSchema, { getInterfaces: () => [] })).toBe(false);
    expect(v.is(nativeToolManagerSchema, null)).toBe(false);
  });
});

describe('nativeToolNameOf', () => {
  it('finds a function by its path or its offered name, and suggests close ones for others', () => {
    const toolSet = createNativeToolSet([getTemp, updateUser], { rootToolbox: 'weather' });
    expect(nativeToolNameOf(toolSet, 'weather.get_temp')).toBe('get_temp');
    expect(nativeToolNameOf(toolSet, 'get_temp')).toBe('get_temp');
    expect(nativeToolNameOf(toolSet, 'users.update_user')).toBe('users__update_user');
    let error: unknown;
    try {
      nativeToolNameOf(toolSet, 'users.update_usr');
    } catch (caught) {
      error = caught;
    }
    expect(ToolNotFoundError.isInstance(error)).toBe(true);
    expect((error as ToolNotFoundError).suggestions).toContain('users.update_user');
  });
});

describe('nativeToolSchema', () => {
  it('offers an interface’s own JSON Schema whole, and renders the params of one without', () => {
    const jsonSchema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object' as const,
      properties: { city: { type: 'string', minLength: 2 } },
      required: ['city'],
    };
    const toolSet = createNativeToolSet([{ ...getTemp, jsonSchema }, updateUser]);
    const [declared, plain] = [...toolSet.byProviderName.values()];
    if (declared === undefined || plain === undefined) throw new Error('two tools expected');
    const { $schema: _dialect, ...offered } = jsonSchema;
    expect(nativeToolSchema(declared)).toEqual(offered);
    expect(nativeToolSchema(plain)).toEqual(renderJsonSchema(plain.properties));
  });
});
