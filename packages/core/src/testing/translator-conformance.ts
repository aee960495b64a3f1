import { createToolManager } from '../create-tool-manager.js';
import { type FunctionInterface, getFunctionPath } from '../function-interface.js';
import type { Toolbox } from '../toolbox.js';
import type { Translator } from '../translator.js';

/** What {@link checkTranslatorConformance} checks a translator against. */
export interface TranslatorConformanceOptions {
  /** The functions the samples call. */
  readonly interfaces: readonly FunctionInterface[];
  /** The root toolbox, whose functions may be called without their toolbox's name. */
  readonly rootToolBox?: string | null;
  /** Model answers in the translator's syntax: calls, broken calls, prose around them. */
  readonly samples: readonly string[];
  /**
   * Pieces that are hostile to the syntax (an opening that never closes, a quote, nesting),
   * each streamed as many chunks after each of the others, to check that work stays linear.
   * Defaults to {@link DEFAULT_HOSTILE_PIECES}.
   */
  readonly hostilePieces?: readonly string[];
  /** How many random texts to try, built from the samples' characters (default 200). */
  readonly randomTexts?: number;
  /** The largest `work(8n) / work(n)` accepted; linear work gives about 8 (default 12). */
  readonly maxWorkRatio?: number;
}

/** One way in which a translator broke the contract. */
export interface TranslatorConformanceProblem {
  /** Which check failed. */
  readonly check:
    | 'never-throws'
    | 'spans-match-text'
    | 'one-result-per-call'
    | 'stream-equals-parse'
    | 'settled-text'
    | 'linear-work';
  /** The text (clipped) that showed it. */
  readonly text: string;
  /** What went wrong. */
  readonly detail: string;
}

/** Pieces that have made parsers quadratic: openings that never close, nesting, escapes. */
export const DEFAULT_HOSTILE_PIECES: readonly string[] = [
  'a[b]',
  '[',
  '[[',
  '(',
  'a(b)',
  '{',
  '{"a":',
  '"',
  "'",
  '\\',
  '<',
  '<a>',
  '@a(',
  ' ',
];

/**
 * Checks a translator, ours or a third party's, against the contract every translator keeps:
 *
 * - **never-throws**: no text makes `parseFunctionCalls`, `getFunctionCallsFromText`, a stream
 *   or `formatFunctionCallResults` throw (samples, hostile texts and random texts);
 * - **spans-match-text**: each call's `raw` is the text its `span` covers (where the translator
 *   gives both);
 * - **one-result-per-call**: the tool manager gives every call the translator finds exactly one
 *   result, in text order;
 * - **stream-equals-parse**: a stream fed the text in any chunking (one character at a time,
 *   2, 3, 7 and 16 characters, and random cuts) gives the calls of the one-shot parse;
 * - **settled-text**: where the stream has `settledLength`, after every chunk it never moves
 *   back, never passes the text pushed, and never passes the start of a call the stream
 *   returns later, so a reader that shows settled text never shows part of a call;
 * - **linear-work**: streaming 8n chunks of a hostile piece costs at most `maxWorkRatio` times
 *   the work of n chunks, where work is counted in string operations ({@link countStringWork}),
 *   so the check does not depend on the machine's speed.
 *
 * Translators without `parseFunctionCalls` are read through `getFunctionCallsFromText`, and the
 * stream checks run only for those with `createFunctionCallStream`. The problems come back as
 * data, so any test runner can assert that there are none.
 *
 * @example
 * ```ts
 * const problems = await checkTranslatorConformance(myTranslator, {
 *   interfaces: [addInterface],
 *   samples: ['CALL math.add {"a": 1, "b": 2}', 'CALL math.add {"a": 1'],
 * });
 * expect(problems).toEqual([]);
 * ```
 */
export async function checkTranslatorConformance(
  translator: Translator,
  options: TranslatorConformanceOptions,
): Promise<TranslatorConformanceProblem[]> {
  const problems: TranslatorConformanceProblem[] = [];
  const root = options.rootToolBox ?? null;
  const texts = [...options.samples, ...hostileTexts(options), ...randomTexts(options)];
  for (const text of texts) {
    const parsed = tryParse(translator, text, options.interfaces, root, problems);
    if (parsed === undefined) continue;
    checkSpans(text, parsed, problems);
    checkFormat(translator, text, parsed, problems);
    if (typeof translator.createFunctionCallStream === 'function') {
      checkChunkings(translator, text, parsed, options.interfaces, root, problems);
    }
  }
  for (const text of options.samples) {
    await checkOneResultPerCall(translator, text, options, problems);
  }
  if (typeof translator.createFunctionCallStream === 'function') {
    checkLinearWork(translator, options, problems);
  }
  return problems;
}

function clip(text: string): string {
  return text.length <= 120 ? text : `${text.slice(0, 117)}...`;
}

function describeThrown(thrown: unknown): string {
  return thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : String(thrown);
}

function parse(
  translator: Translator,
  text: string,
  interfaces: readonly FunctionInterface[],
  root: string | null,
): unknown[] {
  return typeof translator.parseFunctionCalls === 'function'
    ? translator.parseFunctionCalls(text, interfaces, root)
    : translator.getFunctionCallsFromText(text, interfaces, root);
}

function tryParse(
  translator: Translator,
  text: string,
  interfaces: readonly FunctionInterface[],
  root: string | null,
  problems: TranslatorConformanceProblem[],
): unknown[] | undefined {
  try {
    const calls = parse(translator, text, interfaces, root);
    translator.getFunctionCallsFromText(text, interfaces, root);
    if (!Array.isArray(calls)) {
      problems.push({ check: 'never-throws', text: clip(text), detail: 'returned no array' });
      return undefined;
    }
    return calls;
  } catch (thrown) {
    problems.push({ check: 'never-throws', text: clip(text), detail: describeThrown(thrown) });
    return undefined;
  }
}

function checkSpans(
  text: string,
  parsed: readonly unknown[],
  problems: TranslatorConformanceProblem[],
): void {
  for (const call of parsed) {
    const { raw, span } = (call ?? {}) as {
      raw?: unknown;
      span?: { start?: unknown; end?: unknown };
    };
    if (typeof raw !== 'string' || typeof span !== 'object' || span === null) continue;
    const { start, end } = span;
    if (typeof start !== 'number' || typeof end !== 'number' || text.slice(start, end) !== raw) {
      problems.push({
        check: 'spans-match-text',
        text: clip(text),
        detail: `a call's raw text ${JSON.stringify(clip(raw))} is not the text at its span ${JSON.stringify(span)}: ${JSON.stringify(clip(typeof start === 'number' && typeof end === 'number' ? text.slice(start, end) : ''))}`,
      });
      return;
    }
  }
}

function checkFormat(
  translator: Translator,
  text: string,
  parsed: readonly unknown[],
  problems: TranslatorConformanceProblem[],
): void {
  const results = parsed.map((call) => ({
    ...(call as { name: string; params: Record<string, unknown> }),
    result: 'Error: conformance',
    isError: true,
  }));
  try {
    const formatted = translator.formatFunctionCallResults(results);
    if (typeof formatted !== 'string') {
      problems.push({
        check: 'never-throws',
        text: clip(text),
        detail: 'formatFunctionCallResults returned no string',
      });
    }
  } catch (thrown) {
    problems.push({
      check: 'never-throws',
      text: clip(text),
      detail: `formatFunctionCallResults threw ${describeThrown(thrown)}`,
    });
  }
}

/** Calls as comparable text: bigints, `undefined` and prototype-free records included. */
function canonical(calls: readonly unknown[]): string {
  return JSON.stringify(calls, (_key, value: unknown) => {
    if (typeof value === 'bigint') return `${value}n`;
    if (value === undefined) return '(undefined)';
    return value;
  });
}

/** Deterministic cuts, so a failure reproduces: xorshift seeded by the text's length. */
function randomCuts(text: string, seed: number): number[] {
  let state = (seed * 2_654_435_761 + text.length + 1) >>> 0 || 1;
  const cuts: number[] = [];
  let at = 0;
  while (at < text.length) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    at += 1 + (state % 12);
    cuts.push(Math.min(at, text.length));
  }
  return cuts;
}

function chunkings(text: string): string[][] {
  const fixed = [1, 2, 3, 7, 16].map((size) => {
    const chunks: string[] = [];
    for (let at = 0; at < text.length; at += size) chunks.push(text.slice(at, at + size));
    return chunks;
  });
  const random = [1, 2, 3].map((seed) => {
    let from = 0;
    return randomCuts(text, seed).map((cut) => {
      const chunk = text.slice(from, cut);
      from = cut;
      return chunk;
    });
  });
  return [...fixed, ...random];
}

/** What `settledLength` said after one chunk, and how many calls had been returned by then. */
interface SettledPoint {
  readonly settled: number;
  readonly pushed: number;
  readonly returned: number;
}

function streamCalls(
  translator: Translator,
  chunks: readonly string[],
  interfaces: readonly FunctionInterface[],
  root: string | null,
  points?: SettledPoint[],
): unknown[] {
  const stream = (
    translator.createFunctionCallStream as NonNullable<Translator['createFunctionCallStream']>
  )(interfaces, root);
  const settledLength =
    typeof stream.settledLength === 'function' ? stream.settledLength.bind(stream) : undefined;
  const calls: unknown[] = [];
  let pushed = 0;
  for (const chunk of chunks) {
    calls.push(...stream.push(chunk));
    pushed += chunk.length;
    if (points !== undefined && settledLength !== undefined) {
      points.push({ settled: settledLength(), pushed, returned: calls.length });
    }
  }
  calls.push(...stream.end());
  return calls;
}

function spanStart(call: unknown): number | undefined {
  const span = (call as { span?: { start?: unknown } } | null)?.span;
  return typeof span?.start === 'number' ? span.start : undefined;
}

/** Why the settled lengths told while streaming break the contract, or `undefined`. */
function settledProblem(
  points: readonly SettledPoint[],
  calls: readonly unknown[],
): string | undefined {
  // The earliest start among the calls from each index on, so each point costs one look-up.
  const laterStart = new Array<number>(calls.length + 1);
  laterStart[calls.length] = Number.POSITIVE_INFINITY;
  for (let index = calls.length - 1; index >= 0; index -= 1) {
    const start = spanStart(calls[index]) ?? Number.POSITIVE_INFINITY;
    laterStart[index] = Math.min(start, laterStart[index + 1] as number);
  }
  let previous = 0;
  for (const point of points) {
    if (!Number.isFinite(point.settled) || point.settled < previous) {
      return `settledLength moved back from ${previous} to ${point.settled}`;
    }
    if (point.settled > point.pushed) {
      return `settledLength said ${point.settled} after only ${point.pushed} characters`;
    }
    const start = laterStart[Math.min(point.returned, calls.length)] as number;
    if (start < point.settled) {
      return `settledLength said ${point.settled} after ${point.pushed} characters, but a call returned later starts at ${start}`;
    }
    previous = point.settled;
  }
  return undefined;
}

function checkChunkings(
  translator: Translator,
  text: string,
  parsed: readonly unknown[],
  interfaces: readonly FunctionInterface[],
  root: string | null,
  problems: TranslatorConformanceProblem[],
): void {
  // Longer texts get the cheaper chunkings only: the check must stay quick.
  const ways = text.length > 4096 ? chunkings(text).slice(3) : chunkings(text);
  const expected = canonical(parsed);
  for (const chunks of ways) {
    try {
      const points: SettledPoint[] = [];
      const calls = streamCalls(translator, chunks, interfaces, root, points);
      const streamed = canonical(calls);
      const settled = settledProblem(points, calls);
      if (settled !== undefined) {
        problems.push({
          check: 'settled-text',
          text: clip(text),
          detail: `fed in ${chunks.length} chunks (the first ${JSON.stringify(chunks[0] ?? '')}): ${settled}`,
        });
        return;
      }
      if (streamed !== expected) {
        problems.push({
          check: 'stream-equals-parse',
          text: clip(text),
          detail: `fed in ${chunks.length} chunks (the first ${JSON.stringify(chunks[0] ?? '')}), the stream gave ${clip(streamed)} where parsing the whole text gave ${clip(expected)}`,
        });
        return;
      }
    } catch (thrown) {
      problems.push({
        check: 'never-throws',
        text: clip(text),
        detail: `the stream threw ${describeThrown(thrown)}`,
      });
      return;
    }
  }
}

function hostileTexts(options: TranslatorConformanceOptions): string[] {
  const pieces = options.hostilePieces ?? DEFAULT_HOSTILE_PIECES;
  const texts: string[] = [];
  for (const sample of options.samples.slice(0, 8)) {
    for (const piece of pieces) texts.push(`${piece}${sample}${piece.repeat(64)}${sample}`);
  }
  return texts;
}

function randomTexts(options: TranslatorConformanceOptions): string[] {
  const alphabet = [...new Set([...options.samples.join(''), '\n', ' ', '\\', '"'])];
  const count = options.randomTexts ?? 200;
  const texts: string[] = [];
  let state = 0x9e3779b9;
  const next = (): number => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state;
  };
  for (let index = 0; index < count; index += 1) {
    const sample = options.samples[next() % Math.max(1, options.samples.length)] ?? '';
    let text = '';
    const length = next() % 80;
    for (let at = 0; at < length; at += 1) {
      // Mostly pieces of real samples, mutated, so the texts reach deep into the grammar.
      if (next() % 4 === 0) text += alphabet[next() % alphabet.length] ?? '';
      else text += sample.charAt(next() % Math.max(1, sample.length));
    }
    const cut = next() % (sample.length + 1);
    texts.push(next() % 2 === 0 ? sample.slice(0, cut) + text : text + sample.slice(cut));
  }
  return texts;
}

function toolboxesFor(interfaces: readonly FunctionInterface[]): Toolbox[] {
  const byDomain = new Map<string, FunctionInterface[]>();
  for (const functionInterface of interfaces) {
    const list = byDomain.get(functionInterface.domain);
    if (list === undefined) byDomain.set(functionInterface.domain, [functionInterface]);
    else list.push(functionInterface);
  }
  return [...byDomain].map(([domain, list]) => {
    const functions = new Map(list.map((entry) => [entry.name, entry]));
    return {
      getName: () => domain,
      getFunction: (name: string) => {
        const functionInterface = functions.get(name);
        return functionInterface === undefined
          ? null
          : { f: () => `ran ${getFunctionPath(functionInterface)}`, interface: functionInterface };
      },
      functions: Object.fromEntries(list.map((entry) => [entry.name, true as const])),
    };
  });
}

async function checkOneResultPerCall(
  translator: Translator,
  text: string,
  options: TranslatorConformanceOptions,
  problems: TranslatorConformanceProblem[],
): Promise<void> {
  const manager = createToolManager({ maxCallsPerResponse: 1_000_000 });
  manager.unregisterControlFunctions();
  try {
    manager.setFunctionTranslator(translator);
    for (const toolbox of toolboxesFor(options.interfaces)) manager.register(toolbox);
    if (options.rootToolBox !== undefined && options.rootToolBox !== null) {
      manager.setRootToolBox(options.rootToolBox);
    }
  } catch (thrown) {
    problems.push({
      check: 'one-result-per-call',
      text: clip(text),
      detail: `the tool manager refused the translator or the interfaces: ${describeThrown(thrown)}`,
    });
    return;
  }
  const found = parse(translator, text, options.interfaces, options.rootToolBox ?? null);
  const result = await manager.executeResponseFunctions(text);
  const answered = result.calls.filter((call) => typeof call.result === 'string').length;
  if (result.calls.length !== found.length || answered !== found.length) {
    problems.push({
      check: 'one-result-per-call',
      text: clip(text),
      detail: `the translator found ${found.length} calls; the pipeline gave ${result.calls.length} records, ${answered} of them with a result`,
    });
  }
}

/** The string operations that count as work, with how much each one costs. */
const countedMethods = [
  'charCodeAt',
  'codePointAt',
  'at',
  'charAt',
  'indexOf',
  'lastIndexOf',
  'includes',
  'startsWith',
  'endsWith',
  'slice',
  'substring',
  'substr',
  'match',
  'matchAll',
  'search',
  'replace',
  'replaceAll',
  'split',
  'trim',
  'toLowerCase',
  'toUpperCase',
] as const;
const singleCharacter = new Set<string>(['charCodeAt', 'codePointAt', 'at', 'charAt']);
const fromPosition = new Set<string>(['indexOf', 'includes']);
const copies = new Set<string>(['slice', 'substring', 'substr']);
const prefixes = new Set<string>(['startsWith', 'endsWith']);

/** What one call of a string method costs, in characters it could have touched. */
function costOf(name: string, text: string, args: readonly unknown[], result: unknown): number {
  if (singleCharacter.has(name)) return 1;
  if (copies.has(name)) return Math.max(1, typeof result === 'string' ? result.length : 1);
  if (prefixes.has(name)) return Math.max(1, String(args[0]).length);
  if (fromPosition.has(name)) {
    // A search stops where it finds: up to the match, or to the end when there is none.
    const position = Math.min(Math.max(0, Math.trunc(Number(args[1] ?? 0)) || 0), text.length);
    const stop = typeof result === 'number' && result >= 0 ? result + 1 : text.length;
    return Math.max(1, stop - position);
  }
  return Math.max(1, text.length);
}

/**
 * The string work a function does: a single-character read counts one, a search the
 * characters from where it starts to where it stops, a copy the characters it copies, anything
 * else the whole string. String methods are wrapped for the duration of the call and restored
 * afterwards, whatever happens.
 *
 * @example
 * ```ts
 * countStringWork(() => translator.parseFunctionCalls(text, interfaces, null)); // 12_345
 * ```
 */
export function countStringWork(run: () => void): number {
  const prototype = String.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  const originals = countedMethods.map((name) => [name, prototype[name]] as const);
  let work = 0;
  for (const [name, original] of originals) {
    if (typeof original !== 'function') continue;
    prototype[name] = function counted(this: string, ...args: unknown[]) {
      const result = original.apply(this, args);
      work += costOf(name, String(this), args, result);
      return result;
    };
  }
  try {
    run();
  } finally {
    for (const [name, original] of originals) {
      if (typeof original === 'function') prototype[name] = original;
    }
  }
  return work;
}

/** The two runs compared: 8 times as many chunks should cost about 8 times the work. */
const SMALL_RUN = 200;
const LARGE_RUN = 1600;

function checkLinearWork(
  translator: Translator,
  options: TranslatorConformanceOptions,
  problems: TranslatorConformanceProblem[],
): void {
  const pieces = options.hostilePieces ?? DEFAULT_HOSTILE_PIECES;
  const samples = options.samples.slice(0, 4);
  const maxRatio = options.maxWorkRatio ?? 12;
  const root = options.rootToolBox ?? null;
  const prefixes = ['', ...pieces.slice(0, 8), ...samples.map((sample) => sample.slice(0, 12))];
  const repeated = [...pieces, ...samples];
  for (const prefix of prefixes) {
    for (const piece of repeated) {
      if (piece === '') continue;
      const work = (count: number): number =>
        countStringWork(() => {
          try {
            streamCalls(
              translator,
              [prefix, ...Array<string>(count).fill(piece)],
              options.interfaces,
              root,
            );
          } catch {
            // never-throws reports throwing; here only the work counts.
          }
        });
      const small = Math.max(1, work(SMALL_RUN));
      const large = work(LARGE_RUN);
      if (large / small > maxRatio) {
        problems.push({
          check: 'linear-work',
          text: clip(`${prefix}${piece.repeat(4)}...`),
          detail: `streaming ${JSON.stringify(prefix)} then ${LARGE_RUN} chunks of ${JSON.stringify(piece)} cost ${large} string operations, ${(large / small).toFixed(1)} times the ${small} of ${SMALL_RUN} chunks (linear work gives about 8)`,
        });
        // One shape is enough to show it, and a quadratic stream is slow to measure.
        return;
      }
    }
  }
}
