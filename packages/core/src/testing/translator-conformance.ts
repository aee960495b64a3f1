import type { FunctionInterface } from '../function-interface.js';
import type { Translator } from '../translator.js';
import { type CallMarkers, checkCallMarkers } from './check-call-markers.js';
import { checkPipeline } from './check-pipeline.js';
import { checkShapeGrowth } from './check-shape-growth.js';
import {
  clip,
  describeThrown,
  type Found,
  parse,
  type SettledPoint,
  streamCalls,
} from './conformance-basics.js';
import {
  CONFORMANCE_SEED_VARIABLE,
  conformanceSeed,
  createSeededRandom,
  type SeededRandom,
} from './conformance-seed.js';
import { countStringWork } from './count-string-work.js';
import { createHostileShapes, openerCharacters } from './hostile-shapes.js';
import { watchPrototypes } from './watch-prototypes.js';

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
  /**
   * The largest work of prose streamed in 16-character chunks over the work of the same prose
   * pushed as one chunk (default 3): a stream resumes what it holds back, it does not read it
   * again.
   */
  readonly maxChunkedWorkRatio?: number;
  /**
   * The seed of the random texts, cuts and hostile shapes. By default each run takes a new one
   * (or the one in the environment variable `AI_TOOLBOX_CONFORMANCE_SEED`) and prints it, so
   * that runs try ever other texts and a failure can be reproduced.
   */
  readonly seed?: number;
  /**
   * The markers that open and close the family's calls (`<tool_call>`, `</tool_call>`), on top
   * of those the kit reads off the samples' calls: the tag each call's text opens and closes
   * with, and the closing tag of an XML-like opener.
   */
  readonly markers?: CallMarkers;
  /**
   * Samples in which the family's markers stand, by design, around text that is no call (a
   * tool schema echoed back, Granite's `no_function`, a format of another family): the
   * markers-in-spans check leaves them alone.
   */
  readonly markersOutsideCalls?: readonly string[];
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
    | 'linear-work'
    | 'plain-data'
    | 'markers-in-spans';
  /** The text (clipped) that showed it. */
  readonly text: string;
  /** What went wrong. */
  readonly detail: string;
  /** The seed of the run that found it: pass it as `seed` to try the same texts again. */
  readonly seed: number;
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
 * - **markers-in-spans**: in every sample, no opener or closer of the family (`markers`, and
 *   the tags the samples' calls open and close with) stands outside the spans of the calls
 *   found, so the text shown around calls never holds a piece of one;
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
  const seed = conformanceSeed(options.seed);
  console.info(
    `checkTranslatorConformance(${translator.name ?? 'a translator'}): seed ${seed} (${CONFORMANCE_SEED_VARIABLE}=${seed} tries the same texts again)`,
  );
  const random = createSeededRandom(seed);
  const prototypes = watchPrototypes();
  const problems: Found[] = [];
  const root = options.rootToolBox ?? null;
  const streams = typeof translator.createFunctionCallStream === 'function';
  const texts = [...options.samples, ...hostileTexts(options), ...randomTexts(options, random)];
  for (const text of texts) {
    const parsed = tryParse(translator, text, options.interfaces, root, problems);
    if (parsed === undefined) continue;
    checkSpans(text, parsed, problems);
    checkFormat(translator, text, parsed, problems);
    if (streams) checkChunkings(translator, text, parsed, options.interfaces, root, problems, seed);
    prototypes.check(text, problems);
  }
  checkCallMarkers(translator, options, problems);
  for (const text of options.samples) {
    await checkPipeline(translator, text, options, problems);
    prototypes.check(text, problems);
  }
  // A stream found quadratic is not streamed again through the long hostile texts below.
  const streamsLinearly = streams && checkLinearWork(translator, options, problems);
  const shapes = createHostileShapes(options.samples, {
    seed: random(),
    openers: openerCharacters(translator, options),
  });
  for (const shape of shapes) {
    const text = shape.build(shape.fullSize);
    const label = `${shape.kind} at ${shape.at}`;
    const before = problems.length;
    const parsed = tryParse(translator, text, options.interfaces, root, problems);
    if (parsed !== undefined) {
      checkSpans(text, parsed, problems);
      checkFormat(translator, text, parsed, problems);
      if (streamsLinearly) {
        checkChunkings(translator, text, parsed, options.interfaces, root, problems, seed);
      }
      await checkPipeline(translator, text, options, problems);
    }
    prototypes.check(text, problems);
    if (shape.grows) checkShapeGrowth(translator, shape, options, problems, streamsLinearly);
    for (let index = before; index < problems.length; index += 1) {
      const problem = problems[index] as Found;
      problems[index] = { ...problem, detail: `${label}: ${problem.detail}` };
    }
  }
  return problems.map((problem) => ({ ...problem, seed }));
}

function tryParse(
  translator: Translator,
  text: string,
  interfaces: readonly FunctionInterface[],
  root: string | null,
  problems: Found[],
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

function checkSpans(text: string, parsed: readonly unknown[], problems: Found[]): void {
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
  problems: Found[],
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

/** Fixed chunk sizes, then random cuts; long texts get the cheaper ways only, to stay quick. */
function chunkings(text: string, seed: number): string[][] {
  const bySize = (size: number) => {
    const chunks: string[] = [];
    for (let at = 0; at < text.length; at += size) chunks.push(text.slice(at, at + size));
    return chunks;
  };
  // The longest (a megabyte string) get one chunking of large pieces, since chunks of 16 are
  // measured on the 128 KB texts of the linear-work check.
  if (text.length > 262_144) return [4093].map(bySize);
  if (text.length > 65_536) return [16, 4093].map(bySize);
  const fixed = (text.length > 4096 ? [7, 16] : [1, 2, 3, 7, 16]).map(bySize);
  const random = [1, 2, 3].map((index) => {
    let from = 0;
    return randomCuts(text, seed + index).map((cut) => {
      const chunk = text.slice(from, cut);
      from = cut;
      return chunk;
    });
  });
  return [...fixed, ...random];
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
  problems: Found[],
  seed: number,
): void {
  const ways = chunkings(text, seed);
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

function randomTexts(options: TranslatorConformanceOptions, next: SeededRandom): string[] {
  const alphabet = [...new Set([...options.samples.join(''), '\n', ' ', '\\', '"'])];
  const count = options.randomTexts ?? 200;
  const texts: string[] = [];
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

/** The two runs compared: 8 times as many chunks should cost about 8 times the work. */
const SMALL_RUN = 200;
const LARGE_RUN = 1600;

function checkLinearWork(
  translator: Translator,
  options: TranslatorConformanceOptions,
  problems: Found[],
): boolean {
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
        return false;
      }
    }
  }
  return true;
}
