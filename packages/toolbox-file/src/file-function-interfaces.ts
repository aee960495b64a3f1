import type { FunctionAnnotations, PlainFunctionInterface } from '@ai-toolbox/core';
import type { FileSandboxLimits } from './file-sandbox.js';

/** The names of the file toolbox's functions, as the reference names them. */
export const FILE_FUNCTION_NAMES = [
  'readfile',
  'writefile',
  'deletefile',
  'listfiles',
  'mkdir',
  'rmdir',
] as const;

/** The name of one of the file toolbox's functions. */
export type FileFunctionName = (typeof FILE_FUNCTION_NAMES)[number];

/** The functions that change nothing, the only ones a read-only toolbox has. */
export const READ_ONLY_FILE_FUNCTIONS: ReadonlySet<FileFunctionName> = new Set([
  'readfile',
  'listfiles',
]);

/**
 * What each function does to the files, as MCP clients read it. Every function stays inside
 * the root, so none reaches an open world; writing replaces a file's content, so it destroys.
 */
const FILE_FUNCTION_ANNOTATIONS: Readonly<Record<FileFunctionName, FunctionAnnotations>> = {
  readfile: { title: 'Read a file', readOnlyHint: true, openWorldHint: false },
  listfiles: { title: 'List a folder', readOnlyHint: true, openWorldHint: false },
  writefile: {
    title: 'Write a file',
    readOnlyHint: false,
    destructiveHint: true,
    idempotentHint: true,
    openWorldHint: false,
  },
  deletefile: {
    title: 'Delete a file',
    readOnlyHint: false,
    destructiveHint: true,
    idempotentHint: true,
    openWorldHint: false,
  },
  mkdir: {
    title: 'Create a folder',
    readOnlyHint: false,
    destructiveHint: false,
    idempotentHint: true,
    openWorldHint: false,
  },
  rmdir: {
    title: 'Remove an empty folder',
    readOnlyHint: false,
    destructiveHint: true,
    idempotentHint: true,
    openWorldHint: false,
  },
};

const PATH_RULES =
  "relative to the root folder, with '/' between folders (for example docs/readme.txt); no '..', no absolute paths";

/**
 * The interfaces of the six functions for a toolbox named `domain`, with the limits in force
 * written into the descriptions so the model knows them before it calls, and annotations that
 * tell clients which functions only read and which destroy.
 */
export function fileFunctionInterfaces(
  domain: string,
  limits: FileSandboxLimits,
): Readonly<Record<FileFunctionName, PlainFunctionInterface>> {
  const define = (
    name: FileFunctionName,
    description: string,
    params: PlainFunctionInterface['params'],
  ): PlainFunctionInterface => ({
    domain,
    name,
    type: 'function',
    description,
    params,
    returns: 'string',
    annotations: FILE_FUNCTION_ANNOTATIONS[name],
  });
  return {
    readfile: define(
      'readfile',
      `Read a UTF-8 text file (at most ${limits.maxReadBytes} bytes) and return its content.`,
      {
        filepath: {
          type: 'string',
          isRequired: true,
          description: `Path of the file, ${PATH_RULES}.`,
        },
      },
    ),
    writefile: define(
      'writefile',
      `Write text to a file, replacing its content (at most ${limits.maxWriteBytes} bytes); missing folders are created.`,
      {
        filepath: {
          type: 'string',
          isRequired: true,
          description: `Path of the file, ${PATH_RULES}.`,
        },
        content: {
          type: 'string',
          isRequired: true,
          description: 'The complete new content of the file.',
        },
      },
    ),
    deletefile: define('deletefile', 'Delete a file.', {
      filepath: {
        type: 'string',
        isRequired: true,
        description: `Path of the file, ${PATH_RULES}.`,
      },
    }),
    listfiles: define(
      'listfiles',
      `List the files and folders in a folder (at most ${limits.maxListEntries} entries); folders end with '/'.`,
      {
        subdir: {
          type: 'string',
          isRequired: false,
          description: `Folder to list, ${PATH_RULES}; leave out for the root folder.`,
        },
      },
    ),
    mkdir: define('mkdir', 'Create a folder, and any missing folders above it.', {
      dirpath: {
        type: 'string',
        isRequired: true,
        description: `Path of the folder, ${PATH_RULES}.`,
      },
    }),
    rmdir: define('rmdir', 'Remove an empty folder (never the root folder).', {
      dirpath: {
        type: 'string',
        isRequired: true,
        description: `Path of the folder, ${PATH_RULES}.`,
      },
    }),
  };
}
