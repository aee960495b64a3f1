import type { Stats } from 'node:fs';

/** What `Stats` and `Dirent` both tell about the type of an entry. */
export type EntryTypeProbe = Pick<
  Stats,
  | 'isFile'
  | 'isDirectory'
  | 'isSymbolicLink'
  | 'isFIFO'
  | 'isSocket'
  | 'isCharacterDevice'
  | 'isBlockDevice'
>;

import type { FileEntryKind } from './file-wrong-type-error.js';

/** What kind of entry `stats` (from `lstat`, `fstat` or a directory listing) describes. */
export function fileEntryKind(stats: EntryTypeProbe): FileEntryKind {
  if (stats.isFile()) return 'file';
  if (stats.isDirectory()) return 'folder';
  if (stats.isSymbolicLink()) return 'symlink';
  if (stats.isFIFO()) return 'fifo';
  if (stats.isSocket()) return 'socket';
  if (stats.isCharacterDevice()) return 'character device';
  if (stats.isBlockDevice()) return 'block device';
  return 'unknown';
}
