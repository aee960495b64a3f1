// The test command: lint, typecheck, every package's tests (unit, end-to-end, browser,
// packaging) and the package gates on the machine's Node; then every published package's
// unit tests again on each pinned Node of another major (22, 24); then closing lines with
// the counts and seconds per Node and the summed `N passed, N failed`.
// Every step runs even after a failure, so the counts are complete; the exit code says
// whether anything failed.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { relative } from 'node:path';
import { nodeBinary, pinnedNodeVersions } from './node-binary.mjs';
import { reportTestCounts } from './report-test-counts.mjs';
import { listUnitTestPackages, runUnitTests } from './run-unit-tests.mjs';
import { listReportFolders, repoRoot } from './test-report-folders.mjs';

// A generous per-test limit, because a slow machine must not fail a test that asserts
// behaviour, not speed.
const testTimeout = '--testTimeout=120000';
const machineMajor = Number(process.versions.node.split('.')[0]);
// The conformance kit picks its hostile texts from a seed, new each run unless one is given. The
// test command fixes it, so that it passes or fails the same way on every machine and a run can
// be repeated; `AI_TOOLBOX_CONFORMANCE_SEED=<n> pnpm check` tries the texts of another seed.
process.env.AI_TOOLBOX_CONFORMANCE_SEED ??= '20261201';
console.log(`Conformance seed: ${process.env.AI_TOOLBOX_CONFORMANCE_SEED}`);

for (const folder of listReportFolders()) rmSync(folder, { recursive: true, force: true });

let failedSteps = 0;
const secondsSince = (start) => (performance.now() - start) / 1000;

// The other Nodes are installed before anything runs: a failed install is reported at
// once and fails the check, and the packaging test finds the binaries in place.
const otherNodes = [];
for (const [key, version] of Object.entries(pinnedNodeVersions)) {
  const major = Number(key);
  // A machine already on that major runs everything on it; a second run would add nothing.
  if (major === machineMajor) continue;
  const start = performance.now();
  try {
    const binary = await nodeBinary(major);
    const seconds = secondsSince(start).toFixed(0);
    console.log(`Node ${version}: ${relative(repoRoot, binary)} (ready in ${seconds} s)`);
    otherNodes.push({ major, version, binary });
  } catch (error) {
    failedSteps += 1;
    console.error(`\nFAILED: Node ${version} could not be installed, so its tests cannot run.`);
    console.error(`${error.message}\n`);
    otherNodes.push({ major, version, binary: undefined });
  }
}

/** Runs one step through pnpm, prints its seconds and returns them. */
function runStep(label, command, args) {
  const start = performance.now();
  const { status } = spawnSync('pnpm', ['exec', command, ...args], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (status !== 0) failedSteps += 1;
  const seconds = secondsSince(start);
  console.log(`${label}: ${seconds.toFixed(0)} s`);
  return seconds;
}

runStep('lint', 'biome', ['check', '.']);
runStep('typecheck and package gates', 'turbo', [
  'run',
  'typecheck',
  'lint:package',
  '--continue',
  '--output-logs=errors-only',
]);
// Two packages at a time on small machines.
const machineSeconds = runStep(`all tests on Node ${process.versions.node}`, 'turbo', [
  'run',
  'test',
  '--continue',
  '--concurrency=2',
  '--output-logs=new-only',
  '--',
  testTimeout,
]);

const runs = [
  {
    major: machineMajor,
    version: process.versions.node,
    what: 'all tests',
    seconds: machineSeconds,
    unreported: 0,
  },
];
const unitTestPackages = listUnitTestPackages().length;
for (const { major, version, binary } of otherNodes) {
  const start = performance.now();
  // Without its binary, every package of the run counts as one that wrote no report.
  let unreported = unitTestPackages;
  if (binary !== undefined) {
    const result = runUnitTests(binary, major, [testTimeout]);
    if (!result.passed) failedSteps += 1;
    unreported = result.unreported;
  }
  const what = `unit tests of ${unitTestPackages} packages`;
  runs.push({ major, version, what, seconds: secondsSince(start), unreported });
}

const { passed, failed } = reportTestCounts(runs);
process.exit(failedSteps > 0 || failed > 0 || passed === 0 ? 1 : 0);
