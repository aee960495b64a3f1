import { describe, expect, it } from 'vitest';
import { type FixtureCall, readFixture, streamFixture } from './__fixtures__/read-fixture.js';
import { loadFixtures } from './__fixtures__/vllm-fixtures.js';
import { createTagsTranslator } from './create-tags-translator.js';
import type { TagsTranslatorName } from './tags-presets.js';

/**
 * Where a translator reads a fixture otherwise than the vLLM parser the fixture describes,
 * with why: the calls it reads instead, or `'error'` when it answers the call with an error.
 */
interface Deviation {
  readonly calls: readonly FixtureCall[] | 'error';
  readonly why: string;
  /** The codes of the calls answered with errors besides the calls that run. */
  readonly errors?: readonly string[];
}

/** Where every reader of a `functools[...]` list reads the Phi-4-mini fixtures otherwise than vLLM. */
const FUNCTOOLS_DEVIATIONS: Readonly<Record<string, Deviation>> = {
  'phi4-nested-array-breaks': {
    calls: [
      {
        name: 'test_function',
        arguments: {
          string_field: 'hello',
          int_field: 42,
          float_field: 3.14,
          bool_field: true,
          null_field: null,
          array_field: ['a', 'b', 'c'],
          object_field: { nested: 'value' },
          empty_array: [],
          empty_object: {},
        },
      },
    ],
    why: 'the list ends where its JSON ends, not at the first ]',
  },
  'phi4-missing-arguments': {
    calls: [{ name: 'func', arguments: {} }],
    why: 'a call object without arguments is a call without arguments',
  },
  'phi4-no-brackets': {
    calls: [{ name: 'func', arguments: {} }],
    why: 'one call object without its list is read',
  },
};

const suites: readonly {
  readonly translator: TagsTranslatorName;
  readonly fixtures: string;
  readonly deviations?: Readonly<Record<string, Deviation>>;
}[] = [
  {
    translator: 'qwen3_coder',
    fixtures: 'qwen3_coder',
    deviations: {
      'q3c-bad-name-filtered': {
        calls: [{ name: 'get_current_weather', arguments: { city: 'Dallas', state: 'TX' } }],
        errors: ['unreadable-call'],
        why: 'the <function= without its > is answered with an error instead of dropped',
      },
      'q3c-null-vs-string-type': {
        calls: [{ name: 'set_pref', arguments: { label: 'null', limit: null, note: 'None' } }],
        why: 'an interface has no nullable string: a string parameter keeps the text None',
      },
      'q3c-bool-and-number-quirks': {
        calls: [
          {
            name: 'configure',
            arguments: { extra: '42', verbose: true, ratio: 5, retries: 'three' },
          },
        ],
        why: "a boolean written 'yes' is read as true, not as false",
      },
    },
  },
  {
    translator: 'glm45',
    fixtures: 'glm45',
    deviations: {
      'glm45-rejects-glm47-inline': {
        calls: [{ name: 'get_weather', arguments: { city: 'Beijing' } }],
        why: 'both GLM layouts are read, as the newest vLLM reads them under glm45',
      },
      'glm45-schema-string-vs-untyped': {
        calls: [
          {
            name: 'lookup',
            arguments: { zip: '02139', id: 123, flag: true, ids: [1, 2], maybe: 'None' },
          },
        ],
        why: 'an interface has no nullable string: a string parameter keeps the text None',
      },
    },
  },
  { translator: 'glm47', fixtures: 'glm47' },
  {
    translator: 'glm47',
    fixtures: 'glm45',
    deviations: {
      'glm45-rejects-glm47-inline': {
        calls: [{ name: 'get_weather', arguments: { city: 'Beijing' } }],
        why: 'both GLM layouts are read',
      },
      'glm45-schema-string-vs-untyped': {
        calls: [
          {
            name: 'lookup',
            arguments: { zip: '02139', id: 123, flag: true, ids: [1, 2], maybe: 'None' },
          },
        ],
        why: 'an interface has no nullable string: a string parameter keeps the text None',
      },
    },
  },
  {
    translator: 'minimax_m2',
    fixtures: 'minimax_m2',
    deviations: {
      'mm2-anyof-nullable-null': {
        calls: [{ name: 'update_profile', arguments: { nickname: 'null' } }],
        why: 'an interface has no nullable string: a string parameter keeps the text null',
      },
      'mm2-string-null-quirk': {
        calls: [{ name: 'note', arguments: { text: 'None' } }],
        why: 'a string parameter keeps the text None, as Qwen3-Coder and GLM do',
      },
      'mm2-anyof-int-before-string': {
        calls: [{ name: 'lookup', arguments: { key: '42' } }],
        why: 'an interface declares one type: the fixture declares string first',
      },
      'mm2-unclosed-block': {
        calls: [{ name: 'get_weather', arguments: { city: 'Seattle' } }],
        why: 'a closed <invoke> runs without its </minimax:tool_call>',
      },
      'mm2-value-whitespace-stripped': {
        calls: [{ name: 'edit', arguments: { old: '    return 1' } }],
        why: 'a string keeps its blanks, less one line break at either end, as newer vLLM keeps them',
      },
    },
  },
  {
    translator: 'kimi_k2',
    fixtures: 'kimi_k2',
    deviations: {
      'kimi-invalid-json-passthrough': {
        calls: [
          { name: 'bad', arguments: { city: 'Beijing' } },
          { name: 'good', arguments: { city: 'Shanghai' } },
        ],
        why: 'a closed call whose JSON lost its closing brace is repaired (missing-closing-bracket)',
      },
      'kimi-invalid-id-skipped': {
        calls: [
          { name: 'invalid', arguments: { city: 'Beijing' } },
          { name: 'valid', arguments: { city: 'Shanghai' } },
        ],
        why: 'an id written name.0 for name:0 is still a call (the tool manager answers unknown names)',
      },
      'kimi-dotted-name-truncated': {
        calls: [{ name: 'mcp.github.create_issue', arguments: { title: 'Bug' } }],
        why: 'a dotted function name keeps its dots',
      },
      'kimi-singular-section-variant': {
        calls: [{ name: 'get_weather', arguments: { city: 'Rome' } }],
        why: 'calls are read whatever the section marker',
      },
    },
  },
  {
    translator: 'deepseek_v3',
    fixtures: 'deepseek_v3',
    deviations: {
      'ds3-malformed-json': {
        calls: [{ name: 'get_weather', arguments: { city: 'Tokyo' } }],
        why: 'a closed call whose JSON lost its closing brace is repaired (missing-closing-bracket)',
      },
      'ds3-pretty-json-not-matched': {
        calls: [{ name: 'get_weather', arguments: { city: 'Tokyo' } }],
        why: 'pretty-printed JSON arguments are read',
      },
    },
  },
  {
    translator: 'deepseek_v31',
    fixtures: 'deepseek_v31',
    deviations: {
      'ds31-multiline-args-not-matched': {
        calls: [{ name: 'get_weather', arguments: { location: 'Paris' } }],
        why: 'JSON arguments over several lines are read',
      },
      'ds31-v3-format-rejected': {
        calls: [{ name: 'get_weather', arguments: { location: 'Paris' } }],
        why: 'every DeepSeek translator reads the V3 form too',
      },
      'ds31-invalid-json-passthrough': {
        calls: [{ name: 'get_weather', arguments: { location: 'Paris' } }],
        why: 'an unquoted word where a string is declared is read as that string (unquoted-string)',
      },
    },
  },
  {
    translator: 'deepseek_v32',
    fixtures: 'deepseek_v32',
    deviations: {
      'ds32-unclosed-block': {
        calls: [{ name: 'get_weather', arguments: { location: 'SF' } }],
        why: 'a closed invoke runs without its </｜DSML｜function_calls>',
      },
      'ds32-missing-string-attr': {
        calls: [{ name: 'get_weather', arguments: { location: 'SF' } }],
        why: 'a parameter without its string attribute is typed by its declaration',
      },
    },
  },
  {
    translator: 'step3',
    fixtures: 'step3',
    deviations: {
      'step3-test-string-without-sep': {
        calls: [{ name: 'get_weather', arguments: { city: 'Tokyo' } }],
        why: 'a call without function<｜tool_sep｜> is read, as vLLM streaming reads it',
      },
      'step3-typed': {
        calls: [
          { name: 'set', arguments: { count: 3, ratio: 2, on: false, tags: ['a'], label: 'x' } },
        ],
        why: 'an array parameter is read as JSON',
      },
      'step3-value-with-angle-bracket-dropped': {
        calls: [{ name: 'render', arguments: { html: '<b>hi</b>', mode: 'fast' } }],
        why: 'a value holding < is kept',
      },
      'step3-unclosed': {
        calls: [{ name: 'get_weather', arguments: { city: 'Tokyo' } }],
        why: 'a closed call runs without its <｜tool_calls_end｜>',
      },
    },
  },
  { translator: 'step3p5', fixtures: 'step3p5' },
  { translator: 'minimax', fixtures: 'minimax' },
  { translator: 'apriel', fixtures: 'apriel' },
  { translator: 'llama_nemotron_json', fixtures: 'llama_nemotron_json' },
  { translator: 'gigachat3', fixtures: 'gigachat3' },
  { translator: 'openai', fixtures: 'openai' },
  {
    translator: 'granite4',
    fixtures: 'granite',
    deviations: {
      'gr-surrounding-text': {
        calls: [{ name: 'get_weather', arguments: { city: 'Tokyo' } }],
        why: 'prose around the call does not hide it',
      },
      'gr-malformed-not-array': {
        calls: [{ name: 'func', arguments: {} }],
        why: 'one call object without its list is read',
      },
      'gr-bare-array-no-token': {
        calls: [],
        why: 'a JSON list with no marker is left to translator-json',
      },
      'gr-missing-arguments': {
        calls: [{ name: 'refresh', arguments: {} }],
        why: 'a call object without arguments is a call without arguments',
      },
    },
  },
  {
    translator: 'granite4',
    fixtures: 'granite4',
    deviations: {
      'gr4-unclosed': {
        calls: [{ name: 'find_bbox', arguments: {} }],
        why: 'a whole call object runs without its </tool_call> at the end of the text',
      },
      'gr4-one-bad-drops-all': {
        calls: [{ name: 'find_bbox', arguments: {} }],
        errors: ['unreadable-arguments'],
        why: 'one unreadable call does not lose the others',
      },
      'gr4-nested-start': {
        calls: [{ name: 'find_bbox', arguments: {} }],
        why: 'a repeated <tool_call> opens the call again',
      },
      'gr4-granite3-token-not-handled': {
        calls: [{ name: 'find_bbox', arguments: {} }],
        why: 'Granite 3 and Granite 4 are one translator',
      },
      'gr4-missing-arguments-key': {
        calls: [{ name: 'find_bbox', arguments: {} }],
        why: 'a call object without arguments is a call without arguments',
      },
    },
  },
  {
    translator: 'phi4_mini_json',
    fixtures: 'phi4_mini_json',
    deviations: FUNCTOOLS_DEVIATIONS,
  },
  { translator: 'hunyuan_a13b', fixtures: 'hunyuan_a13b' },
  {
    translator: 'internlm',
    fixtures: 'internlm',
    deviations: {
      'ilm-unknown-tool-rejected': {
        calls: [{ name: 'delete_everything', arguments: { city: 'Tokyo' } }],
        why: 'an unknown name is a call the tool manager answers with "did you mean"',
      },
      'ilm-no-plugin-token': {
        calls: [{ name: 'func', arguments: {} }],
        why: 'an action without <|plugin|> holding a call object is read',
      },
      'ilm-two-actions': {
        calls: [
          { name: 'get_weather', arguments: { city: 'A' } },
          { name: 'get_weather', arguments: { city: 'B' } },
        ],
        why: 'every action of an answer is read',
      },
    },
  },
  {
    translator: 'jamba',
    fixtures: 'jamba',
    deviations: {
      'jamba-unclosed': {
        calls: [{ name: 'get_current_weather', arguments: { city: 'Dallas' } }],
        why: 'a whole call list runs without its </tool_calls> at the end of the text',
      },
      'jamba-two-blocks-first-only': {
        calls: [
          { name: 'get_current_weather', arguments: { city: 'A' } },
          { name: 'get_current_weather', arguments: { city: 'B' } },
        ],
        why: 'every block of an answer is read',
      },
      'jamba-missing-arguments': {
        calls: [{ name: 'get_current_weather', arguments: {} }],
        why: 'a call object without arguments is a call without arguments',
      },
    },
  },
  {
    translator: 'lfm2',
    fixtures: 'lfm2',
    deviations: {
      'lfm2-not-a-list': {
        calls: [{ name: 'get_weather', arguments: { location: 'Rome' } }],
        why: 'a call without the list brackets is read',
      },
      'lfm2-dotted-name': {
        calls: [{ name: 'weather.get', arguments: { location: 'Rome' } }],
        why: 'a dotted name is a call (the tool manager answers unknown names)',
      },
    },
  },
  {
    translator: 'olmo3',
    fixtures: 'olmo3',
    deviations: {
      'olmo3-bad-sibling-dropped': {
        calls: [{ name: 'get_weather', arguments: { city: 'San Francisco', metric: 'celsius' } }],
        errors: ['unreadable-arguments'],
        why: 'the call with a bytes literal is answered with an error, not dropped',
      },
      'olmo3-non-finite-rejected': {
        calls: [{ name: 'get_weather', arguments: { city: 'San Francisco', metric: 'celsius' } }],
        errors: ['unreadable-arguments'],
        why: 'the call with an infinite number is answered with an error, not dropped',
      },
      'olmo3-bare-call-no-tags': {
        calls: [],
        why: 'a call line without <function_calls> is left to translator-pythonic',
      },
    },
  },
  {
    translator: 'functiongemma',
    fixtures: 'functiongemma',
    deviations: {
      'fg-numeric-looking-string-coerced': {
        calls: [{ name: 'lookup', arguments: { zip: '90210', code: '007' } }],
        why: 'a string parameter keeps its digits',
      },
      'fg-bare-values-dropped': {
        calls: [
          {
            name: 'append_pkg',
            arguments: { do_configure: true, pipeline_id: 'bench_v2', count: 5 },
          },
        ],
        why: 'bare booleans and numbers are read, not dropped',
      },
      'fg-dotted-name-rejected': {
        calls: [{ name: 'weather.get', arguments: { location: 'Oslo' } }],
        why: 'a dotted name is a call (the tool manager answers unknown names)',
      },
    },
  },
  {
    translator: 'gemma4',
    fixtures: 'gemma4',
    deviations: {
      'g4-null-is-string-quirk': {
        calls: [{ name: 'set', arguments: { label: null } }],
        why: 'a bare null is null: strings are always written between string tokens',
      },
      'g4-unterminated': {
        calls: [{ name: 'get_time', arguments: { timezone: 'UTC' } }],
        why: 'a whole call runs without its <tool_call|> at the end of the text',
      },
    },
  },
  {
    translator: 'seed_oss',
    fixtures: 'seed_oss',
    deviations: {
      'seed-array-json-literal-quirk': {
        calls: [{ name: 'book', arguments: { rooms: [true, false] } }],
        why: 'a JSON array is read as JSON, not only as a Python literal',
      },
      'seed-null-any-type': {
        calls: [{ name: 'book', arguments: { note: 'null' } }],
        why: 'a string parameter keeps the text null, as Qwen3-Coder does',
      },
      'seed-missing-closing-parameter': {
        calls: [{ name: 'get_weather', arguments: { location: 'Oslo', unit: 'celsius' } }],
        why: 'a left-out </parameter> is closed where the next <parameter= begins on a new line',
      },
    },
  },
  { translator: 'functionary_v31', fixtures: 'functionary_v31' },
  { translator: 'functionary_v32', fixtures: 'functionary_v32' },
  { translator: 'apertus', fixtures: 'apertus' },
  { translator: 'cohere_command3', fixtures: 'cohere_command3' },
  { translator: 'command_r_plus', fixtures: 'command_r_plus' },
  { translator: 'firefunction_v2', fixtures: 'firefunction_v2' },
  {
    translator: 'firefunction_v2',
    fixtures: 'phi4_mini_json',
    deviations: FUNCTOOLS_DEVIATIONS,
  },
];

for (const suite of suites) {
  const translator = createTagsTranslator(suite.translator);
  const fixtures = loadFixtures(suite.fixtures);
  describe(`the ${suite.translator} translator on fixtures-${suite.fixtures}.json`, () => {
    it('has at least ten fixtures', () => {
      expect(fixtures.length).toBeGreaterThanOrEqual(10);
    });
    for (const fixture of fixtures) {
      const deviation = suite.deviations?.[fixture.id];
      it(`reads ${fixture.id}${deviation === undefined ? '' : ` (${deviation.why})`}`, () => {
        const read = readFixture(translator, fixture);
        if (deviation?.calls === 'error') {
          expect(read.calls).toEqual([]);
          expect(read.errors.length).toBeGreaterThan(0);
        } else if (deviation !== undefined) {
          expect(read.calls).toEqual(deviation.calls);
          expect(read.errors.map((call) => call.error?.code)).toEqual(deviation.errors ?? []);
        } else if (fixture.expect === 'error') {
          // Only the calls the fixture lists can run; the broken ones are answered with errors.
          expect(read.calls).toEqual(fixture.calls);
        } else {
          expect(read.calls).toEqual(fixture.calls);
          expect(read.errors).toEqual([]);
        }
        for (const call of read.all) {
          expect(fixture.text.slice(call.span.start, call.span.end)).toBe(call.raw);
        }
      });
    }
    it('streams every fixture in chunks of 1 to 8 characters to the calls of one chunk', () => {
      for (const fixture of fixtures) {
        const whole = readFixture(translator, fixture).all;
        for (let size = 1; size <= 8; size += 1) {
          expect(streamFixture(translator, fixture, size), `${fixture.id} in ${size}s`).toEqual(
            whole,
          );
        }
      }
    });
  });
}
