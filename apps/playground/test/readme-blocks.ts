import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './workspace-packages.js';

/** How a block's info string says it is only part of a program: ```ts fragment */
export const fragmentFlag = 'fragment';

/** The mark of an output comment: `console.log(x); // → what it prints` */
export const outputMark = '// → ';

/** One TypeScript code block of a README. */
export interface ReadmeBlock {
  /** The README's path from the repository root, e.g. `packages/core/README.md`. */
  readonly readme: string;
  /** The 1-based line of the opening fence. */
  readonly line: number;
  /** Whether the info string marks the block as a fragment, which is neither compiled nor run. */
  readonly fragment: boolean;
  /** Words of the info string after the language that the harness does not know. */
  readonly unknownFlags: readonly string[];
  /** The code, its fence's indentation removed. */
  readonly code: string;
  /** What the block prints, one line per output comment, in the order they stand. */
  readonly expectedOutput: readonly string[];
}

const typescriptLanguages = new Set(['ts', 'typescript']);

/** The READMEs whose blocks are held to run: the root one and every package's. */
export function listReadmes(root: string = repoRoot): string[] {
  const packages = readdirSync(join(root, 'packages')).sort();
  return [
    'README.md',
    ...packages
      .map((name) => join('packages', name, 'README.md'))
      .filter((path) => {
        try {
          readFileSync(join(root, path));
          return true;
        } catch {
          return false;
        }
      }),
  ];
}

/** Every ```ts block of the markdown `text`, fenced with three backticks or more. */
export function readBlocks(readme: string, text: string): ReadmeBlock[] {
  const blocks: ReadmeBlock[] = [];
  const lines = text.split('\n');
  let index = 0;
  while (index < lines.length) {
    const opening = /^( *)(`{3,})(.*)$/.exec(lines[index] ?? '');
    index += 1;
    if (opening === null) continue;
    const indent = opening[1] ?? '';
    const fence = opening[2] ?? '';
    const words = (opening[3] ?? '').trim().split(/\s+/).filter(Boolean);
    const body: string[] = [];
    const openingLine = index;
    while (index < lines.length) {
      const line = lines[index] ?? '';
      index += 1;
      const closing = /^( *)(`{3,})\s*$/.exec(line);
      if (closing !== null && (closing[2] ?? '').length >= fence.length) break;
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line.trimStart());
    }
    if (!typescriptLanguages.has(words[0] ?? '')) continue;
    const flags = words.slice(1);
    const code = `${body.join('\n')}\n`;
    blocks.push({
      readme,
      line: openingLine,
      fragment: flags.includes(fragmentFlag),
      unknownFlags: flags.filter((flag) => flag !== fragmentFlag),
      code,
      expectedOutput: readExpectedOutput(code),
    });
  }
  return blocks;
}

/** The text after each output mark, in order: one printed line each. */
export function readExpectedOutput(code: string): string[] {
  const expected: string[] = [];
  for (const line of code.split('\n')) {
    // An empty printed line is a bare `// →`: editors strip the space after it.
    const at = `${line.trimEnd()} `.indexOf(outputMark);
    if (at !== -1) expected.push(line.slice(at + outputMark.length).trimEnd());
  }
  return expected;
}

/** Every TypeScript block of every README that `listReadmes` names. */
export function listReadmeBlocks(root: string = repoRoot): ReadmeBlock[] {
  return listReadmes(root).flatMap((readme) =>
    readBlocks(readme, readFileSync(join(root, readme), 'utf8')),
  );
}

/** A file name for `block`, unique and readable: `packages-core-README-md-7.ts`. */
export function blockFileName(block: ReadmeBlock): string {
  return `${block.readme.replace(/[^A-Za-z0-9]+/g, '-')}-${block.line}.ts`;
}

/** The first ```sh block's first line of the markdown `text`, or `undefined`. */
export function readInstallLine(text: string): string | undefined {
  return /^```sh\n(.*)\n/m.exec(text)?.[1];
}

/** The packages `code` imports by name, `node:` modules aside: `@scope/name` or `name`. */
export function listImportedPackages(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:from|import)\s+'([^']+)'/g)) {
    const specifier = match[1] ?? '';
    if (specifier.startsWith('node:') || specifier.startsWith('.')) continue;
    const parts = specifier.split('/');
    found.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? ''));
  }
  return [...found];
}
