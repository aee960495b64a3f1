import { randomBytes } from 'node:crypto';
import {
  type BigIntStats,
  closeSync,
  constants,
  fstatSync,
  openSync,
  type Stats,
  statSync,
} from 'node:fs';
import {
  type FileHandle,
  lstat,
  mkdir,
  open,
  opendir,
  rename,
  rmdir,
  unlink,
} from 'node:fs/promises';
import { FileDirectoryNotEmptyError } from './file-directory-not-empty-error.js';
import { fileEntryKind } from './file-entry-kind.js';
import { FileLinkError } from './file-link-error.js';
import { FileNotTextError } from './file-not-text-error.js';
import { TEMPORARY_NAME_PREFIX } from './file-path-policy.js';
import { FileRootProtectedError } from './file-root-protected-error.js';
import { FileSystemError } from './file-system-error.js';
import { systemCodeOf, toFileToolboxError } from './file-system-failure.js';
import { FileTooLargeError } from './file-too-large-error.js';
import type { FileToolboxError } from './file-toolbox-error.js';
import { type FileEntryKind, FileWrongTypeError } from './file-wrong-type-error.js';

/**
 * How the sandbox reaches the entries of a folder it has checked:
 * - `descriptor` (Linux): through `/proc/self/fd/N/name`, where N is the folder's open
 *   descriptor, so the kernel looks the name up in that very folder even if the folder was
 *   renamed or swapped for a link since it was opened;
 * - `path` (other systems): through the host path, checked one name at a time with
 *   `O_NOFOLLOW`; a concurrent process can swap a checked folder before the next step.
 */
export type FilePinning = 'descriptor' | 'path';

/** The byte and entry limits a sandbox enforces. */
export interface FileSandboxLimits {
  /** The largest file readfile returns, in bytes. */
  readonly maxReadBytes: number;
  /** The largest content writefile accepts, in UTF-8 bytes. */
  readonly maxWriteBytes: number;
  /** The most entries listfiles returns. */
  readonly maxListEntries: number;
}

/** One entry of a folder listing. */
export interface FileListEntry {
  /** The entry's name inside the folder. */
  readonly name: string;
  /** What the entry is; links are reported, never followed. */
  readonly kind: FileEntryKind;
  /** The size in bytes, for regular files. */
  readonly size?: number;
}

/** A folder's listing, sorted by name. */
export interface FileListing {
  /** The entries shown. */
  readonly entries: readonly FileListEntry[];
  /** Whether the folder has more entries than the limit let through. */
  readonly truncated: boolean;
}

/** What a write did. */
export interface FileWriteOutcome {
  /** The number of bytes written. */
  readonly bytes: number;
  /** Whether the file did not exist before. */
  readonly created: boolean;
}

interface OpenFolder {
  readonly handle: FileHandle;
  /** The host path; used only in `path` pinning. */
  readonly hostPath: string;
  /** Whether opening it created a folder on the way. */
  readonly created: boolean;
}

const READ_ATTEMPTS = 5;
const SIZE_BATCH = 32;
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;
const FOLDER_FLAGS = constants.O_RDONLY | (constants.O_DIRECTORY ?? 0) | NO_FOLLOW;
// O_NONBLOCK: opening a FIFO or a device must never wait for the other side.
const READ_FLAGS =
  constants.O_RDONLY | NO_FOLLOW | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);
const WRITE_PROBE_FLAGS =
  constants.O_WRONLY | NO_FOLLOW | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);
const CREATE_FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW;
// The errors an open with O_NOFOLLOW / O_DIRECTORY gives for a link or another kind of entry
// (EMLINK and EFTYPE are what some BSDs give for a link).
const WRONG_ENTRY_CODES = new Set(['ELOOP', 'ENOTDIR', 'EISDIR', 'ENXIO', 'EMLINK', 'EFTYPE']);

/**
 * Whether `/proc/self/fd/N` of an open descriptor of `folder` leads back to the same folder,
 * which is what `descriptor` pinning relies on.
 */
export function canPinByDescriptor(folder: string): boolean {
  if (process.platform !== 'linux') return false;
  let descriptor: number | undefined;
  try {
    descriptor = openSync(folder, FOLDER_FLAGS);
    const opened = fstatSync(descriptor, { bigint: true });
    // Both the descriptor's own entry and a lookup through it must lead to the folder.
    for (const probe of [`/proc/self/fd/${descriptor}`, `/proc/self/fd/${descriptor}/.`]) {
      const throughProc = statSync(probe, { bigint: true });
      if (opened.dev !== throughProc.dev || opened.ino !== throughProc.ino) return false;
    }
    return true;
  } catch {
    return false;
  } finally {
    if (descriptor !== undefined) closeSync(descriptor);
  }
}

/**
 * The file operations of the toolbox, confined to one root folder. Every operation takes the
 * names of a path already checked by the lexical policy, opens the root (checking it is still
 * the folder taken at setup), then each folder on the way with `O_NOFOLLOW | O_DIRECTORY`,
 * reaching each next name through the folder's descriptor, so no link is ever followed.
 */
export class FileSandbox {
  /**
   * @param root - the real path of the root folder, taken once at setup
   * @param rootIdentity - the root folder's device and inode at setup
   * @param pinning - how folders are reached; see {@link FilePinning}
   * @param limits - the byte and entry limits
   */
  constructor(
    readonly root: string,
    private readonly rootIdentity: Pick<BigIntStats, 'dev' | 'ino'>,
    readonly pinning: FilePinning,
    private readonly limits: FileSandboxLimits,
  ) {}

  /**
   * Reads a regular, singly linked file of at most `maxReadBytes` as UTF-8 text. When the
   * name leads elsewhere after the open and the opened file still has a name somewhere, the
   * read starts again, a few times at most.
   */
  async readText(names: readonly string[]): Promise<string> {
    return this.atEntry(names, false, notAFile, async ({ location, path }) => {
      for (let attempt = 1; ; attempt++) {
        const text = await this.readTextAt(location, path);
        if (text !== undefined) return text;
        if (attempt === READ_ATTEMPTS) throw new FileSystemError(path, 'ECHANGED');
      }
    });
  }

  /** One try of {@link readText}; `undefined` when the name changed meanwhile. */
  private async readTextAt(location: string, path: string): Promise<string | undefined> {
    // Checked before opening, so that no device or FIFO is ever opened in the usual case;
    // checked again on the descriptor, which is what counts if the entry was swapped.
    this.requireSingleFile(await lstatAt(location, path), path, 'read');
    const handle = await open(location, READ_FLAGS).catch((error: unknown) =>
      explainOpenFailure(error, location, path, 'file'),
    );
    try {
      const opened = await handle.stat();
      this.requireSingleFile(opened, path, 'read');
      // A hard link to an outside file can be put at the name and taken away again between
      // the checks and the open, leaving the outside file with one link. So before and after
      // the read the name must still lead to the very file opened, with one link; each extra
      // check makes a swapping process hit one more window (see the README).
      if (!(await this.stillOnlyHere(handle, location, path, opened))) return undefined;
      const bytes = await this.readBounded(handle, path);
      if (!(await this.stillOnlyHere(handle, location, path, opened))) return undefined;
      return decodeText(bytes, path);
    } finally {
      await handle.close();
    }
  }

  /**
   * Whether the opened file is still the one at the name, with one link. A file replaced
   * since the open that has no name left at all (an atomic write replaced it, or it was
   * deleted) also counts: it is read as it was. A file with a name elsewhere may be an outside
   * file linked here for a moment, so the read starts again.
   */
  private async stillOnlyHere(
    handle: FileHandle,
    location: string,
    path: string,
    opened: Stats,
  ): Promise<boolean> {
    const now = await lstatIfPresent(location, path);
    const after = await handle.stat();
    if (now === undefined || now.dev !== opened.dev || now.ino !== opened.ino) {
      return after.nlink === 0;
    }
    this.requireSingleFile(after, path, 'read');
    return true;
  }

  /**
   * Replaces a file's content atomically: a new file in the same folder, written, flushed and
   * renamed over the name, so a reader sees the old content or the new, never a mix. Missing
   * folders on the way are created. The rename replaces the name itself, so even a link put
   * there after the check is replaced, not written through.
   */
  async writeText(names: readonly string[], content: string): Promise<FileWriteOutcome> {
    const path = relativePath(names);
    const bytes = Buffer.from(content, 'utf8');
    if (bytes.length > this.limits.maxWriteBytes) {
      throw new FileTooLargeError(path, 'write', this.limits.maxWriteBytes);
    }
    return this.atEntry(names, true, notAFile, async ({ folder, location }) => {
      const existing = await lstatIfPresent(location, path);
      if (existing !== undefined) {
        this.requireSingleFile(existing, path, 'write');
        await this.requireWritable(location, path);
      }
      const temporary = this.locate(
        folder,
        `${TEMPORARY_NAME_PREFIX}${randomBytes(12).toString('hex')}`,
      );
      const mode = existing === undefined ? 0o666 : Number(existing.mode) & 0o777;
      const handle = await open(temporary, CREATE_FLAGS, mode).catch((error: unknown) => {
        throw toFileToolboxError(error, path);
      });
      try {
        try {
          await writeAll(handle, bytes);
          // The creation mode passed the umask; an overwritten file keeps its own mode.
          if (existing !== undefined) await handle.chmod(mode);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, location);
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        if (WRONG_ENTRY_CODES.has(systemCodeOf(error) ?? '')) {
          await explainOpenFailure(error, location, path, 'file');
        }
        throw toFileToolboxError(error, path);
      }
      // Makes the rename durable; some file systems cannot sync a folder, which is harmless.
      await folder.handle.sync().catch(() => undefined);
      return { bytes: bytes.length, created: existing === undefined };
    });
  }

  /** Deletes a regular, singly linked file. */
  async deleteFile(names: readonly string[]): Promise<void> {
    await this.atEntry(names, false, rootProtected, async ({ location, path }) => {
      this.requireSingleFile(await lstatAt(location, path), path, 'delete');
      // unlink removes the name in the pinned folder and never follows it, whatever it became.
      await unlink(location).catch((error: unknown) => {
        throw toFileToolboxError(error, path);
      });
    });
  }

  /** Lists a folder (the root for no names), at most `maxListEntries` entries, sorted. */
  async list(names: readonly string[]): Promise<FileListing> {
    const path = relativePath(names);
    const folder = await this.openFolder(names, false);
    try {
      const found: Array<{ name: string; kind: FileEntryKind }> = [];
      let truncated = false;
      try {
        const directory = await opendir(this.folderLocation(folder), { bufferSize: 64 });
        // Breaking out of the loop closes the directory.
        for await (const entry of directory) {
          if (entry.name.startsWith(TEMPORARY_NAME_PREFIX)) continue;
          if (found.length === this.limits.maxListEntries) {
            truncated = true;
            break;
          }
          found.push({ name: entry.name, kind: fileEntryKind(entry) });
        }
      } catch (error) {
        throw toFileToolboxError(error, path);
      }
      found.sort((left, right) => (left.name < right.name ? -1 : left.name > right.name ? 1 : 0));
      const entries: FileListEntry[] = [];
      // Sizes (and the kind, where the file system's listing does not tell it) are looked up
      // a batch at a time: one by one would wait on each in turn.
      for (let start = 0; start < found.length; start += SIZE_BATCH) {
        const batch = found.slice(start, start + SIZE_BATCH);
        const details = await Promise.all(
          batch.map(({ name, kind }) =>
            kind === 'file' || kind === 'unknown'
              ? lstat(this.locate(folder, name)).catch(() => undefined)
              : undefined,
          ),
        );
        batch.forEach(({ name, kind }, index) => {
          const stats = details[index];
          if (stats === undefined) entries.push({ name, kind });
          else if (stats.isFile()) entries.push({ name, kind: 'file', size: stats.size });
          else entries.push({ name, kind: fileEntryKind(stats) });
        });
      }
      return { entries, truncated };
    } finally {
      await folder.handle.close();
    }
  }

  /** Creates a folder and any missing folders on the way; tells whether one was created. */
  async makeDirectory(names: readonly string[]): Promise<boolean> {
    if (names.length === 0) return false;
    const folder = await this.openFolder(names, true);
    await folder.handle.close();
    return folder.created;
  }

  /** Removes an empty folder; never the root, never recursively, never through a link. */
  async removeDirectory(names: readonly string[]): Promise<void> {
    await this.atEntry(names, false, rootProtected, async ({ location, path }) => {
      const stats = await lstatAt(location, path);
      if (stats.isSymbolicLink()) throw new FileLinkError(path, 'symlink');
      if (!stats.isDirectory()) throw new FileWrongTypeError(path, 'folder', fileEntryKind(stats));
      // A bind mount can make a name inside the root lead to the root itself.
      const target = await open(location, FOLDER_FLAGS).catch((error: unknown) =>
        explainOpenFailure(error, location, path, 'folder'),
      );
      try {
        if (this.isRoot(await target.stat({ bigint: true }))) throw new FileRootProtectedError();
      } finally {
        await target.close();
      }
      await rmdir(location).catch(async (error: unknown) => {
        const code = systemCodeOf(error);
        if (code === 'ENOTEMPTY' || code === 'EEXIST') throw new FileDirectoryNotEmptyError(path);
        if (code === 'ENOTDIR') await explainOpenFailure(error, location, path, 'folder');
        throw toFileToolboxError(error, path);
      });
    });
  }

  /**
   * Opens the folder holding the last of `names` (creating missing folders when asked) and
   * runs `action` on that entry, closing the folder after; the root itself is `onRoot`'s.
   */
  private async atEntry<T>(
    names: readonly string[],
    create: boolean,
    onRoot: () => FileToolboxError,
    action: (entry: { folder: OpenFolder; location: string; path: string }) => Promise<T>,
  ): Promise<T> {
    const base = names.at(-1);
    if (base === undefined) throw onRoot();
    const folder = await this.openFolder(names.slice(0, -1), create);
    try {
      return await action({
        folder,
        location: this.locate(folder, base),
        path: relativePath(names),
      });
    } finally {
      await folder.handle.close();
    }
  }

  private isRoot(stats: Pick<BigIntStats, 'dev' | 'ino'>): boolean {
    return stats.dev === this.rootIdentity.dev && stats.ino === this.rootIdentity.ino;
  }

  private async openRoot(): Promise<OpenFolder> {
    let handle: FileHandle;
    try {
      handle = await open(this.root, FOLDER_FLAGS);
    } catch {
      throw new FileSystemError('.', 'ROOT_CHANGED');
    }
    const stats = await handle.stat({ bigint: true });
    if (!this.isRoot(stats)) {
      await handle.close();
      throw new FileSystemError('.', 'ROOT_CHANGED');
    }
    return { handle, hostPath: this.root, created: false };
  }

  /**
   * Opens the folder the names lead to, one name at a time, each with `O_NOFOLLOW |
   * O_DIRECTORY` inside the folder opened before it; creates missing folders when asked.
   * The caller closes the folder it gets.
   */
  private async openFolder(names: readonly string[], create: boolean): Promise<OpenFolder> {
    let folder = await this.openRoot();
    let created = false;
    try {
      for (let index = 0; index < names.length; index++) {
        const name = names[index] as string;
        const path = relativePath(names.slice(0, index + 1));
        const location = this.locate(folder, name);
        if (create) {
          try {
            await mkdir(location);
            created = true;
          } catch (error) {
            if (systemCodeOf(error) !== 'EEXIST') throw toFileToolboxError(error, path);
          }
        }
        const handle = await open(location, FOLDER_FLAGS).catch((error: unknown) =>
          explainOpenFailure(error, location, path, 'folder'),
        );
        const previous = folder;
        folder = { handle, hostPath: location, created };
        await previous.handle.close();
      }
      return folder;
    } catch (error) {
      await folder.handle.close();
      throw error;
    }
  }

  /** Where the entry `name` of an open folder is reached. */
  private locate(folder: OpenFolder, name: string): string {
    // The lexical policy already refused these; the kernel would resolve `..` through the
    // descriptor path, so a name that slipped past it must still never reach a system call.
    if (!isPlainName(name)) throw new FileSystemError(undefined, 'EINVAL');
    if (this.pinning === 'descriptor') return `/proc/self/fd/${folder.handle.fd}/${name}`;
    return folder.hostPath === '/' ? `/${name}` : `${folder.hostPath}/${name}`;
  }

  private folderLocation(folder: OpenFolder): string {
    return this.pinning === 'descriptor' ? `/proc/self/fd/${folder.handle.fd}` : folder.hostPath;
  }

  private requireSingleFile(
    stats: Stats,
    path: string,
    operation: 'read' | 'write' | 'delete',
  ): void {
    if (stats.isSymbolicLink()) throw new FileLinkError(path, 'symlink');
    if (!stats.isFile()) throw new FileWrongTypeError(path, 'file', fileEntryKind(stats));
    // A second hard link may be a name of a file outside the root.
    if (stats.nlink > 1) throw new FileLinkError(path, 'hard-link');
    if (operation === 'read' && stats.size > this.limits.maxReadBytes) {
      throw new FileTooLargeError(path, 'read', this.limits.maxReadBytes);
    }
  }

  /**
   * The rename of a write replaces a file whatever its permissions, so a file the process
   * could not open for writing (read-only mode, immutable) is refused first, as a plain write
   * would be. Opening for writing without truncating changes nothing in the file.
   */
  private async requireWritable(location: string, path: string): Promise<void> {
    const handle = await open(location, WRITE_PROBE_FLAGS).catch((error: unknown) =>
      explainOpenFailure(error, location, path, 'file'),
    );
    try {
      this.requireSingleFile(await handle.stat(), path, 'write');
    } finally {
      await handle.close();
    }
  }

  /** Reads at most `maxReadBytes`; more means the file grew past the limit meanwhile. */
  private async readBounded(handle: FileHandle, path: string): Promise<Buffer> {
    const limit = this.limits.maxReadBytes;
    const { size } = await handle.stat();
    let buffer = Buffer.allocUnsafe(Math.min(size, limit) + 1);
    let filled = 0;
    for (;;) {
      if (filled === buffer.length) {
        if (buffer.length > limit) throw new FileTooLargeError(path, 'read', limit);
        const grown = Buffer.allocUnsafe(Math.min(buffer.length * 2, limit + 1));
        buffer.copy(grown, 0, 0, filled);
        buffer = grown;
      }
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled);
      if (bytesRead === 0) return buffer.subarray(0, filled);
      filled += bytesRead;
    }
  }
}

const notAFile = (): FileToolboxError => new FileWrongTypeError('.', 'file', 'folder');
const rootProtected = (): FileToolboxError => new FileRootProtectedError();

function isPlainName(name: string): boolean {
  return (
    name !== '' && name !== '.' && name !== '..' && !name.includes('/') && !name.includes('\0')
  );
}

/** The root-relative path of the names, `.` for the root. */
export function relativePath(names: readonly string[]): string {
  return names.length === 0 ? '.' : names.join('/');
}

async function lstatAt(location: string, path: string): Promise<Stats> {
  try {
    return await lstat(location);
  } catch (error) {
    throw toFileToolboxError(error, path);
  }
}

async function lstatIfPresent(location: string, path: string): Promise<Stats | undefined> {
  try {
    return await lstat(location);
  } catch (error) {
    if (systemCodeOf(error) === 'ENOENT') return undefined;
    throw toFileToolboxError(error, path);
  }
}

/** Says why opening `location` failed: a link, another kind of entry, or the system's reason. */
async function explainOpenFailure(
  error: unknown,
  location: string,
  path: string,
  expected: 'file' | 'folder',
): Promise<never> {
  if (!WRONG_ENTRY_CODES.has(systemCodeOf(error) ?? '')) throw toFileToolboxError(error, path);
  const stats = await lstatAt(location, path);
  if (stats.isSymbolicLink()) throw new FileLinkError(path, 'symlink');
  const actual = fileEntryKind(stats);
  if (actual !== expected) throw new FileWrongTypeError(path, expected, actual);
  // The open met a link or another kind of entry, which has since been put back.
  throw new FileSystemError(path, 'ECHANGED');
}

async function writeAll(handle: FileHandle, bytes: Buffer): Promise<void> {
  let written = 0;
  while (written < bytes.length) {
    const result = await handle.write(bytes, written, bytes.length - written, written);
    written += result.bytesWritten;
  }
}

function decodeText(bytes: Buffer, path: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new FileNotTextError(path);
  }
}
