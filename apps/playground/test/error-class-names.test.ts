import { describe, expect, it } from 'vitest';
import { listPublishedPackages } from './workspace-packages.js';

// Error classes are read from the built packages, imported by name: a bundler that renames a
// class (`_ToolNotFoundError`) does so only in `dist/`, so the sources cannot show it.

/**
 * Arguments each exported error class is constructed with, by class name. A class missing here
 * fails the test: add its arguments when a package exports a new error class.
 */
const sampleArguments: Readonly<Record<string, readonly unknown[]>> = {
  AiToolboxError: [{ code: 'sample', message: 'Sample' }],
  CallAbortedError: [{ functionName: 'box.fn' }],
  CallDeniedError: [{ functionName: 'box.fn', fingerprint: 'f' }],
  InvalidArgumentsError: [{ functionName: 'box.fn', missing: ['a'], expectedParams: ['a'] }],
  InvalidResultError: [
    { functionName: 'box.fn', issues: [{ param: 'result', message: 'wrong', received: '1' }] },
  ],
  InvalidSettingsError: [{ subject: 'sample', problems: ['x: wrong'] }],
  ToolExecutionError: [{ functionName: 'box.fn', thrown: new Error('boom') }],
  ToolNotFoundError: [{ functionName: 'box.fn' }],
  ToolTimeoutError: [{ functionName: 'box.fn', timeoutMs: 10 }],
  ToolboxNotFoundError: [{ toolboxName: 'box', available: [] }],
  ToolboxValidationError: [{ toolboxName: 'box', problems: ['wrong'] }],
  TranslatorError: [{ reason: 'not-set', message: 'No translator' }],
  TranslatorNotFoundError: [{ translatorName: 'sample', available: [] }],
  UnreadableCallError: [{ functionName: 'box.fn', parseCode: 'truncated-call', message: 'Cut' }],
  DuplicateToolError: [{ toolName: 'tool' }],
  InvalidParamError: [{ toolName: 'tool', paramName: 'a', problem: 'wrong' }],
  InvalidToolNameError: [{ toolName: 'to ol', problem: 'a space' }],
  ToolNameCollisionError: [{ providerName: 'a__b', functionNames: ['a.b', 'a_.b'] }],
  UnknownToolError: [{ toolName: 'tool', knownNames: [] }],
  FileArgumentError: ['readfile', 'filepath', 'is missing'],
  FileDirectoryNotEmptyError: ['folder'],
  FileLinkError: ['link', 'symlink'],
  FileNotFoundError: ['missing.txt'],
  FileNotTextError: ['image.png'],
  FilePathError: ['../x', 'absolute'],
  FileRootProtectedError: [],
  FileSystemError: ['a.txt', 'EIO'],
  FileTooLargeError: ['big.txt', 'read', 10],
  FileToolboxConfigError: ['wrong root'],
  FileToolboxError: [{ code: 'sample', message: 'Sample' }],
  FileWrongTypeError: ['a.txt', 'folder', 'file'],
  MarkerJSONError: [{ message: 'Bad JSON', reason: 'unreadable', position: 0, detail: 'x' }],
  McpConnectionError: [{ serverName: 'fs', message: 'Gone' }],
  McpProtocolError: [{ serverName: 'fs', message: 'Not MCP' }],
  McpToolError: [{ toolName: 'read', message: 'No file', content: [] }],
};

type ErrorClass = new (...args: never[]) => Error;

function isErrorClass(value: unknown): value is ErrorClass {
  return typeof value === 'function' && value.prototype instanceof Error;
}

/** Every entry point of every published package: `name` and `name/subpath`, by specifier. */
function entryPoints(): string[] {
  return listPublishedPackages().flatMap((workspacePackage) => {
    const exportsMap = (workspacePackage.manifest as { exports?: Record<string, unknown> }).exports;
    return Object.keys(exportsMap ?? { '.': true })
      .filter((subpath) => !subpath.endsWith('.json'))
      .map((subpath) => `${workspacePackage.name}${subpath.slice(1)}`);
  });
}

/** The exported error classes of the built packages, as `[specifier, export name, class]`. */
async function exportedErrorClasses(): Promise<[string, string, ErrorClass][]> {
  const found: [string, string, ErrorClass][] = [];
  for (const specifier of entryPoints()) {
    const entryPoint: Record<string, unknown> = await import(/* @vite-ignore */ specifier);
    for (const [exportName, value] of Object.entries(entryPoint)) {
      if (isErrorClass(value)) found.push([specifier, exportName, value]);
    }
  }
  return found;
}

const classes = await exportedErrorClasses();

describe('the exported error classes of the built packages', () => {
  it('are found in every package that has them', () => {
    const specifiers = new Set(classes.map(([specifier]) => specifier));
    for (const name of [
      '@ai-toolbox/core',
      '@ai-toolbox/mcp',
      '@ai-toolbox/schema-openai',
      '@ai-toolbox/toolbox-file',
      '@ai-toolbox/translator-markers',
    ]) {
      expect(specifiers, name).toContain(name);
    }
  });

  it.each(classes)('%s: %s keeps its name as a class and on its instances', (_, name, Class) => {
    const args = sampleArguments[name];
    expect(args, `sample arguments for ${name} in this test`).toBeDefined();
    const error = Reflect.construct(Class, args ?? []) as Error;
    expect(Class.name).toBe(name);
    expect(error.name).toBe(name);
    expect(error.constructor.name).toBe(name);
    expect(String(error).startsWith(`${name}: `)).toBe(true);
  });
});
