/**
 * The project's translator packages, by the name each registers when it is imported. Core never
 * imports a plugin, so this is how an unknown name learns which package would have made it known.
 * A new translator package adds a row for every name it registers.
 */
const translatorPackages: ReadonlyMap<string, string> = new Map([
  ['atfunc', '@ai-toolbox/translator-atfunc'],
  ['markers', '@ai-toolbox/translator-markers'],
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
