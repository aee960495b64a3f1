import {
  type CallOptions,
  CONTROL_TOOLBOX_NAME,
  type FunctionInterface,
  getFunctionPath,
  type ToolManager,
} from '@ai-toolbox/core';
import { interfaceToJsonSchema, parseSettings, suggestNames } from '@ai-toolbox/core/kit';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  SetLevelRequestSchema,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { createErrorReporter } from './create-error-reporter.js';
import { McpCall, type McpConnectionState } from './mcp-call.js';
import { enterMcpCall, leaveMcpCall, MCP_LOG_LEVELS } from './mcp-call-context.js';
import { McpCallLimiter } from './mcp-call-limiter.js';
import { MCP_PACKAGE_VERSION } from './mcp-package-version.js';
import {
  DEFAULT_MAX_CONCURRENT_CALLS,
  DEFAULT_MAX_WAITING_CALLS,
  type McpServerOptions,
  mcpServerOptionsSchema,
} from './mcp-server-options.js';

/**
 * A tool manager served over MCP: one SDK `Server` per connection, all reading the same
 * manager, so every session sees the same tools and the same pipeline.
 */
export interface McpToolServer {
  /** Serves one connection (one client, or one Streamable HTTP session) over `transport`. */
  connect(transport: Transport): Promise<void>;
  /** The tools as `tools/list` answers them now. */
  listTools(): Tool[];
  /** The connections open now. */
  readonly connectionCount: number;
  /** Calls running and waiting for a slot now. */
  readonly load: { readonly running: number; readonly waiting: number };
  /** Closes every connection and stops following the manager. */
  close(): Promise<void>;
}

interface Listing {
  readonly tools: Tool[];
  /** Tool name → function path. */
  readonly paths: ReadonlyMap<string, string>;
}

const defaultInclude = (functionInterface: FunctionInterface) =>
  functionInterface.domain !== CONTROL_TOOLBOX_NAME;

function errorResult(text: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text }] };
}

/**
 * Serves every function of a tool manager as an MCP tool. `tools/list` gives each function's
 * name (`box.fn` unless `toolName` says otherwise), description, `inputSchema` (the
 * interface's own `jsonSchema`, unchanged, or the kit's `interfaceToJsonSchema`) and its
 * `annotations`. `tools/call` runs through the manager's pipeline, as a native call:
 * validation, coercion, policy, timeout, truncation and stats apply; a failed call is an
 * `isError` result whose text is the pipeline's message; the client's cancellation aborts the
 * function's signal. A function reports progress and logs through its context
 * (`context.reportProgress`, `context.log`), or with `callContextStorage` through
 * `getMcpCallContext()`: `notifications/progress`
 * when the client sent a `progressToken` (increasing values only), `notifications/message`.
 * Registering or removing a toolbox sends `notifications/tools/list_changed` to every client.
 *
 * @throws {InvalidSettingsError} when the options do not fit {@link mcpServerOptionsSchema}.
 * @example
 * ```ts
 * const server = createMcpServer(manager, { name: 'weather' });
 * await serveMcpStdio(server); // or: await serveMcpHttp(server, { port: 3000 })
 * ```
 */
export function createMcpServer(
  manager: ToolManager,
  options: McpServerOptions = {},
): McpToolServer {
  parseSettings(mcpServerOptionsSchema, options, 'createMcpServer');
  const include = options.include ?? defaultInclude;
  const toolName = options.toolName ?? getFunctionPath;
  const report = createErrorReporter(options.onError);
  const limiter = new McpCallLimiter(
    options.maxConcurrentCalls ?? DEFAULT_MAX_CONCURRENT_CALLS,
    options.maxWaitingCalls ?? DEFAULT_MAX_WAITING_CALLS,
  );
  const { timeoutMs } = options;
  const storeCalls = options.callContextStorage === true;
  /** The options of one call: made in one of two shapes, so a call spreads no object. */
  const callOptions = (signal: AbortSignal, reporter: McpCall): CallOptions =>
    timeoutMs === undefined
      ? { signal, source: 'native', reporter }
      : { signal, source: 'native', reporter, timeoutMs };
  const connections = new Set<{ server: Server; initialized: boolean }>();
  let listing: Listing | undefined;

  const list = (): Listing => {
    if (listing !== undefined) return listing;
    const tools: Tool[] = [];
    const paths = new Map<string, string>();
    for (const functionInterface of manager.getInterfaces()) {
      if (!include(functionInterface)) continue;
      const path = getFunctionPath(functionInterface);
      const name = toolName(functionInterface);
      if (paths.has(name)) {
        report(new Error(`Two functions are named '${name}' as tools; '${path}' is not served`));
        continue;
      }
      let inputSchema: Tool['inputSchema'];
      try {
        inputSchema = (functionInterface.jsonSchema ??
          interfaceToJsonSchema(functionInterface)) as Tool['inputSchema'];
      } catch (error) {
        report(error);
        continue;
      }
      const { annotations } = functionInterface;
      tools.push({
        name,
        ...(annotations?.title === undefined ? {} : { title: annotations.title }),
        description: functionInterface.description,
        inputSchema,
        ...(annotations === undefined ? {} : { annotations: { ...annotations } }),
      });
      paths.set(name, path);
    }
    listing = { tools, paths };
    return listing;
  };

  const stopFollowing = manager.on('toolboxChange', () => {
    listing = undefined;
    for (const connection of connections) {
      if (connection.initialized) connection.server.sendToolListChanged().catch(report);
    }
  });

  const connect = async (transport: Transport) => {
    const server = new Server(
      { name: options.name ?? 'ai-toolbox', version: options.version ?? MCP_PACKAGE_VERSION },
      {
        capabilities: { tools: { listChanged: true }, logging: {} },
        ...(options.instructions === undefined ? {} : { instructions: options.instructions }),
      },
    );
    const connection = { server, initialized: false };
    const state: McpConnectionState = { logLevel: 0 };
    server.oninitialized = () => {
      connection.initialized = true;
    };
    server.onclose = () => {
      connections.delete(connection);
    };
    server.setRequestHandler(SetLevelRequestSchema, (request) => {
      state.logLevel = Math.max(0, MCP_LOG_LEVELS.indexOf(request.params.level));
      return {};
    });
    server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: list().tools }));
    server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
      const name = request.params.name;
      const path = list().paths.get(name);
      if (path === undefined) {
        const suggestions = suggestNames(name, [...list().paths.keys()]);
        const hint =
          suggestions.length === 0 ? '' : ` (did you mean '${suggestions.join("', '")}'?)`;
        throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${name}${hint}`);
      }
      // A free slot is taken at once: no promise, so a call that finds one waits for no tick.
      const waited = extra.signal.aborted
        ? 'aborted'
        : limiter.tryTake()
          ? 'ok'
          : await limiter.wait(extra.signal);
      if (waited !== 'ok') {
        return errorResult(
          waited === 'busy'
            ? `The server is busy (${limiter.running} calls running, ${limiter.waiting} waiting); try again later`
            : 'The call was cancelled before it started',
        );
      }
      const call = new McpCall(
        extra.sessionId,
        extra.requestId,
        name,
        request.params._meta?.progressToken,
        state,
        extra.sendNotification,
        report,
      );
      try {
        const run = () =>
          manager.executeFunctionCalls(
            [{ name: path, params: request.params.arguments ?? {} }],
            callOptions(extra.signal, call),
          );
        const records = await (storeCalls ? enterMcpCall(call, run) : run());
        const record = records[0];
        if (record === undefined) return errorResult(`The call of '${name}' gave no result`);
        if (!record.ok) return errorResult(record.error?.message ?? record.result);
        return { content: [{ type: 'text', text: record.result }] };
      } finally {
        call.answered = true;
        if (storeCalls) leaveMcpCall();
        limiter.release();
      }
    });
    connections.add(connection);
    try {
      await server.connect(transport);
    } catch (error) {
      connections.delete(connection);
      throw error;
    }
  };

  return {
    connect,
    listTools: () => list().tools,
    get connectionCount() {
      return connections.size;
    },
    get load() {
      return { running: limiter.running, waiting: limiter.waiting };
    },
    async close() {
      stopFollowing();
      await Promise.allSettled([...connections].map((connection) => connection.server.close()));
      connections.clear();
    },
  };
}
