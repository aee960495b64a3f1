import { describe, expect, it } from 'vitest';
import * as api from './index.js';

describe('the public surface', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'DuplicateToolError',
      'InvalidParamError',
      'InvalidToolNameError',
      'NO_OUTPUT_TEXT',
      'PARAM_TYPE_ALIASES',
      'UnknownToolError',
      'VALID_TYPE_NAMES',
      'chatCompletionToolsOf',
      'convertInterfaces',
      'createOpenAITools',
      'createToolRegistry',
      'decodeToolArguments',
      'findStrictModeViolations',
      'interfacesToChatCompletionTools',
      'interfacesToResponsesTools',
      'normalizeParams',
      'parseParamType',
      'readChatToolCalls',
      'readResponseFunctionCalls',
      'renderParameters',
      'responsesToolsOf',
      'restoreArguments',
      'toFunctionCallRequests',
    ]);
  });
});
