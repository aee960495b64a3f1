import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The guide walks through the worked example in excerpts; this keeps them the example's code.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const guideFile = join(root, 'contributing/adding-a-translator.md');
const guide = readFileSync(guideFile, 'utf8');

/** The guide's excerpts: TypeScript blocks whose first line names the file they come from. */
function listExcerpts(): { file: string; code: string }[] {
  const excerpts: { file: string; code: string }[] = [];
  for (const match of guide.matchAll(/```ts\n\/\/ (\S+)\n([\s\S]*?)```/g)) {
    excerpts.push({ file: match[1] ?? '', code: match[2] ?? '' });
  }
  return excerpts;
}

/**
 * Whether `code` is a run of whole lines of `source`, every line indented the same amount
 * more: the guide shows an excerpt from inside a function without its indentation (Biome
 * formats the guide's code blocks as code of their own).
 */
function isPassageOf(source: string, code: string): boolean {
  const lines = code.replace(/\n$/, '').split('\n');
  for (let indent = 0; indent <= 16; indent += 1) {
    const indented = lines.map((line) => (line === '' ? '' : ' '.repeat(indent) + line));
    if (`\n${source}`.includes(`\n${indented.join('\n')}\n`)) return true;
  }
  return false;
}

describe('contributing/adding-a-translator.md', () => {
  it('quotes every file of the worked example and its test', () => {
    expect(new Set(listExcerpts().map((excerpt) => excerpt.file))).toEqual(
      new Set([
        'apps/playground/examples/call-lines-translator.ts',
        'apps/playground/examples/call-lines-scanner.ts',
        'apps/playground/examples/read-call-line.ts',
        'apps/playground/test/call-lines-translator.test.ts',
      ]),
    );
  });

  it('quotes each excerpt exactly as it stands in the file it names, indentation aside', () => {
    for (const excerpt of listExcerpts()) {
      const source = readFileSync(join(root, excerpt.file), 'utf8');
      expect(
        isPassageOf(source, excerpt.code),
        `the excerpt of ${excerpt.file}:\n${excerpt.code}`,
      ).toBe(true);
    }
  });

  it('links only to files and folders that exist', () => {
    const links = [...guide.matchAll(/\]\((\.\.?\/[^)#]+)\)/g)].map((match) => match[1] ?? '');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(existsSync(resolve(dirname(guideFile), link)), link).toBe(true);
    }
  });
});
