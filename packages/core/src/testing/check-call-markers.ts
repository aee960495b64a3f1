import type { FunctionInterface } from '../function-interface.js';
import type { Translator } from '../translator.js';
import { clip, type Found, parse, sampleCallTexts } from './conformance-basics.js';

/** The markers that open and close a family's calls (`<tool_call>`, `</tool_call>`). */
export interface CallMarkers {
  readonly openers: readonly string[];
  readonly closers: readonly string[];
}

/** The longest tag taken for a marker: longer runs are text, not a family's token. */
const maxTagLength = 64;

function isNameCode(code: number): boolean {
  return (
    (code >= 48 && code <= 57) ||
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    code === 95 ||
    code === 45
  );
}

function hasBlank(text: string): boolean {
  return /\s/u.test(text);
}

/** The tag a call's text opens with: `<tool_call>`, `<|python_tag|>`, `[TOOL_CALLS]`. */
function leadingTag(raw: string): string | undefined {
  const text = raw.trimStart();
  const first = text.charAt(0);
  if (first === '<') {
    const end = text.indexOf('>', 1);
    if (end <= 1 || end >= maxTagLength) return undefined;
    const tag = text.slice(0, end + 1);
    return hasBlank(tag) ? undefined : tag;
  }
  if (first === '[') {
    // A token in capitals (`[TOOL_CALLS]`); `[fn(...)]` and `[[fn]]` are calls, not tokens.
    const end = text.indexOf(']', 1);
    if (end <= 1 || end >= maxTagLength) return undefined;
    const tag = text.slice(0, end + 1);
    return /^\[[A-Z_]+\]$/u.test(tag) ? tag : undefined;
  }
  return undefined;
}

/**
 * The tag a call's text closes with, where it is one: a closing tag (`</tool_call>`) or a
 * special token (`<|call|>`, `<｜tool▁calls▁end｜>`).
 */
function trailingTag(raw: string): string | undefined {
  const text = raw.trimEnd();
  if (!text.endsWith('>')) return undefined;
  const start = text.lastIndexOf('<');
  if (start < 0 || text.length - start > maxTagLength) return undefined;
  const tag = text.slice(start);
  if (hasBlank(tag) || tag.length < 3) return undefined;
  const second = tag.charAt(1);
  return second === '/' || !isNameCode(second.charCodeAt(0)) ? tag : undefined;
}

/** `<tool_call>` and `<function=f>` are closed by `</tool_call>` and `</function>`. */
function closingTagOf(opener: string): string | undefined {
  if (!opener.startsWith('<')) return undefined;
  let end = 1;
  while (end < opener.length && isNameCode(opener.charCodeAt(end))) end += 1;
  return end > 1 ? `</${opener.slice(1, end)}>` : undefined;
}

/**
 * The markers of a family, as its own calls show them: the tag each call's text opens with
 * (and, for an XML-like tag, its closing tag) and the tag it closes with, plus those given.
 * Calls that open with a word or punctuation (`@f(`, `[[f]]`, `{"name"`) give none: such
 * characters are ordinary text too.
 */
export function callMarkers(
  translator: Translator,
  options: {
    readonly interfaces: readonly FunctionInterface[];
    readonly samples: readonly string[];
    readonly rootToolBox?: string | null;
    readonly markers?: CallMarkers;
  },
): CallMarkers {
  const openers = new Set(options.markers?.openers ?? []);
  const closers = new Set(options.markers?.closers ?? []);
  for (const raw of sampleCallTexts(translator, options)) {
    const opener = leadingTag(raw);
    if (opener !== undefined) {
      openers.add(opener);
      const closer = closingTagOf(opener);
      if (closer !== undefined) closers.add(closer);
    }
    const closer = trailingTag(raw);
    if (closer !== undefined && closer !== opener) closers.add(closer);
  }
  const given = (marker: string): boolean => marker !== '';
  return { openers: [...openers].filter(given), closers: [...closers].filter(given) };
}

/** The stretches of `text` outside every call's span, as `[start, end)` pairs in order. */
function outsideSpans(text: string, calls: readonly unknown[]): Array<[number, number]> | null {
  const spans: Array<[number, number]> = [];
  for (const call of calls) {
    const span = (call as { span?: { start?: unknown; end?: unknown } } | null)?.span;
    if (typeof span?.start !== 'number' || typeof span.end !== 'number') return null;
    spans.push([span.start, span.end]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  const outside: Array<[number, number]> = [];
  let at = 0;
  for (const [start, end] of spans) {
    if (start > at) outside.push([at, start]);
    at = Math.max(at, end);
  }
  if (at < text.length) outside.push([at, text.length]);
  return outside;
}

/**
 * **markers-in-spans**: in every sample, no opener or closer of the family stands outside the
 * spans of the calls found, so a reader that shows the text around calls (a chat window, the
 * AI SDK middleware) never shows a `</tool_call>` left behind by a span that ended early, nor a
 * `<tool_call>` whose call was never reported. Translators that give a call no span are not
 * checked here: where their calls sit is unknown.
 */
export function checkCallMarkers(
  translator: Translator,
  options: {
    readonly interfaces: readonly FunctionInterface[];
    readonly samples: readonly string[];
    readonly rootToolBox?: string | null;
    readonly markers?: CallMarkers;
    readonly markersOutsideCalls?: readonly string[];
  },
  problems: Found[],
): void {
  const { openers, closers } = callMarkers(translator, options);
  const exempt = new Set(options.markersOutsideCalls ?? []);
  const markers = [
    ...openers.map((marker) => ({ marker, kind: 'opener' })),
    ...closers.map((marker) => ({ marker, kind: 'closer' })),
  ];
  if (markers.length === 0) return;
  for (const sample of options.samples) {
    if (exempt.has(sample)) continue;
    let calls: unknown[];
    try {
      calls = parse(translator, sample, options.interfaces, options.rootToolBox ?? null);
    } catch {
      continue; // never-throws reports it.
    }
    if (!Array.isArray(calls)) continue;
    const outside = outsideSpans(sample, calls);
    if (outside === null) continue;
    found: for (const [start, end] of outside) {
      const stretch = sample.slice(start, end);
      for (const { marker, kind } of markers) {
        const at = stretch.indexOf(marker);
        if (at < 0) continue;
        problems.push({
          check: 'markers-in-spans',
          text: clip(sample),
          detail: `the ${kind} ${JSON.stringify(marker)} at ${start + at} is outside every call's span (the text there: ${JSON.stringify(clip(stretch))})`,
        });
        break found;
      }
    }
  }
}
