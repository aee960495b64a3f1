import { describe, expect, it } from 'vitest';
import * as api from './index.js';

describe('the public surface', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'EMPTY_RESULT_TEXT',
      'assembleToolInput',
      'createAnthropicTools',
      'createToolInputReader',
      'createToolUseStream',
      'readToolUses',
    ]);
  });
});
