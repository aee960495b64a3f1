// Run as a separate process by the race test: swaps names inside the root between their real
// entries and links that lead outside, one change per turn of the event loop, until its
// standard input closes; then restores the real entries and prints how many swaps it made.
import { linkSync, lstatSync, renameSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';

// `links` swaps in symbolic links; `hard-links` also puts hard links to an outside file.
const [root, outside, mode = 'links'] = process.argv.slice(2);
const sub = join(root, 'sub');
const subReal = join(root, 'sub-real');
const leaf = join(root, 'leaf.txt');
const leafReal = join(root, 'leaf-real.txt');
const staged = join(root, 'staged');
const secret = join(outside, 'secret.txt');

let running = true;
let swaps = 0;
let step = 0;
process.stdin.on('end', () => {
  running = false;
});
process.stdin.resume();

function quietly(action) {
  try {
    action();
    return true;
  } catch {
    return false;
  }
}

function kindOf(path) {
  try {
    const stats = lstatSync(path);
    return stats.isSymbolicLink() ? 'link' : stats.isDirectory() ? 'dir' : 'file';
  } catch {
    return 'none';
  }
}

// Puts `make(staged)` at `name` after moving the real entry to `real`.
function swapIn(name, real, make) {
  if (!quietly(() => renameSync(name, real))) return;
  quietly(() => rmSync(staged, { force: true }));
  if (quietly(() => make(staged)) && quietly(() => renameSync(staged, name))) swaps++;
  quietly(() => rmSync(staged, { force: true }));
}

function restore(name, real) {
  if (kindOf(real) === 'none') return;
  // The toolbox may have made a real folder at the name while it was missing.
  if (kindOf(name) === 'dir' && kindOf(real) === 'dir')
    quietly(() => rmSync(name, { recursive: true }));
  if (kindOf(name) === 'link') quietly(() => unlinkSync(name));
  quietly(() => renameSync(real, name));
}

const steps = [
  () => swapIn(sub, subReal, (at) => symlinkSync(outside, at)),
  () => restore(sub, subReal),
  () => swapIn(sub, subReal, (at) => symlinkSync('../outside', at)),
  () => restore(sub, subReal),
  () => swapIn(leaf, leafReal, (at) => symlinkSync(secret, at)),
  () => restore(leaf, leafReal),
  () => swapIn(leaf, leafReal, (at) => symlinkSync('../outside/secret.txt', at)),
  () => restore(leaf, leafReal),
];
if (mode === 'hard-links') {
  steps.push(
    () => swapIn(leaf, leafReal, (at) => linkSync(secret, at)),
    () => restore(leaf, leafReal),
  );
}

function turn() {
  if (!running) {
    restore(sub, subReal);
    restore(leaf, leafReal);
    process.stdout.write(`${JSON.stringify({ swaps })}\n`);
    process.exit(0);
  }
  steps[step % steps.length]();
  step++;
  setImmediate(turn);
}

process.stdout.write('ready\n');
setImmediate(turn);
