import { describe, expect, it } from 'vitest';
import * as kit from './kit.js';

// The kit is a public surface of its own: a renamed or removed export fails here.
describe('public exports of @ai-toolbox/core/kit', () => {
  it('resolve by name through the exports map of the built package', async () => {
    // A specifier in a variable: the type check must not depend on a build of this package.
    const subpath = '@ai-toolbox/core/kit';
    const byName: object = await import(/* @vite-ignore */ subpath);
    expect(Object.keys(byName).sort()).toEqual(Object.keys(kit).sort());
  });

  it('are these names', () => {
    expect(Object.keys(kit).sort()).toMatchInlineSnapshot(`
      [
        "CALL_ARGUMENTS_KEYS",
        "CALL_NAME_KEYS",
        "DEFAULT_MAX_TEXT_LENGTH",
        "FunctionIndex",
        "MAX_DECLARATION_DEPTH",
        "MarkerFinder",
        "REASONING_BLOCKS",
        "REPAIR_CODES",
        "blockTranslatorSettingsSchema",
        "coerceValue",
        "copyJsonValue",
        "createJsonReader",
        "createNativeToolSet",
        "createParamsRecord",
        "createPythonArgumentReader",
        "createRepair",
        "createToolNameMap",
        "declaredStringKeys",
        "decodeJsonObject",
        "deepFreeze",
        "defineTranslator",
        "describeJsonValue",
        "encodeToolName",
        "expectedArgumentsText",
        "getOwn",
        "getParamSlots",
        "hasDeclaredType",
        "hexValue",
        "interfaceProperties",
        "interfaceToJsonSchema",
        "isAsciiLetter",
        "isBlank",
        "isDigit",
        "isFreeForm",
        "isHighSurrogate",
        "isIdentifierPart",
        "isIdentifierStart",
        "isLineBreak",
        "isLowSurrogate",
        "isNamePart",
        "isNameStart",
        "isPlainJson",
        "isRecord",
        "isSpace",
        "isSpaceOrTab",
        "isWordCharacter",
        "mutableCopy",
        "nativeCallLimitsSchema",
        "nativeToolManagerSchema",
        "nativeToolNameOf",
        "nativeToolSchema",
        "onCallAbort",
        "parseSettings",
        "readBareWord",
        "readCallArguments",
        "readCallObject",
        "readJsonSchemaParams",
        "readPropertySchemas",
        "readTypedText",
        "renderJsonSchema",
        "repairJson",
        "resolveBlockTranslatorSettings",
        "resolveCallName",
        "resolveNativeCallLimits",
        "resolveTextTranslatorSettings",
        "restoreNativeArguments",
        "resultBudget",
        "runNativeCallRequests",
        "setOwn",
        "settingsLimit",
        "shapeResult",
        "stringifyValue",
        "suggestNames",
        "textTranslatorSettingsEntries",
        "toNativeCallRequests",
        "toParamsRecord",
        "toolNameMapOptionsSchema",
        "toolNameProblem",
        "toolNameSeparatorSchema",
        "trackNativeTools",
      ]
    `);
  });
});
