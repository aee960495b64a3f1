import { stringifyValue } from './kit/stringify-value.js';
import { sha256Hex } from './sha256.js';

/** A call's identity for policies and approval caches. */
export interface CallFingerprint {
  /** 64 hex digits, equal for equal name and arguments whatever the key order. */
  readonly fingerprint: string;
  /** The arguments as JSON with sorted keys, the text the fingerprint is computed from. */
  readonly canonicalArgs: string;
}

/**
 * Computes the stable fingerprint of a call: the SHA-256 (64 hex digits) of the resolved
 * `toolbox.function` name, a NUL and the canonical JSON of its arguments. It does not depend on
 * key order, the process or the platform, so an application can remember approvals by it; a
 * cryptographic hash, because the model writes the arguments and a weaker one would let it
 * craft other arguments that match an approved call's fingerprint.
 *
 * @example
 * ```ts
 * createCallFingerprint('file.writefile', { path: 'a', content: 'b' }).fingerprint ===
 *   createCallFingerprint('file.writefile', { content: 'b', path: 'a' }).fingerprint; // true
 * ```
 */
export function createCallFingerprint(name: string, args: unknown): CallFingerprint {
  const canonicalArgs = stringifyValue(args, { sortKeys: true });
  return { fingerprint: sha256Hex(`${name}\u0000${canonicalArgs}`), canonicalArgs };
}
