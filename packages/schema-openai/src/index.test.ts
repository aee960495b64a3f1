import { describe, expect, it } from 'vitest';
import * as api from './index.js';

describe('the public surface', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'DuplicateToolError',
      'InvalidParamError',
      'InvalidToolNameError',
      'MAX_DECLARATION_DEPTH',
      'MAX_TOOL_NAME_LENGTH',
      'NO_OUTPUT_TEXT',
      'PARAM_TYPE_ALIASES',
      'ToolNameCollisionError',
      'UnknownToolError',
      'VALID_TYPE_NAMES',
      'chatCompletionToolsOf',
      'convertInterfaces',
      'createOpenAITools',
      'createToolNameMap',
      'createToolRegistry',
      'decodeToolArguments',
      'encodeToolName',
      'findStrictModeViolations',
      'interfaceProperties',
      'interfacesToChatCompletionTools',
      'interfacesToResponsesTools',
      'isFreeForm',
      'normalizeParams',
      'parseParamType',
      'readChatToolCalls',
      'readResponseFunctionCalls',
      'renderParameters',
      'resolveNativeCallLimits',
      'responsesToolsOf',
      'restoreArguments',
      'toFunctionCallRequests',
      'toolNameProblem',
    ]);
  });
});
