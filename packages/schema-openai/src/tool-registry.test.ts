import { describe, expect, it } from 'vitest';
import { DuplicateToolError } from './duplicate-tool-error.js';
import { InvalidParamError } from './invalid-param-error.js';
import { InvalidToolNameError } from './invalid-tool-name-error.js';
import { findStrictModeViolations } from './strict-mode-violations.js';
import { createToolRegistry } from './tool-registry.js';
import { UnknownToolError } from './unknown-tool-error.js';

const noop = () => 'ok';

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('createToolRegistry', () => {
  it('builds the reference example: types, aliases and ? for optional', () => {
    const registry = createToolRegistry();
    registry.add('read_file', 'Read a file', { path: 'string', limit: 'int?' }, noop);
    registry.add('get_time', 'Get current time', {}, () => '12:00 PM');
    expect(registry.build()).toEqual([
      {
        type: 'function',
        function: {
          name: 'read_file',
          description: 'Read a file',
          parameters: {
            type: 'object',
            properties: { path: { type: 'string' }, limit: { type: 'integer' } },
            required: ['path'],
          },
        },
      },
      {
        type: 'function',
        function: {
          name: 'get_time',
          description: 'Get current time',
          parameters: { type: 'object', properties: {}, required: [] },
        },
      },
    ]);
  });

  it('keeps tools and params in the order they were added, required in param order', () => {
    const registry = createToolRegistry();
    registry.add('zeta', 'z', { c: 'str', a: 'str?', b: 'float' }, noop);
    registry.add('alpha', 'a', { y: 'bool', x: 'list' }, noop);
    const [zeta, alpha] = registry.build();
    expect(registry.build().map((tool) => tool.function.name)).toEqual(['zeta', 'alpha']);
    expect(Object.keys(zeta?.function.parameters.properties ?? {})).toEqual(['c', 'a', 'b']);
    expect(zeta?.function.parameters.required).toEqual(['c', 'b']);
    expect(alpha?.function.parameters.required).toEqual(['y', 'x']);
    expect(JSON.stringify(registry.build())).toBe(JSON.stringify(registry.build()));
  });

  it('takes params as a Map or as pairs; required follows their order even for integer-like names', () => {
    const registry = createToolRegistry();
    registry.add(
      'pairs',
      'p',
      [
        ['b', 'int'],
        ['2', 'str'],
        ['a', 'bool?'],
      ],
      noop,
    );
    registry.add(
      'map',
      'm',
      new Map([
        ['z', 'str'],
        ['1', 'int'],
      ]),
      noop,
    );
    const [pairs, map] = registry.build();
    expect(Object.keys(pairs?.function.parameters.properties ?? {})).toEqual(['2', 'b', 'a']);
    expect(pairs?.function.parameters.required).toEqual(['b', '2']);
    expect(map?.function.parameters.required).toEqual(['z', '1']);
  });

  it('accepts full param objects with descriptions, enums, item types, properties and defaults', () => {
    const registry = createToolRegistry();
    registry.add(
      'search',
      'Search files',
      {
        query: { type: 'string', description: 'What to look for' },
        kinds: { type: 'list?', items: { type: 'str', enum: ['file', 'dir'] } },
        unit: { type: 'str', enum: ['c', 'f'], default: 'c' },
        range: { type: 'dict', properties: { from: 'int', to: 'int?' }, required: false },
      },
      noop,
    );
    expect(registry.build()[0]?.function.parameters).toEqual({
      type: 'object',
      properties: {
        query: { type: 'string', description: 'What to look for' },
        kinds: { type: 'array', items: { type: 'string', enum: ['file', 'dir'] } },
        unit: { type: 'string', enum: ['c', 'f'], default: 'c' },
        range: {
          type: 'object',
          properties: { from: { type: 'integer' }, to: { type: 'integer' } },
          required: ['from'],
        },
      },
      required: ['query'],
    });
  });

  it("reads default: null (Python's None) on an optional param as no default", () => {
    const registry = createToolRegistry();
    registry.add(
      'search',
      'Search',
      {
        query: 'str',
        limit: { type: 'int', default: null },
        unit: { type: 'str?', enum: ['c', 'f'], default: null },
        range: { type: 'dict?', properties: { to: { type: 'float', default: null } } },
      },
      noop,
    );
    expect(registry.build()[0]?.function.parameters).toEqual({
      type: 'object',
      properties: {
        query: { type: 'string' },
        limit: { type: 'integer' },
        unit: { type: 'string', enum: ['c', 'f'] },
        range: { type: 'object', properties: { to: { type: 'number' } }, required: [] },
      },
      required: ['query'],
    });
    const error = thrown(() =>
      registry.add('t', 'd', { a: { type: 'str', required: true, default: null } }, noop),
    );
    expect((error as Error).message).toContain('the default null is not of the declared type');
  });

  it('builds strict-mode schemas on request or by default', () => {
    const registry = createToolRegistry({ strict: true });
    registry.add(
      'get_temp',
      'Temperature',
      { city: 'str', unit: { type: 'str?', enum: ['c', 'f'] } },
      noop,
    );
    const [tool] = registry.build();
    expect(tool?.function.strict).toBe(true);
    expect(tool?.function.parameters).toEqual({
      type: 'object',
      properties: {
        city: { type: 'string' },
        unit: { type: ['string', 'null'], enum: ['c', 'f', null] },
      },
      required: ['city', 'unit'],
      additionalProperties: false,
    });
    expect(findStrictModeViolations(tool?.function.parameters)).toEqual([]);
    expect(registry.build({ strict: false })[0]?.function).not.toHaveProperty('strict');
  });

  it('hands out fresh, mutable parameters on every build and from tools()', () => {
    const registry = createToolRegistry();
    registry.add(
      'get_temp',
      'Temperature',
      { city: 'str', range: { type: 'dict', properties: { from: 'int' } } },
      noop,
    );
    const built = structuredClone(registry.build());
    const [first] = registry.build();
    const parameters = first?.function.parameters as {
      properties: Record<string, { type: unknown }>;
    };
    expect(registry.build()[0]?.function.parameters).not.toBe(parameters);
    expect(registry.buildResponsesTools()[0]?.parameters).toEqual(parameters);
    expect(registry.build({ strict: true })[0]?.function.parameters).not.toEqual(parameters);
    expect(Object.isFrozen(parameters)).toBe(false);
    expect(Object.isFrozen(parameters.properties.range)).toBe(false);
    expect(Object.isFrozen(registry.tools()[0]?.parameters(true))).toBe(false);
    // What a caller, or the SDK, writes into its copy reaches no other build.
    (parameters.properties.range as { type: unknown }).type = 'string';
    const fromTools = registry.tools()[0]?.parameters(false) as { required: string[] };
    fromTools.required.push('extra');
    expect(registry.build()).toEqual(built);
  });

  it('builds Responses API function tools, stating strict either way', () => {
    const registry = createToolRegistry();
    registry.add('get_temp', 'Temperature', { city: 'str' }, noop);
    expect(registry.buildResponsesTools()).toEqual([
      {
        type: 'function',
        name: 'get_temp',
        description: 'Temperature',
        parameters: {
          type: 'object',
          properties: { city: { type: 'string' } },
          required: ['city'],
        },
        strict: false,
      },
    ]);
    expect(registry.buildResponsesTools({ strict: true })[0]?.strict).toBe(true);
  });

  it('refuses an unknown type at add(), naming the tool, the param and the valid types', () => {
    const registry = createToolRegistry();
    const error = thrown(() => registry.add('search', 'Search', { limit: 'long' }, noop));
    expect(InvalidParamError.isInstance(error)).toBe(true);
    const invalid = error as InvalidParamError;
    expect(invalid.code).toBe('invalid-param');
    expect(invalid.toolName).toBe('search');
    expect(invalid.paramName).toBe('limit');
    expect(invalid.message).toContain('"search"');
    expect(invalid.message).toContain('"limit"');
    expect(invalid.message).toContain(
      'string, number, integer, boolean, object, array, str, int, float, bool, dict, list',
    );
    expect(registry.has('search')).toBe(false);
  });

  it('names nested params by path', () => {
    const registry = createToolRegistry();
    const error = thrown(() =>
      registry.add('t', 'd', { options: { type: 'dict', properties: { depth: 'huge' } } }, noop),
    ) as InvalidParamError;
    expect(error.paramName).toBe('options.depth');
    const items = thrown(() =>
      registry.add('u', 'd', { tags: { type: 'list', items: 'tag' } }, noop),
    );
    expect((items as InvalidParamError).paramName).toBe('tags[]');
  });

  it('refuses malformed definitions with a reason', () => {
    const registry = createToolRegistry();
    const cases: Array<[unknown, string]> = [
      [{ a: { type: 'str', enum: [] } }, 'non-empty array'],
      [{ a: { type: 'str', enum: ['x', 1] } }, '"enum" value 1 is not of the declared type string'],
      [{ a: { type: 'int', enum: [1.5] } }, '"enum" value 1.5 is not of the declared type integer'],
      [{ a: { type: 'bool', enum: ['True'] } }, 'not of the declared type boolean'],
      [{ a: { type: 'list', enum: ['x'] } }, 'list the allowed elements in "items"'],
      [
        { a: { type: 'bool', default: 'false' } },
        'the default "false" is not of the declared type boolean',
      ],
      [
        { a: { type: 'str', enum: ['c', 'f'], default: 'k' } },
        'the default "k" is not one of the "enum" values',
      ],
      [{ a: { type: 'dict', default: [] } }, 'the default [] is not of the declared type object'],
      [{ a: { type: 'dict', enum: [{}] } }, 'not supported on an object'],
      [{ a: { type: 'str', items: 'str' } }, 'only allowed on an array'],
      [{ a: { type: 'list', properties: {} } }, 'only allowed on an object'],
      [{ a: { type: 'str?', required: true } }, 'marked required'],
      [{ a: { type: 'str', description: 5 } }, 'must be a string'],
      [{ a: 5 }, 'type string or an object'],
      ['params', 'must be an object'],
    ];
    for (const [params, reason] of cases) {
      const error = thrown(() => registry.add('t', 'd', params as never, noop));
      expect(InvalidParamError.isInstance(error)).toBe(true);
      expect((error as Error).message).toContain(reason);
    }
  });

  it('refuses a cyclic definition instead of looping', () => {
    const cyclic: Record<string, unknown> = { type: 'list' };
    cyclic.items = cyclic;
    const error = thrown(() => createToolRegistry().add('t', 'd', { a: cyclic as never }, noop));
    expect((error as Error).message).toContain('nest deeper than 32');
  });

  it('refuses a duplicate name and keeps the first tool', () => {
    const registry = createToolRegistry();
    const first = () => 'first';
    registry.add('dup', 'one', {}, first);
    const error = thrown(() => registry.add('dup', 'two', {}, noop));
    expect(DuplicateToolError.isInstance(error)).toBe(true);
    expect((error as DuplicateToolError).toolName).toBe('dup');
    expect(registry.getHandler('dup')).toBe(first);
    expect(registry.build()).toHaveLength(1);
  });

  it('refuses names that break ^[a-zA-Z0-9_-]{1,64}$', () => {
    const registry = createToolRegistry();
    for (const name of ['', 'weather.get_temp', 'has space', 'é', 'x'.repeat(65)]) {
      const error = thrown(() => registry.add(name, 'd', {}, noop));
      expect(InvalidToolNameError.isInstance(error)).toBe(true);
      expect((error as InvalidToolNameError).toolName).toBe(name);
    }
    registry.add('A-z_0-9', 'd', {}, noop);
    registry.add('x'.repeat(64), 'd', {}, noop);
    expect(registry.tools().map((tool) => tool.name)).toEqual(['A-z_0-9', 'x'.repeat(64)]);
  });

  it('returns handlers by name, under both spellings, and refuses unknown names', () => {
    const registry = createToolRegistry();
    const read = ({ path }: { path: string }) => `read ${path}`;
    registry.add('read_file', 'Read', { path: 'string' }, read);
    expect(registry.getHandler('read_file')).toBe(read);
    expect(registry.get_handler('read_file')({ path: '/etc/hostname' })).toBe('read /etc/hostname');
    for (const name of ['write_file', 'toString', '__proto__']) {
      const error = thrown(() => registry.get_handler(name));
      expect(UnknownToolError.isInstance(error)).toBe(true);
      expect((error as Error).message).toContain('read_file');
    }
  });
});
