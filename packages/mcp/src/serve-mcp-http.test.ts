import { request } from 'node:http';
import { createToolManager, defineToolbox, InvalidSettingsError } from '@ai-toolbox/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createMcpServer } from './create-mcp-server.js';
import { mountMcpServer } from './mount-mcp-server.js';
import { type McpHttpOptions, serveMcpHttp } from './serve-mcp-http.js';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

let running = 0;
let mostRunning = 0;
const echo = defineToolbox({
  name: 'echo',
  functions: {
    say: {
      description: 'Says the text back after a moment',
      params: { text: { type: 'string', isRequired: true, description: 'Text' } },
      run: async ({ text }) => {
        running += 1;
        mostRunning = Math.max(mostRunning, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        return text;
      },
    },
  },
});

async function serve(options: McpHttpOptions = {}, maxConcurrentCalls?: number) {
  const manager = createToolManager({ toolboxes: [echo] });
  const server = createMcpServer(
    manager,
    maxConcurrentCalls === undefined ? {} : { maxConcurrentCalls },
  );
  const endpoint = await serveMcpHttp(server, options);
  closers.push(async () => {
    await endpoint.close();
    await server.close();
  });
  return { endpoint, server, manager };
}

const initialize = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-11-25',
    capabilities: {},
    clientInfo: { name: 'raw-test', version: '1.0.0' },
  },
});

/** One raw HTTP request to the endpoint, with the headers given; resolves status and body. */
function post(
  url: string,
  body: string,
  headers: Record<string, string> = {},
  method = 'POST',
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.pathname,
        method,
        headers: {
          host: target.host,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('serveMcpHttp', () => {
  it('listens on 127.0.0.1 and answers initialize with a session id', async () => {
    const { endpoint } = await serve();
    expect(endpoint.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    const answer = await post(endpoint.url, initialize);
    expect(answer.status).toBe(200);
    expect(answer.headers['mcp-session-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.body).toContain('"protocolVersion"');
    expect(endpoint.sessionCount).toBe(1);
  });

  it('refuses a foreign Host or Origin (DNS rebinding) with 403 and accepts the local ones', async () => {
    const { endpoint } = await serve();
    const port = new URL(endpoint.url).port;
    expect((await post(endpoint.url, initialize, { host: 'evil.example.com' })).status).toBe(403);
    expect(
      (await post(endpoint.url, initialize, { origin: 'http://evil.example.com' })).status,
    ).toBe(403);
    expect(
      (
        await post(endpoint.url, initialize, {
          host: `localhost:${port}`,
          origin: `http://localhost:${port}`,
        })
      ).status,
    ).toBe(200);
    expect(endpoint.sessionCount).toBe(1);
  });

  it('asks for the bearer token when one is set, comparing it whole', async () => {
    const { endpoint } = await serve({ bearerToken: 'secret-token' });
    const without = await post(endpoint.url, initialize);
    expect(without.status).toBe(401);
    expect(without.headers['www-authenticate']).toBe('Bearer');
    expect((await post(endpoint.url, initialize, { authorization: 'Bearer secret' })).status).toBe(
      401,
    );
    expect(
      (await post(endpoint.url, initialize, { authorization: 'Bearer secret-token' })).status,
    ).toBe(200);
  });

  it('refuses a body over the limit with 413, bad JSON with 400, and unknown sessions with 404', async () => {
    const { endpoint } = await serve({ maxBodyBytes: 1000 });
    expect((await post(endpoint.url, ' '.repeat(2000))).status).toBe(413);
    expect((await post(endpoint.url, '{"jsonrpc":')).status).toBe(400);
    const list = JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
    expect((await post(endpoint.url, list)).status).toBe(400);
    expect((await post(endpoint.url, list, { 'mcp-session-id': 'nope' })).status).toBe(404);
    expect((await post(endpoint.url, initialize, {}, 'PUT')).status).toBe(405);
  });

  it('bounds the sessions: one initialize past maxSessions gets 503', async () => {
    const { endpoint } = await serve({ maxSessions: 2 });
    expect((await post(endpoint.url, initialize)).status).toBe(200);
    expect((await post(endpoint.url, initialize)).status).toBe(200);
    expect((await post(endpoint.url, initialize)).status).toBe(503);
    expect(endpoint.sessionCount).toBe(2);
  });

  it('ends a session on DELETE', async () => {
    const { endpoint } = await serve();
    const opened = await post(endpoint.url, initialize);
    const sessionId = String(opened.headers['mcp-session-id']);
    expect((await post(endpoint.url, '', { 'mcp-session-id': sessionId }, 'DELETE')).status).toBe(
      200,
    );
    expect(endpoint.sessionCount).toBe(0);
  });

  it('refuses a non-loopback address without allowed hosts', async () => {
    const server = createMcpServer(createToolManager());
    await expect(serveMcpHttp(server, { host: '0.0.0.0' })).rejects.toBeInstanceOf(
      InvalidSettingsError,
    );
  });

  it('gives each of 1,000 concurrent calls over one session exactly one result', async () => {
    const { endpoint, server } = await serve({}, 16);
    const manager = createToolManager({ timeoutMs: 60_000 });
    mostRunning = 0;
    const mount = await mountMcpServer(manager, { name: 'remote', url: endpoint.url });
    closers.push(() => mount.close());
    // Each call its own batch: a batch runs its calls one after another.
    const batches = await Promise.all(
      Array.from({ length: 1000 }, (_, index) =>
        manager.executeFunctionCalls([
          { name: 'remote.echo_say', params: { text: `call ${index}` } },
        ]),
      ),
    );
    const records = batches.flat();
    expect(records).toHaveLength(1000);
    expect(records.map((record) => record.result)).toEqual(
      Array.from({ length: 1000 }, (_, index) => `call ${index}`),
    );
    expect(mostRunning).toBeGreaterThan(1);
    expect(mostRunning).toBeLessThanOrEqual(16);
    expect(endpoint.sessionCount).toBe(1);
    expect(server.load).toEqual({ running: 0, waiting: 0 });
  }, 180_000);
});
