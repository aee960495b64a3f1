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
        "ASTERISK",
        "AT",
        "BACKSLASH",
        "BYTE_ORDER_MARK",
        "CARRIAGE_RETURN",
        "CLOSE_BRACE",
        "CLOSE_BRACKET",
        "CLOSE_PAREN",
        "COLON",
        "COMMA",
        "DEFAULT_MAX_CALLS",
        "DEFAULT_MAX_TEXT_LENGTH",
        "DIGIT_0",
        "DIGIT_9",
        "DOLLAR",
        "DOT",
        "DOUBLE_QUOTE",
        "EQUALS",
        "EXCLAMATION",
        "FunctionIndex",
        "LINE_FEED",
        "LOWER_A",
        "LOWER_B",
        "LOWER_E",
        "LOWER_F",
        "LOWER_N",
        "LOWER_R",
        "LOWER_T",
        "LOWER_U",
        "LOWER_Z",
        "MAX_DECLARATION_DEPTH",
        "MINUS",
        "OPEN_BRACE",
        "OPEN_BRACKET",
        "OPEN_PAREN",
        "PERCENT",
        "PLUS",
        "REPAIR_CODES",
        "SINGLE_QUOTE",
        "SLASH",
        "SPACE",
        "SUGGEST_NAMES_MAX_CANDIDATES",
        "SUGGEST_NAMES_MAX_NAME_LENGTH",
        "TAB",
        "TILDE",
        "UNDERSCORE",
        "UPPER_A",
        "UPPER_E",
        "UPPER_Z",
        "createJsonReader",
        "createRepair",
        "defineTranslator",
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
        "isRecord",
        "isSpace",
        "parseSettings",
        "readBareWord",
        "readPropertySchemas",
        "renderJsonSchema",
        "repairJson",
        "safeRepairJson",
        "setOwn",
        "stringifyValue",
        "suggestNames",
      ]
    `);
  });
});
