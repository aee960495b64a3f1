import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeBinary } from '../../../scripts/node-binary.mjs';
import { startConformanceServer } from '../conformance/conformance-server.js';
import type { McpHttpEndpoint } from './serve-mcp-http.js';

// The official suite (@modelcontextprotocol/conformance) needs Node 22's fs.globSync, so its
// CLI runs on the pinned Node 22 whatever Node runs these tests.
const cli = createRequire(import.meta.url).resolve(
  '@modelcontextprotocol/conformance/dist/index.js',
);
const packageFolder = fileURLToPath(new URL('..', import.meta.url));
const tsx = join(packageFolder, 'node_modules', '.bin', 'tsx');
const clientScript = join(packageFolder, 'conformance', 'conformance-client.ts');
const baseline = join(packageFolder, 'conformance', 'expected-failures.yml');

let node22: string;
let workFolder: string;
let endpoint: McpHttpEndpoint;

/** Runs the suite's CLI; resolves its exit code and output, whatever the code. */
function runSuite(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      node22,
      [cli, ...args],
      { cwd: workFolder, timeout: 120_000, maxBuffer: 32 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        resolve({ code, output: `${stdout}\n${stderr}` });
      },
    );
  });
}

beforeAll(async () => {
  node22 = await nodeBinary(22);
  workFolder = mkdtempSync(join(tmpdir(), 'ai-toolbox-mcp-conformance-'));
  endpoint = await startConformanceServer();
}, 180_000);

afterAll(async () => {
  await endpoint?.close();
  if (workFolder !== undefined) rmSync(workFolder, { recursive: true, force: true });
});

describe('the official MCP conformance suite', () => {
  it('passes every server scenario of the features served, conformance:server built with createMcpServer', async () => {
    const { code, output } = await runSuite([
      'server',
      '--url',
      endpoint.url,
      '--suite',
      'all',
      '--expected-failures',
      baseline,
    ]);
    for (const scenario of [
      'server-initialize',
      'ping',
      'logging-set-level',
      'tools-list',
      'tools-call-simple-text',
      'tools-call-error',
      'tools-call-with-progress',
      'tools-call-with-logging',
      'json-schema-2020-12',
      'dns-rebinding-protection',
    ]) {
      expect(output).toMatch(new RegExp(`✓ ${scenario}: \\d+ passed, 0 failed`));
    }
    // Nothing failed beyond the baseline, and nothing in it passes unnoticed.
    expect(code, output.slice(-3000)).toBe(0);
  }, 180_000);

  for (const scenario of ['initialize', 'tools_call']) {
    it(`passes the client scenario ${scenario} with conformance:client built on mountMcpServer`, async () => {
      const { code, output } = await runSuite([
        'client',
        '--command',
        `${tsx} ${clientScript}`,
        '--scenario',
        scenario,
      ]);
      expect(output).toMatch(/Passed: (\d+)\/\1, 0 failed/);
      expect(output).toContain('OVERALL: PASSED');
      expect(code, output.slice(-3000)).toBe(0);
    }, 180_000);
  }
});
