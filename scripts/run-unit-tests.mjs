// Runs every published package's unit tests (its vitest suite under packages/*) on a Node
// binary other than the machine's. The playground's end-to-end and browser tests stay on
// the machine's Node: they test the wiring and the page, not the runtime, and would double
// the time of a run for each version.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join, relative } from 'node:path';
import { otherNodeReportFolder, repoRoot } from './test-report-folders.mjs';

/** Every published package that has a `test` script, in name order. */
export function listUnitTestPackages() {
  const packagesRoot = join(repoRoot, 'packages');
  return readdirSync(packagesRoot)
    .sort()
    .map((entry) => join(packagesRoot, entry))
    .filter((directory) => {
      const manifestFile = join(directory, 'package.json');
      if (!existsSync(manifestFile)) return false;
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
      return manifest.private !== true && manifest.scripts?.test !== undefined;
    });
}

/**
 * Runs the unit tests of every package from `listUnitTestPackages` with `binary`, one
 * package after the other, each writing its report to `otherNodeReportFolder`. Returns
 * whether every run passed and how many wrote no report.
 */
export function runUnitTests(binary, major, vitestArguments = []) {
  let passed = true;
  let unreported = 0;
  for (const directory of listUnitTestPackages()) {
    const reportFile = join(otherNodeReportFolder(directory, major), 'vitest.json');
    console.log(`\n${relative(repoRoot, directory)}: unit tests on Node ${major}`);
    const { status, error } = spawnSync(
      binary,
      [
        join(directory, 'node_modules', 'vitest', 'vitest.mjs'),
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${reportFile}`,
        ...vitestArguments,
      ],
      {
        cwd: directory,
        stdio: 'inherit',
        // A test that starts `node` by name gets the same version as the one it runs on.
        env: { ...process.env, PATH: `${dirname(binary)}${delimiter}${process.env.PATH ?? ''}` },
      },
    );
    if (status !== 0) passed = false;
    if (!existsSync(reportFile)) {
      unreported += 1;
      console.error(
        `${relative(repoRoot, directory)} wrote no report on Node ${major}${error ? `: ${error.message}` : ''}`,
      );
    }
  }
  return { passed, unreported };
}
