import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidSettingsError } from '../invalid-settings-error.js';
import { ToolNameCollisionError } from '../tool-name-collision-error.js';
import { createToolNameMap, encodeToolName } from './tool-name-map.js';
import { TOOL_NAME_RULE, type ToolNameRule, toolNameProblem } from './tool-name-rule.js';

describe('encodeToolName', () => {
  it('turns dots into the separator and leaves legal names alone', () => {
    expect(encodeToolName('weather.get_temp')).toBe('weather__get_temp');
    expect(encodeToolName('math.roots.cubic')).toBe('math__roots__cubic');
    expect(encodeToolName('get-temp_2')).toBe('get-temp_2');
    expect(encodeToolName('weather.get_temp', { separator: '-' })).toBe('weather-get_temp');
  });

  it('replaces other characters with _', () => {
    expect(encodeToolName('météo.temp')).toBe('m_t_o__temp');
    expect(encodeToolName('a b/c')).toBe('a_b_c');
  });

  it('keeps long names within 64 characters, different names apart', () => {
    const long = `${'a'.repeat(40)}.${'b'.repeat(40)}`;
    const encoded = encodeToolName(long);
    expect(encoded).toHaveLength(64);
    expect(encoded.startsWith('a'.repeat(40))).toBe(true);
    expect(encodeToolName(`${long}x`)).not.toBe(encoded);
    expect(toolNameProblem(encoded)).toBeUndefined();
  });

  it('refuses a separator that is not a short legal fragment', () => {
    expect(() => encodeToolName('a.b', { separator: '.' })).toThrow(InvalidSettingsError);
    expect(() => encodeToolName('a.b', { separator: '' })).toThrow(InvalidSettingsError);
    expect(() => encodeToolName('a.b', { separator: '_________' })).toThrow(InvalidSettingsError);
  });

  it('always produces a legal name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (name) => {
        expect(toolNameProblem(encodeToolName(name))).toBeUndefined();
      }),
    );
  });
});

describe('createToolNameMap', () => {
  it('maps dotted names to legal ones and back', () => {
    const names = createToolNameMap(['weather.get_temp', 'tools.get_toolboxes', 'plain']);
    expect(names.toProvider('weather.get_temp')).toBe('weather__get_temp');
    expect(names.fromProvider('weather__get_temp')).toBe('weather.get_temp');
    expect(names.fromProvider('plain')).toBe('plain');
    expect(names.entries()).toEqual([
      ['weather.get_temp', 'weather__get_temp'],
      ['tools.get_toolboxes', 'tools__get_toolboxes'],
      ['plain', 'plain'],
    ]);
  });

  it('maps long names back through the table', () => {
    const long = `toolbox.${'x'.repeat(80)}`;
    const names = createToolNameMap([long]);
    const provider = names.toProvider(long) as string;
    expect(provider).toHaveLength(64);
    expect(names.fromProvider(provider)).toBe(long);
  });

  it('detects two functions that would share a tool name', () => {
    let error: unknown;
    try {
      createToolNameMap(['weather.get_temp', 'weather__get_temp']);
    } catch (caught) {
      error = caught;
    }
    expect(ToolNameCollisionError.isInstance(error)).toBe(true);
    const collision = error as ToolNameCollisionError;
    expect(collision.providerName).toBe('weather__get_temp');
    expect(collision.functionNames).toEqual(['weather.get_temp', 'weather__get_temp']);
    expect(collision.message).toContain('weather.get_temp');
  });

  it('accepts the same name twice', () => {
    expect(createToolNameMap(['a.b', 'a.b']).entries()).toEqual([['a.b', 'a__b']]);
  });

  it('answers undefined for names it does not know, inherited ones included', () => {
    const names = createToolNameMap(['a.b']);
    for (const name of ['toString', '__proto__', 'constructor', 'a.c']) {
      expect(names.toProvider(name)).toBeUndefined();
      expect(names.fromProvider(name)).toBeUndefined();
    }
  });

  it('either maps every name of a set both ways or reports a collision', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.string({ unit: fc.constantFrom('a', 'b', '.', '_', '-', 'é'), maxLength: 8 }),
          {
            maxLength: 12,
          },
        ),
        (functionNames) => {
          let names: ReturnType<typeof createToolNameMap>;
          try {
            names = createToolNameMap(functionNames);
          } catch (error) {
            expect(ToolNameCollisionError.isInstance(error)).toBe(true);
            return;
          }
          for (const name of functionNames) {
            const provider = names.toProvider(name) as string;
            expect(toolNameProblem(provider)).toBeUndefined();
            expect(names.fromProvider(provider)).toBe(name);
          }
        },
      ),
    );
  });
});

describe('a provider with its own rule', () => {
  // A rule like Gemini's: dots allowed, a letter or _ first.
  const dotted: ToolNameRule = {
    description: '^[a-zA-Z_][a-zA-Z0-9_.-]{0,31}$',
    maxLength: 32,
    isNameCharCode: (code) => TOOL_NAME_RULE.isNameCharCode(code) || code === 0x2e,
    isFirstCharCode: (code) => /[a-zA-Z_]/.test(String.fromCharCode(code)),
    firstCharacterDescription: 'a letter or an underscore',
  };

  it('keeps dots when the separator is a dot, and uses another separator when asked', () => {
    expect(encodeToolName('weather.get_temp', { rule: dotted, separator: '.' })).toBe(
      'weather.get_temp',
    );
    expect(encodeToolName('weather.get_temp', { rule: dotted })).toBe('weather__get_temp');
  });

  it('puts a _ before a name that may not start as it does', () => {
    expect(encodeToolName('3d.render', { rule: dotted, separator: '.' })).toBe('_3d.render');
    expect(toolNameProblem('3d.render', dotted)).toBe(
      'it starts with "3"; a name must start with a letter or an underscore',
    );
    expect(toolNameProblem('_3d.render', dotted)).toBeUndefined();
  });

  it('keeps names within its own length limit', () => {
    const encoded = encodeToolName(`box.${'x'.repeat(60)}`, { rule: dotted, separator: '.' });
    expect(encoded).toHaveLength(32);
    expect(toolNameProblem(encoded, dotted)).toBeUndefined();
  });

  it('takes a separator of the characters it allows, and only those', () => {
    expect(() => encodeToolName('a.b', { rule: dotted, separator: ':' })).toThrow(
      InvalidSettingsError,
    );
    expect(encodeToolName('a.b', { rule: dotted, separator: '-' })).toBe('a-b');
  });

  it('always produces a legal name that maps back', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ maxLength: 80 }), { maxLength: 10 }),
        (functionNames) => {
          let names: ReturnType<typeof createToolNameMap>;
          try {
            names = createToolNameMap(functionNames, { rule: dotted, separator: '.' });
          } catch (error) {
            expect(ToolNameCollisionError.isInstance(error)).toBe(true);
            return;
          }
          for (const name of functionNames) {
            const provider = names.toProvider(name) as string;
            expect(toolNameProblem(provider, dotted)).toBeUndefined();
            expect(names.fromProvider(provider)).toBe(name);
          }
        },
      ),
    );
  });
});
