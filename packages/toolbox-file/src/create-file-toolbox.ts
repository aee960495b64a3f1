import { realpathSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Toolbox, ToolboxFunction, ToolCallContext } from '@ai-toolbox/core';
import { parseSettings } from '@ai-toolbox/core/kit';
import { readFileArguments } from './file-arguments.js';
import {
  FILE_FUNCTION_NAMES,
  type FileFunctionName,
  fileFunctionInterfaces,
  READ_ONLY_FILE_FUNCTIONS,
} from './file-function-interfaces.js';
import { formatFileListing } from './file-listing-text.js';
import { createFileOperationLimiter } from './file-operation-limiter.js';
import { FilePathError } from './file-path-error.js';
import { parseFilePath } from './file-path-policy.js';
import { canPinByDescriptor, type FilePinning, FileSandbox, relativePath } from './file-sandbox.js';
import { FileToolboxConfigError } from './file-toolbox-config-error.js';
import { type FileToolboxOptions, fileToolboxOptionsSchema } from './file-toolbox-options.js';

/** A file toolbox: a core {@link Toolbox} plus what the application may want to know of it. */
export interface FileToolbox extends Toolbox {
  /** The real path of the root folder, taken once when the toolbox was made. */
  readonly root: string;
  /** How folders are reached; `descriptor` on Linux. See the README. */
  readonly pinning: FilePinning;
  /** Whether only readfile and listfiles are offered. */
  readonly readOnly: boolean;
}

/**
 * Makes a toolbox of file functions (readfile, writefile, deletefile, listfiles, mkdir, rmdir)
 * confined to `root`. Paths come from model text, so each one passes a lexical policy first,
 * then is resolved name by name against the root's real path without following any link.
 * A read-only toolbox offers only readfile and listfiles.
 *
 * @throws {InvalidSettingsError} (core's) when the options do not fit their schema
 * @throws {FileToolboxConfigError} when `root` is not a folder
 * @example
 * ```ts
 * const files = createFileToolbox({ root: './workspace', maxReadBytes: 65_536 });
 * manager.register(files);
 * await manager.call('file.readfile', { filepath: 'notes/todo.txt' });
 * ```
 */
export function createFileToolbox(options: FileToolboxOptions): FileToolbox {
  const settings = parseSettings(fileToolboxOptionsSchema, options, 'createFileToolbox');
  if (process.platform === 'win32') {
    throw new FileToolboxConfigError('createFileToolbox: Windows is not supported.');
  }
  let root: string;
  try {
    root = realpathSync(resolve(settings.root));
  } catch {
    throw new FileToolboxConfigError(
      `createFileToolbox: the root ${settings.root} does not exist.`,
    );
  }
  const rootStats = statSync(root, { bigint: true });
  if (!rootStats.isDirectory()) {
    throw new FileToolboxConfigError(`createFileToolbox: the root ${root} is not a folder.`);
  }
  const pinnable = canPinByDescriptor(root);
  if (settings.pinning === 'descriptor' && !pinnable) {
    throw new FileToolboxConfigError(
      'createFileToolbox: descriptor pinning needs Linux with /proc mounted.',
    );
  }
  const pinning: FilePinning = settings.pinning === 'path' || !pinnable ? 'path' : 'descriptor';
  const limits = {
    maxReadBytes: settings.maxReadBytes,
    maxWriteBytes: settings.maxWriteBytes,
    maxListEntries: settings.maxListEntries,
  };
  const sandbox = new FileSandbox(root, rootStats, pinning, limits);
  const limiter = createFileOperationLimiter(settings.maxConcurrentOperations);
  const pathLimits = { maxPathBytes: settings.maxPathBytes, maxPathDepth: settings.maxPathDepth };

  const names = (input: string): readonly string[] => {
    const result = parseFilePath(input, pathLimits);
    if (!result.ok) throw new FilePathError(input, result.reason);
    return result.components;
  };

  const run: { readonly [Name in FileFunctionName]: (args: unknown) => Promise<string> } = {
    async readfile(args) {
      const { filepath } = readFileArguments('readfile', args);
      return sandbox.readText(names(filepath));
    },
    async writefile(args) {
      const { filepath, content } = readFileArguments('writefile', args);
      const components = names(filepath);
      const outcome = await sandbox.writeText(components, content);
      const state = outcome.created ? 'new file' : 'replaced';
      return `Wrote ${outcome.bytes} bytes to ${relativePath(components)} (${state}).`;
    },
    async deletefile(args) {
      const { filepath } = readFileArguments('deletefile', args);
      const components = names(filepath);
      await sandbox.deleteFile(components);
      return `Deleted ${relativePath(components)}.`;
    },
    async listfiles(args) {
      const { subdir } = readFileArguments('listfiles', args);
      const components = names(subdir ?? '');
      return formatFileListing(relativePath(components), await sandbox.list(components));
    },
    async mkdir(args) {
      const { dirpath } = readFileArguments('mkdir', args);
      const components = names(dirpath);
      const created = await sandbox.makeDirectory(components);
      const path = relativePath(components);
      return created ? `Created folder ${path}.` : `Folder ${path} already exists.`;
    },
    async rmdir(args) {
      const { dirpath } = readFileArguments('rmdir', args);
      const components = names(dirpath);
      await sandbox.removeDirectory(components);
      return `Removed folder ${relativePath(components)}.`;
    },
  };

  const interfaces = fileFunctionInterfaces(settings.name, limits);
  const offered = FILE_FUNCTION_NAMES.filter(
    (name) => !settings.readOnly || READ_ONLY_FILE_FUNCTIONS.has(name),
  );
  const functions = new Map<string, ToolboxFunction>();
  for (const name of offered) {
    functions.set(name, {
      f: (args, _truncateLength, context?: ToolCallContext) =>
        limiter.run(async () => {
          context?.signal?.throwIfAborted();
          return run[name](args);
        }),
      interface: interfaces[name],
    });
  }
  const functionFlags: Record<string, boolean> = Object.create(null);
  for (const name of offered) functionFlags[name] = true;

  return {
    getName: () => settings.name,
    getFunction: (name) => functions.get(name) ?? null,
    functions: Object.freeze(functionFlags),
    root,
    pinning,
    readOnly: settings.readOnly,
  };
}
