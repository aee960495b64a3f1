import { describe, expect, it } from 'vitest';
import * as core from './index.js';
import * as testing from './test.js';

// The public surface changes only on purpose: a renamed or removed export fails here.
describe('public exports', () => {
  it('resolve by package name through the exports map of the built package', async () => {
    // Specifiers in variables: the type check must not depend on a build of this package.
    const main = '@ai-toolbox/core';
    const subpath = '@ai-toolbox/core/test';
    const byName: object = await import(/* @vite-ignore */ main);
    const testByName: object = await import(/* @vite-ignore */ subpath);
    expect(Object.keys(byName).sort()).toEqual(Object.keys(core).sort());
    expect(Object.keys(testByName).sort()).toEqual(Object.keys(testing).sort());
  });

  it('of @ai-toolbox/core', () => {
    expect(Object.keys(core).sort()).toMatchInlineSnapshot(`
      [
        "AiToolboxError",
        "CALL_LOG_LEVELS",
        "CONTROL_FUNCTION_NAMES",
        "CONTROL_TOOLBOX_NAME",
        "CallAbortedError",
        "CallDeniedError",
        "DEFAULT_MAX_CALLS_PER_RESPONSE",
        "DEFAULT_MAX_TRUNCATE_LENGTH",
        "DEFAULT_TIMEOUT_MS",
        "DEFAULT_TRUNCATE_LENGTH",
        "InvalidArgumentsError",
        "InvalidResultError",
        "InvalidSettingsError",
        "PARAM_TYPES",
        "TRANSLATOR_ATFUNC",
        "ToolExecutionError",
        "ToolNameCollisionError",
        "ToolNotFoundError",
        "ToolTimeoutError",
        "ToolboxNotFoundError",
        "ToolboxValidationError",
        "TranslatorError",
        "TranslatorNotFoundError",
        "UnreadableCallError",
        "call",
        "chooseTranslator",
        "createCallFingerprint",
        "createToolManager",
        "defineToolbox",
        "executeFunctionCalls",
        "executeResponseFunctions",
        "findFunction",
        "findStandardTranslator",
        "functionAnnotationsSchema",
        "functionInterfaceSchema",
        "functionParamSchema",
        "getDefaultToolManager",
        "getFunctionPath",
        "getFunctions",
        "getRootInterfaceAsText",
        "getStandardTranslatorList",
        "getStats",
        "getTranslator",
        "isRequestBodyFieldRequired",
        "isStandardSchema",
        "listModelFamilies",
        "listStandardTranslators",
        "paramItemsSchema",
        "paramTypeSchema",
        "register",
        "registerControlFunction",
        "registerControlFunctions",
        "registerStandardTranslator",
        "renderModelTable",
        "requestBodyFieldSchema",
        "resetStats",
        "setFunctionTranslator",
        "setRootToolBox",
        "systemPromptFor",
        "toTranslatorV2",
        "toolManagerOptionsSchema",
        "truncateText",
        "unregister",
        "unregisterControlFunction",
        "unregisterControlFunctions",
        "withModelTable",
      ]
    `);
  });

  it('of @ai-toolbox/core/test', () => {
    expect(Object.keys(testing).sort()).toMatchInlineSnapshot(`
      [
        "DEFAULT_HOSTILE_PIECES",
        "checkTranslatorConformance",
        "countStringWork",
        "createHostileShapes",
        "createMockToolbox",
        "createMockTranslator",
        "openerCharacters",
        "watchObject",
      ]
    `);
  });
});
