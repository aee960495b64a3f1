import { readFileSync, statSync, writeFileSync } from 'node:fs';

import { afterEach, describe, expect, it } from 'vitest';
import { ATTACK_CASES, type AttackCase, INSIDE, LIMIT } from './__fixtures__/attack-cases.js';
import { createSandboxFixture, type SandboxFixture } from './__fixtures__/sandbox-fixture.js';
import { createFileToolbox } from './create-file-toolbox.js';
import { FilePathError } from './file-path-error.js';
import { FileToolboxError } from './file-toolbox-error.js';

// A FIFO that blocked would never return; the bound is loose so a busy machine cannot fail it.
const HANG_LIMIT_MS = 10_000;
const README = new URL('../README.md', import.meta.url);
const TABLE_START = '<!-- attack-table:start -->';
const TABLE_END = '<!-- attack-table:end -->';

interface Outcome {
  readonly text: string;
  readonly result: string | undefined;
  readonly error: unknown;
  readonly milliseconds: number;
}

async function attack(
  fixture: SandboxFixture,
  pinning: 'descriptor' | 'path',
  attackCase: AttackCase,
): Promise<Outcome> {
  const toolbox = createFileToolbox({ root: fixture.root, pinning, maxWriteBytes: LIMIT });
  const [name, args] = attackCase.call(fixture);
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hung'>((resolve) => {
    timer = setTimeout(() => resolve('hung'), HANG_LIMIT_MS);
  });
  try {
    const result = await Promise.race([
      Promise.resolve(
        toolbox
          .getFunction(name)
          ?.f(args, 5000, { signal: new AbortController().signal, truncateLength: 5000 }),
      ),
      hang,
    ]);
    const milliseconds = performance.now() - started;
    if (result === 'hung')
      return { text: 'hung', result: undefined, error: undefined, milliseconds };
    return { text: INSIDE, result: String(result), error: undefined, milliseconds };
  } catch (error) {
    const milliseconds = performance.now() - started;
    const text = FilePathError.isInstance(error)
      ? `${error.code} (${error.reason})`
      : FileToolboxError.isInstance(error)
        ? error.code
        : `unexpected ${String(error)}`;
    return { text, result: undefined, error, milliseconds };
  } finally {
    clearTimeout(timer);
  }
}

const observed = new Map<string, { descriptor?: string; path?: string }>();

describe.each(['descriptor', 'path'] as const)('the attack suite with %s pinning', (pinning) => {
  let fixture: SandboxFixture | undefined;
  afterEach(() => {
    fixture?.remove();
    fixture = undefined;
  });

  it('has at least 50 cases with distinct names', () => {
    expect(ATTACK_CASES.length).toBeGreaterThanOrEqual(50);
    expect(new Set(ATTACK_CASES.map((attackCase) => attackCase.name)).size).toBe(
      ATTACK_CASES.length,
    );
  });

  it.each(ATTACK_CASES.map((attackCase) => [attackCase.name, attackCase] as const))(
    '%s',
    async (_name, attackCase) => {
      fixture = createSandboxFixture();
      attackCase.setup?.(fixture);
      const before = fixture.snapshotOutside();
      const outcome = await attack(fixture, pinning, attackCase);
      const entry = observed.get(attackCase.name) ?? {};
      entry[pinning] = outcome.text;
      observed.set(attackCase.name, entry);

      expect(outcome.text).toBe(attackCase.expected);
      expect(outcome.milliseconds).toBeLessThan(HANG_LIMIT_MS);
      expect(fixture.snapshotOutside()).toBe(before);
      expect(statSync(fixture.root).isDirectory()).toBe(true);
      const shown = `${outcome.result ?? ''}\n${outcome.error instanceof Error ? outcome.error.message : ''}`;
      for (const secret of fixture.secrets) expect(shown).not.toContain(secret);
      expect(shown).not.toContain('root:x:0:0');
      // No host path reaches the model, except one the model itself wrote.
      const [, args] = attackCase.call(fixture);
      if (!JSON.stringify(args).includes(fixture.base)) expect(shown).not.toContain(fixture.base);
      expect(shown).not.toContain('/proc/self/fd');
      if (FileToolboxError.isInstance(outcome.error)) {
        expect(outcome.error.path ?? '').not.toContain(fixture.base);
        expect(outcome.error.cause).toBeUndefined();
      }
      attackCase.verify?.(fixture);
    },
  );
});

describe('the README attack table', () => {
  it('lists every case with its expected and observed outcome', () => {
    const rows = ATTACK_CASES.map((attackCase) => {
      const seen = observed.get(attackCase.name);
      const cell = (text: string): string => text.replaceAll('|', '\\|');
      return `| ${cell(attackCase.name)} | ${cell(attackCase.expected)} | ${cell(seen?.descriptor ?? 'not run')} | ${cell(seen?.path ?? 'not run')} |`;
    });
    const table = [
      TABLE_START,
      '| case | expected | outcome (descriptor pinning, Linux) | outcome (path pinning) |',
      '| --- | --- | --- | --- |',
      ...rows,
      TABLE_END,
    ].join('\n');
    const readme = readFileSync(README, 'utf8');
    const start = readme.indexOf(TABLE_START);
    const end = readme.indexOf(TABLE_END);
    const current = start >= 0 && end > start ? readme.slice(start, end + TABLE_END.length) : '';
    if (process.env.UPDATE_ATTACK_TABLE === '1' && tableCells(current) !== tableCells(table)) {
      writeFileSync(README, readme.replace(current, table));
      return;
    }
    // Compared cell by cell, since the formatter pads the README's columns.
    expect(tableCells(current)).toBe(tableCells(table));
  });
});

function tableCells(table: string): string {
  return table
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[\s|-]+\|$/.test(line))
    .map((line) =>
      line
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim())
        .join(' | '),
    )
    .join('\n');
}
