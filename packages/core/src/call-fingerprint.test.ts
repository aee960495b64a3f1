import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCallFingerprint } from './call-fingerprint.js';

describe('createCallFingerprint', () => {
  it('is the same for the same call whatever the key order', () => {
    const first = createCallFingerprint('file.writefile', { path: 'a', body: { x: 1, y: [2] } });
    const second = createCallFingerprint('file.writefile', { body: { y: [2], x: 1 }, path: 'a' });
    expect(second).toEqual(first);
    expect(first.canonicalArgs).toBe('{"body":{"x":1,"y":[2]},"path":"a"}');
  });

  it('is the SHA-256 of the name, a NUL and the canonical arguments', () => {
    const { fingerprint, canonicalArgs } = createCallFingerprint('file.writefile', {
      path: 'notes.txt',
      content: 'hello',
    });
    expect(fingerprint).toBe(
      createHash('sha256').update(`file.writefile\u0000${canonicalArgs}`).digest('hex'),
    );
  });

  it('is stable across runs and platforms', () => {
    expect(createCallFingerprint('mock.add', { a: 1, b: 2 }).fingerprint).toBe(
      createCallFingerprint('mock.add', { b: 2, a: 1 }).fingerprint,
    );
    expect(createCallFingerprint('mock.add', { a: 1, b: 2 }).fingerprint).toMatchInlineSnapshot(
      `"d870b85f06cb38ad1a14a122da3482983178e028c47dc3c284a2f599f9302a76"`,
    );
  });

  it('differs when the name or any argument differs', () => {
    const base = createCallFingerprint('mock.add', { a: 1, b: 2 }).fingerprint;
    expect(createCallFingerprint('mock.sub', { a: 1, b: 2 }).fingerprint).not.toBe(base);
    expect(createCallFingerprint('mock.add', { a: 1, b: 3 }).fingerprint).not.toBe(base);
    expect(createCallFingerprint('mock.add', { a: '1', b: 2 }).fingerprint).not.toBe(base);
    expect(createCallFingerprint('mock.ad', { d: 1, b: 2 }).fingerprint).not.toBe(base);
  });
});
