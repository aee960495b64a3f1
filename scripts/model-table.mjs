// Writes the root README's "Which translator for my model" table from the model table of
// @ai-toolbox/core (packages/core/src/models/model-families.ts), between its two marker lines.
// `node scripts/model-table.mjs --check` only says whether the README is up to date (exit 1
// when not). Run after `pnpm build`: it reads the built package.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderModelTable } from '@ai-toolbox/core';

const readmePath = join(import.meta.dirname, '..', 'README.md');
const start = '<!-- model-table:start';
const end = '<!-- model-table:end -->';

const readme = readFileSync(readmePath, 'utf8');
const lines = readme.split('\n');
const from = lines.findIndex((line) => line.startsWith(start));
const to = lines.indexOf(end);
if (from < 0 || to < from) {
  console.error(`README.md has no lines '${start} ...' and '${end}' around the model table`);
  process.exit(1);
}
const written = [...lines.slice(0, from + 1), renderModelTable(), ...lines.slice(to)].join('\n');
if (process.argv.includes('--check')) {
  if (written !== readme) {
    console.error('README.md: the model table is out of date; run pnpm model-table');
    process.exit(1);
  }
  console.log('README.md: the model table is up to date');
} else if (written === readme) {
  console.log('README.md: the model table is up to date');
} else {
  writeFileSync(readmePath, written);
  console.log('README.md: the model table was written');
}
