import { beforeEach, describe, expect, it, vi } from 'vitest';

type CoreModule = typeof import('./index.js');

/** A fresh copy of the package: no translator is registered in it yet. */
let core: CoreModule;
beforeEach(async () => {
  vi.resetModules();
  core = await import('./index.js');
});

/** What `setFunctionTranslator(name)` throws. */
function refusalOf(name: string) {
  try {
    core.createToolManager().setFunctionTranslator(name);
  } catch (error) {
    if (core.TranslatorNotFoundError.isInstance(error)) return error;
    throw error;
  }
  throw new Error(`expected '${name}' to be refused`);
}

async function registerMock(name: string) {
  const { createMockTranslator } = await import('./test.js');
  core.registerStandardTranslator(name, createMockTranslator({ name }));
}

describe('TranslatorNotFoundError from setFunctionTranslator(name)', () => {
  it('names the package to import for a translator of the project that is not registered yet', async () => {
    await registerMock('atfunc');
    const error = refusalOf('markers');
    expect(error.message).toBe(
      "No translator is known as 'markers' (known: atfunc). Import '@ai-toolbox/translator-markers' before using its name.",
    );
    expect(error.packageName).toBe('@ai-toolbox/translator-markers');
    expect(error.suggestions).toEqual([]);
  });

  it('suggests the registered name for a misspelt one and invents no package for it', async () => {
    await registerMock('atfunc');
    const error = refusalOf('atfnuc');
    expect(error.message).toBe(
      "No translator is known as 'atfnuc' (known: atfunc). Did you mean 'atfunc'? No package of the project provides a translator named 'atfnuc': import the package that registers it, or pass the translator object itself.",
    );
    expect(error.message).not.toContain('translator-atfnuc');
    expect(error.packageName).toBeUndefined();
    expect(error.suggestions).toEqual(['atfunc']);
  });

  it('suggests a translator of the project that is not registered, with its package', () => {
    const error = refusalOf('markrs');
    expect(error.message).toContain(
      "(known: none). Did you mean 'markers' (package '@ai-toolbox/translator-markers')?",
    );
    expect(error.suggestions).toEqual(['markers']);
  });

  it('suggests a registered translator that no package of the project provides', async () => {
    await registerMock('house-lines');
    const error = refusalOf('house-line');
    expect(error.suggestions).toEqual(['house-lines']);
    expect(error.message).toContain("Did you mean 'house-lines'?");
  });

  it('says that no package is known for a name close to none', async () => {
    await registerMock('atfunc');
    const error = refusalOf('qwerty');
    expect(error.suggestions).toEqual([]);
    expect(error.message).toBe(
      "No translator is known as 'qwerty' (known: atfunc). No package of the project provides a translator named 'qwerty': import the package that registers it, or pass the translator object itself.",
    );
  });

  it('answers getTranslator(name) the same way', () => {
    expect(() => core.createToolManager().getTranslator('atfnuc')).toThrow(
      "Did you mean 'atfunc' (package '@ai-toolbox/translator-atfunc')?",
    );
  });
});
