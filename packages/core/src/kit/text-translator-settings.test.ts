import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { InvalidSettingsError } from '../invalid-settings-error.js';
import { DEFAULT_MAX_CALLS, DEFAULT_MAX_TEXT_LENGTH } from './define-translator.js';
import {
  DEFAULT_MAX_DEPTH,
  resolveTextTranslatorSettings,
  settingsLimit,
  textTranslatorSettingsEntries,
} from './text-translator-settings.js';

const schema = v.strictObject({
  ...textTranslatorSettingsEntries,
  maxBlockLength: settingsLimit(1000),
});

function problemsOf(settings: unknown): readonly string[] {
  try {
    resolveTextTranslatorSettings(schema, settings as never, 'the test translator', {
      caseSensitive: true,
    });
  } catch (error) {
    if (InvalidSettingsError.isInstance(error)) return error.problems;
    throw error;
  }
  return [];
}

describe('resolveTextTranslatorSettings', () => {
  it("fills in the shared defaults and the translator's own case sensitivity", () => {
    for (const caseSensitive of [true, false]) {
      expect(
        resolveTextTranslatorSettings(schema, undefined, 'the test', { caseSensitive }),
      ).toEqual({
        caseSensitive,
        outputFilter: null,
        maxTextLength: DEFAULT_MAX_TEXT_LENGTH,
        maxCalls: DEFAULT_MAX_CALLS,
        maxDepth: DEFAULT_MAX_DEPTH,
      });
    }
  });

  it('keeps what is given', () => {
    const outputFilter = (text: string) => text;
    const given = {
      caseSensitive: false,
      outputFilter,
      maxTextLength: 10,
      maxCalls: 2,
      maxDepth: 3,
    };
    expect(
      resolveTextTranslatorSettings(schema, given, 'the test', { caseSensitive: true }),
    ).toEqual(given);
  });

  it("checks the translator's whole schema, its own entries included, and names the subject", () => {
    expect(problemsOf({ maxCalls: 0 })[0]).toMatch(/^maxCalls: /);
    expect(problemsOf({ maxDepth: 1.5 })[0]).toMatch(/^maxDepth: /);
    expect(problemsOf({ outputFilter: 'upper' })[0]).toMatch(/^outputFilter: /);
    expect(problemsOf({ maxBlockLength: 1001 })[0]).toMatch(/^maxBlockLength: /);
    expect(problemsOf({ maxCals: 3 })[0]).toMatch(/^maxCals: /);
    expect(problemsOf({ maxBlockLength: 1000, maxCalls: 1 })).toEqual([]);
    expect(() =>
      resolveTextTranslatorSettings(schema, { maxTextLength: 0 }, 'the test translator', {
        caseSensitive: true,
      }),
    ).toThrow(/^Invalid settings for the test translator: maxTextLength: /);
  });
});
