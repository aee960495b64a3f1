/** What a call in a fixture must parse to. */
export interface ExpectedCall {
  readonly name: string;
  readonly params: Record<string, unknown>;
  /** The error code, when the call cannot run. */
  readonly error?: string;
  readonly raw?: string;
}

/** A realistic model answer and the calls it holds, in text order. */
export interface ModelAnswerFixture {
  readonly title: string;
  /** The root toolbox in force. */
  readonly root: string | null;
  readonly text: string;
  readonly expected: readonly ExpectedCall[];
}

export const modelAnswers: readonly ModelAnswerFixture[] = [
  {
    title: 'prose with one call at the end',
    root: null,
    text: `I'll check the current weather in Paris for you.

@weather.get_current_weather("Paris", "c")`,
    expected: [
      {
        name: 'weather.get_current_weather',
        params: { location: 'Paris', unit: 'c' },
        raw: '@weather.get_current_weather("Paris", "c")',
      },
    ],
  },
  {
    title: 'several calls on one line and mid-sentence, with an e-mail address around',
    root: null,
    text: 'First @tools.get_toolboxes(), then @math.calculate_power(2, 10); mail me at ann@example.com or @ann if it fails. @math.calculate_power(base=3, exponent=-1.5)',
    expected: [
      { name: 'tools.get_toolboxes', params: {} },
      { name: 'math.calculate_power', params: { base: 2, exponent: 10 } },
      { name: 'math.calculate_power', params: { base: 3, exponent: -1.5 } },
    ],
  },
  {
    title: 'a call inside a code fence, named arguments with colons, different letter case',
    root: null,
    text: 'Here is the call:\n\n```\n@Weather.Get_Current_Weather(location: "New York", Unit: \'f\')\n```\n\nLet me know.',
    expected: [
      { name: 'weather.get_current_weather', params: { location: 'New York', unit: 'f' } },
    ],
  },
  {
    title: 'root toolbox calls without a domain and bare words',
    root: 'weather',
    text: 'Checking both cities.\n@get_current_weather(Berlin)\n@get_current_weather(San Francisco, f)',
    expected: [
      { name: 'weather.get_current_weather', params: { location: 'Berlin' } },
      { name: 'weather.get_current_weather', params: { location: 'San Francisco', unit: 'f' } },
    ],
  },
  {
    title: 'a multi-line call with escapes, parentheses and quotes inside strings',
    root: null,
    text: `Saving the file now:
@file.writefile(
  "notes/todo (draft).md",
  "# Todo\\n- call Bob (he said \\"soon\\")\\n- it's done)"
)
Done.`,
    expected: [
      {
        name: 'file.writefile',
        params: {
          filepath: 'notes/todo (draft).md',
          content: '# Todo\n- call Bob (he said "soon")\n- it\'s done)',
        },
      },
    ],
  },
  {
    title: 'broken JSON as small models write it',
    root: null,
    text: `@config.save("editor", {'theme': 'dark', fontSize: 14, wrap: True, rulers: [80, 100,], }, ["ui" "prefs"])`,
    expected: [
      {
        name: 'config.save',
        params: {
          name: 'editor',
          values: { theme: 'dark', fontSize: 14, wrap: true, rulers: [80, 100] },
          tags: ['ui', 'prefs'],
        },
      },
    ],
  },
  {
    title: 'a JSON object missing its closing brace before the parenthesis',
    root: null,
    text: 'Saving: @config.save(name="db", values={"host": "localhost", "port": 5432)',
    expected: [
      { name: 'config.save', params: { name: 'db', values: { host: 'localhost', port: 5432 } } },
    ],
  },
  {
    title: 'an api wrapper with a request body, as the interface text shows it',
    root: null,
    text: `Creating the account.
@api.create_user("john_doe", "john@example.com") with_body [[
{
  "username": "john_doe",
  "email": "john@example.com",
  "age": 30
}
]]
And fetching it: @api.get_user("u-17", true)`,
    expected: [
      {
        name: 'api.create_user',
        params: { username: 'john_doe', email: 'john@example.com', age: 30 },
      },
      { name: 'api.get_user', params: { user_id: 'u-17', include_details: true } },
    ],
  },
  {
    title: 'an unknown function among known ones',
    root: null,
    text: 'Let me look: @wether.get_current_weather("Rome") and @tools.get_toolboxes()',
    expected: [
      { name: 'wether.get_current_weather', params: { 0: 'Rome' }, error: 'unknown-function' },
      { name: 'tools.get_toolboxes', params: {} },
    ],
  },
  {
    title: 'an answer cut off inside a string',
    root: null,
    text: 'Writing it:\n@file.writefile("a.txt", "The quick brown fox jump',
    expected: [{ name: 'file.writefile', params: { filepath: 'a.txt' }, error: 'truncated-call' }],
  },
  {
    title: 'an answer cut off inside a JSON object',
    root: null,
    text: '@config.save("x", {"a": [1, 2',
    expected: [{ name: 'config.save', params: { name: 'x' }, error: 'truncated-call' }],
  },
  {
    title: 'an answer cut off right after the name',
    root: null,
    text: 'Now I call @math.calculate_power',
    expected: [{ name: 'math.calculate_power', params: {}, error: 'truncated-call' }],
  },
  {
    title: 'an unclosed call followed by a good one on the next line',
    root: null,
    text: '@math.calculate_power(2, 3\n@tools.get_toolboxes()',
    expected: [
      {
        name: 'math.calculate_power',
        params: { base: 2, exponent: 3 },
        error: 'unreadable-arguments',
      },
      { name: 'tools.get_toolboxes', params: {} },
    ],
  },
  {
    title: 'too many arguments',
    root: null,
    text: '@math.calculate_power(1, 2, 3)',
    expected: [
      {
        name: 'math.calculate_power',
        params: { base: 1, exponent: 2 },
        error: 'too-many-arguments',
      },
    ],
  },
  {
    title: 'mentions, decorators without parentheses and e-mail addresses are not calls',
    root: null,
    text: 'Thanks @maria! Write to support@weather.get_current_weather.com, see @tools.get_toolboxes or a@math.calculate_power(1,2).',
    expected: [],
  },
];
