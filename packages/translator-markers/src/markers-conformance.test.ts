import type { FunctionInterface } from '@ai-toolbox/core';
import { checkTranslatorConformance } from '@ai-toolbox/core/test';
import { describe, expect, it } from 'vitest';
import { handwrittenCorpus } from './__fixtures__/differential-corpus.js';
import { createMarkersTranslator } from './create-markers-translator.js';

const interfaces: FunctionInterface[] = [
  {
    domain: 'weather',
    name: 'get_temp',
    type: 'function',
    description: 'Current temperature in a city',
    params: {
      location: { type: 'string', isRequired: true, description: 'City name' },
      unit: { type: 'string', isRequired: false, description: 'c or f' },
    },
    returns: 'string',
  },
  {
    domain: 'math',
    name: 'add',
    type: 'function',
    description: 'Adds two numbers',
    params: {
      a: { type: 'number', isRequired: true, description: 'First' },
      b: { type: 'number', isRequired: true, description: 'Second' },
    },
    returns: 'number',
  },
  {
    domain: 'db',
    name: 'store',
    type: 'function',
    description: 'Stores a record',
    params: {
      record: { type: 'object', isRequired: true, description: 'The record' },
      tags: { type: 'array', isRequired: false, description: 'Tags' },
    },
    returns: 'string',
  },
];

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
  });
});
