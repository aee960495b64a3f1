import { defineToolbox, type Toolbox } from '@ai-toolbox/core';

/** The settings of {@link createMemoryFileToolbox}. */
export interface MemoryFileToolboxOptions {
  /** Files to start with, by path relative to the root. */
  readonly files?: Readonly<Record<string, string>>;
  /** The largest file, in characters (default 1,000,000). */
  readonly maxFileSize?: number;
  /** The most files and folders together (default 1,000). */
  readonly maxEntries?: number;
}

const MAX_PATH_LENGTH = 1024;

/**
 * Turns a model-written path into the segments of a path inside the sandbox, with the file
 * toolbox's rules: relative, `/` between folders, no `..`, no absolute or drive paths.
 */
function toSegments(path: unknown): string[] {
  if (typeof path !== 'string') throw new Error('the path must be a string');
  if (path.length > MAX_PATH_LENGTH)
    throw new Error(`the path is longer than ${MAX_PATH_LENGTH} characters`);
  if (path.includes('\0')) throw new Error('the path contains a NUL character');
  if (path.startsWith('/') || path.startsWith('\\') || /^[A-Za-z]:/.test(path)) {
    throw new Error(`${JSON.stringify(path)} is absolute; paths are relative to the sandbox root`);
  }
  const segments: string[] = [];
  for (const segment of path.split(/[/\\]/)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..')
      throw new Error(
        `${JSON.stringify(path)} uses "..", which may not leave or climb the sandbox`,
      );
    segments.push(segment);
  }
  return segments;
}

const byteLength = (text: string) => new TextEncoder().encode(text).byteLength;

/**
 * A file toolbox that keeps its files in memory, for the browser, where there is no file
 * system: the same function names and parameters as `@ai-toolbox/toolbox-file`, with paths
 * confined to its own root.
 */
export function createMemoryFileToolbox(options: MemoryFileToolboxOptions = {}): Toolbox {
  const maxFileSize = options.maxFileSize ?? 1_000_000;
  const maxEntries = options.maxEntries ?? 1_000;
  const files = new Map<string, string>();
  const folders = new Set<string>(['']);

  const parentOf = (key: string) => key.slice(0, Math.max(0, key.lastIndexOf('/')));
  const ensureRoom = () => {
    if (files.size + folders.size >= maxEntries) {
      throw new Error(`the sandbox is full (${maxEntries} files and folders)`);
    }
  };
  const makeFolders = (segments: readonly string[]) => {
    for (let index = 1; index <= segments.length; index++) {
      const key = segments.slice(0, index).join('/');
      if (files.has(key)) throw new Error(`"${key}" is a file, not a folder`);
      if (!folders.has(key)) {
        ensureRoom();
        folders.add(key);
      }
    }
  };
  const write = (path: unknown, content: unknown) => {
    const segments = toSegments(path);
    const key = segments.join('/');
    if (key === '') throw new Error('a file path is needed');
    if (folders.has(key)) throw new Error(`"${key}" is a folder`);
    const text = typeof content === 'string' ? content : JSON.stringify(content);
    if (text.length > maxFileSize)
      throw new Error(`the content is larger than ${maxFileSize} characters`);
    makeFolders(segments.slice(0, -1));
    if (!files.has(key)) ensureRoom();
    files.set(key, text);
    return key;
  };

  for (const [path, content] of Object.entries(options.files ?? {})) write(path, content);

  const path = (description: string) =>
    ({ type: 'string', isRequired: true, description }) as const;
  const filePath = path('Path of the file, relative to the sandbox root');
  const folderPath = path('Path of the folder, relative to the sandbox root');

  // Named and shaped like the file toolbox's functions, so prompts and schemas look the same.
  return defineToolbox({
    name: 'file',
    functions: {
      readfile: {
        description: 'Read the contents of a file in the sandbox',
        params: { filepath: filePath },
        run: ({ filepath }) => {
          const key = toSegments(filepath).join('/');
          const content = files.get(key);
          if (content === undefined) {
            throw new Error(folders.has(key) ? `"${key}" is a folder` : `no file "${key}"`);
          }
          return content;
        },
      },
      writefile: {
        description: 'Write text to a file in the sandbox, replacing what it held',
        params: {
          filepath: filePath,
          content: { type: 'string', isRequired: true, description: 'The text to write' },
        },
        run: ({ filepath, content }) => {
          const existed = files.has(toSegments(filepath).join('/'));
          const key = write(filepath, content);
          const state = existed ? 'replaced' : 'new file';
          return `Wrote ${byteLength(files.get(key) ?? '')} bytes to ${key} (${state}).`;
        },
      },
      deletefile: {
        description: 'Delete a file in the sandbox',
        params: { filepath: filePath },
        run: ({ filepath }) => {
          const key = toSegments(filepath).join('/');
          if (!files.delete(key)) throw new Error(`no file "${key}"`);
          return `Deleted ${key}.`;
        },
      },
      listfiles: {
        description: "List the files and folders in a folder of the sandbox; folders end with '/'",
        params: {
          subdir: {
            type: 'string',
            isRequired: false,
            description: 'Folder to list, relative to the sandbox root; the root when left out',
          },
        },
        run: ({ subdir }) => {
          const key = subdir === undefined ? '' : toSegments(subdir).join('/');
          if (!folders.has(key)) throw new Error(`no folder "${key}"`);
          const nameOf = (entry: string) => entry.slice(key ? key.length + 1 : 0);
          const entries: string[] = [];
          for (const folder of folders) {
            if (folder !== '' && parentOf(folder) === key) entries.push(`${nameOf(folder)}/`);
          }
          for (const [file, content] of files) {
            if (parentOf(file) === key)
              entries.push(`${nameOf(file)} (${byteLength(content)} bytes)`);
          }
          entries.sort();
          const heading = key === '' ? 'the root folder' : JSON.stringify(key);
          const count = `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}`;
          return [`Contents of ${heading} (${count}):`, ...entries].join('\n');
        },
      },
      mkdir: {
        description: 'Create a folder (and its parents) in the sandbox',
        params: { dirpath: folderPath },
        run: ({ dirpath }) => {
          const segments = toSegments(dirpath);
          const key = segments.join('/');
          const existed = folders.has(key);
          makeFolders(segments);
          return existed ? `Folder ${key || '.'} already exists.` : `Created folder ${key}.`;
        },
      },
      rmdir: {
        description: 'Remove an empty folder in the sandbox',
        params: { dirpath: folderPath },
        run: ({ dirpath }) => {
          const key = toSegments(dirpath).join('/');
          if (key === '') throw new Error('the sandbox root cannot be removed');
          if (!folders.has(key)) throw new Error(`no folder "${key}"`);
          const prefix = `${key}/`;
          const busy =
            [...files.keys()].some((file) => file.startsWith(prefix)) ||
            [...folders].some((folder) => folder.startsWith(prefix));
          if (busy) throw new Error(`the folder "${key}" is not empty`);
          folders.delete(key);
          return `Removed folder ${key}.`;
        },
      },
    },
  });
}
