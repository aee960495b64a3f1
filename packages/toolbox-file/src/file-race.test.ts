import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandboxFixture, type SandboxFixture } from './__fixtures__/sandbox-fixture.js';
import { describeSwapRace, runSwapRace } from './__fixtures__/swap-race.js';
import { createFileToolbox } from './create-file-toolbox.js';

let fixture: SandboxFixture | undefined;
afterEach(() => fixture?.remove());

describe('a concurrent process swapping folders and files for links to outside', () => {
  it('never lets 2,000 reads, writes, listings, mkdirs, rmdirs and deletes escape the root', async () => {
    fixture = createSandboxFixture();
    const before = fixture.snapshotOutside();
    const outcome = await runSwapRace({
      fixture,
      toolbox: createFileToolbox({ root: fixture.root, pinning: 'descriptor' }),
      mode: 'links',
      operations: 2000,
      concurrency: 8,
    });
    console.log(`race: ${describeSwapRace(outcome)}`);

    expect(outcome.escapes).toEqual([]);
    expect(fixture.snapshotOutside()).toBe(before);
    expect(readFileSync(join(fixture.outside, 'secret.txt'), 'utf8')).toBe(
      `${fixture.secrets[0]}\n`,
    );
    // The race really ran: the other process swapped, some calls met a link, some succeeded.
    expect(outcome.swaps).toBeGreaterThan(100);
    expect(outcome.succeeded).toBeGreaterThan(0);
    expect(outcome.refused.get('file-link-refused') ?? 0).toBeGreaterThan(0);
  }, 120_000);
});
