import {
  type FunctionInterface,
  findStandardTranslator,
  listStandardTranslators,
  type OutputFilter,
  type ParsedFunctionCallV2,
  systemPromptFor,
  type Translator,
  type TranslatorCallResult,
  type TranslatorV2,
} from '@ai-toolbox/core';
import {
  type CallScannerContextV2,
  type CallScannerV2,
  type DefinedTranslatorV2,
  defineTranslator,
  type FunctionIndex,
  parseSettings,
  textTranslatorSettingsEntries,
} from '@ai-toolbox/core/kit';
import * as v from 'valibot';
import { createTagsTranslator } from './create-tags-translator.js';

/**
 * The family whose syntax the prompt shows when the interface translator is not registered:
 * one this package reads itself, so `auto` never needs another package imported.
 */
const AUTO_FALLBACK_INTERFACE_TRANSLATOR = 'qwen3_coder';

/** How the `auto` translator reads and writes. */
export interface AutoTranslatorSettings {
  /**
   * The translator, by name, whose interface text the prompt shows (default `'atfunc'`): the
   * syntax the model is asked to write. Looked up when the text is made, so the package that
   * registers it may be imported after this one; while no translator is registered under it,
   * the prompt shows `qwen3_coder`'s syntax, a family this package reads itself.
   */
  readonly interfaceTranslator?: string;
  /** Only these translators, by name, read the answers (default: every registered one). */
  readonly translators?: readonly string[];
  /** Rewrites a result before the model sees it; `null` or `undefined` keeps the result. */
  readonly outputFilter?: OutputFilter | null;
  /** Text beyond this many UTF-16 code units is not read (default 4 MiB). */
  readonly maxTextLength?: number;
  /** How many calls one text may hold (default 1000). */
  readonly maxCalls?: number;
}

/** The valibot schema of {@link AutoTranslatorSettings}. */
export const autoTranslatorSettingsSchema = v.strictObject({
  interfaceTranslator: v.optional(v.pipe(v.string(), v.minLength(1))),
  translators: v.optional(v.array(v.pipe(v.string(), v.minLength(1)))),
  outputFilter: textTranslatorSettingsEntries.outputFilter,
  maxTextLength: textTranslatorSettingsEntries.maxTextLength,
  maxCalls: textTranslatorSettingsEntries.maxCalls,
});

/** The `auto` translator: a v2 translator that reads a text with every registered translator. */
export interface AutoTranslator extends DefinedTranslatorV2 {
  readonly name: 'auto';
  /**
   * The translators that would read a text now, by their first registered name: each
   * registered translator once (aliases share one), `auto` itself left out.
   */
  readers(): string[];
}

/** Marks auto translators, so that one never reads through another. */
const autoMarker = Symbol.for('ai-toolbox.translator.auto');

/** How good one translator's reading of a text is. */
interface Reading {
  readonly calls: ParsedFunctionCallV2[];
  /** Calls that name a known function and can run. */
  readonly good: number;
  /** Calls that name a known function, runnable or not. */
  readonly known: number;
}

/**
 * Creates the `auto` translator, for an application whose model is unknown: it reads each
 * answer with every registered translator (ours and third parties', by name) and keeps the
 * reading whose calls name known functions, preferring the one with the most calls that can
 * run, then the most that name a known function, then the fewest that name none, then the
 * translator registered first. A reading in which no call names a known function is not kept:
 * a JSON object or a `name(...)` in prose that names no known function is not a call. Within
 * the reading kept, every call is given, unknown names included (the tool manager answers
 * them with "did you mean").
 *
 * The interface text is that of `interfaceTranslator` (atfunc by default, qwen3_coder's while
 * that name is not registered: `auto` needs no other package imported). Results are written
 * in the syntax the model used: by the translator that reads the first call's own text.
 * Streamed, the calls are handed over at the end of the text, since which syntax the model
 * writes is only settled then.
 *
 * @example
 * ```ts
 * // With this package imported (it registers 'auto'), and atfunc's for the interface text:
 * manager.setFunctionTranslator('auto');
 * ```
 */
export function createAutoTranslator(settings?: AutoTranslatorSettings): AutoTranslator {
  parseSettings(autoTranslatorSettingsSchema, settings ?? {}, 'the auto translator');
  const interfaceName = settings?.interfaceTranslator ?? 'atfunc';
  const only = settings?.translators;
  const readers = (): Translator[] => {
    const names = only ?? listStandardTranslators();
    const found: Translator[] = [];
    for (const name of names) {
      const translator = findStandardTranslator(name);
      if (translator === undefined || isAuto(translator) || found.includes(translator)) continue;
      found.push(translator);
    }
    return found;
  };
  let fallback: Translator | undefined;
  const interfaceTranslator = (): Translator => {
    const translator = findStandardTranslator(interfaceName);
    if (translator !== undefined && !isAuto(translator)) return translator;
    fallback ??= createTagsTranslator(AUTO_FALLBACK_INTERFACE_TRANSLATOR);
    return fallback;
  };
  const translator = defineTranslator({
    name: 'auto',
    caseSensitive: true,
    outputFilter: settings?.outputFilter ?? null,
    ...(settings?.maxCalls === undefined ? {} : { maxCalls: settings.maxCalls }),
    ...(settings?.maxTextLength === undefined ? {} : { maxTextLength: settings.maxTextLength }),
    generateFunctionIfText: (functionInterface, useSeparator) =>
      interfaceTranslator().generateFunctionIfText(functionInterface, useSeparator),
    systemPromptFor: (interfaces) => systemPromptFor(interfaceTranslator(), interfaces),
    formatFunctionCallResults: (calls) => formatResults(calls, readers(), interfaceTranslator),
    createScanner: (context) => new AutoScanner(context, readers()),
  });
  return Object.defineProperties(translator, {
    [autoMarker]: { value: true },
    // The words of the translator whose syntax the prompt shows, looked up when read.
    instructions: {
      get: () => {
        const shown = interfaceTranslator() as Partial<TranslatorV2>;
        // A reference translator says nothing of how to call: its system prompt, without
        // functions, is the sentence core says for it.
        return typeof shown.instructions === 'string'
          ? shown.instructions
          : systemPromptFor(shown as Translator, []).replace(/\n\nFunctions:\n\n$/, '');
      },
      enumerable: true,
    },
    readers: {
      value: () =>
        readers().map(
          (reader) =>
            (only ?? listStandardTranslators()).find(
              (name) => findStandardTranslator(name) === reader,
            ) ?? String(reader.name),
        ),
      enumerable: true,
    },
  }) as AutoTranslator;
}

function isAuto(translator: Translator): boolean {
  return (translator as { [autoMarker]?: boolean })[autoMarker] === true;
}

/** The interfaces a `FunctionIndex` was made of, in their order. */
function interfacesOf(functions: FunctionIndex): FunctionInterface[] {
  const found: FunctionInterface[] = [];
  for (const path of functions.paths) {
    const functionInterface = functions.resolve(path);
    if (functionInterface !== undefined) found.push(functionInterface);
  }
  return found;
}

/** One translator reading the text: its stream, or the text kept for one parse at the end. */
interface Reader {
  readonly translator: Translator;
  readonly stream: { push(chunk: string): unknown[]; end(): unknown[] } | undefined;
  calls: ParsedFunctionCallV2[];
  failed: boolean;
}

/**
 * Feeds every chunk to every translator's own stream (each linear in the text), and at the end
 * keeps the best reading. A translator that throws reads nothing.
 */
class AutoScanner implements CallScannerV2 {
  private readonly readers: Reader[];
  private text: string[] | undefined;
  private readonly interfaces: FunctionInterface[];

  constructor(
    private readonly context: CallScannerContextV2,
    translators: readonly Translator[],
  ) {
    this.interfaces = interfacesOf(context.functions);
    const root = context.functions.rootToolBox;
    this.readers = translators.map((translator) => {
      let stream: Reader['stream'];
      let failed = false;
      if (typeof translator.createFunctionCallStream === 'function') {
        try {
          stream = translator.createFunctionCallStream(this.interfaces, root);
        } catch {
          failed = true;
        }
      } else {
        this.text ??= [];
      }
      return { translator, stream, calls: [], failed };
    });
  }

  push(chunk: string): void {
    this.text?.push(chunk);
    for (const reader of this.readers) {
      if (reader.failed || reader.stream === undefined) continue;
      try {
        for (const call of reader.stream.push(chunk))
          reader.calls.push(call as ParsedFunctionCallV2);
      } catch {
        reader.failed = true;
      }
    }
  }

  end(): void {
    const root = this.context.functions.rootToolBox;
    const whole = this.text?.join('');
    let best: Reading | undefined;
    for (const reader of this.readers) {
      if (reader.failed) continue;
      try {
        if (reader.stream === undefined) {
          const { translator } = reader;
          const parse =
            typeof translator.parseFunctionCalls === 'function'
              ? translator.parseFunctionCalls.bind(translator)
              : translator.getFunctionCallsFromText.bind(translator);
          reader.calls = parse(whole ?? '', this.interfaces, root) as ParsedFunctionCallV2[];
        } else {
          for (const call of reader.stream.end()) reader.calls.push(call as ParsedFunctionCallV2);
        }
      } catch {
        continue;
      }
      const reading = score(reader.calls);
      if (reading.known > 0 && (best === undefined || better(reading, best))) best = reading;
    }
    if (best === undefined) return;
    for (const call of best.calls) if (!this.context.report(call)) return;
  }
}

function score(calls: ParsedFunctionCallV2[]): Reading {
  let good = 0;
  let known = 0;
  for (const call of calls) {
    if (call.interface === null || call.interface === undefined) continue;
    known += 1;
    if (call.error === undefined) good += 1;
  }
  return { calls, good, known };
}

function better(reading: Reading, than: Reading): boolean {
  if (reading.good !== than.good) return reading.good > than.good;
  if (reading.known !== than.known) return reading.known > than.known;
  return reading.calls.length - reading.known < than.calls.length - than.known;
}

/**
 * The results in the syntax the model wrote: the translator that reads the first call's own
 * text as a call to a known function writes them; the interface translator otherwise.
 */
function formatResults(
  calls: readonly TranslatorCallResult[],
  readers: readonly Translator[],
  interfaceTranslator: () => Translator,
): string {
  const first = calls.find(
    (call) => typeof (call as { raw?: unknown }).raw === 'string' && call.interface != null,
  ) as (TranslatorCallResult & { raw: string }) | undefined;
  if (first !== undefined && first.interface !== null && first.interface !== undefined) {
    const interfaces = [first.interface];
    const root = first.interface.domain;
    for (const reader of readers) {
      try {
        const read = (
          typeof reader.parseFunctionCalls === 'function'
            ? reader.parseFunctionCalls(first.raw, interfaces, root)
            : reader.getFunctionCallsFromText(first.raw, interfaces, root)
        ) as ParsedFunctionCallV2[];
        if (read.some((call) => call.interface === first.interface)) {
          return reader.formatFunctionCallResults(calls);
        }
      } catch {
        // A translator that throws on the call's text is not the one that wrote it.
      }
    }
  }
  try {
    return interfaceTranslator().formatFunctionCallResults(calls);
  } catch {
    return calls
      .map((call) => (call.name === '' ? call.result : `${call.name}: ${call.result}`))
      .join('\n');
  }
}
