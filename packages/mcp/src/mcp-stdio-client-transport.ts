import type { ChildProcess } from 'node:child_process';
import { getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';
import { deserializeMessage, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import spawn from 'cross-spawn';
import type { McpEnvelope } from './mcp-envelope-scanner.js';
import { McpLineReader } from './mcp-line-reader.js';
import { McpOversizedAnswer } from './mcp-oversized-answer.js';

/** How long a process is given after stdin closes, then after `SIGTERM`, before the next step. */
const STOP_GRACE_MS = 2000;

/** The process to start and how to read it. */
export interface McpStdioClientTransportOptions {
  readonly command: string;
  readonly args: readonly string[];
  /** Over the SDK's few inherited variables (`PATH`, `HOME`, ...). */
  readonly env?: Readonly<Record<string, string>>;
  readonly cwd?: string;
  readonly stderr: 'inherit' | 'ignore' | 'pipe';
  /** The longest message read from stdout, in bytes. */
  readonly maxMessageBytes: number;
  /** Hears of a message dropped for its length that answered no request: how long it was. */
  readonly onDropped: (bytes: number) => void;
}

/** Resolves to whether `promise` settled within `ms` milliseconds. */
function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    timer.unref?.();
  });
  return Promise.race([promise.then(() => true), late]).finally(() => clearTimeout(timer));
}

/**
 * The client end of MCP over stdio: starts the server as a child process (as the SDK's
 * `StdioClientTransport` does, with its safe environment and `cross-spawn`) and speaks
 * newline-delimited JSON-RPC on its stdin and stdout. Two things differ. The connection is
 * closed as soon as stdout ends, even if the process runs on: nothing can answer anymore, so
 * the calls in flight fail now rather than at their timeouts, and the process is stopped (stdin
 * closed, then `SIGTERM`, then `SIGKILL`). And stdout is read in linear time, whatever the size
 * of a message (the SDK's buffer joins every chunk to all before it), up to
 * `maxMessageBytes`. A longer message is not kept: when it answers a request, that request
 * gets an error answer (whose `data` is an {@link McpOversizedAnswer}) and the connection goes
 * on; any other is dropped, and `onDropped` hears of it.
 */
export class McpStdioClientTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  readonly #options: McpStdioClientTransportOptions;
  readonly #reader: McpLineReader;
  #child: ChildProcess | undefined;
  #ended = false;
  #stopping: Promise<void> | undefined;

  constructor(options: McpStdioClientTransportOptions) {
    this.#options = options;
    this.#reader = new McpLineReader({
      maxLineBytes: options.maxMessageBytes,
      onLine: (line) => this.#read(line),
      onOversizedLine: (bytes, envelope) => this.#oversized(bytes, envelope),
    });
  }

  /** The process's id once started, until the connection ends. */
  get pid(): number | undefined {
    return this.#ended ? undefined : this.#child?.pid;
  }

  start(): Promise<void> {
    if (this.#child !== undefined) {
      return Promise.reject(new Error('The stdio transport was already started'));
    }
    const { command, args, env, cwd, stderr } = this.#options;
    return new Promise((resolve, reject) => {
      const child = spawn(command, args, {
        env: { ...getDefaultEnvironment(), ...env },
        stdio: ['pipe', 'pipe', stderr],
        shell: false,
        windowsHide: process.platform === 'win32',
        ...(cwd === undefined ? {} : { cwd }),
      });
      this.#child = child;
      let spawned = false;
      child.once('spawn', () => {
        spawned = true;
        resolve();
      });
      child.on('error', (error) => {
        if (spawned) this.onerror?.(error);
        else {
          reject(error);
          this.#end();
        }
      });
      child.on('close', () => this.#end());
      child.stdin?.on('error', (error) => this.onerror?.(error));
      const stdout = child.stdout;
      stdout?.on('data', (chunk: Buffer) => this.#reader.push(chunk));
      stdout?.on('error', (error) => this.onerror?.(error));
      // stdout ending is the connection ending, whether or not the process exits with it.
      stdout?.on('end', () => this.#end());
      stdout?.on('close', () => this.#end());
    });
  }

  send(message: JSONRPCMessage): Promise<void> {
    const stdin = this.#child?.stdin;
    if (this.#ended || stdin === null || stdin === undefined) {
      return Promise.reject(new Error('Not connected'));
    }
    return new Promise((resolve) => {
      if (stdin.write(serializeMessage(message))) resolve();
      else stdin.once('drain', resolve);
    });
  }

  /** Stops the process (stdin closed, then `SIGTERM`, then `SIGKILL`) and ends the connection. */
  async close(): Promise<void> {
    await this.#stop();
    this.#end();
  }

  #read(line: string): void {
    let message: JSONRPCMessage;
    try {
      message = deserializeMessage(line);
    } catch (error) {
      this.onerror?.(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    this.#handOn(message);
  }

  #handOn(message: JSONRPCMessage): void {
    try {
      this.onmessage?.(message);
    } catch (error) {
      this.onerror?.(error instanceof Error ? error : new Error(String(error)));
    }
  }

  #oversized(bytes: number, { id, hasMethod }: McpEnvelope): void {
    const { maxMessageBytes, onDropped } = this.#options;
    if (id === undefined || hasMethod) {
      onDropped(bytes);
      return;
    }
    this.#handOn({
      jsonrpc: '2.0',
      id,
      error: {
        code: ErrorCode.InternalError,
        message: `The answer was ${bytes} bytes, over the ${maxMessageBytes} bytes read`,
        data: new McpOversizedAnswer(bytes, maxMessageBytes),
      },
    });
  }

  /** Ends the connection once: `onclose`, and the process stopped if it still runs. */
  #end(): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#reader.clear();
    void this.#stop();
    this.onclose?.();
  }

  #stop(): Promise<void> {
    this.#stopping ??= this.#stopChild();
    return this.#stopping;
  }

  async #stopChild(): Promise<void> {
    const child = this.#child;
    if (child?.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.stdin?.end();
    if (await settlesWithin(exited, STOP_GRACE_MS)) return;
    child.kill('SIGTERM');
    if (await settlesWithin(exited, STOP_GRACE_MS)) return;
    child.kill('SIGKILL');
  }
}
