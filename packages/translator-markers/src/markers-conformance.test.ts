import { checkTranslatorConformance } from '@ai-toolbox/core/test';
import { describe, expect, it } from 'vitest';
import { handwrittenCorpus } from './__fixtures__/differential-corpus.js';
import { add, getTemp, store } from './__fixtures__/interfaces.js';
import { createMarkersTranslator } from './create-markers-translator.js';

const interfaces = [getTemp, add, store];

const samples = [
  'It is [[weather.get_temp:Paris]] now, and [[math.add:1,2]] is three.',
  'Saved [[db.store:{"a":"x, y]]", b:1},["t"]]] and [[get_temp:Oslo,c]]',
  "Don't [[weather.get_temp:don't]] stop [[math.add:1,",
  '[[!math.add:2,3]] [[unknown.fn:1]] [note] [[math.add:x,y]]',
  ...handwrittenCorpus.map((entry) => entry.input).slice(0, 12),
];

describe('the markers translator', () => {
  it('keeps the translator contract on model answers, hostile and random text', async () => {
    const problems = await checkTranslatorConformance(createMarkersTranslator(), {
      interfaces,
      rootToolBox: 'weather',
      samples,
    });
    expect(problems).toEqual([]);
    // The kit counts the work of thousands of runs: seconds on a shared machine, and a timing
    // is never what it checks.
  }, 120_000);
});
