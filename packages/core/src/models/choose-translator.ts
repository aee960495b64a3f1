import { clipText } from '../clip-text.js';
import { MODEL_FAMILIES, type ModelFamilyRow } from './model-families.js';
import { modelNameReadings, modelNameWords } from './normalize-model-name.js';

/** The translator that reads a model's calls, and why. */
export interface ModelChoice {
  /** The model identifier asked about, as given. */
  readonly model: string;
  /** The name of the translator to use: the family's, or `'auto'` for a model not in the table. */
  readonly translator: string;
  /** The family the model table gives the model, or `null` when the table does not know it. */
  readonly family: string | null;
  /** The package that registers `translator` when it is imported. */
  readonly package: string;
  /** The model table's entry that matched (`'qwen3'` for `Qwen/Qwen3-8B`), or `null`. */
  readonly matched: string | null;
  /** The page that documents the model's call syntax, or `null`. */
  readonly source: string | null;
  /** One sentence: what was matched and why this translator. */
  readonly reason: string;
}

/** The translator that reads any family, for models the table does not know. */
const AUTO = 'auto';
const AUTO_PACKAGE = '@ai-toolbox/translator-tags';

interface Entry {
  readonly words: readonly string[];
  readonly model: string;
  readonly row: ModelFamilyRow;
}

let entries: readonly Entry[] | undefined;

/** Every model of the table with its words, made once on first use. */
function tableEntries(): readonly Entry[] {
  entries ??= MODEL_FAMILIES.flatMap((row) =>
    row.models.map((model) => ({ words: modelNameWords(model), model, row })),
  );
  return entries;
}

function startsWith(words: readonly string[], prefix: readonly string[]): boolean {
  if (prefix.length === 0 || prefix.length > words.length) return false;
  return prefix.every((word, index) => words[index] === word);
}

/** The table's entry whose words are the longest prefix of `words`; the first such on a tie. */
function bestEntry(words: readonly string[]): Entry | undefined {
  let best: Entry | undefined;
  for (const entry of tableEntries()) {
    if (startsWith(words, entry.words) && entry.words.length > (best?.words.length ?? 0)) {
      best = entry;
    }
  }
  return best;
}

/**
 * The translator that reads the calls of `model`, named as users write it: a Hugging Face repo
 * id (`Qwen/Qwen3-8B`), an Ollama tag (`qwen3:8b`, `llama3.2:3b`), an LM Studio or GGUF name
 * (`Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf`) or an API name (`gpt-oss-20b`). Case, the
 * repository's owner, sizes, quantisations, file extensions and `.`/`-`/`_` spellings do not
 * matter. The family is the one the model's own documentation names (the row's `source`).
 * A model the table does not know gets `'auto'`, which reads the calls of every family, and
 * a reason that says so. Linear in the identifier.
 *
 * @example
 * ```ts
 * chooseTranslator('Qwen/Qwen3-8B').translator; // 'hermes'
 * chooseTranslator('llama3.2:3b').translator; // 'pythonic'
 * chooseTranslator('my-own-model').translator; // 'auto'
 * ```
 */
export function chooseTranslator(model: string): ModelChoice {
  if (typeof model !== 'string') {
    throw new TypeError('chooseTranslator(model): the model must be a string');
  }
  const quoted = `'${clipText(model)}'`;
  let found: Entry | undefined;
  for (const words of modelNameReadings(model)) {
    found = bestEntry(words);
    if (found !== undefined) break;
  }
  if (found === undefined) {
    return {
      model,
      translator: AUTO,
      family: null,
      package: AUTO_PACKAGE,
      matched: null,
      source: null,
      reason: `${quoted} is an unknown model (not in the model table): the translator '${AUTO}' (${AUTO_PACKAGE}) reads it, as auto reads the calls of every family it knows.`,
    };
  }
  const { row } = found;
  return {
    model,
    translator: row.family,
    family: row.family,
    package: row.package,
    matched: found.model,
    source: row.source,
    reason: `${quoted} is '${found.model}' in the model table: its documentation (${row.source}) gives it the calls that the translator '${row.family}' (${row.package}) reads.`,
  };
}
