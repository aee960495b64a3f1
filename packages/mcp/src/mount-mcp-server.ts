import type {
  FunctionAnnotations,
  FunctionInterface,
  ToolboxFunction,
  ToolCallContext,
  ToolManager,
} from '@ai-toolbox/core';
import { isRecord, onCallAbort, parseSettings, readJsonSchemaParams } from '@ai-toolbox/core/kit';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { RequestOptions } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  ErrorCode,
  McpError,
  type Tool,
  ToolListChangedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { createErrorReporter } from './create-error-reporter.js';
import { describeMcpContent } from './describe-mcp-content.js';
import { McpConnectionError } from './mcp-connection-error.js';
import { nameMcpFunctions } from './mcp-function-names.js';
import { type McpMountOptions, mcpMountOptionsSchema } from './mcp-mount-options.js';
import { McpOversizedAnswer } from './mcp-oversized-answer.js';
import { MCP_PACKAGE_VERSION } from './mcp-package-version.js';
import { McpProtocolError } from './mcp-protocol-error.js';
import { McpToolError } from './mcp-tool-error.js';
import { RequestSignal } from './request-signal.js';

/** A mounted MCP server: its toolbox is registered in the manager until `close()`. */
export interface McpMount {
  /** The toolbox's name. */
  readonly name: string;
  /** Function name → the tool's name on the server, as last listed. */
  readonly tools: ReadonlyMap<string, string>;
  /** The child process's id while one runs (stdio only). */
  readonly pid: number | undefined;
  /** Lists the tools again and registers the toolbox anew (done by itself on `tools/list_changed`). */
  refresh(): Promise<void>;
  /** Unregisters the toolbox, ends the session and the child process. */
  close(): Promise<void>;
}

/** The longest a request may wait as far as the SDK is concerned: the pipeline's timeout rules. */
const MAX_TIMER_MS = 2 ** 31 - 1;
const MAX_LIST_PAGES = 100;
const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_TOOLS = 1000;
/** The longest message read from a server's stdout. */
const DEFAULT_MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

interface Connection {
  readonly client: Client;
  readonly transport: Transport;
  /** Set when the server wrote something that is not JSON-RPC: the connection was dropped for it. */
  fault: unknown;
}

function annotationsOf(tool: Tool): FunctionAnnotations | undefined {
  const given = isRecord(tool.annotations) ? tool.annotations : {};
  const annotations: { -readonly [K in keyof FunctionAnnotations]: FunctionAnnotations[K] } = {};
  const title = tool.title ?? given.title;
  if (typeof title === 'string') annotations.title = title;
  for (const hint of [
    'readOnlyHint',
    'destructiveHint',
    'idempotentHint',
    'openWorldHint',
  ] as const) {
    if (typeof given[hint] === 'boolean') annotations[hint] = given[hint];
  }
  return Object.keys(annotations).length === 0 ? undefined : annotations;
}

/**
 * The interface of one remote tool: params read from its schema by the kit's reader (none when
 * the schema names no properties: the server, which keeps its schema, is the authority), the
 * schema itself kept.
 */
function interfaceOf(domain: string, functionName: string, tool: Tool): FunctionInterface {
  const annotations = annotationsOf(tool);
  const read = readJsonSchemaParams(tool.inputSchema);
  return {
    domain,
    name: functionName,
    type: 'function',
    description: tool.description ?? tool.title ?? '',
    params: typeof read === 'string' ? {} : read.params,
    returns: 'string',
    jsonSchema: tool.inputSchema,
    ...(annotations === undefined ? {} : { annotations }),
  };
}

/**
 * Mounts an MCP server as a toolbox of `manager`: its tools become functions (`name.tool`,
 * with characters a translator cannot read in a name turned into `_`), whose params come from
 * each tool's `inputSchema` and whose interfaces keep that schema whole (`jsonSchema`), so
 * every translator and schema package shows them. A call goes to the server with the
 * pipeline's signal: a timeout or a cancellation sends `notifications/cancelled`. Text content
 * is the result, other content is described (`[image: image/png, 68 bytes]`); `isError` is an
 * error result with the server's text. A server that exits, closes its stdout, hangs or writes
 * what is not MCP costs the calls in flight one error result each, and the next call connects again (for
 * stdio, a new process). `tools/list_changed` lists the tools again and registers the toolbox
 * anew. Resolves once connected and registered; rejects, registering nothing, when the server
 * cannot be reached or listed.
 *
 * @throws {InvalidSettingsError} when the options do not fit {@link mcpMountOptionsSchema}.
 * @example
 * ```ts
 * const files = await mountMcpServer(manager, {
 *   name: 'fs',
 *   command: 'npx',
 *   args: ['-y', '@modelcontextprotocol/server-filesystem', '/tmp/work'],
 * });
 * await manager.call('fs.list_directory', { path: '/tmp/work' });
 * await files.close();
 * ```
 */
export async function mountMcpServer(
  manager: ToolManager,
  options: McpMountOptions,
): Promise<McpMount> {
  parseSettings(mcpMountOptionsSchema, options, 'mountMcpServer');
  const { name } = options;
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const maxTools = options.maxTools ?? DEFAULT_MAX_TOOLS;
  const report = createErrorReporter(options.onError);
  let closed = false;
  let current: Promise<Connection> | undefined;
  let connections = 0;
  let pid: number | undefined;
  let ready: Connection | undefined;
  let tools = new Map<string, string>();
  let registered:
    | { readonly toolbox: unknown; readonly entries: Map<string, ToolboxFunction> }
    | undefined;

  const createTransport = async (): Promise<Transport> => {
    if ('command' in options) {
      const maxMessageBytes = options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES;
      // Loaded only for a command: the stdio transport needs child processes.
      const { McpStdioClientTransport } = await import('./mcp-stdio-client-transport.js');
      return new McpStdioClientTransport({
        command: options.command,
        args: options.args ?? [],
        ...(options.env === undefined ? {} : { env: options.env }),
        ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
        stderr: options.stderr ?? 'inherit',
        maxMessageBytes,
        onDropped: (bytes) =>
          report(
            new McpProtocolError({
              serverName: name,
              message: `The MCP server '${name}' wrote a message of ${bytes} bytes, over the ${maxMessageBytes} bytes read from it (maxMessageBytes), that answers no call: it was dropped`,
            }),
          ),
      });
    }
    if ('transport' in options) return options.transport();
    const { StreamableHTTPClientTransport } = await import(
      '@modelcontextprotocol/sdk/client/streamableHttp.js'
    );
    return new StreamableHTTPClientTransport(new URL(options.url), {
      ...(options.headers === undefined
        ? {}
        : { requestInit: { headers: { ...options.headers } } }),
    });
  };

  const open = async (signal: AbortSignal | undefined): Promise<Connection> => {
    const transport = await createTransport();
    const client = new Client(
      { name: 'ai-toolbox', version: MCP_PACKAGE_VERSION },
      { capabilities: {} },
    );
    const connection: Connection = { client, transport, fault: undefined };
    client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
      refresh().catch(report);
    });
    if ('command' in options) {
      // Over stdio a line that is not JSON-RPC belongs to no call: drop the connection, so the
      // calls in flight are answered now rather than at their timeouts.
      transport.onerror = (error) => {
        connection.fault ??= error;
        report(
          new McpProtocolError({
            serverName: name,
            message: `The MCP server '${name}' wrote something that is not MCP: ${error.message}`,
            cause: error,
          }),
        );
        void client.close();
      };
    }
    try {
      await client.connect(transport, {
        timeout: connectTimeoutMs,
        ...(signal === undefined ? {} : { signal }),
      });
    } catch (cause) {
      await client.close().catch(() => undefined);
      throw new McpConnectionError({
        serverName: name,
        message: `Could not connect to the MCP server '${name}': ${cause instanceof Error ? cause.message : String(cause)}`,
        cause,
      });
    }
    return connection;
  };

  /** The live connection, made when there is none (the first call after a fault reconnects). */
  const connection = (signal?: AbortSignal): Promise<Connection> => {
    if (closed) {
      return Promise.reject(
        new McpConnectionError({
          serverName: name,
          message: `The MCP server '${name}' was unmounted`,
        }),
      );
    }
    if (current !== undefined) return current;
    const opening = open(signal);
    current = opening;
    connections += 1;
    const reconnected = connections > 1;
    opening.then(
      (live) => {
        const { client, transport } = live;
        if (current === opening && !closed) ready = live;
        const ownPid = (transport as { pid?: number | null }).pid ?? undefined;
        pid = ownPid;
        const previous = client.onclose;
        client.onclose = () => {
          previous?.();
          if (pid === ownPid) pid = undefined;
          if (ready === live) ready = undefined;
          if (current === opening) current = undefined;
        };
        // A new process or session may offer other tools.
        if (reconnected) refresh().catch(report);
      },
      () => {
        if (current === opening) current = undefined;
      },
    );
    return opening;
  };

  const describeFailure = (toolName: string, live: Connection, error: unknown): Error => {
    if (live.fault !== undefined) {
      return new McpProtocolError({
        serverName: name,
        message: `The MCP server '${name}' wrote something that is not MCP while '${toolName}' ran, and was disconnected`,
        cause: error,
      });
    }
    if (error instanceof McpError && error.data instanceof McpOversizedAnswer) {
      return new McpProtocolError({
        serverName: name,
        message: `The MCP server '${name}' answered '${toolName}' with ${error.data.bytes} bytes, over the ${error.data.maxMessageBytes} bytes read from it (maxMessageBytes): the answer was dropped, the connection kept`,
        cause: error,
      });
    }
    if (error instanceof McpError && error.code === ErrorCode.ConnectionClosed) {
      return new McpConnectionError({
        serverName: name,
        message: `The MCP server '${name}' closed the connection while '${toolName}' ran`,
        cause: error,
      });
    }
    if (error instanceof McpError) {
      return new McpToolError({ toolName, message: error.message, content: [] });
    }
    // The SDK checks results with zod, whose errors carry the problems as `issues`.
    const issues = isRecord(error) ? error.issues : undefined;
    if (Array.isArray(issues)) {
      const [first] = issues as Array<{ path?: unknown; message?: unknown }>;
      const where =
        Array.isArray(first?.path) && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
      return new McpProtocolError({
        serverName: name,
        message: `The MCP server '${name}' answered '${toolName}' with a result that is not an MCP tool result (${where}${String(first?.message ?? 'invalid')})`,
        cause: error,
      });
    }
    return new McpConnectionError({
      serverName: name,
      message: `The call of '${toolName}' on the MCP server '${name}' failed: ${error instanceof Error ? error.message : String(error)}`,
      cause: error,
    });
  };

  /** The text a model reads for a tool's answer; an `isError` answer becomes an {@link McpToolError}. */
  const readAnswer = (
    toolName: string,
    result: Awaited<ReturnType<Client['callTool']>>,
  ): string => {
    const text = describeMcpContent(result.content, result.structuredContent);
    if (result.isError === true) {
      throw new McpToolError({
        toolName,
        message: text.length > 0 ? text : `The tool '${toolName}' reported an error`,
        content: Array.isArray(result.content) ? result.content : [],
      });
    }
    return text;
  };

  /**
   * Sends one call over `live`. Answered through `then` rather than an async function: a
   * mounted call makes a promise fewer, and on Node 20 each promise costs a hook while an
   * `AsyncLocalStorage` is enabled (as it is while our own server runs calls).
   */
  const send = (
    toolName: string,
    args: Record<string, unknown>,
    live: Connection,
    signal: AbortSignal,
    context: ToolCallContext,
  ): Promise<string> => {
    const options: RequestOptions = { signal, timeout: MAX_TIMER_MS };
    // The call's host takes progress (our own MCP server serving this function on to a client
    // that asked for it): the remote is asked for progress too, and it reaches the host.
    if (context.progressWanted === true) {
      options.onprogress = (progress) =>
        void context.reportProgress?.(progress.progress, progress.total, progress.message);
    }
    return live.client.callTool({ name: toolName, arguments: args }, undefined, options).then(
      (result) => readAnswer(toolName, result),
      (error: unknown) => {
        throw describeFailure(toolName, live, error);
      },
    );
  };

  const callTool = (
    toolName: string,
    args: Record<string, unknown>,
    context: ToolCallContext,
  ): Promise<string> => {
    const live = ready;
    if (live === undefined) {
      const signal = context.signal;
      return connection(signal).then((opened) => send(toolName, args, opened, signal, context));
    }
    // The live connection without a wait: most calls find it, and cancel their request
    // through a RequestSignal the pipeline aborts, instead of a signal made for each call.
    const requestSignal = new RequestSignal();
    const signal = onCallAbort(context, requestSignal.abort)
      ? (requestSignal as unknown as AbortSignal)
      : context.signal;
    return send(toolName, args, live, signal, context);
  };

  /**
   * The tools the server lists, one per name (MCP asks names to be unique): a call names its
   * tool, so two functions for one name would both reach whichever the server runs. The first
   * is kept and each repeated name reported, once a listing, rather than the whole server
   * refused for one fault; the server checks arguments against the tool it runs, so a schema
   * that differs costs an error the model reads, not a wrong call.
   */
  const listTools = async (live: Connection): Promise<Tool[]> => {
    const listed: Tool[] = [];
    const counts = new Map<string, number>();
    let cursor: string | undefined;
    for (let page = 0; page < MAX_LIST_PAGES; page += 1) {
      const answer = await live.client.listTools(cursor === undefined ? {} : { cursor }, {
        timeout: connectTimeoutMs,
      });
      for (const tool of answer.tools) {
        const count = counts.get(tool.name) ?? 0;
        counts.set(tool.name, count + 1);
        if (count === 0) listed.push(tool);
      }
      cursor = answer.nextCursor;
      if (cursor === undefined || listed.length >= maxTools) break;
    }
    for (const [toolName, count] of counts) {
      if (count < 2) continue;
      report(
        new McpProtocolError({
          serverName: name,
          message: `The MCP server '${name}' lists ${count} tools named '${toolName}': the first is mounted, the others are left out`,
        }),
      );
    }
    if (listed.length > maxTools) {
      report(
        new Error(
          `The MCP server '${name}' lists ${listed.length} tools; the first ${maxTools} are mounted`,
        ),
      );
    }
    return listed.slice(0, maxTools);
  };

  const register = (listed: readonly Tool[]) => {
    const names = nameMcpFunctions(listed.map((tool) => tool.name));
    const byName = new Map(listed.map((tool) => [tool.name, tool]));
    const entries = new Map<string, ToolboxFunction>();
    for (const [functionName, toolName] of names) {
      const tool = byName.get(toolName) as Tool;
      entries.set(functionName, {
        f: (args, _truncateLength, context) => callTool(toolName, args, context),
        interface: interfaceOf(name, functionName, tool),
        ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      });
    }
    const toolbox = {
      getName: () => name,
      getFunction: (functionName: string) => entries.get(functionName) ?? null,
      functions: Object.fromEntries(
        [...entries.keys()].map((functionName) => [functionName, true]),
      ),
    };
    manager.register(toolbox);
    registered = { toolbox, entries };
    tools = names;
  };

  let refreshing: Promise<void> | undefined;
  let again = false;
  const refresh = (): Promise<void> => {
    if (refreshing !== undefined) {
      again = true;
      return refreshing;
    }
    refreshing = (async () => {
      do {
        again = false;
        const live = await connection();
        const listed = await listTools(live);
        if (!closed) register(listed);
      } while (again && !closed);
    })().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  };

  const closeConnection = async () => {
    const open = current;
    current = undefined;
    ready = undefined;
    if (open === undefined) return;
    const live = await open.catch(() => undefined);
    if (live === undefined) return;
    const { transport } = live;
    if ('terminateSession' in transport && typeof transport.terminateSession === 'function') {
      await (transport.terminateSession as () => Promise<void>)().catch(() => undefined);
    }
    await live.client.close().catch(() => undefined);
  };

  try {
    await refresh();
  } catch (error) {
    closed = true;
    await closeConnection();
    throw McpConnectionError.isInstance(error)
      ? error
      : new McpConnectionError({
          serverName: name,
          message: `Could not list the tools of the MCP server '${name}': ${error instanceof Error ? error.message : String(error)}`,
          cause: error,
        });
  }

  return {
    name,
    get tools() {
      return tools;
    },
    get pid() {
      return pid;
    },
    refresh,
    async close() {
      if (closed) return;
      closed = true;
      const ours = registered;
      // Unregister only the toolbox this mount registered, not one the application put in its place.
      const [first] = ours?.entries.keys() ?? [];
      if (
        ours !== undefined &&
        (first === undefined ||
          manager.findFunction(`${name}.${first}`) === ours.entries.get(first))
      ) {
        manager.unregister(name);
      }
      await closeConnection();
    },
  };
}
