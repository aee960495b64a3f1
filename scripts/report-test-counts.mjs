// Sums the vitest JSON reports of every package and prints one closing line,
// `N passed, N failed`, the line CI reads. Exits non-zero when a test failed or none ran.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { listReportFolders, repoRoot } from './test-report-folders.mjs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const folder of listReportFolders()) {
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(folder, file), 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    // A suite that failed to load counts as a failure even though none of its tests ran.
    failed += report.testResults.filter(
      (suite) => suite.status === 'failed' && suite.assertionResults.length === 0,
    ).length;
    console.log(
      `${relative(repoRoot, folder)}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
    );
  }
}
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
