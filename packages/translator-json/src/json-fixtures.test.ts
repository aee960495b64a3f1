import type { ParsedFunctionCallV2 } from '@ai-toolbox/core';
import { describe, expect, it } from 'vitest';
import {
  FIXTURE_ROOT,
  fixtureCallName,
  fixtureInterfaces,
  type JsonFixture,
  loadFixtures,
} from './__fixtures__/json-fixtures.js';
import type { JsonCallFamilyName } from './json-call-family.js';
import {
  TRANSLATOR_GLM4,
  TRANSLATOR_GRANITE,
  TRANSLATOR_HERMES,
  TRANSLATOR_JSON,
  TRANSLATOR_LLAMA3,
  TRANSLATOR_MISTRAL,
} from './json-translators.js';

const translators = {
  hermes: TRANSLATOR_HERMES,
  mistral: TRANSLATOR_MISTRAL,
  llama3: TRANSLATOR_LLAMA3,
  json: TRANSLATOR_JSON,
  granite: TRANSLATOR_GRANITE,
  glm4: TRANSLATOR_GLM4,
} as const;

/** What a fixture expects, in order: a call's name and arguments, or an error entry. */
type Expected = { readonly name: string; readonly params: Record<string, unknown> } | 'error';

/**
 * Where this package decides otherwise than a fixture's "what the model meant", and why (the
 * README says the same). Everything else is read exactly as the fixture says.
 */
const decisions: Record<string, { readonly reason: string; readonly expected?: Expected[] }> = {
  // A call written twice runs twice: a model may mean it (two identical searches cost little,
  // a skipped payment cannot be undone); the second says it repeats the first.
  'hermes-032': { reason: 'repeated' },
  'mistral-034': { reason: 'repeated' },
  'llama3-039': { reason: 'repeated' },
  'json-035': { reason: 'repeated' },
  'granite-024': { reason: 'repeated' },
  'glm4-017': { reason: 'repeated' },
  'llama3-044': {
    reason: 'Python-style calls are the pythonic translator’s format; none is read as JSON',
    expected: [],
  },
  'json-042': {
    reason: 'bare words are not guessed at (the kit’s JSON reader refuses them)',
    expected: [],
  },
  'glm4-040': { reason: 'GLM-4.5’s <arg_key> tags are the tags translator’s', expected: ['error'] },
  'glm4-041': {
    reason: 'GLM-4.5’s <arg_key> tags are the tags translator’s',
    expected: ['error', 'error'],
  },
  'glm4-042': { reason: 'GLM-4.5’s <arg_key> tags are the tags translator’s', expected: ['error'] },
  'glm4-043': { reason: 'GLM-4.5’s <arg_key> tags are the tags translator’s', expected: ['error'] },
  'glm4-045': {
    reason: 'GLM-4.5’s tags without a marker are prose to this translator',
    expected: [],
  },
  'glm4-047': {
    reason:
      'arguments before their name line are not read; the name line that ends the answer is a call cut off after its name',
    expected: ['error'],
  },
};

function expectedOf(fixture: JsonFixture): Expected[] {
  const decision = decisions[fixture.id];
  if (decision?.expected !== undefined) return decision.expected;
  const calls: Expected[] = fixture.calls.map((call) => ({
    name: fixtureCallName(call.name),
    params: call.arguments,
  }));
  if (decision?.reason === 'repeated') return [calls[0] as Expected, calls[0] as Expected];
  if (fixture.expect === 'error') calls.splice(fixture.error_call ?? calls.length, 0, 'error');
  return calls;
}

function readOf(call: ParsedFunctionCallV2): Expected {
  return call.error === undefined ? { name: call.name, params: { ...call.params } } : 'error';
}

const families = Object.keys(translators) as JsonCallFamilyName[];

describe.each(families)('the %s fixtures', (family) => {
  const fixtures = loadFixtures(family);
  const translator = translators[family];

  it('are at least 40, each with its source', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(40);
    for (const fixture of fixtures) expect(fixture.source.length).toBeGreaterThan(0);
  });

  it.each(fixtures.map((fixture) => [fixture.id, fixture] as const))(
    '%s is read as the model meant it',
    (_id, fixture) => {
      const calls = translator.parseFunctionCalls(
        fixture.text,
        fixtureInterfaces(fixture),
        FIXTURE_ROOT,
      );
      expect(calls.map(readOf)).toEqual(expectedOf(fixture));
      for (const call of calls) {
        expect(fixture.text.slice(call.span.start, call.span.end)).toBe(call.raw);
        // Every name in the fixtures is known: each readable call found its function.
        if (call.error === undefined) expect(call.interface).not.toBeNull();
      }
      if (decisions[fixture.id]?.reason === 'repeated') {
        expect(calls[1]?.repairs.map((repair) => repair.code)).toContain('repeated-call');
        expect(calls[0]?.repairs.map((repair) => repair.code)).not.toContain('repeated-call');
      }
    },
  );
});
