import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listWorkspacePackages, repoRoot } from './workspace-packages.js';

/** pnpm's own commands, which name no script (`pnpm add x`, `pnpm exec tsx`, ...). */
const PNPM_COMMANDS = new Set(['add', 'dlx', 'exec', 'i', 'install', 'remove', 'update', 'why']);

/** The scripts of the package.json in `directory`. */
function scriptsOf(directory: string): Set<string> {
  const manifest = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  return new Set(Object.keys(manifest.scripts ?? {}));
}

/** The Markdown files a newcomer reads: the root's, contributing/, and each package's. */
function listDocuments(): string[] {
  const documents = [join(repoRoot, 'README.md'), join(repoRoot, '.changeset', 'README.md')];
  for (const file of readdirSync(join(repoRoot, 'contributing')).sort()) {
    if (file.endsWith('.md')) documents.push(join(repoRoot, 'contributing', file));
  }
  for (const workspacePackage of listWorkspacePackages()) {
    for (const file of ['README.md', join('bench', 'README.md')]) {
      const path = join(workspacePackage.directory, file);
      if (existsSync(path)) documents.push(path);
    }
  }
  return documents;
}

/**
 * Every `pnpm <script>` a document names that no package.json defines: a bare `pnpm x` must be
 * a root script, or, in a package's own document (run in its folder), one of that package;
 * `pnpm --filter <name> x` must be a script of the package `<name>`.
 */
function findUndefinedScripts(): string[] {
  const packageScripts = new Map<string, Set<string>>();
  const directoryScripts = new Map<string, Set<string>>();
  for (const workspacePackage of listWorkspacePackages()) {
    const scripts = scriptsOf(workspacePackage.directory);
    packageScripts.set(workspacePackage.name, scripts);
    directoryScripts.set(workspacePackage.directory, scripts);
  }
  const rootScripts = scriptsOf(repoRoot);
  const missing: string[] = [];
  for (const document of listDocuments()) {
    const text = readFileSync(document, 'utf8');
    const ownScripts = directoryScripts.get(dirname(document).replace(/[/\\]bench$/, ''));
    // Across line breaks too: a sentence may wrap between `--filter` and its package.
    for (const match of text.matchAll(/\bpnpm(?:\s+--filter\s+(\S+))?\s+([a-z][\w:-]*)/g)) {
      const [, filter, script] = match as unknown as [string, string | undefined, string];
      if (PNPM_COMMANDS.has(script)) continue;
      const where = relative(repoRoot, document);
      if (filter !== undefined) {
        if (!packageScripts.get(filter)?.has(script)) missing.push(`${where}: ${match[0]}`);
      } else if (!rootScripts.has(script) && !ownScripts?.has(script)) {
        missing.push(`${where}: ${match[0]}`);
      }
    }
  }
  return missing;
}

describe('the scripts the documents name', () => {
  it('are all defined, at the root or in the package they are run for', () => {
    expect(findUndefinedScripts()).toEqual([]);
  });
});
