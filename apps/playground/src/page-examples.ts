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

const atfuncExample =
  'Let me check the weather and save it.\n' +
  '@weather.get_temp("Paris")\n' +
  '@file.writefile(filepath: "notes/paris.txt", content: "Paris: 21 °C")\n' +
  '@math.calculate_power(base="2", exponent="ten")';

/**
 * A model answer to start from, per translator: two good calls and one the pipeline has to
 * answer with an error, so every part of the page shows something.
 */
export const PAGE_EXAMPLES: ReadonlyMap<string, string> = new Map([
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
