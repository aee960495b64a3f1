import { describe, expect, it } from 'vitest';
import { createListeners } from './create-listeners.js';
import type { FunctionCallRecord } from './function-call-record.js';

const record = { name: 'box.run', ok: true } as FunctionCallRecord;

describe('createListeners', () => {
  it('starts with the listeners of the settings and tells each in the order they came', () => {
    const heard: string[] = [];
    const listeners = createListeners({
      onAfterCall: (done) => heard.push(`settings ${done.name}`),
    });
    listeners.on('afterCall', (done) => heard.push(`on ${done.name}`));
    listeners.emit('afterCall', record);
    expect(heard).toEqual(['settings box.run', 'on box.run']);
  });

  it('says whether anyone listens, before and after an unsubscription', () => {
    const listeners = createListeners({});
    expect(listeners.has('beforeCall')).toBe(false);
    const stop = listeners.on('beforeCall', () => undefined);
    expect(listeners.has('beforeCall')).toBe(true);
    expect(listeners.has('afterCall')).toBe(false);
    stop();
    expect(listeners.has('beforeCall')).toBe(false);
  });

  it('hands what a listener throws or rejects with to the error handler and tells the next one', async () => {
    const reported: unknown[] = [];
    const heard: string[] = [];
    const listeners = createListeners({ onListenerError: (error) => reported.push(error) });
    listeners.on('afterCall', () => {
      throw new Error('sync bug');
    });
    listeners.on('afterCall', () => Promise.reject(new Error('async bug')));
    listeners.on('afterCall', () => heard.push('third'));
    listeners.emit('afterCall', record);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual(['third']);
    expect(reported.map((error) => (error as Error).message)).toEqual(['sync bug', 'async bug']);
  });

  it('goes on when the error handler throws too', () => {
    const listeners = createListeners({
      onListenerError: () => {
        throw new Error('handler bug');
      },
    });
    listeners.on('afterCall', () => {
      throw new Error('listener bug');
    });
    expect(() => listeners.emit('afterCall', record)).not.toThrow();
  });
});
