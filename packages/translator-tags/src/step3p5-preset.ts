import { qwen3CoderPreset } from './qwen3-coder-preset.js';
import type { TagsPreset } from './tags-preset.js';

/**
 * StepFun's Step-3.5-Flash: Qwen3-Coder's XML calls (`<tool_call><function=f><parameter=p>`,
 * vLLM `step3p5`), read, declared and answered as Qwen3-Coder's; Step-3's steptml invokes are
 * `step3`.
 */
export const step3p5Preset: TagsPreset = {
  ...qwen3CoderPreset,
  name: 'step3p5',
  aliases: ['step-3.5', 'step3.5', 'step-3.5-flash'],
  family: 'Step-3.5',
  models: 'stepfun-ai Step-3.5-Flash',
};
