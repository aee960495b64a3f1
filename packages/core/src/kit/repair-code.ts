/**
 * Every repair code the packages of this repository report, each with what it means in one
 * line. One repair has one code wherever it is made: a translator's JSON reader, the call
 * pipeline or a schema package.
 */
export const REPAIR_CODES = {
  // Text a model wrote, repaired on tokens (never inside a string's contents).
  'single-quoted-string': "A string or key in single quotes ('a') was read as a JSON string.",
  'typographic-quote':
    'A string or key in curly or other typographic quotes (“a”, ‘a’, `a´) was read.',
  'missing-opening-quote':
    'A word ending in a double quote (abc") was read as the string it starts.',
  'unescaped-quote': 'A double quote inside a string that does not end it was kept as part of it.',
  'escaped-json': 'JSON written as the contents of a string ({\\"a\\": 1}) was unescaped and read.',
  'code-fence': 'A markdown code fence (```json … ```) around the value was skipped.',
  'unicode-space': 'A no-break or other Unicode space between tokens was read as a space.',
  'unquoted-key': 'An object key written without quotes was read as a string.',
  'unquoted-string': 'An unquoted word where a JSON value belongs was read as a string.',
  'equals-for-colon': 'An "=" between a key and its value was read as ":".',
  'python-literal': "Python's True, False or None was read as true, false or null.",
  'undefined-literal': "JavaScript's undefined was read as null.",
  'missing-colon': 'A key and its value with no colon between them were read as a pair.',
  'missing-comma': 'Two values or arguments with no comma between them were read as a list.',
  'trailing-comma': 'A comma right before a closing bracket or parenthesis was ignored.',
  'extra-comma': 'A comma with nothing before it ([, 1] or {, "a": 1}) was dropped.',
  'missing-closing-bracket':
    'Brackets left open before an outer closer or the end of the text were closed.',
  'extra-closing-bracket': 'A closing bracket that closes nothing open was dropped.',
  'missing-closing-quote':
    'A string left open was closed at the end of the text, or before the comma or bracket after it.',
  'missing-value': 'A key at the end of the text with no value ({"a": ) was given null.',
  'truncated-number': 'A number cut off at the end of the text (2., 2e, -) was completed with 0.',
  'control-character-in-string':
    'A literal line break, tab, backspace or form feed inside a string was kept.',
  'invalid-escape':
    'An unknown escape such as \\d lost its backslash (the loose dialect keeps it: C:\\Users).',
  comment: 'A // or /* */ comment was skipped.',
  'unsafe-integer': 'An integer a number cannot hold digit for digit was kept as its digits.',
  'body-brackets': 'An atfunc with_body block without [[ ]], or closed by a single ], was read.',
  'spread-object': 'A lone JSON object argument whose keys name parameters was read as them.',
  'missing-closing-tag':
    'A tag left open (</parameter>, </function>, </arg_value>) was read as closed where the next one began.',
  'underscored-name':
    'A function name with _ or __ for each dot (math_factorial) was read as the one dotted name it spells.',
  'json-literal':
    "JSON's true, false or null in a Python-style call was read as True, False or None.",
  'apostrophe-in-string':
    "A quote between two letters inside a quoted string ('It's') was kept as an apostrophe.",
  // Where a call sat and how its name was written.
  'prose-around-calls': 'Text that is not a call, before or between calls, was read past.',
  'code-block': 'A call inside a ``` code fence was read.',
  'call-in-string': 'A call written inside a quoted string ("f(x=1)") was read as the call.',
  'unwrapped-call':
    'A call wrapped in print(...), return, await or an assignment was read as the call alone.',
  'unbracketed-call': 'A call written without the [ ] list around it was read.',
  'namespace-prefix':
    'A function name written with a namespace such as default_api. was read without it.',
  'bare-name':
    "A function's own name without its toolbox (get_weather) was read as the one function of that name.",
  // Arguments the pipeline brought to their declared types.
  'coerce-number': 'A string or big integer was read as the number it writes.',
  'coerce-integer': 'A string or big integer was read as the integer it writes.',
  'coerce-boolean': 'The string "true" or "false" (any case) was read as a boolean.',
  'coerce-string': 'A number, boolean or big integer was read as its text.',
  'parse-json': 'A string holding a JSON object or array was read as that value.',
  'spread-request-body': "The fields of a 'request_body' object were read as parameters.",
  'rename-param': 'A parameter written in another letter case was read as the declared one.',
  'unwrap-value': 'A { value: X } wrapper was read as X.',
  'drop-null': 'null for an optional parameter was read as not given.',
  // Calls that open models write as JSON in their text (translator-json).
  'other-call-format':
    "A call written in a format other than the translator's own (bare JSON, another family's markers) was read.",
  'call-key-alias':
    'A call object with its name or arguments under another key (function, tool, parameters, args) was read.',
  'arguments-before-name': 'A call object that gave its arguments before its name was read.',
  'name-in-arguments':
    'A function name written inside the arguments, where no parameter has that name, was read as the name.',
  'wrapped-call':
    'A call wrapped in another object ({"function": {...}}, {"tool_calls": [...]}) was unwrapped.',
  'template-token':
    'Chat-template tokens (<|im_end|>, <|eot_id|>, </s>, ...) before the call were skipped.',
  'ignored-text':
    'Text where the format allows none (inside a call block, around bare calls) was skipped.',
  'repeated-call': 'A call identical to an earlier one of the same answer was kept: both run.',
  'call-in-reasoning': 'A call inside a reasoning block (<think>) that never closed was read.',
  // Native tool calls, as providers deliver them.
  'arguments-not-text': 'Arguments that came as an object instead of JSON text were used as is.',
  'double-encoded-arguments': 'Arguments that were JSON text inside a JSON string were decoded.',
  'null-arguments': 'Arguments that were null were read as no arguments.',
} as const satisfies Readonly<Record<string, string>>;

/**
 * The code of a repair made by a package of this repository; see {@link REPAIR_CODES} for
 * each one. `Repair.code` itself stays a `string`, so that a third-party translator that
 * reports codes of its own keeps compiling.
 */
export type RepairCode = keyof typeof REPAIR_CODES;
