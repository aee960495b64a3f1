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

/**
 * Where a package's tests write their report when they run on a Node other than the
 * machine's: a folder per major inside `.reports`, so no run overwrites another's counts.
 */
export function otherNodeReportFolder(packageDirectory, major) {
  return join(packageDirectory, '.reports', `node-${major}`);
}

/**
 * Every vitest JSON report with the Node major it ran on. A report directly in `.reports`
 * comes from the package's own `test` script, run on the machine's Node, the one that runs
 * this script too.
 */
export function listReports() {
  const machineMajor = Number(process.versions.node.split('.')[0]);
  const reports = [];
  for (const folder of listReportFolders()) {
    const entries = readdirSync(folder, { withFileTypes: true });
    for (const entry of entries.filter((each) => each.isFile() && each.name.endsWith('.json'))) {
      reports.push({ folder, file: join(folder, entry.name), major: machineMajor });
    }
    for (const entry of entries.filter((each) => each.isDirectory())) {
      const major = /^node-(\d+)$/.exec(entry.name)?.[1];
      if (major === undefined) continue;
      const subfolder = join(folder, entry.name);
      for (const name of readdirSync(subfolder).filter((file) => file.endsWith('.json'))) {
        reports.push({ folder: subfolder, file: join(subfolder, name), major: Number(major) });
      }
    }
  }
  return reports;
}
