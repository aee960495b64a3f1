import {
  type FunctionInterface,
  findStandardTranslator,
  listStandardTranslators,
  type OutputFilter,
  type ParsedFunctionCallV2,
  systemPromptFor,
  type Translator,
  type TranslatorCallResult,
  toTranslatorV2,
} from '@ai-toolbox/core';
import {
  type CallScannerContextV2,
  type CallScannerV2,
  type DefinedTranslatorV2,
  defineTranslator,
  type FunctionLookupV2,
  parseSettings,
  type TranslatorOpenersV2,
  textTranslatorSettingsEntries,
} from '@ai-toolbox/core/kit';
import * as v from 'valibot';
import { claimsOf, countMarked, findClaimers, opensWith } from './auto-claims.js';
import { findOpeners } from './auto-openers.js';
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
  /** Calls read without an error, whatever function they name. */
  readonly readable: number;
  /** How many readings claim text it read calls inside. */
  readonly ceded: number;
  /** Calls its family's own markers open. */
  readonly claimed: number;
}

/**
 * Creates the `auto` translator, for an application whose model is unknown: it reads each
 * answer with the registered translators (ours and third parties', by name) whose openers the
 * answer holds (a translator that does not say its openers always reads), and keeps the
 * reading whose calls name known functions. A call that opens with its family's own markers
 * claims the text it spans: a reading with a call inside it loses to the claiming reading (a
 * JSON object inside a `<parameter=...>` is that parameter's value, not a call). Of the
 * readings left, it prefers the one with the most calls that can run, then the most that name
 * a known function, then the fewest that name none, then the most read without an error,
 * then the most its family's own markers open, then the translator registered first. A
 * reference translator's calls (a name and params only) are looked up by name to be ranked.
 * On a text longer than 8 KiB the readers are ranked on its first 8 KiB, and only the first
 * reads the whole text, so the work stays about one reading whatever the number of
 * translators. A reading in which no call names a known function is kept only when its
 * family's own markers open its calls (`<tool_call>` around an unknown name is a call, to be
 * answered with "did you mean"): a JSON object or a `name(...)` in prose that names no known
 * function is not a call. Within
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
    createScanner: (context) => new AutoScanner(context, readers().map(candidateOf)),
  });
  return Object.defineProperties(translator, {
    [autoMarker]: { value: true },
    // The words of the translator whose syntax the prompt shows, looked up when read.
    instructions: {
      // A reference translator says nothing of how to call: core says its sentence for it.
      get: () => toTranslatorV2(interfaceTranslator()).instructions,
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

/** The interfaces a lookup was made of, in their order. */
function interfacesOf(functions: FunctionLookupV2): FunctionInterface[] {
  const found: FunctionInterface[] = [];
  for (const path of functions.paths) {
    const functionInterface = functions.resolve(path);
    if (functionInterface !== undefined) found.push(functionInterface);
  }
  return found;
}

/**
 * How much of a long text every candidate reads to rank them: past it, only the reader ranked
 * first (and those whose claims its reading gave way to) reads the whole text, so the work is
 * one reading of the text whatever the number of translators registered.
 */
const PROBE_LENGTH = 8 * 1024;

/** One registered translator as `auto` runs it. */
interface Candidate {
  readonly translator: Translator;
  /** The markers of its own format: none when it does not say. */
  readonly own: readonly string[];
  /** Strings one of which a text holds when it has a call for it; `undefined`: always run. */
  readonly any: readonly string[] | undefined;
}

function candidateOf(translator: Translator): Candidate {
  const openers = (translator as { openers?: TranslatorOpenersV2 }).openers;
  return { translator, own: openers?.own ?? [], any: openers?.any };
}

/** A kept reading: whose it is, and its calls. */
interface Choice {
  readonly index: number;
  readonly calls: ParsedFunctionCallV2[];
  /** The readers it lost to by their claims (none but when every reading lost to one). */
  readonly claimers: readonly number[];
}

/**
 * Keeps the chunks, and at the end reads the text with the translators it concerns: those whose
 * openers it holds, and every translator that does not say its openers. A translator that
 * throws reads nothing.
 */
class AutoScanner implements CallScannerV2 {
  private readonly chunks: string[] = [];
  private readonly interfaces: FunctionInterface[];

  constructor(
    private readonly context: CallScannerContextV2,
    private readonly candidates: readonly Candidate[],
  ) {
    this.interfaces = interfacesOf(context.functions);
  }

  push(chunk: string): void {
    this.chunks.push(chunk);
  }

  end(): void {
    const text = this.chunks.join('');
    let calls: ParsedFunctionCallV2[] | undefined;
    if (text.length <= PROBE_LENGTH) {
      calls = this.choose(this.concerned(text, this.candidates), this.chunks)?.calls;
    } else {
      const window = text.slice(0, PROBE_LENGTH);
      const probed = this.concerned(window, this.candidates);
      const ranked = this.choose(probed, chunksUpTo(this.chunks, PROBE_LENGTH));
      const readers =
        ranked === undefined
          ? this.concerned(text, this.candidates)
          : [ranked.index, ...ranked.claimers].map((index) => probed[index] as Candidate);
      calls = this.choose(readers, this.chunks)?.calls;
    }
    for (const call of calls ?? []) if (!this.context.report(call)) return;
  }

  private concerned(text: string, candidates: readonly Candidate[]): Candidate[] {
    const found = findOpeners(
      text,
      candidates.flatMap((candidate) => candidate.any ?? []),
    );
    return candidates.filter(
      (candidate) =>
        candidate.any === undefined || candidate.any.some((opener) => found.has(opener)),
    );
  }

  /** Every candidate's reading of the chunks, and the best of them after the claims. */
  private choose(candidates: readonly Candidate[], chunks: readonly string[]): Choice | undefined {
    const root = this.context.functions.rootToolBox;
    const readings = candidates.map((candidate) => ({
      calls: this.read(candidate.translator, chunks, root),
      own: candidate.own,
    }));
    const claims = readings.map(claimsOf);
    const claimers = findClaimers(readings, claims);
    // A reading that lost to another family's claim is out, unless every reading did.
    const scored = readings.map((reading, index) => ({
      ...score(reading.calls, claimers[index]?.length ?? 0, claims[index]?.length ?? 0),
      index,
    }));
    // A reading in which no call names a known function is kept only for the calls its family's
    // own markers open: those the model marked as calls, answered whatever name they write.
    let kept = scored.filter((reading) => reading.known > 0);
    if (kept.length === 0) {
      // Counted for those calls as if they named known functions: the model marked them.
      const marked = readings.map(countMarked);
      kept = scored
        .filter((reading) => (marked[reading.index] ?? 0) > 0)
        .map((reading) => ({ ...reading, known: marked[reading.index] ?? 0 }));
    }
    const unclaimed = kept.some((reading) => reading.ceded === 0);
    let best: (Reading & { index: number }) | undefined;
    for (const reading of kept) {
      if (unclaimed && reading.ceded > 0) continue;
      if (best === undefined || better(reading, best)) best = reading;
    }
    if (best === undefined) return undefined;
    const chosen: Reading & { index: number } = best;
    return { index: chosen.index, calls: chosen.calls, claimers: claimers[chosen.index] ?? [] };
  }

  /**
   * One translator's reading, fed the chunks as they came: a translator's stream is what its
   * contract bounds for every chunking. One without a stream parses the text once, at the end
   * (core's `toTranslatorV2`).
   */
  private read(
    translator: Translator,
    chunks: readonly string[],
    root: string | null,
  ): ParsedFunctionCallV2[] {
    try {
      const stream = toTranslatorV2(translator).createFunctionCallStream(this.interfaces, root);
      const calls: ParsedFunctionCallV2[] = [];
      for (const chunk of chunks) for (const call of stream.push(chunk)) calls.push(call);
      for (const call of stream.end()) calls.push(call);
      return calls.map((call) => this.resolved(call));
    } catch {
      return [];
    }
  }

  /**
   * A call as the ranking reads it: a reference translator's calls carry a name and params
   * only, so their function is looked up here, as the tool manager will look it up.
   */
  private resolved(call: ParsedFunctionCallV2): ParsedFunctionCallV2 {
    if (call.interface !== undefined) return call;
    return { ...call, interface: this.context.functions.resolve(call.name) ?? null };
  }
}

/** The chunks that make the text's first `length` characters, the last one cut to fit. */
function chunksUpTo(chunks: readonly string[], length: number): string[] {
  const kept: string[] = [];
  let left = length;
  for (const chunk of chunks) {
    if (left <= 0) break;
    kept.push(chunk.length <= left ? chunk : chunk.slice(0, left));
    left -= chunk.length;
  }
  return kept;
}

function score(calls: ParsedFunctionCallV2[], ceded: number, claimed: number): Reading {
  let good = 0;
  let known = 0;
  let readable = 0;
  for (const call of calls) {
    if (call.error === undefined) readable += 1;
    if (call.interface === null || call.interface === undefined) continue;
    known += 1;
    if (call.error === undefined) good += 1;
  }
  return { calls, good, known, readable, ceded, claimed };
}

function better(reading: Reading, than: Reading): boolean {
  if (reading.good !== than.good) return reading.good > than.good;
  if (reading.known !== than.known) return reading.known > than.known;
  const unknown = reading.calls.length - reading.known;
  const thanUnknown = than.calls.length - than.known;
  if (unknown !== thanUnknown) return unknown < thanUnknown;
  // A call read whole (to a function no toolbox has) over the same text found unreadable.
  if (reading.readable !== than.readable) return reading.readable > than.readable;
  // A family's own markers are better evidence of its syntax than bare JSON.
  if (reading.claimed !== than.claimed) return reading.claimed > than.claimed;
  return reading.ceded < than.ceded;
}

/**
 * The results in the syntax the model wrote: the translator that reads the first call's own
 * text as a call to a known function writes them, one whose own markers open that text first,
 * and one that reads it with no repair before one that repairs it; the interface translator
 * otherwise.
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
    // The family whose own markers open the call wrote it; a reader of other families' syntax
    // (hermes reads a Mistral `[TOOL_CALLS]` too) only where no family's markers open it.
    const opening = readers.filter((reader) => opensWith(first.raw, candidateOf(reader).own));
    const ordered = [...opening, ...readers.filter((reader) => !opening.includes(reader))];
    // Of those, one that reads the text as its own syntax, with no repair, before one that
    // reads it as another family's (and says so with an `other-call-format` repair).
    let repairing: Translator | undefined;
    for (const reader of ordered) {
      try {
        const read = toTranslatorV2(reader).parseFunctionCalls(first.raw, interfaces, root);
        const call = read.find((each) => each.interface === first.interface);
        if (call === undefined) continue;
        if (call.repairs.length === 0) return reader.formatFunctionCallResults(calls);
        repairing ??= reader;
      } catch {
        // A translator that throws on the call's text is not the one that wrote it.
      }
    }
    if (repairing !== undefined) return repairing.formatFunctionCallResults(calls);
  }
  try {
    return interfaceTranslator().formatFunctionCallResults(calls);
  } catch {
    return calls
      .map((call) => (call.name === '' ? call.result : `${call.name}: ${call.result}`))
      .join('\n');
  }
}
