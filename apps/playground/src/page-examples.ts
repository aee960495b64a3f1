import { TAGS_FAMILIES, TAGS_TRANSLATORS } from '@ai-toolbox/translator-tags';

/** The page's example answer in a tag family's own syntax, written by its translator. */
function tagsExample(translator: (typeof TAGS_TRANSLATORS)[keyof typeof TAGS_TRANSLATORS]): string {
  return [
    'Let me check the weather and save it.',
    translator.renderCall('weather.get_temp', { location: 'Paris' }),
    translator.renderCall('file.writefile', {
      filepath: 'notes/paris.txt',
      content: 'Paris: 21 °C',
    }),
    translator.renderCall('math.calculate_power', { base: 2, exponent: 'ten' }),
  ].join('\n');
}

/** translator-json's second names: the same translator, so the same examples. */
const JSON_ALIASES: readonly (readonly [alias: string, name: string])[] = [
  ['granite-20b-fc', 'granite'],
];

function withAliases<Value>(entries: readonly (readonly [string, Value])[]): Map<string, Value> {
  const map = new Map(entries);
  for (const [alias, name] of JSON_ALIASES) {
    const value = map.get(name);
    if (value !== undefined) map.set(alias, value);
  }
  return map;
}

const atfuncExample =
  'Let me check the weather and save it.\n' +
  '@weather.get_temp("Paris")\n' +
  '@file.writefile(filepath: "notes/paris.txt", content: "Paris: 21 °C")\n' +
  '@math.calculate_power(base="2", exponent="ten")';

/**
 * A model answer to start from, per translator: two good calls and one the pipeline has to
 * answer with an error, so every part of the page shows something.
 */
export const PAGE_EXAMPLES: ReadonlyMap<string, string> = withAliases([
  ['atfunc', atfuncExample],
  [
    'pythonic',
    "I'll check the weather and save it.\n" +
      "[weather.get_temp(location='Paris'), file.writefile(filepath='notes/paris.txt', content='Paris: 21 °C'), " +
      "math.calculate_power(base=2, exponent='ten')]",
  ],
  [
    'markers',
    'Weather: [[weather.get_temp:Berlin]], saved with [[file.writefile:notes/berlin.txt,17 °C]] ' +
      'and a mistake: [[math.calculate_power:2]]',
  ],
  ...TAGS_FAMILIES.flatMap((family) => {
    const example = tagsExample(TAGS_TRANSLATORS[family.name]);
    return [family.name, ...family.aliases].map((name): [string, string] => [name, example]);
  }),
  // auto shows atfunc's interface text, so the model answers in atfunc's syntax.
  ['auto', atfuncExample],
  [
    'hermes',
    'Let me check the weather and save it.\n' +
      '<tool_call>\n{"name": "weather.get_temp", "arguments": {"location": "Paris"}}\n</tool_call>\n' +
      '<tool_call>\n{"name": "file.writefile", "arguments": {"filepath": "notes/paris.txt", "content": "Paris: 21 °C"}}\n</tool_call>\n' +
      '<tool_call>\n{"name": "math.calculate_power", "arguments": {"base": 2, "exponent": "ten"}}\n</tool_call>',
  ],
  [
    'mistral',
    '[TOOL_CALLS][{"name": "weather.get_temp", "arguments": {"location": "London"}}, ' +
      '{"name": "file.writefile", "arguments": {"filepath": "notes/london.txt", "content": "London: 15 °C"}}]' +
      '[TOOL_CALLS]math.calculate_power[ARGS]{"base": 2}',
  ],
  [
    'llama3',
    '<|python_tag|>{"name": "weather.get_temp", "parameters": {"location": "Berlin"}}; ' +
      '{"name": "file.writefile", "parameters": {"filepath": "notes/berlin.txt", "content": "Berlin: 17 °C"}}; ' +
      '{"name": "math.calculate_power", "parameters": {"base": "two", "exponent": 3}}<|eom_id|>',
  ],
  [
    'json',
    'Here are the calls:\n```json\n[{"name": "weather.get_temp", "arguments": {"location": "New York"}}, ' +
      '{"name": "file.writefile", "arguments": {"filepath": "notes/new-york.txt", "content": "New York: 19 °C"}}, ' +
      '{"name": "math.calculate_power", "arguments": {"base": 2, "exponent": "ten"}}]\n```',
  ],
  [
    'granite',
    '<function_call> {"name": "weather.get_temp", "arguments": {"location": "Tokyo"}}\n' +
      '<function_call> {"name": "file.writefile", "arguments": {"filepath": "notes/tokyo.txt", "content": "Tokyo: 26 °C"}}\n' +
      '<function_call> {"name": "math.calculate_power", "arguments": {"base": 2, "exponent": ',
  ],
  [
    'glm4',
    'weather.get_temp\n{"location": "Tokyo"}<|assistant|>file.writefile\n' +
      '{"filepath": "notes/tokyo.txt", "content": "Tokyo: 26 °C"}<|assistant|>math.calculate_power\n' +
      "{'base': 2, 'exponent': 'ten'}",
  ],
]);

/** The example answer for a translator, or a generic hint when there is none. */
export function pageExampleFor(translatorName: string): string {
  return (
    PAGE_EXAMPLES.get(translatorName) ??
    `Write calls in the ${translatorName} syntax shown in the prompt text above.`
  );
}

/** One example answer the page offers, and where its shape comes from. */
export interface PageExample {
  /** What it shows, as the picker lists it. */
  readonly title: string;
  /** Where the shape comes from: a model card, chat template or guide (see NOTICE.md). */
  readonly source: string;
  /** The model's answer, written for the demo toolboxes (weather, math, file). */
  readonly text: string;
}

const first = (translator: string, source: string): PageExample => ({
  title: 'Three calls, one the pipeline answers with an error',
  source,
  text: PAGE_EXAMPLES.get(translator) ?? '',
});

/** The tag families' further examples, each written by the family's translator. */
function tagsExamples(family: (typeof TAGS_FAMILIES)[number]): PageExample[] {
  const translator = TAGS_TRANSLATORS[family.name];
  const source = `${family.family} (${family.models}): the call layout of the family's published chat template, as translator-tags renders it`;
  const complete =
    translator.renderCall('weather.get_temp', { location: 'Tokyo', unit: 'f' }) +
    translator.renderCall('file.listfiles', {});
  // Cut off where a model stops at its token limit: a few characters before the end.
  const cutOff = complete.slice(0, Math.max(1, complete.length - 6));
  return [
    first(family.name, source),
    {
      title: 'One call after the reasoning, a number written as a string',
      source,
      text: `I need 2 to the power of 10 first.\n${translator.renderCall('math.calculate_power', { base: '2', exponent: 10 })}`,
    },
    { title: 'Two calls, the last cut off near its end (a token limit)', source, text: cutOff },
  ];
}

const HERMES =
  'NousResearch/Hermes-2-Pro model card and Hermes-Function-Calling; Qwen2.5 function-calling guide';
const MISTRAL =
  'mistralai/mistral-common tokenizers (v3 list after [TOOL_CALLS]; v11+ name[ARGS]{json})';
const LLAMA3 = 'meta-llama/llama-models Llama 3.1 / 3.3 prompt format (JSON tool calling)';
const JSON_CALLS =
  'Salesforce xLAM and Arch-Function prompt formats (a JSON list or {"tool_calls": [...]})';
const GRANITE = 'IBM granite-20b-functioncalling model card and vLLM granite_20b_fc template';
const GLM4 =
  'THUDM/GLM-4 openai_api_server.py and the GLM-4-0414 model cards (name, newline, JSON)';
const PYTHONIC =
  'meta-llama/llama-models Llama 3.2 and Llama 4 prompt formats; BFCL prompt mode; Gemma function-calling guide';

/**
 * Several example answers per translator, each in a shape its family's model card, chat
 * template or function-calling guide documents, written for the demo toolboxes. The first of
 * each is {@link PAGE_EXAMPLES}'s. Sources: NOTICE.md.
 */
export const PAGE_EXAMPLE_SETS: ReadonlyMap<string, readonly PageExample[]> = withAliases([
  [
    'atfunc',
    [
      first('atfunc', 'the atfunc syntax (translator-atfunc README)'),
      {
        title: 'Discovering the tools first (control functions)',
        source: 'the atfunc syntax (translator-atfunc README): tools.* control functions',
        text: 'Let me see what I have.\n@tools.get_toolboxes()\n@tools.get_functions("weather")\n@tools.get_function_interface("weather.get_temp")',
      },
      {
        title: 'Named arguments, a misspelled function, a call in a sentence',
        source: 'the atfunc syntax (translator-atfunc README)',
        text: 'First @weather.get_temp(location: "Berlin", unit: "f"), then I save it with @file.write_file("notes/berlin.txt", "Berlin: 63 °F").',
      },
    ],
  ],
  [
    'markers',
    [
      first('markers', 'the markers syntax (translator-markers README)'),
      {
        title: 'Calls inline in a sentence, a quoted argument with a comma',
        source: 'the markers syntax (translator-markers README)',
        text: 'Tokyo is at [[weather.get_temp:Tokyo,f]] °F; saving it: [[file.writefile:notes/tokyo.txt,"Tokyo, 79 °F"]] and listing: [[file.listfiles:notes]]',
      },
      {
        title: 'An unknown function and an unclosed marker',
        source: 'the markers syntax (translator-markers README)',
        text: 'Humidity: [[weather.get_humidity:Paris]] and the power: [[math.calculate_power:2,8',
      },
    ],
  ],
  [
    'hermes',
    [
      first('hermes', HERMES),
      {
        title: 'Qwen3 thinking, then "arguments" before "name"',
        source: `${HERMES}; Qwen3 chat template (<think> before the calls)`,
        text: '<think>\nThe user wants the weather in London; I should call weather.get_temp.\n</think>\n\n<tool_call>\n{"arguments": {"location": "London", "unit": "f"}, "name": "weather.get_temp"}\n</tool_call>',
      },
      {
        title: 'Python-style quotes and literals inside the tags',
        source: `${HERMES}: the sys_prompt example written with single quotes`,
        text: "<tool_call>\n{'name': 'math.calculate_power', 'arguments': {'base': 3, 'exponent': 4}}\n</tool_call>\n<tool_call>\n{'name': 'file.writefile', 'arguments': {'filepath': 'notes/power.txt', 'content': '81', 'overwrite': True}}\n</tool_call>",
      },
    ],
  ],
  [
    'mistral',
    [
      first('mistral', MISTRAL),
      {
        title: 'v11+ name[ARGS]{json}, two calls',
        source: MISTRAL,
        text: '[TOOL_CALLS]weather.get_temp[ARGS]{"location": "Paris"}[TOOL_CALLS]math.calculate_power[ARGS]{"base": 2, "exponent": 6}',
      },
      {
        title: 'Magistral thinking, then a v3 list with ids',
        source: `${MISTRAL}; [THINK]…[/THINK] of the reasoning models`,
        text: '[THINK]Berlin first, then save it.[/THINK][TOOL_CALLS][{"name": "weather.get_temp", "arguments": {"location": "Berlin"}, "id": "a1b2c3d4e"}, {"name": "file.writefile", "arguments": {"filepath": "notes/berlin.txt", "content": "17 °C"}, "id": "f5g6h7i8j"}]',
      },
    ],
  ],
  [
    'llama3',
    [
      first('llama3', LLAMA3),
      {
        title: 'One JSON object after the reply text, "parameters" as strings',
        source: LLAMA3,
        text: 'Let me look that up. {"name": "math.calculate_power", "parameters": {"base": "2", "exponent": "12"}}',
      },
      {
        title: 'Llama 4 python_start tokens, "type": "function"',
        source: `${LLAMA3}; Llama 4 <|python_start|> tokens`,
        text: '<|python_start|>{"type": "function", "name": "weather.get_temp", "parameters": {"location": "London", "unit": "f"}}<|python_end|>',
      },
    ],
  ],
  [
    'json',
    [
      first('json', JSON_CALLS),
      {
        title: 'xLAM {"tool_calls": [...]}, a thought first',
        source: JSON_CALLS,
        text: '{"thought": "I need the weather in Paris and Berlin.", "tool_calls": [{"name": "weather.get_temp", "arguments": {"location": "Paris"}}, {"name": "weather.get_temp", "arguments": {"location": "Berlin"}}]}',
      },
      {
        title: 'A bare list, one call naming an unknown function',
        source: JSON_CALLS,
        text: '[{"name": "math.calculate_power", "arguments": {"base": 5, "exponent": 3}}, {"name": "weather.get_forecast", "arguments": {"location": "Rome"}}]',
      },
    ],
  ],
  [
    'granite',
    [
      first('granite', GRANITE),
      {
        title: 'One call, "arguments" before "name"',
        source: GRANITE,
        text: '<function_call> {"arguments": {"location": "Paris", "unit": "f"}, "name": "weather.get_temp"}',
      },
      {
        title: 'Double-encoded arguments',
        source: GRANITE,
        text: '<function_call> {"name": "math.calculate_power", "arguments": "{\\"base\\": 2, \\"exponent\\": 9}"}',
      },
    ],
  ],
  [
    'glm4',
    [
      first('glm4', GLM4),
      {
        title: 'One call, ended by <|observation|>',
        source: GLM4,
        text: 'weather.get_temp\n{"location": "Berlin", "unit": "f"}<|observation|>',
      },
      {
        title: 'The underscored name a model writes for a dotted one',
        source: GLM4,
        text: 'math_calculate_power\n{"base": 2, "exponent": 7}',
      },
    ],
  ],
  [
    'pythonic',
    [
      first('pythonic', PYTHONIC),
      {
        title: 'Llama 4 python_start tokens, one call',
        source: `${PYTHONIC}: Llama 4 wraps the list in <|python_start|>…<|python_end|>`,
        text: "<|python_start|>[weather.get_temp(location='Tokyo', unit='f')]<|python_end|>",
      },
      {
        title: 'Gemma: the list in a ```tool_code block, a keyword misspelled',
        source: `${PYTHONIC}: Gemma answers in a tool_code block`,
        text: '```tool_code\n[math.calculate_power(base=2, exponant=5), file.listfiles()]\n```',
      },
    ],
  ],
  ...TAGS_FAMILIES.flatMap((family) => {
    const examples = tagsExamples(family);
    return [family.name, ...family.aliases].map((name): [string, readonly PageExample[]] => [
      name,
      examples,
    ]);
  }),
  ['auto', [first('auto', "auto reads every family; its prompt is atfunc's")]],
]);

/** The examples the page offers for a translator (at least one). */
export function pageExamplesFor(translatorName: string): readonly PageExample[] {
  return (
    PAGE_EXAMPLE_SETS.get(translatorName) ?? [
      { title: 'A hint', source: '', text: pageExampleFor(translatorName) },
    ]
  );
}
