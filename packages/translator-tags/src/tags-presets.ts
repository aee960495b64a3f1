import { apertusPreset } from './apertus-preset.js';
import { aprielPreset } from './apriel-preset.js';
import { cohereCommand3Preset } from './cohere-command3-preset.js';
import { commandRPlusPreset } from './command-r-plus-preset.js';
import { deepSeekV3Preset, deepSeekV31Preset, deepSeekV32Preset } from './deepseek-preset.js';
import { functionaryV31Preset } from './functionary-v31-preset.js';
import { functionaryV32Preset } from './functionary-v32-preset.js';
import { functionGemmaPreset, gemma4Preset } from './gemma-preset.js';
import { gigachat3Preset } from './gigachat3-preset.js';
import { glm45Preset, glm47Preset } from './glm-preset.js';
import { harmonyPreset } from './harmony-preset.js';
import {
  fireFunctionV2Preset,
  granitePreset,
  hunyuanPreset,
  internlmPreset,
  jambaPreset,
  phi4MiniPreset,
} from './json-tags-presets.js';
import { kimiK2Preset } from './kimi-k2-preset.js';
import { minimaxM1Preset } from './minimax-m1-preset.js';
import { minimaxM2Preset } from './minimax-m2-preset.js';
import { nemotronPreset } from './nemotron-preset.js';
import { lfm2Preset, olmo3Preset } from './python-tags-presets.js';
import { qwen3CoderPreset } from './qwen3-coder-preset.js';
import { seedOssPreset } from './seed-oss-preset.js';
import { step3Preset } from './step3-preset.js';
import { step3p5Preset } from './step3p5-preset.js';
import type { TagsPreset } from './tags-preset.js';

/** Every family this package reads, in the order the README lists them. */
export const TAGS_PRESETS: readonly TagsPreset[] = [
  qwen3CoderPreset,
  glm45Preset,
  glm47Preset,
  minimaxM2Preset,
  kimiK2Preset,
  deepSeekV3Preset,
  deepSeekV31Preset,
  deepSeekV32Preset,
  harmonyPreset,
  granitePreset,
  phi4MiniPreset,
  hunyuanPreset,
  internlmPreset,
  jambaPreset,
  lfm2Preset,
  olmo3Preset,
  seedOssPreset,
  step3Preset,
  step3p5Preset,
  minimaxM1Preset,
  aprielPreset,
  nemotronPreset,
  gigachat3Preset,
  functionGemmaPreset,
  gemma4Preset,
  functionaryV31Preset,
  functionaryV32Preset,
  apertusPreset,
  cohereCommand3Preset,
  commandRPlusPreset,
  fireFunctionV2Preset,
];

/**
 * The names the translators are known by: vLLM's `--tool-call-parser` names, or where vLLM
 * has no parser for a family (Functionary, Command R+, FireFunction), a plain lowercase one.
 */
export type TagsTranslatorName =
  | 'qwen3_coder'
  | 'glm45'
  | 'glm47'
  | 'minimax_m2'
  | 'kimi_k2'
  | 'deepseek_v3'
  | 'deepseek_v31'
  | 'deepseek_v32'
  | 'openai'
  | 'granite4'
  | 'phi4_mini_json'
  | 'hunyuan_a13b'
  | 'internlm'
  | 'jamba'
  | 'lfm2'
  | 'olmo3'
  | 'seed_oss'
  | 'step3'
  | 'step3p5'
  | 'minimax'
  | 'apriel'
  | 'llama_nemotron_json'
  | 'gigachat3'
  | 'functiongemma'
  | 'gemma4'
  | 'functionary_v31'
  | 'functionary_v32'
  | 'apertus'
  | 'cohere_command3'
  | 'command_r_plus'
  | 'firefunction_v2';

const byName = new Map<string, TagsPreset>();
for (const preset of TAGS_PRESETS) {
  byName.set(preset.name, preset);
  for (const alias of preset.aliases) byName.set(alias, preset);
}

/** The preset a name or alias refers to, or `undefined`. */
export function findTagsPreset(name: string): TagsPreset | undefined {
  return byName.get(name);
}
