import { isAsciiLetter, isHighSurrogate, isLowSurrogate } from '@ai-toolbox/core/kit';
import type { FilePathRejection } from './file-path-error.js';

/** The prefix of the toolbox's temporary files; model paths may not use it. */
export const TEMPORARY_NAME_PREFIX = '.tbtmp-';

/** Bounds the lexical policy applies to a path. */
export interface FilePathLimits {
  /** The longest path accepted, in UTF-8 bytes. */
  readonly maxPathBytes: number;
  /** The most names (folders and file) a path may have. */
  readonly maxPathDepth: number;
}

/** The outcome of {@link parseFilePath}: the names of the path, or why it was refused. */
export type ParsedFilePath =
  | { readonly ok: true; readonly components: readonly string[] }
  | { readonly ok: false; readonly reason: FilePathRejection };

const MAX_COMPONENT_BYTES = 255;

/**
 * Checks a path the model wrote against the lexical policy and splits it into names, in one
 * pass over its char codes, before any file system call. Nothing is decoded (`%2e%2e` is a
 * name like any other) and nothing is resolved: `.` and empty names are dropped, `..` is
 * refused rather than interpreted. An empty result means the root folder itself.
 *
 * Refused: anything but a string; NUL; C0 and C1 control characters, DEL, line and paragraph
 * separators and bidirectional controls; lone surrogates; backslashes; absolute paths; UNC
 * prefixes; drive letters; a leading `~`; `..`; names with the temporary-file prefix; a name
 * over 255 bytes; a path over the byte or depth limit.
 *
 * @example
 * ```ts
 * parseFilePath('./sub//b.txt', limits); // { ok: true, components: ['sub', 'b.txt'] }
 * parseFilePath('../etc/passwd', limits); // { ok: false, reason: 'parent' }
 * ```
 */
export function parseFilePath(input: unknown, limits: FilePathLimits): ParsedFilePath {
  if (typeof input !== 'string') return refuse('not-a-string');
  const length = input.length;
  // Every UTF-16 unit is at least one UTF-8 byte, so this bounds the work before the scan.
  if (length > limits.maxPathBytes) return refuse('too-long');
  const first = input.charCodeAt(0);
  if (
    length >= 2 &&
    (first === 0x2f || first === 0x5c) /* / or \ */ &&
    input.charCodeAt(1) === first
  ) {
    return refuse('unc');
  }
  if (first === 0x2f /* / */) return refuse('absolute');
  if (first === 0x7e /* ~ */) return refuse('home');
  if (length >= 2 && input.charCodeAt(1) === 0x3a /* : */ && isAsciiLetter(first)) {
    return refuse('drive-letter');
  }

  const components: string[] = [];
  let start = 0;
  let componentBytes = 0;
  let totalBytes = 0;
  for (let index = 0; index <= length; index++) {
    const code = index < length ? input.charCodeAt(index) : 0x2f /* / */;
    if (code === 0x2f /* / */) {
      const problem = closeComponent(input, start, index, componentBytes, components);
      if (problem !== undefined) return refuse(problem);
      if (components.length > limits.maxPathDepth) return refuse('too-deep');
      start = index + 1;
      componentBytes = 0;
      totalBytes += 1;
      continue;
    }
    if (code === 0) return refuse('nul');
    if (code === 0x5c /* \ */) return refuse('backslash');
    if (isControl(code)) return refuse('control-character');
    let bytes: number;
    if (code < 0x80) bytes = 1;
    else if (code < 0x800) bytes = 2;
    else if (isHighSurrogate(code)) {
      const next = index + 1 < length ? input.charCodeAt(index + 1) : 0;
      if (!isLowSurrogate(next)) return refuse('malformed-unicode');
      index++;
      bytes = 4;
    } else if (isLowSurrogate(code)) return refuse('malformed-unicode');
    else bytes = 3;
    componentBytes += bytes;
    totalBytes += bytes;
    if (componentBytes > MAX_COMPONENT_BYTES) return refuse('component-too-long');
    if (totalBytes > limits.maxPathBytes) return refuse('too-long');
  }
  return { ok: true, components };
}

function closeComponent(
  input: string,
  start: number,
  end: number,
  bytes: number,
  components: string[],
): FilePathRejection | undefined {
  const size = end - start;
  if (size === 0) return undefined;
  if (input.charCodeAt(start) === 0x2e /* . */) {
    if (size === 1) return undefined;
    if (size === 2 && input.charCodeAt(start + 1) === 0x2e /* . */) return 'parent';
  }
  if (bytes > MAX_COMPONENT_BYTES) return 'component-too-long';
  const name = input.slice(start, end);
  if (name.startsWith(TEMPORARY_NAME_PREFIX)) return 'reserved';
  components.push(name);
  return undefined;
}

// Characters that end a line or reorder text in listings and messages, besides the controls.
function isControl(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x2028 ||
    code === 0x2029 ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069) ||
    code === 0xfeff
  );
}

function refuse(reason: FilePathRejection): ParsedFilePath {
  return { ok: false, reason };
}
