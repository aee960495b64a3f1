import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { InvalidSettingsError } from '../invalid-settings-error.js';
import { parseSettings } from './parse-settings.js';

const schema = v.strictObject({
  maxCalls: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  name: v.optional(v.string()),
});

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('parseSettings', () => {
  it('returns what the schema makes of settings that fit', () => {
    expect(parseSettings(schema, { maxCalls: 3 }, 'the test')).toEqual({ maxCalls: 3 });
  });

  it('throws InvalidSettingsError naming every wrong setting and the subject', () => {
    const error = thrown(() => parseSettings(schema, { maxCalls: 0, name: 1 }, 'the test'));
    expect(InvalidSettingsError.isInstance(error)).toBe(true);
    const problems = (error as InvalidSettingsError).problems;
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^maxCalls: /);
    expect(problems[1]).toMatch(/^name: /);
    expect((error as Error).message).toMatch(/^Invalid settings for the test: maxCalls: /);
  });

  it('names an unknown setting, and settings that are not an object at all', () => {
    const unknown = thrown(() => parseSettings(schema, { maxCals: 3 }, 'the test'));
    expect((unknown as InvalidSettingsError).problems[0]).toMatch(/^maxCals: /);
    const notAnObject = thrown(() => parseSettings(schema, 'fast', 'the test'));
    expect((notAnObject as InvalidSettingsError).problems[0]).toMatch(/^settings: /);
  });
});
