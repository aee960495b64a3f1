import { describe, expect, it } from 'vitest';
import { AiToolboxError } from './ai-toolbox-error.js';

describe('AiToolboxError', () => {
  it('keeps code, message and cause', () => {
    const cause = new Error('disk full');
    const error = new AiToolboxError({ code: 'write-failed', message: 'Could not write', cause });
    expect(error.code).toBe('write-failed');
    expect(error.message).toBe('Could not write');
    expect(error.cause).toBe(cause);
  });

  it('recognises an error made by another copy of the class', () => {
    const foreign = Object.assign(new Error('x'), { [Symbol.for('ai-toolbox.error')]: true });
    expect(AiToolboxError.isInstance(foreign)).toBe(true);
  });

  it('does not recognise plain errors or values', () => {
    expect(AiToolboxError.isInstance(new Error('x'))).toBe(false);
    expect(AiToolboxError.isInstance(null)).toBe(false);
    expect(AiToolboxError.isInstance('AiToolboxError')).toBe(false);
  });
});
