import { createHash, randomBytes } from 'node:crypto';
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A temporary layout: the toolbox root, an outside canary tree and a prefix sibling `root2`. */
export interface SandboxFixture {
  /** The temporary folder holding everything. */
  readonly base: string;
  /** The toolbox's root folder. */
  readonly root: string;
  /** A folder beside the root whose content must never change nor come back. */
  readonly outside: string;
  /** A sibling whose name starts like the root's. */
  readonly sibling: string;
  /** The secret texts planted outside; none may ever appear in a result. */
  readonly secrets: readonly string[];
  /** A record of every entry outside the root (type, mode, size, content hash, link target). */
  snapshotOutside(): string;
  /** Removes the whole layout. */
  remove(): void;
}

/**
 * Lays out `base/root` (docs/readme.txt, sub/b.txt, empty/), `base/outside` (secret.txt,
 * dir/inner.txt, victim.txt, emptydir/) and `base/root2` (secret.txt), with secrets unique
 * to this fixture.
 */
export function createSandboxFixture(): SandboxFixture {
  const base = mkdtempSync(join(tmpdir(), 'toolbox-file-'));
  const root = join(base, 'root');
  const outside = join(base, 'outside');
  const sibling = join(base, 'root2');
  const tag = randomBytes(6).toString('hex');
  const secrets = [`OUTSIDE-SECRET-${tag}`, `INNER-SECRET-${tag}`, `ROOT2-SECRET-${tag}`];
  mkdirSync(join(root, 'docs'), { recursive: true });
  mkdirSync(join(root, 'sub'));
  mkdirSync(join(root, 'empty'));
  writeFileSync(join(root, 'docs', 'readme.txt'), 'read me\n');
  writeFileSync(join(root, 'sub', 'b.txt'), 'bee\n');
  mkdirSync(join(outside, 'dir'), { recursive: true });
  writeFileSync(join(outside, 'secret.txt'), `${secrets[0]}\n`);
  writeFileSync(join(outside, 'dir', 'inner.txt'), `${secrets[1]}\n`);
  // Targets for deletes and rmdirs that would land outside.
  writeFileSync(join(outside, 'victim.txt'), 'must survive\n');
  mkdirSync(join(outside, 'emptydir'));
  mkdirSync(sibling);
  writeFileSync(join(sibling, 'secret.txt'), `${secrets[2]}\n`);
  return {
    base,
    root,
    outside,
    sibling,
    secrets,
    snapshotOutside: () => snapshotTree(base, new Set([root])) + snapshotFile('/etc/passwd'),
    remove: () => rmSync(base, { recursive: true, force: true }),
  };
}

/** A line per entry under `folder` (sorted, not following links), skipping `excluded` folders. */
export function snapshotTree(folder: string, excluded: ReadonlySet<string> = new Set()): string {
  const lines: string[] = [];
  const walk = (path: string): void => {
    for (const name of readdirSync(path).sort()) {
      const entry = join(path, name);
      if (excluded.has(entry)) continue;
      const stats = lstatSync(entry);
      const head = `${entry} mode=${stats.mode.toString(8)} nlink=${stats.nlink} size=${stats.size} mtime=${stats.mtimeMs}`;
      if (stats.isSymbolicLink()) lines.push(`${head} -> ${readlinkSync(entry)}`);
      else if (stats.isDirectory()) {
        lines.push(`${head} dir`);
        walk(entry);
      } else if (stats.isFile()) lines.push(`${head} sha256=${hash(readFileSync(entry))}`);
      else lines.push(`${head} special`);
    }
  };
  walk(folder);
  return lines.join('\n');
}

function snapshotFile(path: string): string {
  return `\n${path} sha256=${hash(readFileSync(path))}`;
}

function hash(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
