import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The root of the repository. */
export const repoRoot = resolve(import.meta.dirname, '..');

/** The `.reports` folder of every workspace package that has one. */
export function listReportFolders() {
  const folders = [];
  for (const group of ['packages', 'apps']) {
    const groupPath = join(repoRoot, group);
    if (!existsSync(groupPath)) continue;
    for (const entry of readdirSync(groupPath)) {
      const folder = join(groupPath, entry, '.reports');
      if (existsSync(folder)) folders.push(folder);
    }
  }
  return folders;
}
