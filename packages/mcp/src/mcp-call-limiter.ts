/** What {@link McpCallLimiter.acquire} answers: a slot to release, or why there is none. */
export type McpCallSlot =
  | { readonly ok: true; release(): void }
  | { readonly ok: false; readonly reason: 'busy' | 'aborted' };

interface Waiter {
  readonly resolve: (slot: McpCallSlot) => void;
  readonly signal: AbortSignal | undefined;
  readonly onAbort: () => void;
}

/**
 * Bounds the calls one MCP server runs at once: `maxRunning` run, up to `maxWaiting` more wait
 * in arrival order, and a call past both is answered at once as busy. A waiting call whose
 * signal aborts leaves the line.
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

  /** A slot now, or when one frees up; `busy` when the line is full, `aborted` when `signal` aborts first. */
  acquire(signal?: AbortSignal): McpCallSlot | Promise<McpCallSlot> {
    if (signal?.aborted === true) return { ok: false, reason: 'aborted' };
    if (this.#running < this.#maxRunning) return this.#take();
    if (this.#waiting.size >= this.#maxWaiting) return { ok: false, reason: 'busy' };
    return new Promise<McpCallSlot>((resolve) => {
      const waiter: Waiter = {
        resolve,
        signal,
        onAbort: () => {
          if (this.#waiting.delete(waiter)) resolve({ ok: false, reason: 'aborted' });
        },
      };
      this.#waiting.add(waiter);
      signal?.addEventListener('abort', waiter.onAbort, { once: true });
    });
  }

  #take(): McpCallSlot {
    this.#running += 1;
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        this.#running -= 1;
        this.#next();
      },
    };
  }

  #next(): void {
    for (const waiter of this.#waiting) {
      if (this.#running >= this.#maxRunning) return;
      this.#waiting.delete(waiter);
      waiter.signal?.removeEventListener('abort', waiter.onAbort);
      waiter.resolve(this.#take());
    }
  }
}
