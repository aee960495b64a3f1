/**
 * What an MCP request of a mounted call is cancelled by: an object with the part of
 * `AbortSignal` the SDK's `Protocol.request` reads of `options.signal` (`aborted`, `reason`,
 * `throwIfAborted()`, `addEventListener('abort', ...)`), aborted by the kit's `onCallAbort`
 * when the pipeline aborts the call. A real `AbortSignal` (an `EventTarget`) costs a mounted
 * call more than the rest of its own work, and one is made only when the pipeline cannot say
 * (a context made by hand): then the context's own signal is used.
 */
export class RequestSignal {
  aborted = false;
  reason: unknown;
  #listeners: Array<() => void> | undefined;

  /** Aborts once: every listener is called, in order. Bound, to hand to `onCallAbort`. */
  readonly abort = (reason: unknown): void => {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    const listeners = this.#listeners;
    this.#listeners = undefined;
    if (listeners !== undefined) for (const listener of listeners) listener();
  };

  throwIfAborted(): void {
    if (this.aborted) throw this.reason;
  }

  addEventListener(type: string, listener: () => void): void {
    if (type !== 'abort' || this.aborted) return;
    if (this.#listeners === undefined) this.#listeners = [listener];
    else this.#listeners.push(listener);
  }

  removeEventListener(type: string, listener: () => void): void {
    if (type !== 'abort' || this.#listeners === undefined) return;
    const index = this.#listeners.indexOf(listener);
    if (index >= 0) this.#listeners.splice(index, 1);
  }
}
