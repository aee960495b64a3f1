import { stringifyValue } from './stringify-value.js';

/** A call's identity for policies and approval caches. */
export interface CallFingerprint {
  /** 16 hex digits, equal for equal name and arguments whatever the key order. */
  readonly fingerprint: string;
  /** The arguments as JSON with sorted keys, the text the fingerprint is computed from. */
  readonly canonicalArgs: string;
}

/**
 * Computes the stable fingerprint of a call: a 64-bit hash (two FNV-1a lanes) of the resolved
 * `toolbox.function` name and the canonical JSON of its arguments. It does not depend on key
 * order, the process or the platform, so an application can remember approvals by it.
 *
 * @example
 * ```ts
 * createCallFingerprint('file.writefile', { path: 'a', content: 'b' }).fingerprint ===
 *   createCallFingerprint('file.writefile', { content: 'b', path: 'a' }).fingerprint; // true
 * ```
 */
export function createCallFingerprint(name: string, args: unknown): CallFingerprint {
  const canonicalArgs = stringifyValue(args, { sortKeys: true });
  const text = `${name}\u0000${canonicalArgs}`;
  let low = 0x811c9dc5;
  let high = 0x01000193 ^ 0x5bd1e995;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    low = Math.imul(low ^ code, 0x01000193);
    high = Math.imul(high ^ code, 0x5bd1e995) ^ (high >>> 15);
  }
  const hex = (value: number) => (value >>> 0).toString(16).padStart(8, '0');
  return { fingerprint: `${hex(high)}${hex(low)}`, canonicalArgs };
}
