// Writes the root README's "Which translator for my model" table from the model table of
// @ai-toolbox/core (packages/core/src/models/model-families.ts), between its two marker lines
// (`withModelTable`). Run after `pnpm build`: it reads the built package; a playground test
// fails when the README's table is not the current one.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withModelTable } from '@ai-toolbox/core';

const readmePath = join(import.meta.dirname, '..', 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const written = withModelTable(readme);
if (written === readme) {
  console.log('README.md: the model table is up to date');
} else {
  writeFileSync(readmePath, written);
  console.log('README.md: the model table was written');
}
