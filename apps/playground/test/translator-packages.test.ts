import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { listStandardTranslators } from '@ai-toolbox/core';
import { afterAll, describe, expect, it } from 'vitest';
import { listPublishedPackages } from './workspace-packages.js';

type CoreModule = typeof import('@ai-toolbox/core');

/** The names each translator package of the workspace registers when it is imported. */
async function registeredNames(): Promise<[string, string[]][]> {
  const found: [string, string[]][] = [];
  for (const { name } of listPublishedPackages()) {
    if (!name.startsWith('@ai-toolbox/translator-')) continue;
    const before = new Set(listStandardTranslators());
    await import(/* @vite-ignore */ name);
    found.push([name, listStandardTranslators().filter((known) => !before.has(known))]);
  }
  return found;
}

const packages = await registeredNames();

/**
 * A copy of the built core elsewhere on disk, as a second install is: no translator package has
 * registered anything in it. The whole folder, since its entry points may share chunks.
 */
async function freshCore(): Promise<CoreModule> {
  const dist = dirname(createRequire(import.meta.url).resolve('@ai-toolbox/core'));
  const copy = mkdtempSync(join(tmpdir(), 'ai-toolbox-core-fresh-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));
  cpSync(dist, copy, { recursive: true });
  return (await import(
    /* @vite-ignore */ pathToFileURL(join(copy, 'index.js')).href
  )) as CoreModule;
}

const fresh = await freshCore();

describe("core's table of translator packages", () => {
  it('has translator packages to check', () => {
    expect(packages.length).toBeGreaterThan(0);
    expect(fresh.listStandardTranslators()).toEqual([]);
  });

  it.each(packages)('names %s for every translator it registers', (packageName, names) => {
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      let refusal: unknown;
      try {
        fresh.createToolManager().setFunctionTranslator(name);
      } catch (error) {
        refusal = error;
      }
      if (!fresh.TranslatorNotFoundError.isInstance(refusal)) {
        throw new Error(`'${name}' was not refused with a TranslatorNotFoundError`);
      }
      expect(refusal.packageName, name).toBe(packageName);
      expect(refusal.message).toContain(`Import '${packageName}'`);
    }
  });
});
