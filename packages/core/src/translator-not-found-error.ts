import { AiToolboxError } from './ai-toolbox-error.js';
import { clipText } from './clip-text.js';
import type { ModelChoice } from './models/choose-translator.js';
import { findTranslatorPackage } from './translator-packages.js';

const marker = Symbol.for('ai-toolbox.error.translator-not-found');
const code = 'translator-not-found';

/** `name`, followed by the package to import when it is one of ours and not registered yet. */
function withPackage(name: string, available: readonly string[]): string {
  const packageName = available.includes(name) ? undefined : findTranslatorPackage(name);
  return packageName === undefined ? `'${name}'` : `'${name}' (package '${packageName}')`;
}

/**
 * No translator is known by the name asked for. The message says which of the project's
 * packages registers that name, or, when none does, that no package is known for it and which
 * names are close. A name that is a model of the model table (`'llama3.2'`) is answered with
 * the translator the table gives it; a translator chosen for `createToolManager({ model })`
 * that is not registered says which model chose it.
 */
export class TranslatorNotFoundError extends AiToolboxError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the symbol
  private readonly [marker] = true;
  /** The stable code of this kind of error. */
  static readonly code = code;
  /** The name asked for. */
  readonly translatorName: string;
  /** The names of the known translators. */
  readonly available: readonly string[];
  /** The project's package that registers a translator of this name, when there is one. */
  readonly packageName: string | undefined;
  /** Known names and names of the project's translators close to the one asked for, best first. */
  readonly suggestions: readonly string[];
  /**
   * The model table's choice behind the request: for the model given to `createToolManager`,
   * or for a translator name that is a model's name. `undefined` otherwise.
   */
  readonly modelChoice: ModelChoice | undefined;

  constructor(options: {
    translatorName: string;
    available: readonly string[];
    suggestions?: readonly string[];
    /** The model whose choice this translator is (`createToolManager({ model })`). */
    forModel?: ModelChoice;
    /** The model table's choice for `translatorName` read as a model's name. */
    asModel?: ModelChoice;
  }) {
    const { translatorName, available, forModel } = options;
    const packageName = findTranslatorPackage(translatorName);
    const asModel = packageName === undefined ? options.asModel : undefined;
    const suggestions =
      packageName !== undefined
        ? []
        : asModel !== undefined
          ? [asModel.translator]
          : (options.suggestions ?? []);
    const list = available.length > 0 ? available.join(', ') : 'none';
    const didYouMean =
      suggestions.length > 0
        ? ` Did you mean ${suggestions.map((name) => withPackage(name, available)).join(' or ')}?`
        : '';
    const quoted = `'${clipText(translatorName)}'`;
    const advice =
      packageName !== undefined
        ? ` Import '${packageName}' before using its name.`
        : asModel !== undefined
          ? `${didYouMean} ${quoted} names a model, not a translator: ${asModel.reason} createToolManager({ model: ${quoted} }) chooses that translator.`
          : `${didYouMean} No package of the project provides a translator named ${quoted}: import the package that registers it, or pass the translator object itself.`;
    const chosen = forModel === undefined ? '' : `${forModel.reason} `;
    super({
      code,
      message: `${chosen}No translator is known as ${quoted} (known: ${list}).${advice}`,
    });
    this.name = 'TranslatorNotFoundError';
    this.translatorName = translatorName;
    this.available = available;
    this.packageName = packageName;
    this.suggestions = suggestions;
    this.modelChoice = forModel ?? asModel;
  }

  /** Whether `error` is a {@link TranslatorNotFoundError}, from any copy of the package. */
  static override isInstance(error: unknown): error is TranslatorNotFoundError {
    return AiToolboxError.hasMarker(error, marker);
  }
}
