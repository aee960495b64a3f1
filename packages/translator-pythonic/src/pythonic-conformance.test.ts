import type { FunctionInterface } from '@ai-toolbox/core';
import { checkTranslatorConformance } from '@ai-toolbox/core/test';
import { describe, expect, it } from 'vitest';
import { ANSWER_ROOT, answerInterfaces, pythonicAnswers } from './__fixtures__/model-answers.js';
import { createPythonicTranslator } from './create-pythonic-translator.js';

// Every function of every answer, once by name, so each sample calls functions that are there.
const interfaces = new Map<string, FunctionInterface>();
for (const answer of pythonicAnswers) {
  for (const functionInterface of answerInterfaces(answer)) {
    const path = `${functionInterface.domain}.${functionInterface.name}`;
    if (!interfaces.has(path)) interfaces.set(path, functionInterface);
  }
}

/** Pieces hostile to this syntax: openings that never close, in calls and in strings. */
const hostilePieces = [
  '[get_weather(',
  "get_weather(city='",
  'get_weather(city="""',
  '((((',
  "'It's ",
  '```tool_code\n',
  '<think>',
  '\\',
  'x=[{(',
  'print(',
];

describe('the pythonic translator', () => {
  it('keeps the translator contract on every model answer, hostile and random text', async () => {
    const problems = await checkTranslatorConformance(createPythonicTranslator(), {
      interfaces: [...interfaces.values()],
      rootToolBox: ANSWER_ROOT,
      samples: pythonicAnswers.map((answer) => answer.text),
      hostilePieces,
    });
    expect(problems).toEqual([]);
  }, 300_000);
});
