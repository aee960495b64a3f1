const roundConstants = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const rotate = (value: number, bits: number) => (value >>> bits) | (value << (32 - bits));

/**
 * The SHA-256 digest of a text's UTF-8 bytes, as 64 hex digits. Synchronous and free of
 * platform APIs beyond `TextEncoder`, so it runs alike in Node and in browsers.
 */
export function sha256Hex(text: string): string {
  const bytes = new TextEncoder().encode(text);
  // The message, a 1 bit, zeros, and the bit length in the last 8 bytes of a 64-byte block.
  const blockCount = Math.ceil((bytes.length + 9) / 64);
  const padded = new Uint8Array(blockCount * 64);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  const bitLength = bytes.length * 8;
  view.setUint32(padded.length - 8, Math.floor(bitLength / 0x1_0000_0000));
  view.setUint32(padded.length - 4, bitLength >>> 0);
  const hash = new Uint32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const words = new Uint32Array(64);
  // Typed arrays always hold a number at an index in range; `?? 0` only satisfies the checker.
  const at = (array: Uint32Array, index: number) => array[index] ?? 0;
  for (let block = 0; block < blockCount; block += 1) {
    for (let index = 0; index < 16; index += 1) {
      words[index] = view.getUint32(block * 64 + index * 4);
    }
    for (let index = 16; index < 64; index += 1) {
      const before15 = at(words, index - 15);
      const before2 = at(words, index - 2);
      const sigma0 = rotate(before15, 7) ^ rotate(before15, 18) ^ (before15 >>> 3);
      const sigma1 = rotate(before2, 17) ^ rotate(before2, 19) ^ (before2 >>> 10);
      words[index] = at(words, index - 16) + sigma0 + at(words, index - 7) + sigma1;
    }
    const state = hash.slice();
    for (let index = 0; index < 64; index += 1) {
      const [a, b, c, d, e, f, g, h] = [0, 1, 2, 3, 4, 5, 6, 7].map((slot) => at(state, slot)) as [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
      ];
      const sum1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25);
      const choice = (e & f) ^ (~e & g);
      const first = h + sum1 + choice + at(roundConstants, index) + at(words, index);
      const sum0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22);
      const majority = (a & b) ^ (a & c) ^ (b & c);
      // Uint32Array stores each value modulo 2^32, which is the addition SHA-256 wants.
      state.set([first + sum0 + majority, a, b, c, d + first, e, f, g]);
    }
    for (let index = 0; index < 8; index += 1) hash[index] = at(hash, index) + at(state, index);
  }
  return Array.from(hash, (word) => word.toString(16).padStart(8, '0')).join('');
}
