import { describe, expect, it } from 'vitest';
import * as api from './index.js';

describe('the public surface', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'GEMINI_FUNCTION_NAME_RULE',
      'GEMINI_TYPE_NAMES',
      'countLossiness',
      'createGeminiTools',
      'findGeminiSchemaViolations',
      'readFunctionCalls',
      'toGeminiSchema',
    ]);
  });
});
