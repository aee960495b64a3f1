import type { FunctionInterface } from '@ai-toolbox/core';
import { checkTranslatorConformance } from '@ai-toolbox/core/test';
import { describe, expect, it } from 'vitest';
import { FIXTURE_ROOT, fixtureInterfaces, loadFixtures } from './__fixtures__/json-fixtures.js';
import type { JsonCallFamilyName } from './json-call-family.js';
import {
  createGlm4Translator,
  createGraniteTranslator,
  createHermesTranslator,
  createJsonTranslator,
  createLlama3Translator,
  createMistralTranslator,
} from './json-translators.js';

const factories = {
  hermes: createHermesTranslator,
  mistral: createMistralTranslator,
  llama3: createLlama3Translator,
  json: createJsonTranslator,
  granite: createGraniteTranslator,
  glm4: createGlm4Translator,
} as const;

/** Pieces hostile to these formats, on top of the kit's own. */
const hostilePieces = [
  '<tool_call>',
  '{',
  '"',
  '[TOOL_CALLS]',
  '<function_call> {"name": "x", "arguments": {',
  '<|python_tag|>',
  '{"name": "get_weather", "arguments": {"city": "',
  '<think>',
];

/**
 * Fixtures whose markers stand outside every call by design: a tool schema echoed back
 * (`hermes-048`, `granite-036`), Granite's `no_function` (`granite-011`, `granite-034`), an
 * opener left empty at the end after a call (`hermes-044`), a `</function_call>` after a
 * Granite call (`granite-032`: the format has no closer), and GLM-4.5's `<arg_key>` forms
 * (the `glm45` and `glm4-tool-only` variants), which translator-tags reads.
 */
const markersOutsideCalls = new Set([
  'hermes-044',
  'hermes-048',
  'granite-011',
  'granite-032',
  'granite-034',
  'granite-036',
]);

function allInterfaces(family: JsonCallFamilyName): FunctionInterface[] {
  const seen = new Set<string>();
  return loadFixtures(family)
    .flatMap((fixture) => fixtureInterfaces(fixture))
    .filter((functionInterface) => {
      const path = `${functionInterface.domain}.${functionInterface.name}`;
      if (seen.has(path)) return false;
      seen.add(path);
      return true;
    });
}

describe.each(Object.keys(factories) as JsonCallFamilyName[])('the %s translator', (family) => {
  it('keeps the translator contract on every fixture, hostile and random text', async () => {
    const problems = await checkTranslatorConformance(factories[family](), {
      interfaces: allInterfaces(family),
      rootToolBox: FIXTURE_ROOT,
      samples: loadFixtures(family).map((fixture) => fixture.text),
      hostilePieces,
      markersOutsideCalls: loadFixtures(family)
        .filter(
          (fixture) =>
            markersOutsideCalls.has(fixture.id) ||
            fixture.variant === 'glm45' ||
            fixture.variant === 'glm4-tool-only',
        )
        .map((fixture) => fixture.text),
    });
    expect(problems).toEqual([]);
  }, 300_000);
});
