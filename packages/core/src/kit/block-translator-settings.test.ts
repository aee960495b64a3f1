import { describe, expect, it } from 'vitest';
import { InvalidSettingsError } from '../invalid-settings-error.js';
import {
  DEFAULT_MAX_CALL_LENGTH,
  resolveBlockTranslatorSettings,
} from './block-translator-settings.js';
import { DEFAULT_MAX_CALLS, DEFAULT_MAX_TEXT_LENGTH } from './define-translator.js';
import { DEFAULT_MAX_DEPTH } from './text-translator-settings.js';

function problemsOf(settings: unknown): readonly string[] {
  try {
    resolveBlockTranslatorSettings(settings as never, 'the test translator');
  } catch (error) {
    if (InvalidSettingsError.isInstance(error)) return error.problems;
    throw error;
  }
  return [];
}

describe('resolveBlockTranslatorSettings', () => {
  it('fills in every default, names matched case-sensitively', () => {
    expect(resolveBlockTranslatorSettings(undefined, 'the test translator')).toEqual({
      caseSensitive: true,
      outputFilter: null,
      maxTextLength: DEFAULT_MAX_TEXT_LENGTH,
      maxCalls: DEFAULT_MAX_CALLS,
      maxDepth: DEFAULT_MAX_DEPTH,
      maxCallLength: DEFAULT_MAX_CALL_LENGTH,
    });
  });

  it('keeps what is given', () => {
    const given = {
      caseSensitive: false,
      outputFilter: (text: string) => text,
      maxTextLength: 10,
      maxCalls: 2,
      maxDepth: 3,
      maxCallLength: 4,
    };
    expect(resolveBlockTranslatorSettings(given, 'the test translator')).toEqual(given);
  });

  it('refuses a wrong or unknown setting, naming it', () => {
    expect(problemsOf({ maxCallLength: 0 })[0]).toMatch(/^maxCallLength: /);
    expect(problemsOf({ maxCallLength: 2 ** 30 + 1 })[0]).toMatch(/^maxCallLength: /);
    expect(problemsOf({ maxBlockLength: 10 })[0]).toMatch(/^maxBlockLength: /);
    expect(problemsOf({ maxCallLength: 2 ** 30, maxDepth: 1 })).toEqual([]);
    expect(() => resolveBlockTranslatorSettings({ maxCalls: 0 }, 'the x translator')).toThrow(
      /^Invalid settings for the x translator: maxCalls: /,
    );
  });
});
