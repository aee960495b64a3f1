import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findDependencyRuleViolations } from './dependency-rule.js';
import { repoRoot } from './workspace-packages.js';

const scratch = mkdtempSync(join(tmpdir(), 'ai-toolbox-rule-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function writePackage(root: string, path: string, name: string, files: Record<string, string>) {
  const directory = join(root, path);
  mkdirSync(join(directory, 'src'), { recursive: true });
  writeFileSync(join(directory, 'package.json'), JSON.stringify({ name }));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(directory, file), text);
}

function makeWorkspace(files: {
  core?: Record<string, string>;
  alpha?: Record<string, string>;
  beta?: Record<string, string>;
}) {
  const root = mkdtempSync(join(scratch, 'workspace-'));
  writePackage(root, 'packages/core', '@ai-toolbox/core', files.core ?? {});
  writePackage(root, 'packages/alpha', '@ai-toolbox/alpha', files.alpha ?? {});
  writePackage(root, 'packages/beta', '@ai-toolbox/beta', files.beta ?? {});
  return root;
}

describe('the dependency rule', () => {
  it('holds for this repository', () => {
    expect(findDependencyRuleViolations(repoRoot)).toEqual([]);
  });

  it('is broken when core imports a plugin', () => {
    const root = makeWorkspace({ core: { 'src/index.ts': "import '@ai-toolbox/alpha';\n" } });
    expect(findDependencyRuleViolations(root)).toEqual([
      expect.objectContaining({ specifier: '@ai-toolbox/alpha' }),
    ]);
  });

  it('is broken when a plugin imports another plugin, statically or dynamically', () => {
    const root = makeWorkspace({
      alpha: {
        'src/index.ts':
          "import { x } from '@ai-toolbox/core';\nawait import('@ai-toolbox/beta');\n",
      },
    });
    const violations = findDependencyRuleViolations(root);
    expect(violations.map((violation) => violation.specifier)).toEqual(['@ai-toolbox/beta']);
  });

  it('is broken when a plugin declares another plugin as a dependency', () => {
    const root = makeWorkspace({});
    writeFileSync(
      join(root, 'packages/alpha/package.json'),
      JSON.stringify({ name: '@ai-toolbox/alpha', dependencies: { '@ai-toolbox/beta': '1' } }),
    );
    expect(findDependencyRuleViolations(root)).toHaveLength(1);
  });

  it('lets a plugin’s bench, and only its bench, use another plugin declared for development', () => {
    const root = makeWorkspace({
      alpha: {
        'src/a.ts': "import '@ai-toolbox/beta';\n",
      },
    });
    mkdirSync(join(root, 'packages/alpha/bench'));
    writeFileSync(join(root, 'packages/alpha/bench/index.ts'), "import '@ai-toolbox/beta';\n");
    writeFileSync(
      join(root, 'packages/alpha/package.json'),
      JSON.stringify({ name: '@ai-toolbox/alpha', devDependencies: { '@ai-toolbox/beta': '1' } }),
    );
    expect(findDependencyRuleViolations(root)).toEqual([
      expect.objectContaining({ file: join('packages', 'alpha', 'src', 'a.ts') }),
    ]);
  });

  it('is broken when core declares a plugin, even for development', () => {
    const root = makeWorkspace({});
    writeFileSync(
      join(root, 'packages/core/package.json'),
      JSON.stringify({ name: '@ai-toolbox/core', devDependencies: { '@ai-toolbox/beta': '1' } }),
    );
    expect(findDependencyRuleViolations(root)).toHaveLength(1);
  });

  it('is broken when a plugin needs a library of another field at run time', () => {
    const root = makeWorkspace({});
    writeFileSync(
      join(root, 'packages/alpha/package.json'),
      JSON.stringify({ name: '@ai-toolbox/alpha', dependencies: { lodash: '1' } }),
    );
    mkdirSync(join(root, 'packages/ai-sdk/src'), { recursive: true });
    writeFileSync(
      join(root, 'packages/ai-sdk/package.json'),
      JSON.stringify({
        name: '@ai-toolbox/ai-sdk',
        dependencies: { ai: '6' },
        devDependencies: { zod: '4' },
      }),
    );
    expect(findDependencyRuleViolations(root).map((violation) => violation.reason)).toEqual([
      '@ai-toolbox/ai-sdk declares ai in dependencies; it belongs in peerDependencies',
      '@ai-toolbox/alpha may not need lodash at run time; bundle it or make it a devDependency',
    ]);
  });

  it('lets test code, and only test code, use the repository’s scripts and fixtures', () => {
    // Built from parts so that this file does not itself break the rule it tests.
    const script = ['..', '..', '..', 'scripts', 'node-binary.mjs'].join('/');
    const fixture = ['..', '..', '..', 'fixtures', 'bfcl', 'bfcl.js'].join('/');
    const elsewhere = ['..', '..', '..', 'other', 'thing.js'].join('/');
    const root = makeWorkspace({
      alpha: {
        'src/a.test.ts': `import '${script}';\nimport '${fixture}';\nimport '${elsewhere}';\n`,
        'src/a.ts': `import '${script}';\nimport '${fixture}';\n`,
      },
    });
    expect(
      findDependencyRuleViolations(root).map((violation) => [violation.file, violation.specifier]),
    ).toEqual([
      [join('packages', 'alpha', 'src', 'a.test.ts'), elsewhere],
      [join('packages', 'alpha', 'src', 'a.ts'), script],
      [join('packages', 'alpha', 'src', 'a.ts'), fixture],
    ]);
  });

  it('is broken when a package reaches into another package’s src', () => {
    // Built from parts so that this file does not itself break the rule it tests.
    const relativeSource = ['..', '..', 'core', 'src', 'index.js'].join('/');
    const packageSource = ['@ai-toolbox/core', 'src', 'manager.js'].join('/');
    const root = makeWorkspace({
      alpha: {
        'src/a.ts': `export * from '${relativeSource}';\n`,
        'src/b.ts': `import '${packageSource}';\n`,
      },
    });
    expect(findDependencyRuleViolations(root)).toHaveLength(2);
  });

  it('lets the MCP command, and only it and tests, use the file toolbox it serves', () => {
    const root = makeWorkspace({});
    writePackage(root, 'packages/mcp', '@ai-toolbox/mcp', {
      'src/run-mcp-command.ts': "import '@ai-toolbox/toolbox-file';\n",
      'src/run-mcp-command.test.ts': "import '@ai-toolbox/toolbox-file';\n",
      'src/mount.ts': "import '@ai-toolbox/toolbox-file';\nimport '@ai-toolbox/alpha';\n",
    });
    writePackage(root, 'packages/toolbox-file', '@ai-toolbox/toolbox-file', {});
    expect(
      findDependencyRuleViolations(root).map((violation) => [violation.file, violation.specifier]),
    ).toEqual([
      [join('packages', 'mcp', 'src', 'mount.ts'), '@ai-toolbox/toolbox-file'],
      [join('packages', 'mcp', 'src', 'mount.ts'), '@ai-toolbox/alpha'],
    ]);
  });

  it('keeps every other plugin from depending on the file toolbox', () => {
    const root = makeWorkspace({ alpha: { 'src/a.ts': "import '@ai-toolbox/toolbox-file';\n" } });
    writePackage(root, 'packages/toolbox-file', '@ai-toolbox/toolbox-file', {});
    expect(findDependencyRuleViolations(root)).toEqual([
      expect.objectContaining({ specifier: '@ai-toolbox/toolbox-file' }),
    ]);
  });
});
