import { checkTranslatorConformance } from '@ai-toolbox/core/test';
import { describe, expect, it } from 'vitest';
import { allInterfaces } from './__fixtures__/interfaces.js';
import { modelAnswers } from './__fixtures__/model-answers.js';
import { createAtfuncTranslator } from './create-atfunc-translator.js';

describe('the atfunc translator', () => {
  // The check takes seconds, more on a busy machine; its own measures count work, not time.
  it('keeps the translator contract on every model answer, hostile and random text', async () => {
    const problems = await checkTranslatorConformance(createAtfuncTranslator(), {
      interfaces: allInterfaces,
      samples: modelAnswers.map((fixture) => fixture.text),
    });
    expect(problems).toEqual([]);
    // The kit counts the work of thousands of runs: seconds on a shared machine, and a timing
    // is never what it checks.
  }, 120_000);
});
