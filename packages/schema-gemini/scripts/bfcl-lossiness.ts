/**
 * Prints the lossiness report over BFCL's docs that the README shows, or with `--write`
 * rewrites the README's two report sections with it.
 *
 *   pnpm exec tsx scripts/bfcl-lossiness.ts [--write]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { reportSections } from '../src/__fixtures__/bfcl-lossiness.js';

const { manager, raw } = reportSections();
if (!process.argv.includes('--write')) {
  console.log(`${manager}\n\n${raw}`);
} else {
  const target = new URL('../README.md', import.meta.url);
  let readme = readFileSync(target, 'utf8');
  for (const [name, table] of [
    ['lossiness-manager', manager],
    ['lossiness-raw', raw],
  ] as const) {
    const start = `<!-- ${name}:start -->`;
    const end = `<!-- ${name}:end -->`;
    const [before, rest] = readme.split(start);
    const after = rest?.split(end)[1];
    if (before === undefined || after === undefined)
      throw new Error(`README has no ${name} section`);
    readme = `${before}${start}\n\n${table}\n\n${end}${after}`;
  }
  writeFileSync(target, readme);
  console.log('README updated');
}
