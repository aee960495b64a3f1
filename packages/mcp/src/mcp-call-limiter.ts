/** How a wait for a slot ended: with the slot, with the line full, or with the call cancelled. */
export type McpCallWait = 'ok' | 'busy' | 'aborted';

interface Waiter {
  readonly resolve: (outcome: McpCallWait) => void;
  readonly signal: AbortSignal | undefined;
  readonly onAbort: () => void;
}

/**
 * Bounds the calls one MCP server runs at once: `maxRunning` run, up to `maxWaiting` more wait
 * in arrival order, and a call past both is answered at once as busy. A waiting call whose
 * signal aborts leaves the line. A call that finds a free slot takes it with {@link tryTake}
 * (no object, no promise); every slot taken, at once or by {@link wait}, is given back with
 * one {@link release}.
 */
export class McpCallLimiter {
  readonly #maxRunning: number;
  readonly #maxWaiting: number;
  #running = 0;
  readonly #waiting = new Set<Waiter>();

  constructor(maxRunning: number, maxWaiting: number) {
    this.#maxRunning = maxRunning;
    this.#maxWaiting = maxWaiting;
  }

  /** Calls running now. */
  get running(): number {
    return this.#running;
  }

  /** Calls waiting for a slot now. */
  get waiting(): number {
    return this.#waiting.size;
  }

  /** Takes a slot when one is free now. */
  tryTake(): boolean {
    if (this.#running >= this.#maxRunning) return false;
    this.#running += 1;
    return true;
  }

  /** Waits in line for a slot: `busy` when the line is full, `aborted` when `signal` aborts first. */
  wait(signal?: AbortSignal): Promise<McpCallWait> {
    if (signal?.aborted === true) return Promise.resolve('aborted');
    if (this.tryTake()) return Promise.resolve('ok');
    if (this.#waiting.size >= this.#maxWaiting) return Promise.resolve('busy');
    return new Promise<McpCallWait>((resolve) => {
      const waiter: Waiter = {
        resolve,
        signal,
        onAbort: () => {
          if (this.#waiting.delete(waiter)) resolve('aborted');
        },
      };
      this.#waiting.add(waiter);
      signal?.addEventListener('abort', waiter.onAbort, { once: true });
    });
  }

  /** Gives a slot back; the first call in line takes it. */
  release(): void {
    this.#running -= 1;
    for (const waiter of this.#waiting) {
      if (this.#running >= this.#maxRunning) return;
      this.#waiting.delete(waiter);
      waiter.signal?.removeEventListener('abort', waiter.onAbort);
      this.#running += 1;
      waiter.resolve('ok');
    }
  }
}
