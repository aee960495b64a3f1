import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createToolManager } from '@ai-toolbox/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRunning, waitUntil } from './__fixtures__/processes.js';
import { type McpMount, mountMcpServer } from './mount-mcp-server.js';
import { MCP_COMMAND_USAGE, runMcpCommand } from './run-mcp-command.js';

// The built command, as `npx ai-toolbox-mcp` runs it.
const command = fileURLToPath(new URL('../dist/ai-toolbox-mcp.js', import.meta.url));
let folder: string;
let root: string;
let outside: string;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'ai-toolbox-mcp-command-'));
  root = join(folder, 'root');
  outside = join(folder, 'outside');
  mkdirSync(join(root, 'docs'), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(root, 'docs', 'readme.txt'), 'read me\n');
  writeFileSync(join(outside, 'secret.txt'), 'secret\n');
  symlinkSync(outside, join(root, 'link-out'));
  symlinkSync(join(outside, 'secret.txt'), join(root, 'secret-link.txt'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('ai-toolbox-mcp files <root> over stdio', () => {
  let manager: ReturnType<typeof createToolManager>;
  let mount: McpMount;

  beforeAll(async () => {
    manager = createToolManager({ timeoutMs: 10_000 });
    mount = await mountMcpServer(manager, {
      name: 'files',
      command: process.execPath,
      args: [command, 'files', root],
      stderr: 'ignore',
    });
  });
  afterAll(() => mount.close());

  it('serves the six file functions with their annotations', () => {
    expect(manager.getFunctions('files')).toEqual([
      'files.file_readfile',
      'files.file_writefile',
      'files.file_deletefile',
      'files.file_listfiles',
      'files.file_mkdir',
      'files.file_rmdir',
    ]);
    expect(manager.findFunction('files.file_readfile')?.interface.annotations).toMatchObject({
      readOnlyHint: true,
    });
    expect(manager.findFunction('files.file_deletefile')?.interface.annotations).toMatchObject({
      destructiveHint: true,
    });
  });

  it('reads, writes and lists inside the root through the MCP hop', async () => {
    expect(await manager.call('files.file_readfile', { filepath: 'docs/readme.txt' })).toBe(
      'read me\n',
    );
    expect(
      await manager.call('files.file_writefile', { filepath: 'out/new.txt', content: 'new' }),
    ).toMatch(/^Wrote 3 bytes to out\/new.txt/);
    expect(readFileSync(join(root, 'out', 'new.txt'), 'utf8')).toBe('new');
    expect(await manager.call('files.file_listfiles', {})).toMatch(/docs\//);
  });

  it.each([
    ['..', () => '../outside/secret.txt', /'\.\.' is not allowed/],
    ['an absolute path', () => join(outside, 'secret.txt'), /absolute/i],
    ['a symlinked folder', () => 'link-out/secret.txt', /link/i],
    ['a symlinked file', () => 'secret-link.txt', /link/i],
  ])('still refuses %s after the hop, revealing no host path', async (_attack, path, message) => {
    const [record] = await manager.executeFunctionCalls([
      { name: 'files.file_readfile', params: { filepath: path() } },
    ]);
    expect(record?.ok).toBe(false);
    expect(record?.result).toMatch(message);
    expect(record?.result).not.toContain('secret\n');
    // The path the model wrote may be quoted back; no other host path may appear.
    expect(record?.result.replaceAll(path(), '')).not.toContain(folder);
  });

  it('refuses a write through a symlinked folder and leaves the outside untouched', async () => {
    const [record] = await manager.executeFunctionCalls([
      { name: 'files.file_writefile', params: { filepath: 'link-out/planted.txt', content: 'x' } },
    ]);
    expect(record?.ok).toBe(false);
    expect(() => readFileSync(join(outside, 'planted.txt'))).toThrow();
  });

  it('ends the server process when the mount closes', async () => {
    const pid = mount.pid as number;
    expect(isRunning(pid)).toBe(true);
    await mount.close();
    await waitUntil(() => !isRunning(pid));
    expect(isRunning(pid)).toBe(false);
  });
});

describe('ai-toolbox-mcp files <root> --http', () => {
  it('serves Streamable HTTP on 127.0.0.1, asks for the token and stops on SIGTERM', async () => {
    const child: ChildProcess = spawn(
      process.execPath,
      [command, 'files', root, '--read-only', '--http', '0'],
      {
        env: { PATH: process.env.PATH ?? '', AI_TOOLBOX_MCP_TOKEN: 'token-1' },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let said = '';
        child.stderr?.on('data', (chunk: Buffer) => {
          said += chunk.toString();
          const found = /at (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(said);
          if (found?.[1] !== undefined) resolve(found[1]);
        });
        child.once('exit', () => reject(new Error(`exited: ${said}`)));
        setTimeout(() => reject(new Error(`no URL: ${said}`)), 10_000).unref();
      });
      const manager = createToolManager();
      await expect(mountMcpServer(manager, { name: 'web', url })).rejects.toThrow(
        /401|Unauthorized/,
      );
      const mount = await mountMcpServer(manager, {
        name: 'web',
        url,
        headers: { authorization: 'Bearer token-1' },
      });
      expect(manager.getFunctions('web')).toEqual(['web.file_readfile', 'web.file_listfiles']);
      expect(await manager.call('web.file_readfile', { filepath: 'docs/readme.txt' })).toBe(
        'read me\n',
      );
      await mount.close();
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    expect(child.exitCode === 0 || child.signalCode === 'SIGTERM').toBe(true);
  });
});

describe('ai-toolbox-mcp --version and --help', () => {
  const version = (
    JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    }
  ).version;

  it('prints the package version on stdout and exits 0', () => {
    for (const flag of ['--version', '-v']) {
      const ran = spawnSync(process.execPath, [command, flag], { encoding: 'utf8' });
      expect(ran.stdout).toBe(`${version}\n`);
      expect(ran.status).toBe(0);
    }
  });

  it('prints the usage on stdout and exits 0, before or after the command', () => {
    for (const args of [['--help'], ['-h'], ['files', '--help'], ['files', root, '-h']]) {
      const ran = spawnSync(process.execPath, [command, ...args], { encoding: 'utf8' });
      expect(ran.stdout).toBe(MCP_COMMAND_USAGE);
      expect(ran.stderr).toBe('');
      expect(ran.status).toBe(0);
    }
  });
});

describe('runMcpCommand', () => {
  const run = async (args: string[]) => {
    let said = '';
    let printed = '';
    const outcome = await runMcpCommand(args, {
      stdout: (text) => (printed += text),
      stderr: (text) => (said += text),
      env: {},
    });
    return { outcome, said, printed };
  };

  it('prints the usage and exits 2 for no command, an unknown one or a missing root', async () => {
    for (const args of [
      [],
      ['serve'],
      ['files'],
      ['files', root, '--http', 'x'],
      ['files', root, '--http'],
      ['files', root, '--name', '--read-only'],
      ['files', root, '--bogus'],
      ['files', root, 'another'],
    ]) {
      const { outcome, said, printed } = await run(args);
      expect(outcome).toBe(2);
      expect(said).toContain(MCP_COMMAND_USAGE);
      expect(printed).toBe('');
    }
  });

  it('names what is wrong before the usage', async () => {
    expect((await run(['files', root, '--bogus'])).said).toMatch(/^Unknown option '--bogus'/);
    expect((await run(['files', root, '--http', 'x'])).said).toMatch(
      /^--http needs a port, not 'x'/,
    );
    expect((await run(['files', root, 'another'])).said).toMatch(/^Unexpected argument 'another'/);
    expect((await run(['files', root, '--http'])).said).toMatch(/^--http needs a value/);
  });

  it('prints the version and the usage to stdout, leaving stderr quiet', async () => {
    const help = await run(['--help']);
    expect(help).toEqual({ outcome: 0, said: '', printed: MCP_COMMAND_USAGE });
    const version = await run(['--version']);
    expect(version.outcome).toBe(0);
    expect(version.printed).toMatch(/^\d+\.\d+\.\d+\S*\n$/);
  });

  it('refuses a root that does not exist', async () => {
    await expect(run(['files', join(folder, 'nowhere'), '--http', '0'])).rejects.toThrow();
  });
});
