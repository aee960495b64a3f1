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

  it('answers a model name given as a translator name with the translator the model table gives it', () => {
    const error = refusalOf('llama3.2');
    expect(error.suggestions).toEqual(['pythonic']);
    expect(error.message).toContain(
      "Did you mean 'pythonic' (package '@ai-toolbox/translator-pythonic')? 'llama3.2' names a model, not a translator: 'llama3.2' is 'llama-3.2' in the model table",
    );
    expect(error.message).toContain(
      "createToolManager({ model: 'llama3.2' }) chooses that translator.",
    );
    expect(error.message).not.toContain("'llama3'");
    expect(error.modelChoice?.translator).toBe('pythonic');
  });

  it.each(['qwen2.5', 'qwen3', 'Qwen/Qwen3-8B'])('suggests hermes for the model %s', (name) => {
    const error = refusalOf(name);
    expect(error.suggestions).toEqual(['hermes']);
    expect(error.message).toContain(
      "Did you mean 'hermes' (package '@ai-toolbox/translator-json')?",
    );
  });

  it('suggests the registered translator of a model without its package', async () => {
    await registerMock('pythonic');
    const error = refusalOf('llama3.2:3b');
    expect(error.suggestions).toEqual(['pythonic']);
    expect(error.message).toContain("(known: pythonic). Did you mean 'pythonic'? ");
  });
});

describe('createToolManager({ model })', () => {
  it('uses the translator the model table gives the model, and says why', async () => {
    await registerMock('hermes');
    const manager = core.createToolManager({ model: 'Qwen/Qwen3-8B' });
    expect(manager.getFunctionTranslator()).toBe(core.findStandardTranslator('hermes'));
    expect(manager.getModelChoice()).toEqual(core.chooseTranslator('Qwen/Qwen3-8B'));
    expect(manager.getModelChoice()?.reason).toContain("the translator 'hermes'");
  });

  it('uses auto for a model the table does not know', async () => {
    await registerMock('auto');
    const manager = core.createToolManager({ model: 'my-own-model-7b' });
    expect(manager.getFunctionTranslator()).toBe(core.findStandardTranslator('auto'));
    expect(manager.getModelChoice()).toMatchObject({ translator: 'auto', family: null });
  });

  it("names the package to import when the model's translator is not registered", () => {
    let thrown: unknown;
    try {
      core.createToolManager({ model: 'llama3.2:3b' });
    } catch (error) {
      thrown = error;
    }
    if (!core.TranslatorNotFoundError.isInstance(thrown)) throw new Error('expected a refusal');
    expect(thrown.message).toBe(
      "'llama3.2:3b' is 'llama-3.2' in the model table: its documentation (https://www.llama.com/docs/model-cards-and-prompt-formats/llama3_2/) gives it the calls that the translator 'pythonic' (@ai-toolbox/translator-pythonic) reads. No translator is known as 'pythonic' (known: none). Import '@ai-toolbox/translator-pythonic' before using its name.",
    );
    expect(thrown.packageName).toBe('@ai-toolbox/translator-pythonic');
    expect(thrown.modelChoice?.model).toBe('llama3.2:3b');
  });

  it('refuses a model together with a translator, and an empty model', async () => {
    await registerMock('hermes');
    expect(() => core.createToolManager({ model: 'qwen3', translator: 'hermes' })).toThrow(
      "Invalid settings for createToolManager: model and translator: give one of them, not both (the model 'qwen3' chooses its translator; chooseTranslator(model) shows which)",
    );
    expect(() => core.createToolManager({ model: '' })).toThrow(core.InvalidSettingsError);
    expect(() => core.createToolManager({ model: 7 as unknown as string })).toThrow(
      core.InvalidSettingsError,
    );
  });

  it('has no model choice when no model was given', () => {
    expect(core.createToolManager().getModelChoice()).toBeNull();
  });
});
