import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A process of its own, so that no other test's imports register a translator: what an
// application gets that imports translator-tags and names 'auto', and nothing else.
const script = fileURLToPath(new URL('./__fixtures__/auto-alone.mjs', import.meta.url));

describe("'auto' with translator-tags as the only translator package", () => {
  it('gives the AI SDK middleware a prompt in a family auto reads itself, without throwing', () => {
    const run = spawnSync(process.execPath, [script], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const { registered, system } = JSON.parse(run.stdout) as {
      registered: string[];
      system: string;
    };
    expect(registered).not.toContain('atfunc');
    expect(registered).toContain('qwen3_coder');
    // qwen3_coder's own words and call syntax, with the tool offered.
    expect(system).toContain('<tool_call>');
    expect(system).toContain('<function=');
    expect(system).toContain('weather.get_temp');
  });
});
