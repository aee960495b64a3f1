import { open } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Toolbox, ToolboxFunction } from '@ai-toolbox/core';
import { createFileToolbox, type FileToolbox } from './create-file-toolbox.js';
import {
  FILE_FUNCTION_NAMES,
  type FileFunctionName,
  fileFunctionInterfaces,
} from './file-function-interfaces.js';
import { FileToolboxConfigError } from './file-toolbox-config-error.js';
import type { FileToolboxOptions } from './file-toolbox-options.js';

/** The settings `setRootFolder` and `initialize` accept besides the root. */
export type FileToolboxSetupOptions = Omit<FileToolboxOptions, 'root' | 'name' | 'readOnly'>;

/** Options of {@link initialize}. */
export interface FileToolboxInitializeOptions extends FileToolboxSetupOptions {
  /** The folder holding `.filetb`; the current working folder when left out. */
  readonly cwd?: string;
}

const CONFIG_FILE = '.filetb';
const CONFIG_MAX_BYTES = 4096;

let current: FileToolbox | undefined;

const defaultInterfaces = fileFunctionInterfaces('file', {
  maxReadBytes: 1024 * 1024,
  maxWriteBytes: 1024 * 1024,
  maxListEntries: 1000,
});

function delegate(name: FileFunctionName): ToolboxFunction {
  return {
    f: (args, truncateLength, context) => {
      const target = current?.getFunction(name);
      if (target === undefined || target === null) {
        throw new FileToolboxConfigError(
          'The file toolbox has no root folder yet: the application must call initialize() or setRootFolder(dir).',
        );
      }
      return target.f(args, truncateLength, context);
    },
    get interface() {
      return current?.getFunction(name)?.interface ?? defaultInterfaces[name];
    },
  };
}

const delegates = new Map<string, ToolboxFunction>(
  FILE_FUNCTION_NAMES.map((name) => [name, delegate(name)]),
);
const functionFlags: Record<string, boolean> = Object.create(null);
for (const name of FILE_FUNCTION_NAMES) functionFlags[name] = true;

/**
 * The reference's ready-made file toolbox, named `file`. It can be registered at once; its
 * functions work once the application has called {@link initialize} or {@link setRootFolder}
 * (kept for compatibility with the reference; `createFileToolbox` is the factory for new code).
 *
 * @example
 * ```ts
 * await setRootFolder(process.env.DATA_DIR ?? '/var/app/data');
 * register(fileToolbox);
 * setRootToolBox('file');
 * ```
 */
export const fileToolbox: Toolbox = {
  getName: () => 'file',
  getFunction: (name) => delegates.get(name) ?? null,
  functions: Object.freeze(functionFlags),
};

/**
 * Sets the root folder of {@link fileToolbox} (the reference's programmatic setup).
 *
 * @throws {FileToolboxConfigError} when `dir` is not a folder
 * @throws {InvalidSettingsError} (core's) when an option does not fit its schema
 */
export async function setRootFolder(
  dir: string,
  options: FileToolboxSetupOptions = {},
): Promise<void> {
  current = createFileToolbox({ ...options, root: dir, name: 'file' });
}

/**
 * Sets the root folder of {@link fileToolbox} from the first non-empty line of `.filetb` in
 * the current working folder (the reference's beginner setup). A relative path in the file is
 * taken relative to the folder holding `.filetb`.
 *
 * @throws {FileToolboxConfigError} when `.filetb` is missing, empty or names no folder
 */
export async function initialize(options: FileToolboxInitializeOptions = {}): Promise<void> {
  const { cwd = process.cwd(), ...rest } = options;
  const configPath = resolve(cwd, CONFIG_FILE);
  let text: string;
  try {
    const handle = await open(configPath, 'r');
    try {
      const buffer = Buffer.alloc(CONFIG_MAX_BYTES);
      const { bytesRead } = await handle.read(buffer, 0, CONFIG_MAX_BYTES, 0);
      text = buffer.toString('utf8', 0, bytesRead);
    } finally {
      await handle.close();
    }
  } catch {
    throw new FileToolboxConfigError(
      `initialize: cannot read ${configPath}; write the root folder's path into it, or call setRootFolder(dir).`,
    );
  }
  const line = text
    .split(/\r?\n/)
    .map((candidate) => candidate.trim())
    .find((candidate) => candidate !== '' && !candidate.startsWith('#'));
  if (line === undefined) {
    throw new FileToolboxConfigError(`initialize: ${configPath} names no folder.`);
  }
  await setRootFolder(resolve(cwd, line), rest);
}

/** The toolbox {@link fileToolbox} currently delegates to, if its root was set (for tests and diagnostics). */
export function getFileToolboxRoot(): string | undefined {
  return current?.root;
}
