import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InvalidSettingsError } from '@ai-toolbox/core';
import { parseSettings } from '@ai-toolbox/core/kit';
import type { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import * as v from 'valibot';
import type { McpToolServer } from './create-mcp-server.js';

/** Settings of {@link serveMcpHttp}; all optional. */
export interface McpHttpOptions {
  /** The port (default 0: any free port; read it from `port` or `url`). */
  readonly port?: number;
  /** The address to listen on (default `127.0.0.1`). Any other needs `allowedHosts`. */
  readonly host?: string;
  /** The endpoint's path (default `/mcp`). */
  readonly path?: string;
  /**
   * The `Host` header values accepted, `name:port` (default, on a loopback address:
   * `127.0.0.1`, `localhost` and `[::1]` at the port listened on). Others get 403: a web page
   * whose name was made to point at this machine (DNS rebinding) is refused.
   */
  readonly allowedHosts?: readonly string[];
  /**
   * The `Origin` header values accepted, when a request has one (default: `http://` and each
   * allowed host). Requests without one (not from a browser) pass.
   */
  readonly allowedOrigins?: readonly string[];
  /** When set, every request must carry `Authorization: Bearer <token>`; others get 401. */
  readonly bearerToken?: string;
  /** The largest request body read, in bytes (default 1 MiB); a larger one gets 413. */
  readonly maxBodyBytes?: number;
  /** The most sessions open at once (default 100); another `initialize` gets 503. */
  readonly maxSessions?: number;
  /** The most requests handled at once, over all sessions (default 4096); others get 503. */
  readonly maxConcurrentRequests?: number;
  /** A session unused this long is closed, in milliseconds (default 30 minutes; 0 for never). */
  readonly sessionIdleMs?: number;
}

/** A running Streamable HTTP endpoint. */
export interface McpHttpEndpoint {
  /** `http://host:port/path`. */
  readonly url: string;
  /** The port listened on. */
  readonly port: number;
  /** The sessions open now. */
  readonly sessionCount: number;
  /** Closes every session and stops listening. */
  close(): Promise<void>;
}

const count = v.pipe(v.number(), v.integer(), v.minValue(1));

/** The valibot schema {@link serveMcpHttp} checks its settings with. */
export const mcpHttpOptionsSchema = v.strictObject({
  port: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(65_535))),
  host: v.optional(v.pipe(v.string(), v.minLength(1))),
  path: v.optional(v.pipe(v.string(), v.startsWith('/'))),
  allowedHosts: v.optional(v.array(v.pipe(v.string(), v.minLength(1)))),
  allowedOrigins: v.optional(v.array(v.pipe(v.string(), v.minLength(1)))),
  bearerToken: v.optional(v.pipe(v.string(), v.minLength(1))),
  maxBodyBytes: v.optional(count),
  maxSessions: v.optional(count),
  maxConcurrentRequests: v.optional(count),
  sessionIdleMs: v.optional(v.pipe(v.number(), v.minValue(0))),
});

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

interface Session {
  readonly transport: StreamableHTTPServerTransport;
  lastUsed: number;
  active: number;
}

function reject(response: ServerResponse, status: number, message: string, headers = {}): void {
  if (response.headersSent) return;
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

/** Reads a body up to `limit` bytes; `undefined` when it is larger. */
function readBody(request: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, fail) => {
    const declared = Number(request.headers['content-length']);
    if (declared > limit) {
      resolve(undefined);
      request.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    request.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > limit) {
        over = true;
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (!over) resolve(Buffer.concat(chunks));
    });
    request.on('error', fail);
  });
}

const encoder = new TextEncoder();

/** Whether two secrets are equal, in time that depends on their lengths only. */
function sameSecret(given: string, expected: string): boolean {
  const a = encoder.encode(given);
  const b = encoder.encode(expected);
  let difference = a.length ^ b.length;
  for (let index = 0; index < b.length; index += 1) {
    difference |= (a[index % Math.max(a.length, 1)] ?? 0) ^ (b[index] as number);
  }
  return difference === 0;
}

/**
 * Serves an MCP server over Streamable HTTP on one endpoint (`POST`, `GET` for the server's
 * stream, `DELETE` to end a session), with sessions: an `initialize` request opens one and its
 * `mcp-session-id` routes what follows. Before anything is read, the `Host` and `Origin`
 * headers are checked against the allowed ones (DNS-rebinding protection, 403), then the bearer
 * token when one is set (401); bodies are bounded (413), and so are sessions and requests in
 * flight (503). Listens on `127.0.0.1` unless told otherwise.
 *
 * @throws {InvalidSettingsError} when the options do not fit, or a non-loopback `host` comes
 * without `allowedHosts`.
 * @example
 * ```ts
 * const endpoint = await serveMcpHttp(createMcpServer(manager), { port: 3000 });
 * console.log(endpoint.url); // http://127.0.0.1:3000/mcp
 * ```
 */
export async function serveMcpHttp(
  server: McpToolServer,
  options: McpHttpOptions = {},
): Promise<McpHttpEndpoint> {
  parseSettings(mcpHttpOptionsSchema, options, 'serveMcpHttp');
  const host = options.host ?? '127.0.0.1';
  if (!loopbackHosts.has(host) && options.allowedHosts === undefined) {
    throw new InvalidSettingsError({
      subject: 'serveMcpHttp',
      problems: [
        `allowedHosts: listening on '${host}' needs the Host names clients use, to refuse DNS rebinding`,
      ],
    });
  }
  // Loaded here, not with the package: serving HTTP needs Node's http module.
  const [{ createServer }, { StreamableHTTPServerTransport: HttpTransport }] = await Promise.all([
    import('node:http'),
    import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
  ]);
  const path = options.path ?? '/mcp';
  const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
  const maxSessions = options.maxSessions ?? 100;
  const maxConcurrentRequests = options.maxConcurrentRequests ?? 4096;
  const sessionIdleMs = options.sessionIdleMs ?? 30 * 60 * 1000;
  const sessions = new Map<string, Session>();
  let pendingSessions = 0;
  let inFlight = 0;
  let allowedHosts: ReadonlySet<string> = new Set();
  let allowedOrigins: ReadonlySet<string> = new Set();

  const openSession = async (request: IncomingMessage, response: ServerResponse, body: unknown) => {
    if (sessions.size + pendingSessions >= maxSessions) {
      reject(response, 503, `Too many sessions (${maxSessions}); close one and try again`);
      return;
    }
    pendingSessions += 1;
    let counted = true;
    const transport = new HttpTransport({
      sessionIdGenerator: () => crypto.randomUUID(),
      onsessioninitialized: (sessionId) => {
        pendingSessions -= 1;
        counted = false;
        sessions.set(sessionId, { transport, lastUsed: Date.now(), active: 0 });
      },
    });
    transport.onclose = () => {
      if (transport.sessionId !== undefined) sessions.delete(transport.sessionId);
    };
    try {
      await server.connect(transport);
      await transport.handleRequest(request, response, body);
    } finally {
      if (counted) {
        // The initialize request failed: no session came of it.
        pendingSessions -= 1;
        await transport.close();
      }
    }
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const hostHeader = (request.headers.host ?? '').toLowerCase();
    if (!allowedHosts.has(hostHeader)) {
      reject(response, 403, 'Forbidden: this Host is not allowed');
      return;
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin.toLowerCase())) {
      reject(response, 403, 'Forbidden: this Origin is not allowed');
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== path) {
      reject(response, 404, `Not found: the MCP endpoint is ${path}`);
      return;
    }
    if (options.bearerToken !== undefined) {
      const authorization = request.headers.authorization ?? '';
      const token = authorization.startsWith('Bearer ') ? authorization.slice(7) : '';
      if (!sameSecret(token, options.bearerToken)) {
        reject(response, 401, 'Unauthorized: a valid bearer token is required', {
          'www-authenticate': 'Bearer',
        });
        return;
      }
    }
    const method = request.method ?? '';
    if (method !== 'POST' && method !== 'GET' && method !== 'DELETE') {
      reject(response, 405, 'Method not allowed', { allow: 'GET, POST, DELETE' });
      return;
    }
    let body: unknown;
    if (method === 'POST') {
      const raw = await readBody(request, maxBodyBytes);
      if (raw === undefined) {
        reject(response, 413, `The request body is larger than ${maxBodyBytes} bytes`);
        return;
      }
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        if (!response.headersSent) {
          response.writeHead(400, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({
              jsonrpc: '2.0',
              error: { code: -32700, message: 'Parse error: the body is not JSON' },
              id: null,
            }),
          );
        }
        return;
      }
    }
    const sessionHeader = request.headers['mcp-session-id'];
    const sessionId = Array.isArray(sessionHeader) ? sessionHeader[0] : sessionHeader;
    if (sessionId === undefined) {
      const initializing =
        method === 'POST' &&
        (isInitializeRequest(body) || (Array.isArray(body) && body.some(isInitializeRequest)));
      if (!initializing) {
        reject(response, 400, 'Bad request: no session; send initialize first');
        return;
      }
      await openSession(request, response, body);
      return;
    }
    const session = sessions.get(sessionId);
    if (session === undefined) {
      reject(response, 404, 'Session not found; initialize a new one');
      return;
    }
    session.lastUsed = Date.now();
    session.active += 1;
    try {
      await session.transport.handleRequest(request, response, body);
    } finally {
      session.active -= 1;
      session.lastUsed = Date.now();
    }
  };

  const httpServer = createServer((request, response) => {
    if (inFlight >= maxConcurrentRequests) {
      reject(response, 503, 'The server is busy; try again later');
      request.resume();
      return;
    }
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
    });
    handle(request, response).catch((error: unknown) => {
      reject(
        response,
        500,
        `Internal error: ${error instanceof Error ? error.message : 'unknown'}`,
      );
    });
  });

  await new Promise<void>((resolve, fail) => {
    httpServer.once('error', fail);
    httpServer.listen(options.port ?? 0, host, () => {
      httpServer.off('error', fail);
      resolve();
    });
  });
  const port = (httpServer.address() as AddressInfo).port;
  const hosts =
    options.allowedHosts ?? ['127.0.0.1', 'localhost', '[::1]'].map((name) => `${name}:${port}`);
  allowedHosts = new Set(hosts.map((name) => name.toLowerCase()));
  allowedOrigins = new Set(
    (options.allowedOrigins ?? hosts.map((name) => `http://${name}`)).map((name) =>
      name.toLowerCase(),
    ),
  );

  const sweeper =
    sessionIdleMs > 0
      ? setInterval(
          () => {
            const now = Date.now();
            for (const session of sessions.values()) {
              if (session.active === 0 && now - session.lastUsed > sessionIdleMs) {
                void session.transport.close();
              }
            }
          },
          Math.min(sessionIdleMs, 60_000),
        )
      : undefined;
  sweeper?.unref();

  const urlHost = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}${path}`,
    port,
    get sessionCount() {
      return sessions.size;
    },
    async close() {
      if (sweeper !== undefined) clearInterval(sweeper);
      await Promise.allSettled([...sessions.values()].map((session) => session.transport.close()));
      sessions.clear();
      await new Promise<void>((resolve) => {
        httpServer.close(() => resolve());
        httpServer.closeAllConnections();
      });
    },
  };
}
