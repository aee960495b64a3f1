import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  blockFileName,
  fragmentFlag,
  listImportedPackages,
  listReadmeBlocks,
  listReadmes,
  type ReadmeBlock,
  readBlocks,
  readExpectedOutput,
  readInstallLine,
} from './readme-blocks.js';
import { repoRoot } from './workspace-packages.js';

// Every ```ts block of the READMEs runs as written, or says in its info string that it is a
// fragment. The blocks are written into a folder of the playground, so they import the
// packages by name and compile against the built type files, the way a user's code does.
const playground = resolve(import.meta.dirname, '..');
const blocksFolder = join(playground, '.readme-blocks');
const tsxCli = join(playground, 'node_modules/tsx/dist/cli.mjs');
const runTimeoutMs = 30_000;

const blocks = listReadmeBlocks();
const runnable = blocks.filter((block) => !block.fragment);
const fragments = blocks.filter((block) => block.fragment);

// A block runs offline: a model or provider call must answer from a fake, never the network.
const offlinePreload = `
const refuse = (what) => { throw new Error('README blocks run offline: ' + what); };
globalThis.fetch = async (input) => refuse('fetch(' + String(input instanceof Request ? input.url : input) + ')');
const dns = (await import('node:dns')).default;
const local = (host) => host === 'localhost' || host === '127.0.0.1' || host === '::1';
const lookup = dns.lookup;
dns.lookup = function (host, ...rest) { if (!local(host)) refuse('dns lookup of ' + host); return lookup.call(this, host, ...rest); };
`;

function describeBlock(block: ReadmeBlock): string {
  return `${block.readme}:${block.line}`;
}

function writeBlocks(): Map<string, ReadmeBlock> {
  rmSync(blocksFolder, { recursive: true, force: true });
  mkdirSync(blocksFolder, { recursive: true });
  writeFileSync(
    join(blocksFolder, 'tsconfig.json'),
    JSON.stringify({ extends: '../../../tsconfig.base.json', include: ['*.ts'] }),
  );
  writeFileSync(join(blocksFolder, 'offline.mjs'), offlinePreload);
  const byFile = new Map<string, ReadmeBlock>();
  for (const block of runnable) {
    const file = join(blocksFolder, blockFileName(block));
    // `export {}` makes a block without imports a module, so blocks never share globals.
    writeFileSync(file, `${block.code}export {};\n`);
    byFile.set(file, block);
  }
  return byFile;
}

function typeCheck(byFile: Map<string, ReadmeBlock>): string[] {
  const configFile = join(blocksFolder, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configFile, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (parsed === undefined) throw new Error(`cannot read ${configFile}`);
  const program = ts.createProgram({ rootNames: [...byFile.keys()], options: parsed.options });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (diagnostic.file === undefined) return message;
    const block = byFile.get(resolve(diagnostic.file.fileName));
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    // The code starts on the line after the fence.
    const where =
      block === undefined
        ? `${diagnostic.file.fileName}:${line + 1}`
        : `${block.readme}:${block.line + line + 1}`;
    return `${where}: ${message}`;
  });
}

const byFile = writeBlocks();

describe('the READMEs’ TypeScript blocks', () => {
  it('reads fences of any length and indentation, flags and output comments', () => {
    const text = [
      '```sh',
      'npm install x',
      '```',
      '````ts',
      "console.log('a'); // → a",
      '```python',
      '```',
      '// → b',
      '````',
      '  ```ts fragment',
      '  run: () => 1,',
      '  ```',
      '```ts fragmnet',
      '```',
    ].join('\n');
    const found = readBlocks('README.md', text);
    expect(found.map((block) => [block.line, block.fragment, block.unknownFlags])).toEqual([
      [4, false, []],
      [10, true, []],
      [13, false, ['fragmnet']],
    ]);
    expect(found[0]?.expectedOutput).toEqual(['a', 'b']);
    expect(found[1]?.code).toBe('run: () => 1,\n');
    expect(readExpectedOutput('const x = 1; // not output')).toEqual([]);
  });

  it('finds the blocks of the root README and of every package README', () => {
    const readmes = new Set(blocks.map((block) => block.readme));
    expect(listReadmes().length).toBeGreaterThan(10);
    expect(readmes.has('README.md')).toBe(true);
    console.log(
      `README blocks: ${blocks.length} TypeScript blocks in ${readmes.size} READMEs, ` +
        `${runnable.length} runnable (compiled and run), ${fragments.length} marked \`ts ${fragmentFlag}\``,
    );
  });

  it('marks each block runnable or fragment with no other word in its info string', () => {
    const unknown = blocks
      .filter((block) => block.unknownFlags.length > 0)
      .map((block) => `${describeBlock(block)}: ${block.unknownFlags.join(' ')}`);
    expect(unknown).toEqual([]);
  });

  it('has no output comment in a fragment, where nothing would check it', () => {
    const unchecked = fragments
      .filter((block) => block.expectedOutput.length > 0)
      .map(describeBlock);
    expect(unchecked).toEqual([]);
  });

  it('opens every package README with one npm install line naming every package its blocks import', () => {
    const problems: string[] = [];
    for (const readme of listReadmes().filter((path) => path.startsWith('packages/'))) {
      const installLine = readInstallLine(readFileSync(join(repoRoot, readme), 'utf8'));
      if (installLine?.startsWith('npm install ') !== true) {
        problems.push(`${readme}: no \`npm install\` line in its first sh block`);
        continue;
      }
      const named = new Set(installLine.split(/\s+/).slice(2));
      const imported = blocks
        .filter((block) => block.readme === readme)
        .flatMap((block) => listImportedPackages(block.code));
      for (const name of new Set(imported)) {
        if (!named.has(name)) problems.push(`${readme}: a block imports ${name}, not installed`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('type-checks every runnable block against the built packages', () => {
    expect(typeCheck(byFile)).toEqual([]);
  });

  for (const [file, block] of byFile) {
    it(`runs ${describeBlock(block)} offline and prints what its output comments say`, () => {
      const cwd = mkdtempSync(join(tmpdir(), 'readme-block-'));
      try {
        const result = spawnSync(
          process.execPath,
          [tsxCli, '--import', join(blocksFolder, 'offline.mjs'), file],
          { cwd, encoding: 'utf8', timeout: runTimeoutMs, env: { ...process.env, NO_COLOR: '1' } },
        );
        const report = `${describeBlock(block)}\nstderr:\n${result.stderr}\nstdout:\n${result.stdout}`;
        expect(result.error, report).toBeUndefined();
        expect(result.status, report).toBe(0);
        const printed = result.stdout.split('\n');
        if (printed.at(-1) === '') printed.pop();
        expect(printed, report).toEqual(block.expectedOutput);
      } finally {
        rmSync(cwd, { recursive: true, force: true });
      }
    });
  }
});
