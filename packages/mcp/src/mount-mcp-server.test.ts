import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createToolManager, defineToolbox, ToolExecutionError } from '@ai-toolbox/core';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isRunning, waitUntil } from './__fixtures__/processes.js';
import { createMcpServer } from './create-mcp-server.js';
import { McpConnectionError } from './mcp-connection-error.js';
import type { McpStdioMountOptions } from './mcp-mount-options.js';
import { McpProtocolError } from './mcp-protocol-error.js';
import { McpToolError } from './mcp-tool-error.js';
import { type McpMount, mountMcpServer } from './mount-mcp-server.js';
import { serveMcpHttp } from './serve-mcp-http.js';

/** Whether each call of the remote's progress function was asked for progress. */
const progressWanted: boolean[] = [];
const faultServer = fileURLToPath(new URL('./__fixtures__/fault-mcp-server.mjs', import.meta.url));
let folder: string;
const mounts: McpMount[] = [];
const closers: Array<() => Promise<void>> = [];

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'ai-toolbox-mcp-mount-'));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(mounts.splice(0).map((mount) => mount.close()));
  await Promise.all(closers.splice(0).map((close) => close()));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function mountFault(
  mode: string,
  timeoutMs = 20_000,
  problems: unknown[] = [],
  settings: Pick<McpStdioMountOptions, 'maxMessageBytes'> = {},
) {
  const log = join(folder, `${mode}-${Date.now()}.jsonl`);
  writeFileSync(log, '');
  const manager = createToolManager({ timeoutMs });
  const mount = await mountMcpServer(manager, {
    name: 'faulty',
    command: process.execPath,
    args: [faultServer, mode, log],
    stderr: 'ignore',
    onError: (error) => problems.push(error),
    ...settings,
  });
  mounts.push(mount);
  const received = () =>
    readFileSync(log, 'utf8')
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) => JSON.parse(line) as { method?: string; id?: number; params?: unknown });
  return { manager, mount, received };
}

/** Runs `count` echo calls beside one call of `fail`, all at once; returns the records. */
async function echoesBesideFail(manager: ReturnType<typeof createToolManager>, count: number) {
  return manager.executeFunctionCalls([
    { name: 'faulty.fail', params: {} },
    ...Array.from({ length: count }, (_, index) => ({
      name: 'faulty.echo',
      params: { text: `e${index}` },
    })),
  ]);
}

describe('mountMcpServer over stdio', () => {
  it('registers the tools as functions with interfaces from their schemas, and calls them', async () => {
    const { manager, mount } = await mountFault('hang');
    expect(manager.getFunctions('faulty')).toEqual(['faulty.echo', 'faulty.fail']);
    const echo = manager.findFunction('faulty.echo')?.interface;
    expect(echo?.params).toEqual({ text: { type: 'string', isRequired: true, description: '' } });
    expect(echo?.jsonSchema).toEqual({
      type: 'object',
      properties: { text: { type: 'string' } },
      required: ['text'],
    });
    expect(await manager.call('faulty.echo', { text: 'hi' })).toBe('hi');
    expect(mount.tools.get('echo')).toBe('echo');
    await expect(manager.call('faulty.echo', {})).rejects.toThrow(
      "Missing required parameter for function 'faulty.echo': text",
    );
  });

  it('answers a call whose server is killed mid-call with one error, and the next call starts it again', async () => {
    const { manager, mount } = await mountFault('exit');
    const first = mount.pid as number;
    const records = await echoesBesideFail(manager, 3);
    expect(records).toHaveLength(4);
    expect(records[0]?.ok).toBe(false);
    expect(McpConnectionError.isInstance(records[0]?.error?.cause)).toBe(true);
    expect(records[0]?.result).toMatch(/closed the connection while 'fail' ran/);
    expect(records.slice(1).every((record) => record.ok)).toBe(true);
    await waitUntil(() => !isRunning(first));
    expect(await manager.call('faulty.echo', { text: 'back' })).toBe('back');
    expect(mount.pid).not.toBe(first);
    expect(isRunning(mount.pid as number)).toBe(true);
  });

  it('times a hanging call out, sends notifications/cancelled for it, and keeps serving', async () => {
    const { manager, received } = await mountFault('hang', 300);
    const [record] = await manager.executeFunctionCalls([{ name: 'faulty.fail', params: {} }]);
    expect(record?.ok).toBe(false);
    expect(record?.result).toMatch(/timed out after 300 ms/);
    const call = received().find((message) => message.method === 'tools/call');
    await waitUntil(() =>
      received().some(
        (message) =>
          message.method === 'notifications/cancelled' &&
          (message.params as { requestId?: number }).requestId === call?.id,
      ),
    );
    expect(await manager.call('faulty.echo', { text: 'still here' })).toBe('still here');
  });

  it('sends notifications/cancelled when the application cancels a call', async () => {
    const { manager, received } = await mountFault('hang', 20_000);
    const controller = new AbortController();
    const pending = manager.executeFunctionCalls([{ name: 'faulty.fail', params: {} }], {
      signal: controller.signal,
    });
    await waitUntil(() => received().some((message) => message.method === 'tools/call'));
    controller.abort(new Error('user pressed stop'));
    const [record] = await pending;
    expect(record?.ok).toBe(false);
    const call = received().find((message) => message.method === 'tools/call');
    await waitUntil(() =>
      received().some(
        (message) =>
          message.method === 'notifications/cancelled' &&
          (message.params as { requestId?: number }).requestId === call?.id,
      ),
    );
    expect(await manager.call('faulty.echo', { text: 'after' })).toBe('after');
  });

  it('answers a malformed result with an error for that call alone', async () => {
    const { manager } = await mountFault('malformed');
    const records = await echoesBesideFail(manager, 2);
    expect(records[0]?.ok).toBe(false);
    expect(McpProtocolError.isInstance(records[0]?.error?.cause)).toBe(true);
    expect(records[0]?.result).toMatch(/not an MCP tool result/);
    expect(records.slice(1).map((record) => record.result)).toEqual(['e0', 'e1']);
  });

  it('answers a line that is not JSON-RPC by failing the calls in flight, then reconnects', async () => {
    const problems: unknown[] = [];
    const { manager, mount } = await mountFault('garbage', 20_000, problems);
    const first = mount.pid as number;
    const [record] = await manager.executeFunctionCalls([{ name: 'faulty.fail', params: {} }]);
    expect(record?.ok).toBe(false);
    expect(McpProtocolError.isInstance(record?.error?.cause)).toBe(true);
    expect(record?.result).toMatch(/wrote something that is not MCP/);
    expect(problems.some((problem) => McpProtocolError.isInstance(problem))).toBe(true);
    await waitUntil(() => !isRunning(first));
    expect(await manager.call('faulty.echo', { text: 'again' })).toBe('again');
  });

  it('answers the calls in flight at once when the server closes its stdout, stops that process, and the next call starts a new one', async () => {
    const problems: unknown[] = [];
    const { manager, mount } = await mountFault('mute', 8000, problems);
    const first = mount.pid as number;
    const started = Date.now();
    const records = await manager.executeFunctionCalls(
      Array.from({ length: 3 }, () => ({ name: 'faulty.fail', params: {} })),
    );
    expect(Date.now() - started).toBeLessThan(4000);
    expect(records).toHaveLength(3);
    for (const record of records) {
      expect(record.ok).toBe(false);
      expect(McpConnectionError.isInstance(record.error?.cause)).toBe(true);
      expect(record.result).toMatch(/closed the connection while 'fail' ran/);
    }
    expect(await manager.call('faulty.echo', { text: 'back' })).toBe('back');
    expect(mount.pid).not.toBe(first);
    await waitUntil(() => !isRunning(first));
    expect(problems).toEqual([]);
  }, 15_000);

  it('truncates a text answer of 50 MB to the result limit, joining its bytes once, and keeps the connection', async () => {
    const problems: unknown[] = [];
    const { manager, mount } = await mountFault('huge', 20_000, problems);
    const pid = mount.pid as number;
    const concat = vi.spyOn(Buffer, 'concat');
    const records = await echoesBesideFail(manager, 2);
    const joined = concat.mock.calls.reduce(
      (total, [pieces]) => total + pieces.reduce((sum, piece) => sum + piece.length, 0),
      0,
    );
    expect(records[0]?.ok).toBe(true);
    expect(records[0]?.result).toBe(
      `${'x'.repeat(5000)}\n[... truncated: 49995000 of 50000000 characters cut]`,
    );
    expect(records.slice(1).map((record) => record.result)).toEqual(['e0', 'e1']);
    expect(joined).toBeGreaterThanOrEqual(50_000_000);
    expect(joined).toBeLessThan(51_000_000);
    expect(mount.pid).toBe(pid);
    expect(await manager.call('faulty.echo', { text: 'still here' })).toBe('still here');
    expect(problems).toEqual([]);
  }, 30_000);

  it('fails a call whose answer is past maxMessageBytes with an McpProtocolError for that call alone, and keeps the connection', async () => {
    const problems: unknown[] = [];
    const { manager, mount } = await mountFault('huge', 20_000, problems, {
      maxMessageBytes: 1_000_000,
    });
    const pid = mount.pid as number;
    const records = await echoesBesideFail(manager, 2);
    expect(records[0]?.ok).toBe(false);
    expect(McpProtocolError.isInstance(records[0]?.error?.cause)).toBe(true);
    expect(records[0]?.result).toMatch(
      /answered 'fail' with 500000\d\d bytes, over the 1000000 bytes read from it \(maxMessageBytes\): the answer was dropped, the connection kept/,
    );
    expect(records.slice(1).map((record) => record.result)).toEqual(['e0', 'e1']);
    expect(mount.pid).toBe(pid);
    expect(await manager.call('faulty.echo', { text: 'still here' })).toBe('still here');
    expect(problems).toEqual([]);
  }, 30_000);

  it('drops a notification past maxMessageBytes, tells onError, and answers the call', async () => {
    const problems: unknown[] = [];
    const { manager } = await mountFault('loud', 20_000, problems, { maxMessageBytes: 1_000_000 });
    expect(await manager.call('faulty.fail')).toBe('done');
    expect(problems).toHaveLength(1);
    expect(McpProtocolError.isInstance(problems[0])).toBe(true);
    expect((problems[0] as Error).message).toMatch(
      /wrote a message of 20000\d\d bytes, over the 1000000 bytes read from it \(maxMessageBytes\), that answers no call: it was dropped/,
    );
  });

  it('mounts the first of two tools listed under one name and reports the other, naming the tool', async () => {
    const problems: unknown[] = [];
    const { manager, mount } = await mountFault('duplicate', 20_000, problems);
    expect(manager.getFunctions('faulty')).toEqual(['faulty.echo', 'faulty.fail']);
    expect(manager.findFunction('faulty.echo')?.interface.description).toBe('Echoes its text');
    expect(mount.tools).toEqual(
      new Map([
        ['echo', 'echo'],
        ['fail', 'fail'],
      ]),
    );
    expect(problems).toHaveLength(1);
    expect(McpProtocolError.isInstance(problems[0])).toBe(true);
    expect((problems[0] as Error).message).toBe(
      "The MCP server 'faulty' lists 2 tools named 'echo': the first is mounted, the others are left out",
    );
    await mount.refresh();
    expect(manager.getFunctions('faulty')).toEqual(['faulty.echo', 'faulty.fail']);
    expect(problems).toHaveLength(2);
    expect(await manager.call('faulty.echo', { text: 'once' })).toBe('once');
  });

  it('ends the child process and unregisters the toolbox on close', async () => {
    const { manager, mount } = await mountFault('hang');
    const pid = mount.pid as number;
    expect(isRunning(pid)).toBe(true);
    await mount.close();
    await waitUntil(() => !isRunning(pid));
    expect(manager.getToolboxes()).not.toContain('faulty');
    expect(mount.pid).toBeUndefined();
  });

  it('refuses to mount a command that does not start, registering nothing', async () => {
    const manager = createToolManager();
    await expect(
      mountMcpServer(manager, {
        name: 'missing',
        command: join(folder, 'no-such-server'),
        stderr: 'ignore',
      }),
    ).rejects.toBeInstanceOf(McpConnectionError);
    expect(manager.getToolboxes()).not.toContain('missing');
  });
});

describe('mountMcpServer over a transport the application makes', () => {
  it('connects through a fresh transport each time, so a dropped connection comes back', async () => {
    const remote = createToolManager({ controlFunctions: false });
    remote.register(
      defineToolbox({
        name: 'local',
        functions: { hello: { description: 'Greets', params: {}, run: () => 'hello' } },
      }),
    );
    const server = createMcpServer(remote);
    let made = 0;
    const manager = createToolManager();
    const mount = await mountMcpServer(manager, {
      name: 'inproc',
      transport: async () => {
        made += 1;
        const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
        await server.connect(serverSide);
        return clientSide;
      },
    });
    mounts.push(mount);
    expect(await manager.call('inproc.local_hello')).toBe('hello');
    await server.close();
    expect(server.connectionCount).toBe(0);
    expect(await manager.call('inproc.local_hello')).toBe('hello');
    expect(made).toBe(2);
  });
});

describe('mountMcpServer over Streamable HTTP', () => {
  async function serveRemote() {
    const remote = createToolManager({ controlFunctions: false });
    remote.register(
      defineToolbox({
        name: 'calc',
        functions: {
          'add-two': {
            description: 'Adds two numbers',
            params: {
              a: { type: 'number', isRequired: true, description: 'First' },
              b: { type: 'number', isRequired: true, description: 'Second' },
            },
            run: ({ a, b }) => a + b,
          },
          fail: {
            description: 'Always fails',
            params: {},
            run: () => {
              throw new Error('no luck');
            },
          },
          progress: {
            description: 'Reports progress',
            params: {},
            run: async (_args, context) => {
              progressWanted.push(context.progressWanted === true);
              await context.reportProgress?.(1, 2);
              await context.reportProgress?.(2, 2);
              return 'done';
            },
          },
        },
      }),
    );
    const server = createMcpServer(remote);
    const endpoint = await serveMcpHttp(server);
    closers.push(async () => {
      await endpoint.close();
      await server.close();
    });
    return { remote, endpoint };
  }

  it('serves a mounted tool on: the remote is asked for progress only when our client asked, and it reaches the client', async () => {
    const { endpoint } = await serveRemote();
    const manager = createToolManager();
    mounts.push(await mountMcpServer(manager, { name: 'math', url: endpoint.url }));
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const server = createMcpServer(manager);
    await server.connect(serverSide);
    const client = new Client({ name: 'test-client', version: '1.0.0' });
    await client.connect(clientSide);
    closers.push(async () => {
      await client.close();
      await server.close();
    });
    progressWanted.length = 0;
    const quiet = await client.callTool({ name: 'math.calc_progress', arguments: {} });
    expect(quiet.content).toEqual([{ type: 'text', text: 'done' }]);
    const progress: unknown[] = [];
    const asked = await client.callTool({ name: 'math.calc_progress', arguments: {} }, undefined, {
      onprogress: ({ progress: step, total }) => progress.push({ step, total }),
    });
    expect(asked.content).toEqual([{ type: 'text', text: 'done' }]);
    expect(progressWanted).toEqual([false, true]);
    expect(progress).toEqual([
      { step: 1, total: 2 },
      { step: 2, total: 2 },
    ]);
  });

  it('mounts our own server by URL: names made readable, results, isError as an error', async () => {
    const { endpoint } = await serveRemote();
    const manager = createToolManager();
    const mount = await mountMcpServer(manager, { name: 'math', url: endpoint.url });
    mounts.push(mount);
    expect(manager.getFunctions('math')).toEqual([
      'math.calc_add_two',
      'math.calc_fail',
      'math.calc_progress',
    ]);
    expect(mount.tools.get('calc_add_two')).toBe('calc.add-two');
    expect(await manager.call('math.calc_add_two', { a: '2', b: 3 })).toBe('5');
    const failure = await manager.call('math.calc_fail').catch((error: unknown) => error);
    expect(ToolExecutionError.isInstance(failure)).toBe(true);
    const cause = (failure as ToolExecutionError).cause;
    expect(McpToolError.isInstance(cause)).toBe(true);
    expect((cause as McpToolError).message).toBe("Function 'calc.fail' failed: no luck");
    expect(endpoint.sessionCount).toBe(1);
    await mount.close();
    await waitUntil(() => endpoint.sessionCount === 0);
  });

  it('follows tools/list_changed: a toolbox added on the server becomes functions here', async () => {
    const { remote, endpoint } = await serveRemote();
    const manager = createToolManager();
    mounts.push(await mountMcpServer(manager, { name: 'math', url: endpoint.url }));
    remote.register(
      defineToolbox({
        name: 'extra',
        functions: { ping: { description: 'Answers pong', params: {}, run: () => 'pong' } },
      }),
    );
    await waitUntil(() => manager.getFunctions('math').includes('math.extra_ping'));
    expect(await manager.call('math.extra_ping')).toBe('pong');
    remote.unregister('extra');
    await waitUntil(() => !manager.getFunctions('math').includes('math.extra_ping'));
  });

  it('refuses a URL where no server answers, registering nothing', async () => {
    const manager = createToolManager();
    await expect(
      mountMcpServer(manager, {
        name: 'nobody',
        url: 'http://127.0.0.1:9/mcp',
        connectTimeoutMs: 2000,
      }),
    ).rejects.toBeInstanceOf(McpConnectionError);
    expect(manager.getToolboxes()).not.toContain('nobody');
  });
});
