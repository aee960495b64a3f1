import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { truncateText } from './truncate-text.js';

/**
 * Heap megabytes still used, after a collection, by ten 50 MB results cut to 5,000 characters
 * with the built package's truncateText and kept: the cut results, or the whole texts behind them.
 */
function heapKeptByCutResults(): number {
  const entry = new URL('../dist/index.js', import.meta.url).href;
  const script = `
    const { truncateText } = await import(${JSON.stringify(entry)});
    const kept = [];
    for (let index = 0; index < 10; index += 1) {
      const whole = String(index) + 'x'.repeat(50_000_000);
      kept.push(truncateText(whole, 5000));
    }
    globalThis.gc();
    console.log(process.memoryUsage().heapUsed / 1e6, kept.length);`;
  const run = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script], {
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  return Number(run.stdout.split(' ')[0]);
}

describe('truncateText', () => {
  it('keeps the head and says how much was cut', () => {
    expect(truncateText('abcdefghij', 4)).toBe('abcd\n[... truncated: 6 of 10 characters cut]');
  });

  it('returns text that fits unchanged', () => {
    expect(truncateText('abcd', 4)).toBe('abcd');
    expect(truncateText('', 0)).toBe('');
  });

  it('never splits a surrogate pair', () => {
    expect(truncateText('ab😀cd', 3)).toBe('ab\n[... truncated: 4 of 6 characters cut]');
  });

  it('names the value when the text is only the head of a longer result', () => {
    expect(truncateText('[0,0,0,0,0,0', 4, 'a Uint8Array of 10000000 elements')).toBe(
      '[0,0\n[... truncated: more than 8 characters cut; the result is a Uint8Array of 10000000 elements]',
    );
    expect(truncateText('{', 10, 'an object with 5 keys')).toBe(
      '{\n[... truncated: the rest cut; the result is an object with 5 keys]',
    );
  });

  it('keeps none of the cut text alive: the head is a string of its own', () => {
    expect(truncateText('ab\uD800cdefgh', 4)).toBe(
      'ab\uD800c\n[... truncated: 5 of 9 characters cut]',
    );
    // Ten 50 MB texts would hold 500 MB; ten heads of 5,000 characters hold next to nothing.
    expect(heapKeptByCutResults()).toBeLessThan(100);
  });
});
