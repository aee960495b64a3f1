import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

type CoreModule = typeof import('./index.js');

const errorClassNames = [
  'AiToolboxError',
  'CallAbortedError',
  'CallDeniedError',
  'InvalidArgumentsError',
  'InvalidSettingsError',
  'ToolExecutionError',
  'ToolNotFoundError',
  'ToolTimeoutError',
  'ToolboxNotFoundError',
  'ToolboxValidationError',
  'TranslatorError',
  'TranslatorNotFoundError',
  'UnreadableCallError',
] as const;

/** Makes one error of each kind through the public API of one copy of the package. */
async function errorsOf(core: CoreModule) {
  const manager = core.createToolManager({ timeoutMs: 10 });
  const { createMockToolbox } = await import('./test.js');
  manager.register(createMockToolbox());
  const failure = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      return error;
    }
    throw new Error('expected a failure');
  };
  const [unreadable] = await manager.executeFunctionCalls([
    { name: 'x', params: {}, error: { code: 'truncated-call', message: 'cut off' } },
  ]);
  return {
    notFound: await failure(() => manager.call('nope')),
    invalidArguments: await failure(() => manager.call('mock.add', {})),
    execution: await failure(() => manager.call('mock.fail')),
    timeout: await failure(() => manager.call('mock.wait', { ms: 1000 })),
    toolboxNotFound: await failure(async () => manager.setRootToolBox('nope')),
    validation: await failure(async () => manager.register({} as never)),
    translatorNotFound: await failure(async () => manager.setFunctionTranslator('nope')),
    translator: await failure(async () => manager.getRootInterfaceAsText()),
    settings: await failure(async () => core.createToolManager({ timeoutMs: -1 })),
    unreadable: unreadable?.error,
  };
}

async function checkAcrossCopies(first: CoreModule, second: CoreModule) {
  expect(first.AiToolboxError).not.toBe(second.AiToolboxError);
  const errors = await errorsOf(first);
  const expectations: [unknown, (typeof errorClassNames)[number]][] = [
    [errors.notFound, 'ToolNotFoundError'],
    [errors.invalidArguments, 'InvalidArgumentsError'],
    [errors.execution, 'ToolExecutionError'],
    [errors.timeout, 'ToolTimeoutError'],
    [errors.toolboxNotFound, 'ToolboxNotFoundError'],
    [errors.validation, 'ToolboxValidationError'],
    [errors.translatorNotFound, 'TranslatorNotFoundError'],
    [errors.translator, 'TranslatorError'],
    [errors.settings, 'InvalidSettingsError'],
    [errors.unreadable, 'UnreadableCallError'],
  ];
  for (const [error, className] of expectations) {
    expect(error).not.toBeInstanceOf(second[className]);
    const staticCode: unknown = Reflect.get(second[className], 'code');
    if (typeof staticCode === 'string') expect((error as { code: string }).code).toBe(staticCode);
    expect(second[className].isInstance(error)).toBe(true);
    expect(second.AiToolboxError.isInstance(error)).toBe(true);
    for (const other of errorClassNames) {
      if (other !== className && other !== 'AiToolboxError') {
        expect(second[other].isInstance(error)).toBe(false);
      }
    }
  }
  expect((errors.notFound as { code: string }).code).toBe('tool-not-found');
  expect((errors.timeout as { code: string }).code).toBe('tool-timeout');
}

describe('errors across two copies of the package', () => {
  it('are recognised by isInstance of the other copy of the sources', async () => {
    const first = await import('./index.js');
    vi.resetModules();
    const second = (await import('./index.js')) as CoreModule;
    await checkAcrossCopies(first, second);
  });

  it('are recognised by isInstance of the other copy of the built package', async () => {
    const dist = fileURLToPath(new URL('../dist', import.meta.url));
    expect(existsSync(join(dist, 'index.js')), 'build the package before testing it').toBe(true);
    // Whole copies of the folder: the entries share chunks, which one module URL would not copy.
    const copies = [1, 2].map(() => mkdtempSync(join(tmpdir(), 'ai-toolbox-core-copy-')));
    try {
      const [first, second] = await Promise.all(
        copies.map(async (copy) => {
          cpSync(dist, copy, { recursive: true });
          writeFileSync(join(copy, 'package.json'), '{"type": "module"}');
          const url = pathToFileURL(join(copy, 'index.js')).href;
          return (await import(/* @vite-ignore */ url)) as CoreModule;
        }),
      );
      await checkAcrossCopies(first as CoreModule, second as CoreModule);
    } finally {
      for (const copy of copies) rmSync(copy, { recursive: true, force: true });
    }
  });
});
