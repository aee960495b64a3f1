import { createToolManager, defineToolbox, type Toolbox, type ToolManager } from '@ai-toolbox/core';
import { createMockToolbox } from '@ai-toolbox/core/test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import {
  CallToolResultSchema,
  LoggingMessageNotificationSchema,
  ToolListChangedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { waitUntil } from './__fixtures__/processes.js';
import { createMcpServer, type McpToolServer } from './create-mcp-server.js';
import { getMcpCallContext } from './mcp-call-context.js';

const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((item) => item.close()));
});

async function connect(server: McpToolServer): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'test-client', version: '1.0.0' });
  await client.connect(clientSide);
  open.push(client, server);
  return client;
}

/**
 * Calls `name` with the client's log level at `info` and a progress handler, collecting what
 * the server sends: the logs go on being collected after the call.
 */
async function callReporting(client: Client, name: string) {
  const logs: unknown[] = [];
  client.setNotificationHandler(LoggingMessageNotificationSchema, (notification) => {
    logs.push(notification.params);
  });
  await client.setLoggingLevel('info');
  const progress: unknown[] = [];
  const result = await client.callTool({ name, arguments: {} }, CallToolResultSchema, {
    onprogress: (update) => progress.push(update),
  });
  return { result, progress, logs };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const weather = defineToolbox({
  name: 'weather',
  functions: {
    get_temp: {
      description: 'Current temperature in a city',
      params: {
        city: { type: 'string', isRequired: true, description: 'City' },
        unit: { type: 'string', isRequired: false, description: 'Unit', enum: ['c', 'f'] },
        days: { type: 'integer', isRequired: false, description: 'Days ahead' },
      },
      run: ({ city, unit, days }) => `21 ${unit ?? 'c'} in ${city} (${typeof days})`,
    },
    slow: {
      description: 'Waits for its signal',
      params: {},
      run: (_args, context) =>
        new Promise((_resolve, reject) => {
          started.push(true);
          context.signal.addEventListener('abort', () => {
            aborted.push(String(context.signal.reason));
            reject(new Error('stopped'));
          });
        }),
    },
    steps: {
      description: 'Reports progress and logs',
      params: {},
      run: async () => {
        const mcp = getMcpCallContext();
        await mcp?.reportProgress(1, 3, 'one');
        await mcp?.reportProgress(1, 3, 'again');
        await mcp?.reportProgress(3, 3);
        await mcp?.log('debug', 'quiet');
        await mcp?.log('warning', { note: 'loud' }, 'steps');
        return 'done';
      },
    },
  },
});
const aborted: string[] = [];
const started: boolean[] = [];

function annotated(): Toolbox {
  return {
    getName: () => 'notes',
    functions: { search: true },
    getFunction: (name) =>
      name === 'search'
        ? {
            f: (args) => `found ${String(args.query)}`,
            interface: {
              domain: 'notes',
              name: 'search',
              type: 'function',
              description: 'Search the notes',
              params: { query: { type: 'string', isRequired: true, description: 'Words' } },
              returns: 'string',
              annotations: { title: 'Search notes', readOnlyHint: true, openWorldHint: false },
              jsonSchema: {
                $schema: 'https://json-schema.org/draft/2020-12/schema',
                type: 'object',
                $defs: { words: { type: 'string', minLength: 1 } },
                properties: { query: { $ref: '#/$defs/words' } },
                required: ['query'],
                additionalProperties: false,
              },
            },
          }
        : null,
  };
}

function managerWith(...toolboxes: Toolbox[]): ToolManager {
  return createToolManager({ toolboxes, timeoutMs: 2000 });
}

describe('createMcpServer: tools/list', () => {
  it('lists every function as box.fn with its description, schema and annotations, control functions left out', async () => {
    const client = await connect(createMcpServer(managerWith(weather, annotated())));
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([
      'weather.get_temp',
      'weather.slow',
      'weather.steps',
      'notes.search',
    ]);
    const getTemp = tools[0];
    expect(getTemp?.description).toBe('Current temperature in a city');
    expect(getTemp?.inputSchema).toEqual({
      type: 'object',
      properties: {
        city: { type: 'string', description: 'City' },
        unit: { type: 'string', description: 'Unit', enum: ['c', 'f'] },
        days: { type: 'integer', description: 'Days ahead' },
      },
      required: ['city'],
    });
    const search = tools[3];
    expect(search?.title).toBe('Search notes');
    expect(search?.annotations).toEqual({
      title: 'Search notes',
      readOnlyHint: true,
      openWorldHint: false,
    });
    expect(search?.inputSchema).toEqual(annotated().getFunction('search')?.interface.jsonSchema);
  });

  it('names tools as told, serves what include keeps, and serves a duplicate name once', async () => {
    const problems: unknown[] = [];
    const server = createMcpServer(managerWith(weather, createMockToolbox('mock')), {
      toolName: (functionInterface) =>
        functionInterface.domain === 'mock' ? 'echo' : functionInterface.name,
      include: (functionInterface) => functionInterface.name !== 'slow',
      onError: (error) => problems.push(error),
    });
    const names = server.listTools().map((tool) => tool.name);
    expect(names).toContain('get_temp');
    expect(names).not.toContain('slow');
    expect(names.filter((name) => name === 'echo')).toHaveLength(1);
    expect(String(problems[0])).toMatch(/Two functions are named 'echo'/);
  });

  it('tells every client when a toolbox is registered or removed, and lists the change', async () => {
    const manager = managerWith(weather);
    const client = await connect(createMcpServer(manager));
    const told: string[] = [];
    client.setNotificationHandler(ToolListChangedNotificationSchema, (notification) => {
      told.push(notification.method);
    });
    manager.register(annotated());
    await waitUntil(() => told.length === 1);
    expect(told).toEqual(['notifications/tools/list_changed']);
    expect((await client.listTools()).tools.map((tool) => tool.name)).toContain('notes.search');
    manager.unregister('notes');
    await waitUntil(() => told.length === 2);
    expect(told).toHaveLength(2);
    expect((await client.listTools()).tools.map((tool) => tool.name)).not.toContain('notes.search');
  });
});

describe('createMcpServer: tools/call', () => {
  it('runs calls through the pipeline: text values coerced, result as text', async () => {
    const manager = managerWith(weather);
    const client = await connect(createMcpServer(manager));
    const result = await client.callTool({
      name: 'weather.get_temp',
      arguments: { city: 'Paris', days: '3' },
    });
    expect(result).toEqual({ content: [{ type: 'text', text: '21 c in Paris (number)' }] });
    expect(manager.getStats().functions['weather.get_temp']?.calls).toBe(1);
  });

  it('answers a call the pipeline refuses with isError and the pipeline message', async () => {
    const client = await connect(createMcpServer(managerWith(weather)));
    const missing = await client.callTool({
      name: 'weather.get_temp',
      arguments: { cty: 'Paris' },
    });
    expect(missing.isError).toBe(true);
    expect(missing.content).toEqual([
      {
        type: 'text',
        text: expect.stringMatching(
          /^Missing required parameter for function 'weather.get_temp': city; Unknown parameter for function 'weather.get_temp': cty \(did you mean 'city'\?\)/,
        ),
      },
    ]);
    const wrongEnum = await client.callTool({
      name: 'weather.get_temp',
      arguments: { city: 'Paris', unit: 'k' },
    });
    expect(wrongEnum.isError).toBe(true);
    expect(JSON.stringify(wrongEnum.content)).toContain("one of 'c', 'f'");
  });

  it('answers with isError when the policy denies the call', async () => {
    const manager = createToolManager({
      toolboxes: [weather],
      policy: (call) =>
        call.functionName === 'get_temp' ? { decision: 'deny', reason: 'not today' } : 'allow',
    });
    const client = await connect(createMcpServer(manager));
    const denied = await client.callTool({
      name: 'weather.get_temp',
      arguments: { city: 'Paris' },
    });
    expect(denied.isError).toBe(true);
    expect(JSON.stringify(denied.content)).toContain('not today');
  });

  it('answers an unknown tool with a JSON-RPC error that suggests the near name', async () => {
    const client = await connect(createMcpServer(managerWith(weather)));
    await expect(client.callTool({ name: 'weather.get_tmp', arguments: {} })).rejects.toThrow(
      "Unknown tool: weather.get_tmp (did you mean 'weather.get_temp'?)",
    );
    // A function the server does not serve cannot be called by its path either.
    await expect(client.callTool({ name: 'tools.get_toolboxes', arguments: {} })).rejects.toThrow(
      'Unknown tool: tools.get_toolboxes',
    );
  });

  it('answers a timeout with isError and aborts the function', async () => {
    aborted.length = 0;
    const client = await connect(createMcpServer(managerWith(weather), { timeoutMs: 50 }));
    const result = await client.callTool({ name: 'weather.slow', arguments: {} });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toMatch(/timed out after 50 ms/);
    expect(aborted).toHaveLength(1);
  });

  it("aborts the function's signal when the client cancels the call", async () => {
    aborted.length = 0;
    started.length = 0;
    const client = await connect(createMcpServer(managerWith(weather)));
    const controller = new AbortController();
    const pending = client.callTool({ name: 'weather.slow', arguments: {} }, CallToolResultSchema, {
      signal: controller.signal,
    });
    await waitUntil(() => started.length === 1);
    controller.abort(new Error('user pressed stop'));
    await expect(pending).rejects.toThrow();
    await waitUntil(() => aborted.length === 1);
    expect(aborted).toHaveLength(1);
    expect(aborted[0]).toMatch(/aborted|cancel/i);
  });

  it('sends increasing progress and the logs at or above the level the client set', async () => {
    const client = await connect(
      createMcpServer(managerWith(weather), { callContextStorage: true }),
    );
    const { result, progress, logs } = await callReporting(client, 'weather.steps');
    expect(result.content).toEqual([{ type: 'text', text: 'done' }]);
    expect(progress).toEqual([
      { progress: 1, total: 3, message: 'one' },
      { progress: 3, total: 3 },
    ]);
    expect(logs).toEqual([{ level: 'warning', data: { note: 'loud' }, logger: 'steps' }]);
  });

  it('finds the call from inside the function across a wait longer than the idle period, and again after the server was idle', async () => {
    const jobs = defineToolbox({
      name: 'jobs',
      functions: {
        wait: {
          description: 'Reads its MCP call before and after a wait',
          params: {},
          run: async () => {
            const before = getMcpCallContext()?.toolName;
            await pause(150);
            return `${before} ${getMcpCallContext()?.toolName}`;
          },
        },
      },
    });
    // Without the storage, the function finds no MCP call; its context still reports.
    const plain = await connect(createMcpServer(managerWith(jobs)));
    const unseen = await plain.callTool({ name: 'jobs.wait', arguments: {} });
    expect(unseen.content).toEqual([{ type: 'text', text: 'undefined undefined' }]);
    const client = await connect(createMcpServer(managerWith(jobs), { callContextStorage: true }));
    const first = await client.callTool({ name: 'jobs.wait', arguments: {} });
    expect(first.content).toEqual([{ type: 'text', text: 'jobs.wait jobs.wait' }]);
    // Idle long enough for the server to switch its call storage off, then called again.
    await pause(250);
    expect(getMcpCallContext()).toBeUndefined();
    const again = await client.callTool({ name: 'jobs.wait', arguments: {} });
    expect(again.content).toEqual([{ type: 'text', text: 'jobs.wait jobs.wait' }]);
  });

  it('turns the context’s reportProgress and log into notifications, progress only for a progressToken', async () => {
    const leftBehind: Promise<void>[] = [];
    const jobs = defineToolbox({
      name: 'jobs',
      functions: {
        run: {
          description: 'Reports through its context',
          params: {},
          run: async (_args, context) => {
            await context.reportProgress?.(1, 4, 'started');
            await context.reportProgress?.(0.5, 4, 'backwards');
            await context.reportProgress?.(4, 4);
            await context.log?.('notice', { rows: 2 });
            await context.log?.('debug', 'below the level');
            setTimeout(() => {
              leftBehind.push(context.log?.('error', 'after the answer') ?? Promise.resolve());
            }, 0);
            return 'ran';
          },
        },
      },
    });
    const client = await connect(createMcpServer(managerWith(jobs)));
    const { result, progress, logs } = await callReporting(client, 'jobs.run');
    expect(result.content).toEqual([{ type: 'text', text: 'ran' }]);
    expect(progress).toEqual([
      { progress: 1, total: 4, message: 'started' },
      { progress: 4, total: 4 },
    ]);
    expect(logs).toEqual([{ level: 'notice', data: { rows: 2 } }]);

    // No progressToken: no progress goes out, logs still do; nothing after the answer.
    const plain = await client.callTool({ name: 'jobs.run', arguments: {} });
    expect(plain.content).toEqual([{ type: 'text', text: 'ran' }]);
    await waitUntil(() => leftBehind.length === 2);
    await Promise.all(leftBehind);
    await client.ping();
    expect(logs).toEqual([
      { level: 'notice', data: { rows: 2 } },
      { level: 'notice', data: { rows: 2 } },
    ]);
    expect(progress).toHaveLength(2);
  });

  it('runs at most maxConcurrentCalls at once, queues the rest and answers past the queue as busy', async () => {
    let running = 0;
    let most = 0;
    const gate = defineToolbox({
      name: 'gate',
      functions: {
        wait: {
          description: 'Holds a slot for a while',
          params: {},
          run: async () => {
            running += 1;
            most = Math.max(most, running);
            await pause(20);
            running -= 1;
            return 'ok';
          },
        },
      },
    });
    const server = createMcpServer(managerWith(gate), {
      maxConcurrentCalls: 3,
      maxWaitingCalls: 5,
    });
    const client = await connect(server);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => client.callTool({ name: 'gate.wait', arguments: {} })),
    );
    const busy = results.filter((result) => result.isError === true);
    expect(busy).toHaveLength(2);
    expect(JSON.stringify(busy[0]?.content)).toMatch(/The server is busy/);
    expect(results.filter((result) => result.isError !== true)).toHaveLength(8);
    expect(most).toBe(3);
    expect(server.load).toEqual({ running: 0, waiting: 0 });
  });
});
