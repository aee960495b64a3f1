import { describe, expect, it } from 'vitest';
import { findTranslatorPackage } from '../translator-packages.js';
import { chooseTranslator } from './choose-translator.js';
import { listModelFamilies } from './list-model-families.js';
import { modelNameWords } from './normalize-model-name.js';

/** Model identifiers as users write them, by the translator their documentation gives them. */
const spellings: Record<string, readonly string[]> = {
  hermes: [
    'Qwen/Qwen3-8B',
    'qwen3:8b',
    'QWEN3-30B-A3B-INSTRUCT-2507',
    'Qwen3-8B-Q4_K_M.gguf',
    'bartowski/Qwen_Qwen3-8B-GGUF',
    'mlx-community/Qwen3-4B-4bit',
    'lmstudio-community/Qwen2.5-7B-Instruct-GGUF',
    'qwen2.5:7b',
    'qwen2_5-7b-instruct',
    'Qwen/Qwen2.5-72B-Instruct-AWQ',
    'NousResearch/Hermes-3-Llama-3.1-8B',
    'hermes3:8b',
    'NousResearch/Hermes-2-Pro-Mistral-7B',
  ],
  qwen3_coder: [
    'Qwen/Qwen3-Coder-30B-A3B-Instruct',
    'qwen3-coder:30b',
    'Qwen3-Coder-480B-A35B-Instruct-FP8',
    'Qwen/Qwen3.5-27B',
    'nvidia/NVIDIA-Nemotron-3-Nano-30B-A3B-BF16',
  ],
  pythonic: [
    'meta-llama/Llama-3.2-3B-Instruct',
    'llama3.2:3b',
    'llama3.2',
    'Llama-3.2-1B-Instruct-Q8_0.gguf',
    'unsloth/Llama-3.2-3B-Instruct-GGUF',
    'llama3.3:70b',
    'meta-llama/Llama-3.3-70B-Instruct',
    'meta-llama/Llama-4-Scout-17B-16E-Instruct',
    'llama4:scout',
  ],
  llama3: [
    'meta-llama/Llama-3.1-8B-Instruct',
    'meta-llama/Meta-Llama-3.1-8B-Instruct',
    'Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf',
    'llama3.1:8b',
    'lmstudio-community/Meta-Llama-3.1-8B-Instruct-GGUF',
  ],
  mistral: [
    'mistralai/Mistral-7B-Instruct-v0.3',
    'mistral:7b',
    'mistral-nemo',
    'bartowski/mistralai_Mistral-Nemo-Instruct-2407-GGUF',
    'mistral-small3.2:24b',
    'mistralai/Mixtral-8x22B-Instruct-v0.1',
    'mixtral:8x22b',
    'magistral:24b',
    'mistralai/Devstral-Small-2505',
  ],
  json: ['Salesforce/Llama-xLAM-2-8b-fc-r', 'Salesforce/xLAM-7b-fc-r', 'katanemo/Arch-Function-7B'],
  granite: ['ibm-granite/granite-20b-functioncalling'],
  glm4: ['THUDM/glm-4-9b-chat', 'glm4:9b', 'zai-org/GLM-4-32B-0414'],
  glm45: ['zai-org/GLM-4.5', 'GLM-4.5-Air-FP8', 'glm-4.6:cloud'],
  glm47: ['zai-org/GLM-4.7'],
  minimax_m2: ['MiniMaxAI/MiniMax-M2', 'MiniMax-M2.1', 'minimax-m2.5'],
  minimax: ['MiniMaxAI/MiniMax-M1-80k'],
  kimi_k2: ['moonshotai/Kimi-K2-Instruct-0905', 'kimi-k2-thinking'],
  deepseek_v3: ['deepseek-ai/DeepSeek-V3-0324', 'deepseek-ai/DeepSeek-R1-0528', 'deepseek-r1:8b'],
  deepseek_v31: ['deepseek-ai/DeepSeek-V3.1-Terminus', 'deepseek-v3.1:671b'],
  deepseek_v32: ['deepseek-ai/DeepSeek-V3.2-Exp'],
  openai: [
    'openai/gpt-oss-20b',
    'gpt-oss:20b',
    'gpt-oss-120b',
    'hf.co/unsloth/gpt-oss-20b-GGUF:Q4_K_M',
  ],
  granite4: [
    'ibm-granite/granite-3.3-8b-instruct',
    'granite3.3:8b',
    'ibm-granite/granite-4.0-h-small',
    'granite4:micro',
  ],
  phi4_mini_json: ['microsoft/Phi-4-mini-instruct', 'phi4-mini:3.8b'],
  hunyuan_a13b: ['tencent/Hunyuan-A13B-Instruct'],
  internlm: ['internlm/internlm2_5-7b-chat', 'internlm2:7b', 'internlm2-chat-20b'],
  jamba: ['ai21labs/AI21-Jamba-1.5-Mini', 'ai21labs/AI21-Jamba-Mini-1.6'],
  lfm2: ['LiquidAI/LFM2-1.2B', 'LiquidAI/LFM2-8B-A1B', 'LFM2.5-1.2B-Instruct-GGUF'],
  olmo3: ['allenai/Olmo-3-7B-Instruct', 'olmo-3:32b'],
  seed_oss: ['ByteDance-Seed/Seed-OSS-36B-Instruct'],
  step3: ['stepfun-ai/step3'],
  step3p5: ['stepfun-ai/Step-3.5-Flash'],
  apriel: ['ServiceNow-AI/Apriel-1.5-15b-Thinker', 'Apriel-1.6-15b-Thinker'],
  llama_nemotron_json: [
    'nvidia/Llama-3_3-Nemotron-Super-49B-v1_5',
    'nvidia/Llama-3.1-Nemotron-Nano-8B-v1',
    'nvidia/NVIDIA-Nemotron-Nano-9B-v2',
  ],
  gigachat3: ['ai-sage/GigaChat3-10B-A1.8B', 'GigaChat3.1-10B-A1.8B'],
  functiongemma: ['google/functiongemma-270m-it', 'functiongemma:270m'],
  gemma4: ['google/gemma-4-27b-it', 'gemma4:12b'],
  functionary_v31: ['meetkai/functionary-small-v3.1'],
  functionary_v32: ['meetkai/functionary-medium-v3.2', 'meetkai/functionary-small-v3.2'],
  apertus: ['swiss-ai/Apertus-8B-Instruct-2509'],
  cohere_command3: ['CohereLabs/c4ai-command-r7b-12-2024', 'command-r7b', 'command-a:111b'],
  command_r_plus: [
    'CohereLabs/c4ai-command-r-plus-08-2024',
    'CohereLabs/c4ai-command-r-v01',
    'command-r:35b',
  ],
  firefunction_v2: ['fireworks-ai/llama-3-firefunction-v2', 'firefunction-v2:70b'],
};

describe('chooseTranslator', () => {
  for (const [translator, models] of Object.entries(spellings)) {
    it.each(models)(`gives '${translator}' to %s`, (model) => {
      const choice = chooseTranslator(model);
      expect(choice).toMatchObject({ model, translator, family: translator });
      expect(choice.package).toBe(findTranslatorPackage(translator));
      expect(choice.reason).toContain(`the translator '${translator}'`);
      expect(choice.reason).toContain(choice.source);
    });
  }

  it('names every family of the table in the spellings above', () => {
    const families = new Set(listModelFamilies().map((row) => row.family));
    expect([...families].sort()).toEqual(Object.keys(spellings).sort());
  });

  it('says which entry matched and where the format is documented', () => {
    expect(chooseTranslator('Qwen/Qwen3-8B')).toEqual({
      model: 'Qwen/Qwen3-8B',
      translator: 'hermes',
      family: 'hermes',
      package: '@ai-toolbox/translator-json',
      matched: 'qwen3',
      source: 'https://qwen.readthedocs.io/en/latest/framework/function_call.html',
      reason:
        "'Qwen/Qwen3-8B' is 'qwen3' in the model table: its documentation (https://qwen.readthedocs.io/en/latest/framework/function_call.html) gives it the calls that the translator 'hermes' (@ai-toolbox/translator-json) reads.",
    });
  });

  it.each([
    'my-own-model',
    'OpenHermes-2.5-Mistral-7B',
    'phi-4',
    'qwen2-7b',
    'llama3:8b',
    'deepseek-chat',
    '',
    '///',
  ])('gives auto to the unknown model %j, and says so', (model) => {
    const choice = chooseTranslator(model);
    expect(choice).toMatchObject({
      translator: 'auto',
      family: null,
      matched: null,
      source: null,
      package: '@ai-toolbox/translator-tags',
    });
    expect(choice.reason).toContain('is an unknown model');
    expect(choice.reason).toContain('auto reads the calls of every family');
  });

  it('tells a family from the longer name of another (the longest prefix wins)', () => {
    expect(chooseTranslator('qwen3-8b').translator).toBe('hermes');
    expect(chooseTranslator('qwen3-coder-30b').translator).toBe('qwen3_coder');
    expect(chooseTranslator('qwen3.5-27b').translator).toBe('qwen3_coder');
    expect(chooseTranslator('llama-3.1-8b').translator).toBe('llama3');
    expect(chooseTranslator('Llama-3.1-Nemotron-Nano-8B-v1').translator).toBe(
      'llama_nemotron_json',
    );
    expect(chooseTranslator('command-r-08-2024').translator).toBe('command_r_plus');
    expect(chooseTranslator('command-r7b-12-2024').translator).toBe('cohere_command3');
    expect(chooseTranslator('deepseek-v3-0324').translator).toBe('deepseek_v3');
    expect(chooseTranslator('deepseek-v3.2').translator).toBe('deepseek_v32');
    expect(chooseTranslator('glm-4-9b').translator).toBe('glm4');
    expect(chooseTranslator('glm-4.7').translator).toBe('glm47');
  });

  it('reads a name of a million characters in linear time, and quotes it clipped', () => {
    const long = `qwen3-${'x'.repeat(1_000_000)}`;
    const started = performance.now();
    const choice = chooseTranslator(long);
    expect(performance.now() - started).toBeLessThan(200);
    expect(choice.translator).toBe('hermes');
    expect(choice.reason.length).toBeLessThan(400);
    expect(chooseTranslator('_'.repeat(1_000_000)).translator).toBe('auto');
  });

  it('never reads a prototype member as a family', () => {
    for (const model of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(chooseTranslator(model).translator).toBe('auto');
    }
  });

  it('refuses a model that is not a string', () => {
    expect(() => chooseTranslator(42 as unknown as string)).toThrow(TypeError);
  });
});

describe('modelNameWords', () => {
  it.each([
    ['Qwen/Qwen3-8B', ['qwen', '3', '8b']],
    ['qwen3:8b', ['qwen', '3', '8b']],
    ['qwen2_5', ['qwen', '2.5']],
    ['qwen2.5', ['qwen', '2.5']],
    [
      'Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf',
      ['llama', '3.1', '8b', 'instruct', 'q', '4', 'k', 'm', 'gguf'],
    ],
    ['C:\\models\\Mistral-Nemo.gguf', ['mistral', 'nemo', 'gguf']],
    ['Llama-3_3-Nemotron-Super-49B-v1_5', ['llama', '3.3', 'nemotron', 'super', '49b', 'v', '1.5']],
  ])('reads %s as %j', (identifier, words) => {
    expect(modelNameWords(identifier)).toEqual(words);
  });
});

describe('the model table', () => {
  const rows = listModelFamilies();

  it('names for each row a translator that its package registers', () => {
    for (const row of rows)
      expect([row.family, findTranslatorPackage(row.family)]).toEqual([row.family, row.package]);
  });

  it('gives each row a source page over https', () => {
    for (const row of rows) expect(row.source).toMatch(/^https:\/\/[a-z0-9.-]+\/\S*$/);
  });

  it('lists each model once, and each as its own entry (no model is shadowed by a spelling)', () => {
    const seen = new Map<string, string>();
    for (const row of rows) {
      for (const model of row.models) {
        const key = modelNameWords(model).join(' ');
        expect(seen.get(key), `${model} of ${row.family}`).toBeUndefined();
        seen.set(key, row.family);
        expect(chooseTranslator(model)).toMatchObject({ family: row.family, matched: model });
      }
    }
  });

  it('is a copy: changing the list changes no choice', () => {
    const copy = listModelFamilies();
    (copy[0]?.models as string[]).length = 0;
    expect(chooseTranslator('qwen3').translator).toBe('hermes');
    expect(listModelFamilies()[0]?.models.length).toBeGreaterThan(0);
  });
});
