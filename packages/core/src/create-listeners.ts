import type { ToolManagerEvents } from './tool-manager-options.js';

/** The listeners of one manager, by event. */
export interface ToolManagerListeners {
  /** Subscribes to an event; returns the function that unsubscribes. */
  on<E extends keyof ToolManagerEvents>(
    event: E,
    listener: (payload: ToolManagerEvents[E]) => unknown,
  ): () => void;
  /** Whether anyone listens to `event`: the pipeline prepares an event only for listeners. */
  has(event: keyof ToolManagerEvents): boolean;
  /**
   * Tells every listener of `event`. A listener that throws or rejects does not change the
   * call: its failure goes to the error handler, and a failing handler is ignored.
   */
  emit<E extends keyof ToolManagerEvents>(event: E, payload: ToolManagerEvents[E]): void;
}

/** What {@link createListeners} starts with: the listeners and error handler of the options. */
export interface ListenerSettings {
  /** Told right before each function runs. */
  readonly onBeforeCall?: ((event: ToolManagerEvents['beforeCall']) => unknown) | undefined;
  /** Told after each call with its record. */
  readonly onAfterCall?: ((record: ToolManagerEvents['afterCall']) => unknown) | undefined;
  /** Receives what listeners throw or reject with (default `console.error`). */
  readonly onListenerError?: ((error: unknown) => void) | undefined;
}

type Listener = (payload: never) => unknown;

/** Creates the listeners of one manager, starting with those of its settings. */
export function createListeners(settings: ListenerSettings): ToolManagerListeners {
  const byEvent: Record<keyof ToolManagerEvents, Set<Listener>> = {
    beforeCall: new Set(),
    afterCall: new Set(),
    toolboxChange: new Set(),
  };
  if (settings.onBeforeCall !== undefined) byEvent.beforeCall.add(settings.onBeforeCall);
  if (settings.onAfterCall !== undefined) byEvent.afterCall.add(settings.onAfterCall);

  const report = (error: unknown) => {
    try {
      (settings.onListenerError ?? console.error)(error);
    } catch {
      // The handler failed as well and there is no one left to tell: the call goes on.
    }
  };

  return {
    on(event, listener) {
      const listeners = byEvent[event];
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    has: (event) => byEvent[event].size > 0,
    emit(event, payload) {
      const listeners = byEvent[event] as Set<(payload: unknown) => unknown>;
      // Most managers have no listener: skip making an iterator for every call.
      if (listeners.size === 0) return;
      for (const listener of listeners) {
        try {
          const returned = listener(payload);
          // An async listener fails by rejecting; left alone, that would be an unhandled rejection.
          if (returned !== undefined) Promise.resolve(returned).catch(report);
        } catch (error) {
          report(error);
        }
      }
    },
  };
}
