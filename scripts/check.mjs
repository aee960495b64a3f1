// The test command: lint, typecheck, every package's tests (unit, end-to-end, browser,
// packaging) and the package gates, then one closing line with the summed test counts.
// Every step runs even after a failure, so the counts are complete; the exit code says
// whether anything failed.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { listReportFolders, repoRoot } from './test-report-folders.mjs';

for (const folder of listReportFolders()) rmSync(folder, { recursive: true, force: true });

const steps = [
  ['biome', ['check', '.']],
  ['turbo', ['run', 'typecheck', 'lint:package', '--continue', '--output-logs=errors-only']],
  // Two packages at a time on small machines; a generous per-test limit, because a slow
  // machine must not fail a test that asserts behaviour, not speed.
  [
    'turbo',
    [
      'run',
      'test',
      '--continue',
      '--concurrency=2',
      '--output-logs=new-only',
      '--',
      '--testTimeout=120000',
    ],
  ],
];
let failedSteps = 0;
for (const [command, args] of steps) {
  const { status } = spawnSync('pnpm', ['exec', command, ...args], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (status !== 0) failedSteps += 1;
}
const { status } = spawnSync('node', ['scripts/report-test-counts.mjs'], {
  cwd: repoRoot,
  stdio: 'inherit',
});
process.exit(failedSteps > 0 || status !== 0 ? 1 : 0);
