import { execFileSync, spawnSync } from 'node:child_process';
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeBinary } from '../../../scripts/node-binary.mjs';
import { listImportSpecifiers, listPublishedPackages, repoRoot } from './workspace-packages.js';

// Packs every published package, installs the tarballs into a project outside the workspace
// and uses them there the way a user would: ESM import, require() and a type-checked file.
// Import and require() are tried on every Node the packages' `engines` name, because
// require() of ESM is what differs between them.
const published = listPublishedPackages();
const specifiers = published.flatMap(listImportSpecifiers);
const machineMajor = Number(process.versions.node.split('.')[0]);
const nodeMajors = [...new Set([machineMajor, 22, 24])];
const nodeOfMajor = new Map<number, string>([[machineMajor, process.execPath]]);
const consumer = mkdtempSync(join(tmpdir(), 'ai-toolbox-consumer-'));
// `ai`'s own type files need Node's types and @types/json-schema, which every AI SDK application
// has; the AI SDK integration is type-checked with them, the other packages without them.
const nodeTypesVersion = (
  JSON.parse(
    readFileSync(join(repoRoot, 'node_modules', '@types', 'node', 'package.json'), 'utf8'),
  ) as { version: string }
).version;
const aiSdkTypes = [`@types/node@${nodeTypesVersion}`, '@types/json-schema@7.0.15'];
const withNodeTypes = new Set(['@ai-toolbox/ai-sdk']);
const tarballs = join(consumer, 'tarballs');

function run(command: string, args: string[], cwd: string): string {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    // Say what the command printed, not only that it failed.
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

function exportedNames(output: string): string[] {
  return JSON.parse(output.trim()) as string[];
}

beforeAll(async () => {
  for (const major of [22, 24] as const) {
    if (!nodeOfMajor.has(major)) nodeOfMajor.set(major, await nodeBinary(major));
  }
  mkdirSync(tarballs);
  for (const workspacePackage of published) {
    run('pnpm', ['pack', '--pack-destination', tarballs], workspacePackage.directory);
  }
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  const files = readdirSync(tarballs).map((file) => join(tarballs, file));
  run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--loglevel=error', ...files, ...aiSdkTypes],
    consumer,
  );
});

afterAll(() => rmSync(consumer, { recursive: true, force: true }));

describe('the published packages, installed from their tarballs', () => {
  it('packs every published package', () => {
    expect(published.length).toBeGreaterThan(0);
    expect(readdirSync(tarballs)).toHaveLength(published.length);
  });

  it.each(published.map((workspacePackage) => workspacePackage.name))(
    '%s is installed as a real folder, not a link into the workspace',
    (name) => {
      expect(lstatSync(join(consumer, 'node_modules', name)).isSymbolicLink()).toBe(false);
    },
  );

  it('installs the ai-toolbox-mcp command, which runs and prints its usage', () => {
    const command = join(consumer, 'node_modules', '.bin', 'ai-toolbox-mcp');
    const { status, stdout, stderr } = spawnSync(command, ['--help'], {
      cwd: consumer,
      encoding: 'utf8',
    });
    // Asked for, the usage is the answer: stdout, and success. A mistake goes to stderr.
    expect(status).toBe(0);
    expect(stdout).toContain('Usage: ai-toolbox-mcp files <root>');
    expect(stderr).toBe('');
    const mistake = spawnSync(command, ['--bogus'], { cwd: consumer, encoding: 'utf8' });
    expect(mistake.status).toBe(2);
    expect(mistake.stdout).toBe('');
    expect(mistake.stderr).toContain("Unknown option '--bogus'");
  });

  it('installs the ai-toolbox-mcp command, which prints its version', () => {
    const command = join(consumer, 'node_modules', '.bin', 'ai-toolbox-mcp');
    const { status, stdout } = spawnSync(command, ['--version'], {
      cwd: consumer,
      encoding: 'utf8',
    });
    expect(status).toBe(0);
    expect(stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('offers the subpaths plugin authors import', () => {
    expect(specifiers).toEqual(
      expect.arrayContaining(['@ai-toolbox/core/kit', '@ai-toolbox/core/test']),
    );
  });

  // Every entry of every exports map, subpaths such as `@ai-toolbox/core/kit` included.
  describe.each(specifiers)('%s', (name) => {
    it.each(nodeMajors)('imports under ESM and under require() alike on Node %i', (major) => {
      const node = nodeOfMajor.get(major) ?? '';
      const fromImport = exportedNames(
        run(
          node,
          [
            '--input-type=module',
            '-e',
            `console.log(JSON.stringify(Object.keys(await import('${name}')).sort()))`,
          ],
          consumer,
        ),
      );
      const fromRequire = exportedNames(
        run(
          node,
          [
            '-e',
            `console.log(JSON.stringify(Object.keys(require('${name}')).filter((k) => k !== '__esModule' && k !== 'module.exports').sort()))`,
          ],
          consumer,
        ),
      );
      expect(fromImport.length).toBeGreaterThan(0);
      expect(fromRequire).toEqual(fromImport);
    });
  });

  it('type-checks a consumer file against the built type files', () => {
    const plain = specifiers.filter((specifier) => !withNodeTypes.has(specifier));
    const imports = plain
      .map((specifier, index) => `import * as package${index} from '${specifier}';`)
      .join('\n');
    const uses = plain
      .map(
        (_, index) =>
          `export const exported${index}: number = Object.keys(package${index}).length;`,
      )
      .join('\n');
    writeFileSync(
      join(consumer, 'consumer.ts'),
      `${imports}
import { AiToolboxError, type FunctionInterface, type Toolbox } from '@ai-toolbox/core';
import { getParamSlots, type ParamSlot } from '@ai-toolbox/core/kit';

${uses}

const greet: FunctionInterface = {
  domain: 'mytoolbox',
  name: 'greet',
  type: 'function',
  description: 'Greet a person by name',
  params: { name: { type: 'string', isRequired: true, description: 'Name' } },
  returns: 'string',
};

export const toolbox: Toolbox = {
  getName: () => 'mytoolbox',
  getFunction: (name) => (name === 'greet' ? { f: async (args) => \`Hello, \${String(args.name)}!\`, interface: greet } : null),
  functions: { greet: true },
};

export const isError: boolean = AiToolboxError.isInstance(new Error('x'));
export const slots: readonly ParamSlot[] = getParamSlots(greet);
`,
    );
    writeFileSync(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2023', 'DOM'],
          strict: true,
          noEmit: true,
          types: [],
        },
        files: ['consumer.ts'],
      }),
    );
    const tsc = join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
    expect(run('node', [tsc, '-p', consumer], consumer)).toBe('');
  });

  it('type-checks an AI SDK application against the built type files and the installed ai', () => {
    expect(specifiers).toEqual(expect.arrayContaining([...withNodeTypes]));
    writeFileSync(
      join(consumer, 'ai-sdk-consumer.ts'),
      `import { toAiSdkTools, toolCallingMiddleware } from '@ai-toolbox/ai-sdk';
import { createToolManager } from '@ai-toolbox/core';
import { generateText, type LanguageModel, type LanguageModelMiddleware, streamText, type ToolSet, wrapLanguageModel } from 'ai';

declare const base: Exclude<LanguageModel, string>;
const manager = createToolManager();
export const tools: ToolSet = toAiSdkTools(manager, { functions: ['tools'] });
export const middleware: LanguageModelMiddleware = toolCallingMiddleware({ translator: 'atfunc' });
const model = wrapLanguageModel({ model: base as Parameters<typeof wrapLanguageModel>[0]['model'], middleware });
export const generated = generateText({ model, tools, prompt: 'Hi' });
export const streamed = streamText({ model, tools, prompt: 'Hi' });
`,
    );
    writeFileSync(
      join(consumer, 'tsconfig.ai-sdk.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2023', 'DOM'],
          strict: true,
          noEmit: true,
          types: ['node'],
        },
        files: ['ai-sdk-consumer.ts'],
      }),
    );
    const tsc = join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
    expect(run('node', [tsc, '-p', join(consumer, 'tsconfig.ai-sdk.json')], consumer)).toBe('');
  });
});
