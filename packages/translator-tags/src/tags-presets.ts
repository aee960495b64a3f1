import { glm45Preset, glm47Preset } from './glm-preset.js';
import { qwen3CoderPreset } from './qwen3-coder-preset.js';
import { seedOssPreset } from './seed-oss-preset.js';
import type { TagsPreset } from './tags-preset.js';

/** Every family this package reads, in the order the README lists them. */
export const TAGS_PRESETS: readonly TagsPreset[] = [
  qwen3CoderPreset,
  glm45Preset,
  glm47Preset,
  seedOssPreset,
];

/** The names the translators are known by: vLLM's `--tool-call-parser` names. */
export type TagsTranslatorName = 'qwen3_coder' | 'glm45' | 'glm47' | 'seed_oss';

const byName = new Map<string, TagsPreset>();
for (const preset of TAGS_PRESETS) {
  byName.set(preset.name, preset);
  for (const alias of preset.aliases) byName.set(alias, preset);
}

/** The preset a name or alias refers to, or `undefined`. */
export function findTagsPreset(name: string): TagsPreset | undefined {
  return byName.get(name);
}
