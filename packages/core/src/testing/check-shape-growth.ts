import type { Translator } from '../translator.js';
import { clip, type Found, parse, streamCalls } from './conformance-basics.js';
import { countStringWork } from './count-string-work.js';
import { GROWTH_SIZE, type HostileShape } from './hostile-shapes.js';
import type { TranslatorConformanceOptions } from './translator-conformance.js';

/** Chunks of `size` characters. */
function chunksOf(text: string, size: number): string[] {
  const chunks: string[] = [];
  for (let at = 0; at < text.length; at += size) chunks.push(text.slice(at, at + size));
  return chunks;
}

/**
 * **linear-work** for a hostile shape grown from 16 KB to 128 KB: parsing the whole text, and
 * streaming it in 16-character chunks, must each cost at most `maxWorkRatio` times the work of
 * the smaller text. Prose full of the family's openers must, besides, cost no more than
 * `maxChunkedWorkRatio` times as much in 16-character chunks as in one chunk. `streams` says
 * whether the translator has a stream that is worth measuring (one found quadratic is not).
 */
export function checkShapeGrowth(
  translator: Translator,
  shape: HostileShape,
  options: TranslatorConformanceOptions,
  problems: Found[],
  streams: boolean,
): void {
  const root = options.rootToolBox ?? null;
  const maxRatio = options.maxWorkRatio ?? 12;
  const small = shape.build(GROWTH_SIZE);
  const large = shape.build(8 * GROWTH_SIZE);
  const counted = (run: () => unknown): number =>
    countStringWork(() => {
      try {
        run();
      } catch {
        // never-throws reports throwing; here only the work counts.
      }
    });
  const ways: { label: string; work: (text: string) => number }[] = [
    {
      label: 'parsing',
      work: (text) => counted(() => parse(translator, text, options.interfaces, root)),
    },
  ];
  if (streams) {
    ways.push({
      label: 'streaming in 16-character chunks',
      work: (text) =>
        counted(() => streamCalls(translator, chunksOf(text, 16), options.interfaces, root)),
    });
  }
  for (const way of ways) {
    const smallWork = Math.max(1, way.work(small));
    const largeWork = way.work(large);
    if (largeWork / smallWork > maxRatio) {
      problems.push({
        check: 'linear-work',
        text: clip(small),
        detail: `${way.label} ${large.length} characters cost ${largeWork} string operations, ${(largeWork / smallWork).toFixed(1)} times the ${smallWork} of ${small.length} characters (linear work gives about 8)`,
      });
      return;
    }
  }
  if (shape.kind !== 'opener-prose' || !streams) {
    return;
  }
  const maxChunked = options.maxChunkedWorkRatio ?? 3;
  const whole = Math.max(
    1,
    counted(() => streamCalls(translator, [large], options.interfaces, root)),
  );
  const chunked = counted(() =>
    streamCalls(translator, chunksOf(large, 16), options.interfaces, root),
  );
  if (chunked / whole > maxChunked) {
    problems.push({
      check: 'linear-work',
      text: clip(large),
      detail: `streaming ${large.length} characters of prose in 16-character chunks cost ${chunked} string operations, ${(chunked / whole).toFixed(1)} times the ${whole} of one chunk (at most ${maxChunked})`,
    });
  }
}
