import type { CallReporter } from '@ai-toolbox/core';
import type {
  LoggingLevel,
  ProgressToken,
  ServerNotification,
} from '@modelcontextprotocol/sdk/types.js';
import { MCP_LOG_LEVELS, type McpCallContext } from './mcp-call-context.js';

/** What one connection of a server knows that its calls read: the log level its client set. */
export interface McpConnectionState {
  /** Index in {@link MCP_LOG_LEVELS} of the least severe level sent. */
  logLevel: number;
}

/**
 * One `tools/call` as the function sees it through `getMcpCallContext()` (with `callContextStorage`), and the reporter its
 * context's `reportProgress` and `log` hand on to: a class, so a call makes one object and no
 * closures. Notifications go out tied to the request, and stop once the call is answered.
 */
export class McpCall implements McpCallContext, CallReporter {
  /** Set when the call has been answered: later notifications are dropped. */
  answered = false;
  #lastProgress = Number.NEGATIVE_INFINITY;

  constructor(
    readonly sessionId: string | undefined,
    readonly requestId: string | number,
    readonly toolName: string,
    private readonly progressToken: ProgressToken | undefined,
    private readonly connection: McpConnectionState,
    private readonly sendNotification: (notification: ServerNotification) => Promise<void>,
    private readonly report: (error: unknown) => void,
  ) {}

  /** Whether the client asked for progress on this call. */
  get progressWanted(): boolean {
    return this.progressToken !== undefined;
  }

  reportProgress(progress: number, total?: number, message?: string): Promise<void> {
    if (this.progressToken === undefined || !(progress > this.#lastProgress)) {
      return Promise.resolve();
    }
    this.#lastProgress = progress;
    return this.#send({
      method: 'notifications/progress',
      params: {
        progressToken: this.progressToken,
        progress,
        ...(total === undefined ? {} : { total }),
        ...(message === undefined ? {} : { message }),
      },
    });
  }

  log(level: LoggingLevel, data: unknown, logger?: string): Promise<void> {
    const severity = MCP_LOG_LEVELS.indexOf(level);
    // A level MCP does not know would make the client refuse the notification.
    if (severity < 0 || severity < this.connection.logLevel) return Promise.resolve();
    return this.#send({
      method: 'notifications/message',
      params: { level, data, ...(logger === undefined ? {} : { logger }) },
    });
  }

  #send(notification: ServerNotification): Promise<void> {
    if (this.answered) return Promise.resolve();
    return this.sendNotification(notification).catch(this.report);
  }
}
