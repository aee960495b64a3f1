import type { FunctionInterface } from '../function-interface.js';
import type { Translator } from '../translator.js';
import { toTranslatorV2 } from '../translator-v2/to-translator-v2.js';
import type { TranslatorConformanceProblem } from './translator-conformance.js';

/** A problem before the run's seed is added to it. */
export type Found = Omit<TranslatorConformanceProblem, 'seed'>;

export function clip(text: string): string {
  return text.length <= 120 ? text : `${text.slice(0, 117)}...`;
}

export function describeThrown(thrown: unknown): string {
  return thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : String(thrown);
}

export function parse(
  translator: Translator,
  text: string,
  interfaces: readonly FunctionInterface[],
  root: string | null,
): unknown[] {
  return toTranslatorV2(translator).parseFunctionCalls(text, interfaces, root);
}

/** What `settledLength` said after one chunk, and how many calls had been returned by then. */
export interface SettledPoint {
  readonly settled: number;
  readonly pushed: number;
  readonly returned: number;
}

/** The calls a stream of the translator gives for the chunks, `end()` included. */
export function streamCalls(
  translator: Translator,
  chunks: readonly string[],
  interfaces: readonly FunctionInterface[],
  root: string | null,
  points?: SettledPoint[],
): unknown[] {
  const stream = toTranslatorV2(translator).createFunctionCallStream(interfaces, root);
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

/** The raw text of every call the translator finds in the samples (a sample it throws on gives none). */
export function sampleCallTexts(
  translator: Translator,
  options: {
    readonly interfaces: readonly FunctionInterface[];
    readonly samples: readonly string[];
    readonly rootToolBox?: string | null;
  },
): string[] {
  const texts: string[] = [];
  for (const sample of options.samples) {
    let calls: unknown;
    try {
      calls = parse(translator, sample, options.interfaces, options.rootToolBox ?? null);
    } catch {
      continue;
    }
    if (!Array.isArray(calls)) continue;
    for (const call of calls) {
      const raw = (call as { raw?: unknown } | null)?.raw;
      if (typeof raw === 'string') texts.push(raw);
    }
  }
  return texts;
}
