import type { FunctionInterface } from '@ai-toolbox/core';
import { checkTranslatorConformance } from '@ai-toolbox/core/test';
import { describe, expect, it } from 'vitest';
import { FIXTURE_TOOLBOX, fixtureInterfaces, loadFixtures } from './__fixtures__/vllm-fixtures.js';
import { createTagsTranslator } from './create-tags-translator.js';
import { TagScannerPlan } from './tags-block-scanner.js';
import { TAGS_PRESETS } from './tags-presets.js';

/** Every fixture file a preset reads (its own first), by preset name. */
export const PRESET_FIXTURES: Readonly<Record<string, readonly string[]>> = {
  qwen3_coder: ['qwen3_coder'],
  glm45: ['glm45', 'glm47'],
  glm47: ['glm47', 'glm45'],
  seed_oss: ['seed_oss'],
  minimax_m2: ['minimax_m2'],
  kimi_k2: ['kimi_k2'],
  openai: ['openai'],
  deepseek_v3: ['deepseek_v3', 'deepseek_v31', 'deepseek_v32'],
  deepseek_v31: ['deepseek_v31', 'deepseek_v3', 'deepseek_v32'],
  deepseek_v32: ['deepseek_v32', 'deepseek_v3', 'deepseek_v31'],
  step3: ['step3'],
  step3p5: ['step3p5', 'qwen3_coder'],
  minimax: ['minimax'],
  apriel: ['apriel'],
  llama_nemotron_json: ['llama_nemotron_json'],
  gigachat3: ['gigachat3'],
  granite4: ['granite', 'granite4'],
  phi4_mini_json: ['phi4_mini_json'],
  hunyuan_a13b: ['hunyuan_a13b'],
  internlm: ['internlm'],
  jamba: ['jamba'],
  lfm2: ['lfm2'],
  olmo3: ['olmo3'],
  functiongemma: ['functiongemma'],
  gemma4: ['gemma4'],
  functionary_v31: ['functionary_v31'],
  functionary_v32: ['functionary_v32'],
  apertus: ['apertus'],
  cohere_command3: ['cohere_command3'],
  command_r_plus: ['command_r_plus'],
  firefunction_v2: ['firefunction_v2', 'phi4_mini_json'],
};

/**
 * Fixtures whose markers stand outside every call by design: a call block inside a closed
 * thinking block (a draft), a built-in tool or a type other than `function`, two openers in a
 * row, LFM2's echo of a call after its end token, and Functionary's end-of-message token after
 * a closed call.
 */
const markersOutsideCalls = new Set([
  'apriel-inside-thinking-ignored',
  'gr4-nested-start',
  'hy-inside-think-ignored',
  'lfm2-echo-suppressed',
  'mm1-inside-think-ignored',
  'nemo-inside-think-ignored',
  'oss-builtin-browser-not-a-function',
  'seed-call-inside-think-ignored',
  'step3-wrong-type-prefix',
  'cr7-draft-in-plan',
  'fv31-eom',
]);

/** The markers of a preset, each a piece hostile to it: openers that never close. */
function hostilePieces(name: string): string[] {
  const preset = TAGS_PRESETS.find((entry) => entry.name === name);
  if (preset === undefined) return [];
  const plan = new TagScannerPlan(preset.createFormat({ maxBlockLength: 1 << 20, maxDepth: 64 }));
  const markers = new Set<string>();
  for (const kind of plan.format.blocks) {
    for (const marker of [...kind.open, ...kind.close, ...(kind.interrupt ?? [])])
      markers.add(marker);
  }
  return [...markers, '<', '{', '"', '[', ' '];
}

for (const preset of TAGS_PRESETS) {
  describe(`the ${preset.name} translator`, () => {
    it('keeps the translator contract on its fixtures, hostile and random text', async () => {
      const files = PRESET_FIXTURES[preset.name] ?? [];
      const fixtures = files.flatMap((file) => loadFixtures(file));
      const interfaces = new Map<string, FunctionInterface>();
      for (const fixture of fixtures) {
        for (const functionInterface of fixtureInterfaces(fixture)) {
          if (!interfaces.has(functionInterface.name)) {
            interfaces.set(functionInterface.name, functionInterface);
          }
        }
      }
      const problems = await checkTranslatorConformance(createTagsTranslator(preset.name), {
        interfaces: [...interfaces.values()],
        rootToolBox: FIXTURE_TOOLBOX,
        samples: fixtures.map((fixture) => fixture.text),
        hostilePieces: hostilePieces(preset.name),
        markersOutsideCalls: fixtures
          .filter((fixture) => markersOutsideCalls.has(fixture.id))
          .map((fixture) => fixture.text),
      });
      expect(problems).toEqual([]);
    }, 120_000);
  });
}
