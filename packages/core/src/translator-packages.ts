/**
 * The project's translator packages, by the name each registers when it is imported. Core never
 * imports a plugin, so this is how an unknown name learns which package would have made it known.
 * A new translator package adds a row for every name it registers.
 */
const translatorPackages: ReadonlyMap<string, string> = new Map([
  ['atfunc', '@ai-toolbox/translator-atfunc'],
  ['markers', '@ai-toolbox/translator-markers'],
  ['qwen3_coder', '@ai-toolbox/translator-tags'],
  ['qwen3-coder', '@ai-toolbox/translator-tags'],
  ['qwen3_xml', '@ai-toolbox/translator-tags'],
  ['glm45', '@ai-toolbox/translator-tags'],
  ['glm-4.5', '@ai-toolbox/translator-tags'],
  ['glm-4.6', '@ai-toolbox/translator-tags'],
  ['glm47', '@ai-toolbox/translator-tags'],
  ['glm-4.7', '@ai-toolbox/translator-tags'],
  ['minimax_m2', '@ai-toolbox/translator-tags'],
  ['minimax', '@ai-toolbox/translator-tags'],
  ['minimax-m2', '@ai-toolbox/translator-tags'],
  ['kimi_k2', '@ai-toolbox/translator-tags'],
  ['kimi-k2', '@ai-toolbox/translator-tags'],
  ['kimi', '@ai-toolbox/translator-tags'],
  ['deepseek_v3', '@ai-toolbox/translator-tags'],
  ['deepseek-v3', '@ai-toolbox/translator-tags'],
  ['deepseek-r1', '@ai-toolbox/translator-tags'],
  ['deepseek_v31', '@ai-toolbox/translator-tags'],
  ['deepseek-v3.1', '@ai-toolbox/translator-tags'],
  ['deepseek_v32', '@ai-toolbox/translator-tags'],
  ['deepseek', '@ai-toolbox/translator-tags'],
  ['deepseek-v3.2', '@ai-toolbox/translator-tags'],
  ['openai', '@ai-toolbox/translator-tags'],
  ['harmony', '@ai-toolbox/translator-tags'],
  ['gpt-oss', '@ai-toolbox/translator-tags'],
  ['granite4', '@ai-toolbox/translator-tags'],
  ['granite-4', '@ai-toolbox/translator-tags'],
  ['granite3', '@ai-toolbox/translator-tags'],
  ['granite-3', '@ai-toolbox/translator-tags'],
  ['phi4_mini_json', '@ai-toolbox/translator-tags'],
  ['phi4-mini', '@ai-toolbox/translator-tags'],
  ['phi-4-mini', '@ai-toolbox/translator-tags'],
  ['hunyuan_a13b', '@ai-toolbox/translator-tags'],
  ['hunyuan', '@ai-toolbox/translator-tags'],
  ['internlm', '@ai-toolbox/translator-tags'],
  ['internlm2', '@ai-toolbox/translator-tags'],
  ['jamba', '@ai-toolbox/translator-tags'],
  ['lfm2', '@ai-toolbox/translator-tags'],
  ['lfm2.5', '@ai-toolbox/translator-tags'],
  ['olmo3', '@ai-toolbox/translator-tags'],
  ['olmo-3', '@ai-toolbox/translator-tags'],
  ['seed_oss', '@ai-toolbox/translator-tags'],
  ['seed-oss', '@ai-toolbox/translator-tags'],
  ['step3', '@ai-toolbox/translator-tags'],
  ['step-3', '@ai-toolbox/translator-tags'],
  ['functiongemma', '@ai-toolbox/translator-tags'],
  ['function-gemma', '@ai-toolbox/translator-tags'],
  ['gemma4', '@ai-toolbox/translator-tags'],
  ['gemma-4', '@ai-toolbox/translator-tags'],
  ['auto', '@ai-toolbox/translator-tags'],
  ['pythonic', '@ai-toolbox/translator-pythonic'],
  ['hermes', '@ai-toolbox/translator-json'],
  ['mistral', '@ai-toolbox/translator-json'],
  ['llama3', '@ai-toolbox/translator-json'],
  ['json', '@ai-toolbox/translator-json'],
  ['granite', '@ai-toolbox/translator-json'],
  ['glm4', '@ai-toolbox/translator-json'],
]);

/** The project's package that registers the translator `name`, or `undefined` when none does. */
export function findTranslatorPackage(name: string): string | undefined {
  return translatorPackages.get(name);
}

/** Every translator name the project's packages register, in the table's order. */
export function listTranslatorPackageNames(): string[] {
  return [...translatorPackages.keys()];
}
