import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'tsup';

/** The playground's folder. */
export const playgroundRoot = resolve(import.meta.dirname, '..');

/**
 * Builds the CLI from source with the playground's tsup config into test-output/, inside the
 * package so that its imports resolve the workspace packages the way dist/main.js does.
 */
export async function buildCli(name: string): Promise<string> {
  const outDir = join(playgroundRoot, 'test-output', name);
  mkdirSync(outDir, { recursive: true });
  await build({
    entry: { main: join(playgroundRoot, 'src/main.ts') },
    format: ['esm'],
    target: 'node20',
    outDir,
    clean: true,
    silent: true,
    config: false,
  });
  return join(outDir, 'main.js');
}

/** What a run of the CLI printed and how it ended. */
export interface CliRun {
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number;
}

/**
 * Runs the built CLI with `environment` added to a copy of this process's, minus OPENAI_*.
 * Asynchronous, so a server in this process can answer it.
 */
export function runCli(
  mainFile: string,
  environment: Record<string, string> = {},
): Promise<CliRun> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('OPENAI_')),
  );
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [mainFile],
      {
        cwd: playgroundRoot,
        encoding: 'utf8',
        env: { ...inherited, ...environment },
        timeout: 120_000,
      },
      (error, stdout, stderr) => {
        const code = error && typeof error.code === 'number' ? error.code : error ? 1 : 0;
        resolve({ stdout, stderr, exitCode: code });
      },
    );
  });
}
