import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playgroundRoot } from './build-cli.js';

// The page runs in browsers: nothing it imports, directly or through the playground's own
// files, may need Node (node: built-ins, the file toolbox).

const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"\n]+)['"]/g;

function collectImports(entry: string): { files: string[]; packages: Set<string> } {
  const files: string[] = [];
  const packages = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (files.includes(file)) continue;
    files.push(file);
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const specifier = match[1] ?? '';
      if (specifier.startsWith('.'))
        pending.push(resolve(dirname(file), specifier).replace(/\.js$/, '.ts'));
      else packages.add(specifier);
    }
  }
  return { files, packages };
}

describe('the page’s imports', () => {
  const { files, packages } = collectImports(resolve(playgroundRoot, 'web/page.ts'));

  it('reach the workbench and the in-memory toolboxes', () => {
    const names = files.map((file) => file.slice(playgroundRoot.length + 1));
    expect(names).toEqual(
      expect.arrayContaining([
        'src/workbench.ts',
        'src/memory-file-toolbox.ts',
        'src/demo-toolboxes.ts',
      ]),
    );
  });

  it('are browser-safe packages only: no Node built-in, no file toolbox', () => {
    expect([...packages].sort()).toEqual([
      '@ai-toolbox/core',
      '@ai-toolbox/schema-anthropic',
      '@ai-toolbox/schema-gemini',
      '@ai-toolbox/schema-openai',
      '@ai-toolbox/translator-atfunc',
      '@ai-toolbox/translator-json',
      '@ai-toolbox/translator-markers',
      '@ai-toolbox/translator-pythonic',
      '@ai-toolbox/translator-tags',
    ]);
  });
});
