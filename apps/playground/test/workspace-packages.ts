import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The root of the repository. */
export const repoRoot = resolve(import.meta.dirname, '../../..');

/** A package of the workspace as its manifest describes it. */
export interface WorkspacePackage {
  readonly name: string;
  readonly directory: string;
  readonly private: boolean;
  readonly manifest: {
    readonly name: string;
    readonly private?: boolean;
    readonly dependencies?: Record<string, string>;
    readonly devDependencies?: Record<string, string>;
    readonly peerDependencies?: Record<string, string>;
    readonly optionalDependencies?: Record<string, string>;
    readonly exports?: Record<string, unknown>;
  };
}

/** Every package under `packages/` and `apps/` of `root`. */
export function listWorkspacePackages(root: string = repoRoot): WorkspacePackage[] {
  const found: WorkspacePackage[] = [];
  for (const group of ['packages', 'apps']) {
    let entries: string[];
    try {
      entries = readdirSync(join(root, group));
    } catch {
      continue;
    }
    for (const entry of entries.sort()) {
      const directory = join(root, group, entry);
      let manifest: WorkspacePackage['manifest'];
      try {
        manifest = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8'));
      } catch {
        continue;
      }
      found.push({ name: manifest.name, directory, private: manifest.private === true, manifest });
    }
  }
  return found;
}

/** The packages that are published to the registry. */
export function listPublishedPackages(root: string = repoRoot): WorkspacePackage[] {
  return listWorkspacePackages(root).filter((workspacePackage) => !workspacePackage.private);
}

/**
 * The specifiers a package can be imported by: its name, and its name with each subpath of
 * its `exports` map (`@ai-toolbox/core/kit`), the manifest itself left out.
 */
export function listImportSpecifiers(workspacePackage: WorkspacePackage): string[] {
  const subpaths = Object.keys(workspacePackage.manifest.exports ?? { '.': true });
  return subpaths
    .filter((subpath) => subpath !== './package.json')
    .map((subpath) =>
      subpath === '.' ? workspacePackage.name : `${workspacePackage.name}${subpath.slice(1)}`,
    );
}
