import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { listWorkspacePackages, type WorkspacePackage } from './workspace-packages.js';

const corePackage = '@ai-toolbox/core';
const sourceExtensions = ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'];
const importPattern =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\bexport\s+\*\s+from\s*)['"]([^'"\n]+)['"]/g;

/** One place where the repository breaks the dependency rule. */
export interface DependencyRuleViolation {
  readonly file: string;
  readonly specifier: string;
  readonly reason: string;
}

/**
 * The one exception to "a plugin depends on core only": the `ai-toolbox-mcp` command of
 * `@ai-toolbox/mcp` serves the file toolbox (`ai-toolbox-mcp files <root>`), so that package
 * may use `@ai-toolbox/toolbox-file`, from the command's module and from tests only: the
 * library itself (serve, mount) stays on core.
 */
const commandDependencies: ReadonlyMap<string, { dependency: string; files: readonly string[] }> =
  new Map([
    [
      '@ai-toolbox/mcp',
      { dependency: '@ai-toolbox/toolbox-file', files: [join('src', 'run-mcp-command.ts')] },
    ],
  ]);

/**
 * What a package may depend on inside the workspace: core nothing, a plugin only core (and
 * what its command serves, see `commandDependencies`), the playground every package but never
 * another package's source files.
 */
function allowedWorkspaceDependencies(workspacePackage: WorkspacePackage, all: WorkspacePackage[]) {
  if (workspacePackage.name === corePackage) return new Set<string>();
  if (workspacePackage.private) return new Set(all.map((other) => other.name));
  const command = commandDependencies.get(workspacePackage.name);
  return new Set(command === undefined ? [corePackage] : [corePackage, command.dependency]);
}

/** Whether `imported` is allowed in this file only as the dependency of the package's command. */
function isCommandImportOutsideCommand(
  workspacePackage: WorkspacePackage,
  fileInPackage: string,
  imported: string,
): boolean {
  const command = commandDependencies.get(workspacePackage.name);
  if (command === undefined || command.dependency !== imported) return false;
  return !command.files.includes(fileInPackage) && !isTestCode(fileInPackage);
}

/**
 * The libraries outside the workspace a published package may need at run time, and how it
 * declares each: core valibot alone, a plugin only the library of its own field (SPEC, section
 * 2). Everything else a published package uses is bundled or a devDependency.
 */
const fieldLibraries: ReadonlyMap<string, ReadonlyMap<string, RuntimeField>> = new Map<
  string,
  ReadonlyMap<string, RuntimeField>
>([
  ['@ai-toolbox/core', new Map<string, RuntimeField>([['valibot', 'dependencies']])],
  ['@ai-toolbox/ai-sdk', new Map<string, RuntimeField>([['ai', 'peerDependencies']])],
  [
    '@ai-toolbox/mcp',
    new Map<string, RuntimeField>([
      ['@modelcontextprotocol/sdk', 'dependencies'],
      // The stdio mount starts a server as the SDK's own stdio client does, with the SDK's own
      // dependency for it: installed with the SDK anyway, so it adds nothing to an install.
      ['cross-spawn', 'dependencies'],
    ]),
  ],
]);

type RuntimeField = 'dependencies' | 'peerDependencies' | 'optionalDependencies';
const runtimeFields: readonly RuntimeField[] = [
  'dependencies',
  'peerDependencies',
  'optionalDependencies',
];

/** A published package's run-time dependencies outside the workspace that the rule refuses. */
function runtimeViolations(
  workspacePackage: WorkspacePackage,
  names: ReadonlySet<string>,
  manifestFile: string,
): DependencyRuleViolation[] {
  if (workspacePackage.private) return [];
  const allowed = fieldLibraries.get(workspacePackage.name) ?? new Map<string, RuntimeField>();
  const violations: DependencyRuleViolation[] = [];
  for (const field of runtimeFields) {
    for (const dependency of Object.keys(workspacePackage.manifest[field] ?? {})) {
      if (names.has(dependency)) continue;
      const as = allowed.get(dependency);
      if (as === field) continue;
      violations.push({
        file: manifestFile,
        specifier: dependency,
        reason:
          as === undefined
            ? `${workspacePackage.name} may not need ${dependency} at run time; bundle it or make it a devDependency`
            : `${workspacePackage.name} declares ${dependency} in ${field}; it belongs in ${as}`,
      });
    }
  }
  return violations;
}

function listSourceFiles(directory: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(directory)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    const path = join(directory, entry);
    if (statSync(path).isDirectory()) files.push(...listSourceFiles(path));
    else if (sourceExtensions.some((extension) => entry.endsWith(extension))) files.push(path);
  }
  return files;
}

/**
 * Test code: a test file, a file under a `test/` folder or a fixture. Only test code may use
 * the repository's own tooling in `scripts/` (the Node binaries of other versions, say) and its
 * shared test data in `fixtures/` (BFCL's function docs, say), because neither is a package and
 * neither is ever published.
 */
function isTestCode(fileInPackage: string): boolean {
  const parts = fileInPackage.split(sep);
  const name = parts.at(-1) ?? '';
  return (
    parts[0] === 'test' || parts.includes('__fixtures__') || /\.test(-d)?\.[cm]?[jt]sx?$/.test(name)
  );
}

/**
 * Bench code: a file under `bench/`. A plugin's bench may measure it beside another plugin (a
 * peer on the same text), so it may import that plugin, declared as a dev dependency; nothing
 * else of the plugin may, and nothing published ever does.
 */
function isBenchCode(fileInPackage: string): boolean {
  return fileInPackage.split(sep)[0] === 'bench';
}

function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** Every violation of the dependency rule in the workspace under `root`. */
export function findDependencyRuleViolations(root: string): DependencyRuleViolation[] {
  const all = listWorkspacePackages(root);
  const names = new Set(all.map((workspacePackage) => workspacePackage.name));
  const violations: DependencyRuleViolation[] = [];

  for (const workspacePackage of all) {
    const allowed = allowedWorkspaceDependencies(workspacePackage, all);
    const manifestFile = relative(root, join(workspacePackage.directory, 'package.json'));
    const { manifest } = workspacePackage;
    const declared = {
      ...manifest.dependencies,
      ...manifest.peerDependencies,
      ...manifest.optionalDependencies,
    };
    violations.push(...runtimeViolations(workspacePackage, names, manifestFile));
    // A plugin's dev dependency on another plugin serves its bench alone (core's serves nothing).
    const benchOnly = new Set<string>();
    for (const dependency of Object.keys(manifest.devDependencies ?? {})) {
      if (!names.has(dependency) || allowed.has(dependency)) continue;
      if (workspacePackage.name === corePackage || dependency === workspacePackage.name) {
        declared[dependency] = manifest.devDependencies?.[dependency] ?? '';
      } else {
        benchOnly.add(dependency);
      }
    }
    for (const dependency of Object.keys(declared)) {
      if (names.has(dependency) && !allowed.has(dependency)) {
        violations.push({
          file: manifestFile,
          specifier: dependency,
          reason: `${workspacePackage.name} may not depend on ${dependency}`,
        });
      }
    }

    for (const file of listSourceFiles(workspacePackage.directory)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(importPattern)) {
        const specifier = match[1] ?? '';
        const where = relative(root, file);
        if (specifier.startsWith('.')) {
          const target = resolve(dirname(file), specifier);
          const inRepositoryTooling = ['scripts', 'fixtures'].some((folder) =>
            target.startsWith(join(root, folder) + sep),
          );
          const fileInPackage = relative(workspacePackage.directory, file);
          if (inRepositoryTooling && isTestCode(fileInPackage)) continue;
          if (!target.startsWith(workspacePackage.directory + sep)) {
            violations.push({
              file: where,
              specifier,
              reason: 'a relative import leaves its package; import the other package by name',
            });
          }
          continue;
        }
        const imported = packageNameOf(specifier);
        if (!names.has(imported) || imported === workspacePackage.name) continue;
        const fileInPackage = relative(workspacePackage.directory, file);
        if (benchOnly.has(imported) && isBenchCode(fileInPackage)) continue;
        if (!allowed.has(imported)) {
          violations.push({
            file: where,
            specifier,
            reason: `${workspacePackage.name} may not import ${imported}`,
          });
        } else if (
          isCommandImportOutsideCommand(
            workspacePackage,
            relative(workspacePackage.directory, file),
            imported,
          )
        ) {
          violations.push({
            file: where,
            specifier,
            reason: `${imported} is for the command of ${workspacePackage.name} only; the library depends on core alone`,
          });
        } else if (/\/(src|dist)(\/|$)/.test(specifier.slice(imported.length))) {
          violations.push({
            file: where,
            specifier,
            reason: 'reaches into another package’s files; use its public exports',
          });
        }
      }
    }
  }
  return violations;
}
