import { MAX_ARGUMENT_DEPTH } from '../find-unsafe-nesting.js';
import type { Translator } from '../translator.js';
import { sampleCallTexts } from './conformance-basics.js';
import { createSeededRandom, type SeededRandom } from './conformance-seed.js';
import type { TranslatorConformanceOptions } from './translator-conformance.js';

/** What a hostile shape does to a sample. */
export type HostileShapeKind =
  | 'proto-key'
  | 'constructor-prototype'
  | 'long-number'
  | 'long-name'
  | 'long-string'
  | 'deep-nesting'
  | 'unclosed-nesting'
  | 'repeated-opener'
  | 'opener-prose';

/**
 * One hostile text made from a family's own sample: `build(size)` grows the hostile part to
 * about `size` characters, so the same shape serves the full-size check and the linear-work
 * check (`size` and `8 * size`).
 */
export interface HostileShape {
  readonly kind: HostileShapeKind;
  /** Where in the sample the hostile part goes. */
  readonly at: number;
  readonly build: (size: number) => string;
  /** The size the full check uses: what the promise names (10,000 digits, 1 MB strings...). */
  readonly fullSize: number;
  /** Whether the text grows with `size` (the pollution shapes have one size). */
  readonly grows: boolean;
}

/** The sizes the promises name. */
export const LONG_NUMBER_DIGITS = 10_000;
export const LONG_NAME_LENGTH = 100_000;
export const LONG_STRING_LENGTH = 1 << 20;
/** Nesting ten times past the depth the pipeline accepts. */
export const DEEP_NESTING = 10 * MAX_ARGUMENT_DEPTH;
/** The size the linear-work check starts from (16 KB), and its multiple (128 KB). */
export const GROWTH_SIZE = 16 * 1024;

const PROTO_ENTRY = '"__proto__": {"polluted": 1}, ';
const CONSTRUCTOR_ENTRY = '"constructor": {"prototype": {"polluted": 1}}, ';

function positionsOf(sample: string, test: (code: number, at: number) => boolean): number[] {
  const positions: number[] = [];
  for (let at = 0; at < sample.length; at += 1) {
    if (test(sample.charCodeAt(at), at)) positions.push(at);
  }
  return positions;
}

const isDigit = (code: number): boolean => code >= 48 && code <= 57;
const isWordCharacter = (code: number): boolean =>
  (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;

/** Up to `count` of the positions, picked by the seeded random. */
function pick(positions: readonly number[], count: number, random: SeededRandom): number[] {
  if (positions.length <= count) return [...positions];
  const picked = new Set<number>();
  while (picked.size < count) picked.add(positions[random() % positions.length] as number);
  return [...picked].sort((a, b) => a - b);
}

/** Where the run of characters that passes `test` and holds `at` ends. */
function runEnd(sample: string, at: number, test: (code: number) => boolean): number {
  let end = at;
  while (end < sample.length && test(sample.charCodeAt(end))) end += 1;
  return end;
}

/** Whether `at` lies inside a double-quoted string of the sample (escapes followed). */
function insideQuotes(sample: string, at: number): boolean {
  let inside = false;
  for (let index = 0; index < at; index += 1) {
    const code = sample.charCodeAt(index);
    if (code === 92 && inside) index += 1;
    else if (code === 34) inside = !inside;
  }
  return inside;
}

/**
 * The shapes that values written by the model can take inside a call of the family, found in
 * the sample itself: own `__proto__` and `constructor.prototype` keys after every `{` picked,
 * numbers, names and strings grown long, nesting far past the depth limit, closed and not.
 */
export function valueShapes(sample: string, random: SeededRandom, perKind: number): HostileShape[] {
  const shapes: HostileShape[] = [];
  const braces = positionsOf(sample, (code) => code === 123);
  const insertAfter = (at: number, insert: string) =>
    `${sample.slice(0, at + 1)}${insert}${sample.slice(at + 1)}`;
  for (const at of pick(braces, perKind, random)) {
    shapes.push({
      kind: 'proto-key',
      at,
      build: () => insertAfter(at, PROTO_ENTRY),
      fullSize: 0,
      grows: false,
    });
    shapes.push({
      kind: 'constructor-prototype',
      at,
      build: () => insertAfter(at, CONSTRUCTOR_ENTRY),
      fullSize: 0,
      grows: false,
    });
    shapes.push({
      kind: 'deep-nesting',
      at,
      build: (size) => {
        const depth = Math.max(1, size >> 1);
        return insertAfter(at, `"deep": ${'['.repeat(depth)}${']'.repeat(depth)}, `);
      },
      fullSize: 2 * DEEP_NESTING,
      grows: true,
    });
    shapes.push({
      kind: 'unclosed-nesting',
      at,
      build: (size) => insertAfter(at, `"deep": ${'[{"a": '.repeat(Math.max(1, size / 7))}`),
      fullSize: 7 * DEEP_NESTING,
      grows: true,
    });
  }
  const digitStarts = positionsOf(
    sample,
    (code, at) => isDigit(code) && (at === 0 || !isDigit(sample.charCodeAt(at - 1))),
  );
  for (const at of pick(digitStarts, perKind, random)) {
    const end = runEnd(sample, at, isDigit);
    shapes.push({
      kind: 'long-number',
      at,
      build: (size) =>
        `${sample.slice(0, at)}1${'0'.repeat(Math.max(0, size - 1))}${sample.slice(end)}`,
      fullSize: LONG_NUMBER_DIGITS,
      grows: true,
    });
  }
  const wordStarts = positionsOf(
    sample,
    (code, at) =>
      isWordCharacter(code) && (at === 0 || !isWordCharacter(sample.charCodeAt(at - 1))),
  );
  const grownWord = (at: number) => {
    const end = runEnd(sample, at, isWordCharacter);
    return (size: number) =>
      `${sample.slice(0, end)}${'x'.repeat(Math.max(0, size - (end - at)))}${sample.slice(end)}`;
  };
  for (const at of pick(wordStarts, perKind, random)) {
    shapes.push({
      kind: 'long-name',
      at,
      build: grownWord(at),
      fullSize: LONG_NAME_LENGTH,
      grows: true,
    });
  }
  const quotedWords = wordStarts.filter((at) => insideQuotes(sample, at));
  for (const at of pick(quotedWords.length > 0 ? quotedWords : wordStarts, perKind, random)) {
    shapes.push({
      kind: 'long-string',
      at,
      build: grownWord(at),
      fullSize: LONG_STRING_LENGTH,
      grows: true,
    });
  }
  return shapes;
}

/**
 * The family's own opener repeated and cut: the sample's first `cut` characters written again
 * and again before the sample, for a few cuts.
 */
export function openerShapes(sample: string, random: SeededRandom, count: number): HostileShape[] {
  const shapes: HostileShape[] = [];
  const longest = Math.min(sample.length, 48);
  if (longest === 0) return shapes;
  const cuts = new Set<number>();
  for (let tries = 0; tries < count * 4 && cuts.size < count; tries += 1) {
    cuts.add(1 + (random() % longest));
  }
  for (const cut of cuts) {
    const opener = sample.slice(0, cut);
    shapes.push({
      kind: 'repeated-opener',
      at: cut,
      build: (size) => `${opener.repeat(Math.max(1, Math.floor(size / cut)))}${sample}`,
      fullSize: 8 * GROWTH_SIZE,
      grows: true,
    });
  }
  return shapes;
}

/**
 * Ordinary prose that mentions the family's opener characters (an e-mail address for `@`, a
 * bracketed note for `[`, a tag-like word for `<`...), with one of the samples every 1,000
 * characters: a stream must resume what it holds back across chunks, not read it again.
 */
export function openerProseShape(
  samples: readonly string[],
  openers: readonly string[],
): HostileShape | undefined {
  if (samples.length === 0 || openers.length === 0) return undefined;
  const sentences = openers.map(
    (opener) =>
      `Write to user${opener}example.com about ${opener}note 3 or ${opener}b${opener} soon, as agreed. `,
  );
  const build = (size: number): string => {
    let text = '';
    let sinceCall = 0;
    let index = 0;
    while (text.length < size) {
      const sentence = sentences[index % sentences.length] as string;
      text += sentence;
      sinceCall += sentence.length;
      if (sinceCall >= 1000) {
        text += samples[index % samples.length] as string;
        text += '\n';
        sinceCall = 0;
      }
      index += 1;
    }
    return text;
  };
  return { kind: 'opener-prose', at: 0, build, fullSize: 8 * GROWTH_SIZE, grows: true };
}

/** What {@link createHostileShapes} makes its shapes from. */
export interface HostileShapeOptions {
  /** The seed that picks the slots and cuts. */
  readonly seed: number;
  /** The characters the family's calls open with, for the prose shape (none: no prose). */
  readonly openers?: readonly string[];
  /** How many samples to shape (default 3) and how many slots of each kind (default 1). */
  readonly samples?: number;
  readonly perKind?: number;
}

/**
 * Every hostile shape the conformance kit tries, made from a family's own samples: the value
 * shapes of {@link valueShapes}, the openers of {@link openerShapes} and the prose of
 * {@link openerProseShape}. Benchmarks grow them to measure each family's worst shape.
 *
 * @example
 * ```ts
 * const shapes = createHostileShapes(['<tool_call>{"name": "f", "arguments": {}}</tool_call>'], { seed: 1 });
 * shapes.map((shape) => shape.build(16 * 1024).length);
 * ```
 */
export function createHostileShapes(
  samples: readonly string[],
  options: HostileShapeOptions,
): HostileShape[] {
  const random = createSeededRandom(options.seed);
  const shaped = samples.filter((sample) => sample.length > 0).slice(0, options.samples ?? 3);
  const shapes = shaped.flatMap((sample) => [
    ...valueShapes(sample, random, options.perKind ?? 1),
    ...openerShapes(sample, random, 2),
  ]);
  const prose = openerProseShape(shaped, options.openers ?? []);
  if (prose !== undefined) shapes.push(prose);
  return shapes;
}

/** The characters that open the samples' calls, as the translator itself finds them. */
export function openerCharacters(
  translator: Translator,
  options: Pick<TranslatorConformanceOptions, 'interfaces' | 'samples' | 'rootToolBox'>,
): string[] {
  const openers = new Set<string>();
  for (const raw of sampleCallTexts(translator, options)) {
    const first = raw.trimStart().charAt(0);
    if (first !== '' && !/[\p{L}\p{N}_\s]/u.test(first)) openers.add(first);
  }
  return [...openers];
}
