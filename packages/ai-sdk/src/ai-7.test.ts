import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeBinary } from '../../../scripts/node-binary.mjs';

// This package's peer range is ai 6, the newest major that runs on Node 20. ai 7 needs Node 22:
// the built package is run here against ai 7 (the devDependency `ai-7`) on Node 22, in a folder
// where `ai` is ai 7, to know where it stands with the next major.

const run = promisify(execFile);
const packageRoot = resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(join(tmpdir(), 'ai-toolbox-ai-7-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function layOut(): string {
  const modules = join(scratch, 'node_modules');
  mkdirSync(join(modules, '@ai-toolbox', 'ai-sdk'), { recursive: true });
  // A copy, so that its `ai` resolves from this folder; core is linked, with its own valibot.
  cpSync(join(packageRoot, 'dist'), join(modules, '@ai-toolbox', 'ai-sdk', 'dist'), {
    recursive: true,
  });
  cpSync(join(packageRoot, 'package.json'), join(modules, '@ai-toolbox', 'ai-sdk', 'package.json'));
  symlinkSync(
    realpathSync(join(packageRoot, 'node_modules', '@ai-toolbox', 'core')),
    join(modules, '@ai-toolbox', 'core'),
  );
  symlinkSync(realpathSync(join(packageRoot, 'node_modules', 'ai-7')), join(modules, 'ai'));
  const script = join(scratch, 'ai-7-loop.mjs');
  cpSync(join(packageRoot, 'src', '__fixtures__', 'ai-7-loop.mjs'), script);
  return script;
}

describe('with ai 7 on Node 22', () => {
  it('runs the generateText and streamText loops through the middleware and the tools', async () => {
    const node22 = await nodeBinary(22);
    const script = layOut();
    const { stdout } = await run(node22, [script], { cwd: scratch, timeout: 60_000 });
    const outcome = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
    expect(outcome.generatedText).toBe('It is 5.');
    expect(outcome.generatedCalls).toEqual([['mock__add', { a: 2, b: 3 }]]);
    expect(outcome.system.content).toContain('mock.add(');
    expect(outcome.generatedPrompt).toEqual({
      role: 'user',
      content: [{ type: 'text', text: 'mock.add => 5' }],
    });
    expect(outcome.streamedText).toBe('Five.');
    expect(outcome.streamedSteps).toEqual(['Adding.\n\n', 'Five.']);
    expect(outcome.nativeOutput).toMatchObject({ ok: false, error: { code: 'invalid-arguments' } });
    expect(outcome.toolboxCalls).toBe(2);
  }, 120_000);
});
