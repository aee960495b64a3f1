/**
 * One row of the model table: the models whose own documentation (model card, chat template or
 * serving docs at `source`) gives them the call syntax that the translator `family` reads.
 */
export interface ModelFamilyRow {
  /** The name of the translator that reads these models' calls. */
  readonly family: string;
  /** The package that registers that translator when it is imported. */
  readonly package: string;
  /**
   * The models, as name prefixes: each matches a model identifier that starts with it once both
   * are normalised (see `normalizeModelName`), so `qwen3` matches `Qwen/Qwen3-8B`, `qwen3:8b`
   * and `Qwen3-8B-Q4_K_M.gguf`. The longest matching prefix of the whole table wins.
   */
  readonly models: readonly string[];
  /** The page that documents the call syntax of these models. */
  readonly source: string;
}

const JSON_PACKAGE = '@ai-toolbox/translator-json';
const TAGS_PACKAGE = '@ai-toolbox/translator-tags';
const PYTHONIC_PACKAGE = '@ai-toolbox/translator-pythonic';

/** The model table: which translator reads the calls of which model, and who says so. */
export const MODEL_FAMILIES: readonly ModelFamilyRow[] = [
  {
    family: 'hermes',
    package: JSON_PACKAGE,
    models: ['qwen2.5', 'qwen3'],
    source: 'https://qwen.readthedocs.io/en/latest/framework/function_call.html',
  },
  {
    family: 'hermes',
    package: JSON_PACKAGE,
    models: ['hermes-2-pro', 'hermes-3'],
    source: 'https://huggingface.co/NousResearch/Hermes-3-Llama-3.1-8B',
  },
  {
    family: 'qwen3_coder',
    package: TAGS_PACKAGE,
    models: ['qwen3-coder'],
    source: 'https://huggingface.co/Qwen/Qwen3-Coder-30B-A3B-Instruct',
  },
  {
    family: 'qwen3_coder',
    package: TAGS_PACKAGE,
    models: ['qwen3.5', 'mimo', 'nemotron-3-nano'],
    source: 'https://docs.vllm.ai/en/latest/features/tool_calling.html',
  },
  {
    family: 'mistral',
    package: JSON_PACKAGE,
    models: ['mistral', 'mixtral-8x22b', 'magistral', 'devstral'],
    source: 'https://huggingface.co/mistralai/Mistral-7B-Instruct-v0.3',
  },
  {
    family: 'llama3',
    package: JSON_PACKAGE,
    models: ['llama-3.1'],
    source: 'https://www.llama.com/docs/model-cards-and-prompt-formats/llama3_1/',
  },
  {
    family: 'pythonic',
    package: PYTHONIC_PACKAGE,
    models: ['llama-3.2'],
    source: 'https://www.llama.com/docs/model-cards-and-prompt-formats/llama3_2/',
  },
  {
    family: 'pythonic',
    package: PYTHONIC_PACKAGE,
    models: ['llama-3.3'],
    source: 'https://www.llama.com/docs/model-cards-and-prompt-formats/llama3_3/',
  },
  {
    family: 'pythonic',
    package: PYTHONIC_PACKAGE,
    models: ['llama-4'],
    source: 'https://www.llama.com/docs/model-cards-and-prompt-formats/llama4/',
  },
  {
    family: 'json',
    package: JSON_PACKAGE,
    models: ['xlam', 'llama-xlam'],
    source: 'https://huggingface.co/Salesforce/Llama-xLAM-2-8b-fc-r',
  },
  {
    family: 'json',
    package: JSON_PACKAGE,
    models: ['arch-function'],
    source: 'https://huggingface.co/katanemo/Arch-Function-7B',
  },
  {
    family: 'granite',
    package: JSON_PACKAGE,
    models: ['granite-20b-functioncalling'],
    source: 'https://huggingface.co/ibm-granite/granite-20b-functioncalling',
  },
  {
    family: 'glm4',
    package: JSON_PACKAGE,
    models: ['glm-4'],
    source: 'https://huggingface.co/zai-org/GLM-4-32B-0414',
  },
  {
    family: 'glm45',
    package: TAGS_PACKAGE,
    models: ['glm-4.5', 'glm-4.6'],
    source: 'https://huggingface.co/zai-org/GLM-4.5',
  },
  {
    family: 'glm47',
    package: TAGS_PACKAGE,
    models: ['glm-4.7'],
    source: 'https://huggingface.co/zai-org/GLM-4.7',
  },
  {
    family: 'minimax_m2',
    package: TAGS_PACKAGE,
    models: ['minimax-m2', 'minimax-m2.1', 'minimax-m2.5'],
    source: 'https://huggingface.co/MiniMaxAI/MiniMax-M2',
  },
  {
    family: 'minimax',
    package: TAGS_PACKAGE,
    models: ['minimax-m1'],
    source: 'https://huggingface.co/MiniMaxAI/MiniMax-M1-80k',
  },
  {
    family: 'kimi_k2',
    package: TAGS_PACKAGE,
    models: ['kimi-k2'],
    source: 'https://huggingface.co/moonshotai/Kimi-K2-Instruct',
  },
  {
    family: 'deepseek_v3',
    package: TAGS_PACKAGE,
    models: ['deepseek-v3', 'deepseek-r1'],
    source: 'https://huggingface.co/deepseek-ai/DeepSeek-V3-0324',
  },
  {
    family: 'deepseek_v31',
    package: TAGS_PACKAGE,
    models: ['deepseek-v3.1'],
    source: 'https://huggingface.co/deepseek-ai/DeepSeek-V3.1',
  },
  {
    family: 'deepseek_v32',
    package: TAGS_PACKAGE,
    models: ['deepseek-v3.2'],
    source: 'https://huggingface.co/deepseek-ai/DeepSeek-V3.2-Exp',
  },
  {
    family: 'openai',
    package: TAGS_PACKAGE,
    models: ['gpt-oss'],
    source: 'https://cookbook.openai.com/articles/openai-harmony',
  },
  {
    family: 'granite4',
    package: TAGS_PACKAGE,
    models: ['granite-3.0', 'granite-3.1', 'granite-3.2', 'granite-3.3'],
    source: 'https://huggingface.co/ibm-granite/granite-3.3-8b-instruct',
  },
  {
    family: 'granite4',
    package: TAGS_PACKAGE,
    models: ['granite-4', 'granite-4.0'],
    source: 'https://huggingface.co/ibm-granite/granite-4.0-h-small',
  },
  {
    family: 'phi4_mini_json',
    package: TAGS_PACKAGE,
    models: ['phi-4-mini'],
    source: 'https://huggingface.co/microsoft/Phi-4-mini-instruct',
  },
  {
    family: 'hunyuan_a13b',
    package: TAGS_PACKAGE,
    models: ['hunyuan-a13b'],
    source: 'https://huggingface.co/tencent/Hunyuan-A13B-Instruct',
  },
  {
    family: 'internlm',
    package: TAGS_PACKAGE,
    models: ['internlm2', 'internlm2.5'],
    source: 'https://huggingface.co/internlm/internlm2_5-7b-chat',
  },
  {
    family: 'jamba',
    package: TAGS_PACKAGE,
    models: ['jamba-1.5', 'jamba-1.6', 'jamba-mini-1.6', 'jamba-large-1.6'],
    source: 'https://huggingface.co/ai21labs/AI21-Jamba-Mini-1.6',
  },
  {
    family: 'lfm2',
    package: TAGS_PACKAGE,
    models: ['lfm2', 'lfm2.5'],
    source: 'https://huggingface.co/LiquidAI/LFM2-1.2B',
  },
  {
    family: 'olmo3',
    package: TAGS_PACKAGE,
    models: ['olmo-3'],
    source: 'https://huggingface.co/allenai/Olmo-3-7B-Instruct',
  },
  {
    family: 'seed_oss',
    package: TAGS_PACKAGE,
    models: ['seed-oss'],
    source: 'https://huggingface.co/ByteDance-Seed/Seed-OSS-36B-Instruct',
  },
  {
    family: 'step3',
    package: TAGS_PACKAGE,
    models: ['step3'],
    source: 'https://huggingface.co/stepfun-ai/step3',
  },
  {
    family: 'step3p5',
    package: TAGS_PACKAGE,
    models: ['step-3.5'],
    source: 'https://huggingface.co/stepfun-ai/Step-3.5-Flash',
  },
  {
    family: 'apriel',
    package: TAGS_PACKAGE,
    models: ['apriel-1.5', 'apriel-1.6'],
    source: 'https://huggingface.co/ServiceNow-AI/Apriel-1.5-15b-Thinker',
  },
  {
    family: 'llama_nemotron_json',
    package: TAGS_PACKAGE,
    models: [
      'llama-3.3-nemotron-super',
      'llama-3.1-nemotron-nano',
      'llama-3.1-nemotron-ultra',
      'nemotron-nano-9b-v2',
      'nemotron-nano-12b-v2',
    ],
    source: 'https://huggingface.co/nvidia/Llama-3_3-Nemotron-Super-49B-v1_5',
  },
  {
    family: 'gigachat3',
    package: TAGS_PACKAGE,
    models: ['gigachat3', 'gigachat3.1'],
    source: 'https://huggingface.co/ai-sage/GigaChat3-10B-A1.8B',
  },
  {
    family: 'functiongemma',
    package: TAGS_PACKAGE,
    models: ['functiongemma'],
    source: 'https://huggingface.co/google/functiongemma-270m-it',
  },
  {
    family: 'gemma4',
    package: TAGS_PACKAGE,
    models: ['gemma-4'],
    source: 'https://ai.google.dev/gemma/docs/core',
  },
  {
    family: 'functionary_v31',
    package: TAGS_PACKAGE,
    models: ['functionary-small-v3.1', 'functionary-medium-v3.1'],
    source: 'https://github.com/MeetKai/functionary',
  },
  {
    family: 'functionary_v32',
    package: TAGS_PACKAGE,
    models: ['functionary-small-v3.2', 'functionary-medium-v3.2', 'functionary-medium-v3.0'],
    source: 'https://github.com/MeetKai/functionary',
  },
  {
    family: 'apertus',
    package: TAGS_PACKAGE,
    models: ['apertus'],
    source: 'https://huggingface.co/swiss-ai/Apertus-8B-Instruct-2509',
  },
  {
    family: 'cohere_command3',
    package: TAGS_PACKAGE,
    models: ['command-r7b', 'command-a'],
    source: 'https://huggingface.co/CohereLabs/c4ai-command-r7b-12-2024',
  },
  {
    family: 'command_r_plus',
    package: TAGS_PACKAGE,
    models: ['command-r', 'command-r-plus'],
    source: 'https://huggingface.co/CohereLabs/c4ai-command-r-plus-08-2024',
  },
  {
    family: 'firefunction_v2',
    package: TAGS_PACKAGE,
    models: ['llama-3-firefunction-v2', 'firefunction-v2'],
    source: 'https://huggingface.co/fireworks-ai/llama-3-firefunction-v2',
  },
];
