// Sums the vitest JSON reports of every package and prints the closing lines of the test
// command: one per report, one that says per Node version what ran, in how many seconds,
// and last `N passed, N failed` over all runs, the line CI reads.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { listReports, repoRoot } from './test-report-folders.mjs';

function countsText({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

/**
 * Prints the counts of every report and returns their sums. `runs` describes each run of
 * the tests (`major`, `version`, `what`, `seconds`, `unreported`); `unreported` is how many
 * packages of that run wrote no report, each counted as one failure because a run that
 * never reported must not pass for one that passed.
 */
export function reportTestCounts(runs) {
  const byMajor = new Map(
    runs.map((run) => [run.major, { ...run, passed: 0, failed: run.unreported, skipped: 0 }]),
  );
  for (const { folder, file, major } of listReports()) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    // A suite that failed to load counts as a failure even though none of its tests ran.
    const unloaded = report.testResults.filter(
      (suite) => suite.status === 'failed' && suite.assertionResults.length === 0,
    ).length;
    if (!byMajor.has(major)) {
      byMajor.set(major, { major, version: String(major), passed: 0, failed: 0, skipped: 0 });
    }
    const counts = byMajor.get(major);
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests + unloaded;
    counts.skipped += report.numPendingTests + report.numTodoTests;
    console.log(
      `${relative(repoRoot, folder)}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
    );
  }
  const all = [...byMajor.values()];
  const perNode = all.map((counts) => {
    const what = counts.what === undefined ? '' : ` (${counts.what})`;
    const seconds = counts.seconds === undefined ? '' : ` in ${counts.seconds.toFixed(0)} s`;
    return `Node ${counts.version}${what}: ${countsText(counts)}${seconds}`;
  });
  const total = {
    passed: all.reduce((sum, counts) => sum + counts.passed, 0),
    failed: all.reduce((sum, counts) => sum + counts.failed, 0),
    skipped: all.reduce((sum, counts) => sum + counts.skipped, 0),
  };
  console.log(perNode.join('; '));
  console.log(countsText(total));
  return total;
}
