import { spawnSync } from 'node:child_process';
import {
  linkSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { FileFunctionName } from '../file-function-interfaces.js';
import type { SandboxFixture } from './sandbox-fixture.js';

/** One attack on the toolbox: what is laid out, what the model asks, and what must happen. */
export interface AttackCase {
  /** A short description, as shown in the README's table. */
  readonly name: string;
  /** Puts links, special files and the like inside the root before the call. */
  readonly setup?: (fixture: SandboxFixture) => void;
  /** The function and the arguments the model sends. */
  readonly call: (fixture: SandboxFixture) => readonly [FileFunctionName, Record<string, unknown>];
  /** The error code (with the path rejection reason), or `succeeds inside the root`. */
  readonly expected: string;
  /** Further checks on the root after the call, for calls that succeed harmlessly. */
  readonly verify?: (fixture: SandboxFixture) => void;
}

/** The write limit the attack suite's toolbox is made with. */
export const LIMIT = 4096;

/** The outcome text of a call that succeeded harmlessly. */
export const INSIDE = 'succeeds inside the root';

const LINK = 'file-link-refused';
const TYPE = 'file-wrong-type';
const NOT_FOUND = 'file-not-found';
const ROOT = 'file-root-protected';
const ARGUMENT = 'file-bad-argument';
const TOO_LARGE = 'file-too-large';
const path = (reason: string): string => `file-path-rejected (${reason})`;

const read = (filepath: unknown) => ['readfile', { filepath }] as const;
const write = (filepath: unknown, content = 'PWNED') =>
  ['writefile', { filepath, content }] as const;
const remove = (filepath: unknown) => ['deletefile', { filepath }] as const;
const list = (subdir: unknown) => ['listfiles', { subdir }] as const;
const makeFolder = (dirpath: unknown) => ['mkdir', { dirpath }] as const;
const removeFolder = (dirpath: unknown) => ['rmdir', { dirpath }] as const;

const link =
  (target: (fixture: SandboxFixture) => string, name: string) => (fixture: SandboxFixture) =>
    symlinkSync(target(fixture), join(fixture.root, name));

function emptyRoot(fixture: SandboxFixture): void {
  for (const name of readdirSync(fixture.root))
    rmSync(join(fixture.root, name), { recursive: true });
}

function mknod(path: string, ...spec: string[]): void {
  const result = spawnSync('mknod', [path, ...spec]);
  if (result.status !== 0)
    throw new Error(`mknod ${spec.join(' ')} failed: ${String(result.stderr)}`);
}

/** The attack suite: every case must leave the outside untouched and return no secret. */
export const ATTACK_CASES: readonly AttackCase[] = [
  // Parent components
  {
    name: 'read `../outside/secret.txt`',
    call: () => read('../outside/secret.txt'),
    expected: path('parent'),
  },
  { name: 'read `..`', call: () => read('..'), expected: path('parent') },
  {
    name: 'read nested `docs/../../outside/secret.txt`',
    call: () => read('docs/../../outside/secret.txt'),
    expected: path('parent'),
  },
  {
    name: 'read `docs/..` (resolves inside, still refused)',
    call: () => read('docs/..'),
    expected: path('parent'),
  },
  {
    name: 'write `sub/../../outside/new.txt`',
    call: () => write('sub/../../outside/new.txt'),
    expected: path('parent'),
  },
  { name: 'list `../`', call: () => list('../'), expected: path('parent') },
  {
    name: 'read prefix sibling `../root2/secret.txt`',
    call: () => read('../root2/secret.txt'),
    expected: path('parent'),
  },
  // Absolute paths
  { name: 'read `/etc/passwd`', call: () => read('/etc/passwd'), expected: path('absolute') },
  {
    name: 'read the outside secret by its absolute host path',
    call: (f) => read(join(f.outside, 'secret.txt')),
    expected: path('absolute'),
  },
  {
    name: 'read the prefix sibling by absolute path (`…/root2/secret.txt`)',
    call: (f) => read(join(f.sibling, 'secret.txt')),
    expected: path('absolute'),
  },
  {
    name: 'write an absolute path inside the root',
    call: (f) => write(join(f.root, 'docs', 'readme.txt')),
    expected: path('absolute'),
  },
  { name: 'list `/`', call: () => list('/'), expected: path('absolute') },
  {
    name: 'mkdir `/tmp/escape`',
    call: () => makeFolder('/tmp/escape'),
    expected: path('absolute'),
  },
  // Encodings and spellings
  {
    name: 'read `docs/readme.txt` + NUL + `../../x`',
    call: () => read('docs/readme.txt\u0000../../x'),
    expected: path('nul'),
  },
  { name: 'write a name that is only NUL', call: () => write('\u0000'), expected: path('nul') },
  {
    name: 'read `..\\outside\\secret.txt` (backslashes)',
    call: () => read('..\\outside\\secret.txt'),
    expected: path('backslash'),
  },
  {
    name: 'write `docs\\x.txt` (backslash)',
    call: () => write('docs\\x.txt'),
    expected: path('backslash'),
  },
  {
    name: 'read `C:\\Windows\\win.ini` (drive letter)',
    call: () => read('C:\\Windows\\win.ini'),
    expected: path('drive-letter'),
  },
  {
    name: 'write `c:/x.txt` (drive letter)',
    call: () => write('c:/x.txt'),
    expected: path('drive-letter'),
  },
  {
    name: 'read `\\\\server\\share\\x` (UNC)',
    call: () => read('\\\\server\\share\\x'),
    expected: path('unc'),
  },
  {
    name: 'read `//server/share/x` (UNC)',
    call: () => read('//server/share/x'),
    expected: path('unc'),
  },
  {
    name: 'read `%2e%2e/outside/secret.txt` (not decoded: a missing name)',
    call: () => read('%2e%2e/outside/secret.txt'),
    expected: NOT_FOUND,
  },
  {
    name: 'write `%2e%2e%2f%2e%2e%2fx` (not decoded: a literal name inside the root)',
    call: () => write('%2e%2e%2f%2e%2e%2fx', 'literal'),
    expected: INSIDE,
    verify: (f) => expectFile(join(f.root, '%2e%2e%2f%2e%2e%2fx'), 'literal'),
  },
  { name: 'read `~/.ssh/id_rsa`', call: () => read('~/.ssh/id_rsa'), expected: path('home') },
  { name: 'list `~root`', call: () => list('~root'), expected: path('home') },
  {
    name: 'read a 5,000-byte path',
    call: () => read('a/'.repeat(2500)),
    expected: path('too-long'),
  },
  {
    name: 'write a 300-byte name',
    call: () => write('n'.repeat(300)),
    expected: path('component-too-long'),
  },
  {
    name: 'mkdir 40 levels deep',
    call: () => makeFolder('d/'.repeat(40)),
    expected: path('too-deep'),
  },
  {
    name: 'write a name with a newline',
    call: () => write('a\nb.txt'),
    expected: path('control-character'),
  },
  {
    name: 'write a name with an escape sequence',
    call: () => write('\u001b[31mred'),
    expected: path('control-character'),
  },
  {
    name: 'write a name with DEL',
    call: () => write('a\u007f'),
    expected: path('control-character'),
  },
  {
    name: 'write a name with a right-to-left override',
    call: () => write('txt.\u202eexe'),
    expected: path('control-character'),
  },
  {
    name: 'read a path with a lone surrogate',
    call: () => read('a\ud800b'),
    expected: path('malformed-unicode'),
  },
  {
    name: 'read fullwidth dots `．．/outside/secret.txt`',
    call: () => read('\uff0e\uff0e/outside/secret.txt'),
    expected: NOT_FOUND,
  },
  {
    name: 'read two-dot leader `‥/outside/secret.txt`',
    call: () => read('\u2025/outside/secret.txt'),
    expected: NOT_FOUND,
  },
  {
    name: 'write NFD `café` then read NFC `café` (names are not normalized)',
    setup: (f) => writeFileSync(join(f.root, 'cafe\u0301.txt'), 'nfd'),
    call: () => read('caf\u00e9.txt'),
    expected: NOT_FOUND,
  },
  {
    name: 'read a reserved temporary name',
    call: () => read('.tbtmp-0123'),
    expected: path('reserved'),
  },
  // Symbolic links
  {
    name: 'read a link to an outside file (absolute target)',
    setup: link((f) => join(f.outside, 'secret.txt'), 'l'),
    call: () => read('l'),
    expected: LINK,
  },
  {
    name: 'read a link to an outside file (relative target)',
    setup: link(() => '../outside/secret.txt', 'l'),
    call: () => read('l'),
    expected: LINK,
  },
  {
    name: 'read a link to `/etc/passwd`',
    setup: link(() => '/etc/passwd', 'l'),
    call: () => read('l'),
    expected: LINK,
  },
  {
    name: 'read a link to a file inside the root',
    setup: link(() => 'docs/readme.txt', 'l'),
    call: () => read('l'),
    expected: LINK,
  },
  {
    name: 'read through a chain of links',
    setup: (f) => {
      symlinkSync(join(f.outside, 'secret.txt'), join(f.root, 'c2'));
      symlinkSync('c2', join(f.root, 'c1'));
    },
    call: () => read('c1'),
    expected: LINK,
  },
  {
    name: 'read a link loop',
    setup: (f) => {
      symlinkSync('loop2', join(f.root, 'loop1'));
      symlinkSync('loop1', join(f.root, 'loop2'));
    },
    call: () => read('loop1'),
    expected: LINK,
  },
  {
    name: 'read through a linked folder (absolute target)',
    setup: link((f) => f.outside, 'ld'),
    call: () => read('ld/secret.txt'),
    expected: LINK,
  },
  {
    name: 'read through a linked folder (relative target)',
    setup: link(() => '../outside', 'ld'),
    call: () => read('ld/dir/inner.txt'),
    expected: LINK,
  },
  {
    name: 'read through a link to the prefix sibling `root2`',
    setup: link(() => '../root2', 'ld'),
    call: () => read('ld/secret.txt'),
    expected: LINK,
  },
  {
    name: 'read through a link deeper down (`docs/etc -> /etc`)',
    setup: (f) => symlinkSync('/etc', join(f.root, 'docs', 'etc')),
    call: () => read('docs/etc/passwd'),
    expected: LINK,
  },
  {
    name: 'read through `/proc/self/root` link',
    setup: link(() => '/proc/self/root/etc', 'p'),
    call: () => read('p/passwd'),
    expected: LINK,
  },
  {
    name: 'write over a link to an outside file',
    setup: link((f) => join(f.outside, 'secret.txt'), 'l'),
    call: () => write('l'),
    expected: LINK,
  },
  {
    name: 'write to a dangling link (target outside)',
    setup: link((f) => join(f.outside, 'created.txt'), 'l'),
    call: () => write('l'),
    expected: LINK,
  },
  {
    name: 'write to a dangling relative link',
    setup: link(() => '../outside/created.txt', 'l'),
    call: () => write('l'),
    expected: LINK,
  },
  {
    name: 'write through a linked parent folder',
    setup: link((f) => f.outside, 'ld'),
    call: () => write('ld/new.txt'),
    expected: LINK,
  },
  {
    name: 'write through a linked parent, creating folders below it',
    setup: link((f) => f.outside, 'ld'),
    call: () => write('ld/x/y/new.txt'),
    expected: LINK,
  },
  {
    name: 'mkdir through a linked parent folder',
    setup: link((f) => f.outside, 'ld'),
    call: () => makeFolder('ld/newdir'),
    expected: LINK,
  },
  {
    name: 'mkdir over a dangling link',
    setup: link((f) => join(f.outside, 'newdir'), 'l'),
    call: () => makeFolder('l'),
    expected: LINK,
  },
  {
    name: 'delete through a linked parent folder',
    setup: link((f) => f.outside, 'ld'),
    call: () => remove('ld/secret.txt'),
    expected: LINK,
  },
  {
    name: 'delete a link to an outside file',
    setup: link((f) => join(f.outside, 'secret.txt'), 'l'),
    call: () => remove('l'),
    expected: LINK,
  },
  {
    name: 'list through a linked folder',
    setup: link((f) => f.outside, 'ld'),
    call: () => list('ld'),
    expected: LINK,
  },
  {
    name: 'list a linked folder below a real one',
    setup: (f) => symlinkSync(f.outside, join(f.root, 'sub', 'ld')),
    call: () => list('sub/ld/dir'),
    expected: LINK,
  },
  {
    name: 'rmdir through a linked parent folder',
    setup: link((f) => f.outside, 'ld'),
    call: () => removeFolder('ld/dir'),
    expected: LINK,
  },
  {
    name: 'rmdir a link to an outside folder',
    setup: link((f) => join(f.outside, 'dir'), 'ld'),
    call: () => removeFolder('ld'),
    expected: LINK,
  },
  // Hard links
  {
    name: 'read a hard link to an outside file',
    setup: (f) => linkSync(join(f.outside, 'secret.txt'), join(f.root, 'hl.txt')),
    call: () => read('hl.txt'),
    expected: LINK,
  },
  {
    name: 'write a hard link to an outside file',
    setup: (f) => linkSync(join(f.outside, 'secret.txt'), join(f.root, 'hl.txt')),
    call: () => write('hl.txt'),
    expected: LINK,
  },
  {
    name: 'delete a hard link to an outside file',
    setup: (f) => linkSync(join(f.outside, 'secret.txt'), join(f.root, 'hl.txt')),
    call: () => remove('hl.txt'),
    expected: LINK,
  },
  // The root itself
  { name: 'rmdir the empty path', call: () => removeFolder(''), expected: ROOT },
  { name: 'rmdir `.`', call: () => removeFolder('.'), expected: ROOT },
  { name: 'rmdir `./`', call: () => removeFolder('./'), expected: ROOT },
  { name: 'rmdir `.//./.`', call: () => removeFolder('.//./.'), expected: ROOT },
  { name: 'rmdir `{ value: "." }`', call: () => removeFolder({ value: '.' }), expected: ROOT },
  { name: 'rmdir `/`', call: () => removeFolder('/'), expected: path('absolute') },
  {
    name: 'rmdir the root by its host path',
    call: (f) => removeFolder(f.root),
    expected: path('absolute'),
  },
  {
    name: 'rmdir the root by its host path with a trailing slash',
    call: (f) => removeFolder(`${f.root}/`),
    expected: path('absolute'),
  },
  { name: 'rmdir `sub/..`', call: () => removeFolder('sub/..'), expected: path('parent') },
  { name: 'rmdir `../root`', call: () => removeFolder('../root'), expected: path('parent') },
  {
    name: 'rmdir a link to the root (`self -> .`)',
    setup: link(() => '.', 'self'),
    call: () => removeFolder('self'),
    expected: LINK,
  },
  { name: 'deletefile `.`', call: () => remove('.'), expected: ROOT },
  {
    name: 'rmdir `.` when the root is empty',
    setup: emptyRoot,
    call: () => removeFolder('.'),
    expected: ROOT,
  },
  {
    name: 'rmdir the empty path when the root is empty',
    setup: emptyRoot,
    call: () => removeFolder(''),
    expected: ROOT,
  },
  {
    name: 'rmdir `./` when the root is empty',
    setup: emptyRoot,
    call: () => removeFolder('./'),
    expected: ROOT,
  },
  {
    name: 'rmdir `{ value: "" }` when the root is empty',
    setup: emptyRoot,
    call: () => removeFolder({ value: '' }),
    expected: ROOT,
  },
  // Special files
  {
    name: 'read a FIFO (no writer: must not hang)',
    setup: (f) => mknod(join(f.root, 'pipe'), 'p'),
    call: () => read('pipe'),
    expected: TYPE,
  },
  {
    name: 'write a FIFO (no reader: must not hang)',
    setup: (f) => mknod(join(f.root, 'pipe'), 'p'),
    call: () => write('pipe'),
    expected: TYPE,
  },
  {
    name: 'read a link to an outside FIFO',
    setup: (f) => {
      mknod(join(f.outside, 'pipe'), 'p');
      symlinkSync(join(f.outside, 'pipe'), join(f.root, 'l'));
    },
    call: () => read('l'),
    expected: LINK,
  },
  {
    name: 'read `/dev/zero` through a link',
    setup: link(() => '/dev/zero', 'zero'),
    call: () => read('zero'),
    expected: LINK,
  },
  {
    name: "read a character device made in the root (`/dev/zero`'s numbers)",
    setup: (f) => mknod(join(f.root, 'zero'), 'c', '1', '5'),
    call: () => read('zero'),
    expected: TYPE,
  },
  {
    name: 'write over a character device in the root',
    setup: (f) => mknod(join(f.root, 'zero'), 'c', '1', '5'),
    call: () => write('zero'),
    expected: TYPE,
  },
  { name: 'read a folder as a file', call: () => read('docs'), expected: TYPE },
  // Sizes
  {
    name: 'read a 64 GiB sparse file',
    setup: (f) => {
      writeFileSync(join(f.root, 'huge.bin'), '');
      truncateSync(join(f.root, 'huge.bin'), 64 * 1024 ** 3);
    },
    call: () => read('huge.bin'),
    expected: TOO_LARGE,
  },
  {
    name: 'write one byte over the write limit',
    call: () => write('docs/readme.txt', 'x'.repeat(LIMIT + 1)),
    expected: TOO_LARGE,
    verify: (f) => expectFile(join(f.root, 'docs', 'readme.txt'), 'read me\n'),
  },
  // Argument shapes
  { name: 'a path given as an array', call: () => read(['..', 'outside']), expected: ARGUMENT },
  {
    name: 'a `{ value }` wrapper holding an object',
    call: () => read({ value: { toString: '../x' } }),
    expected: ARGUMENT,
  },
  {
    name: 'a `__proto__` key in the arguments',
    call: () => [
      'readfile',
      JSON.parse('{"filepath":"docs/readme.txt","__proto__":{"filepath":"../outside/secret.txt"}}'),
    ],
    expected: ARGUMENT,
  },
];

function expectFile(file: string, content: string): void {
  const actual = readFileSync(file, 'utf8');
  if (actual !== content)
    throw new Error(`${file} holds ${JSON.stringify(actual)}, not ${JSON.stringify(content)}`);
}
