import { describe, expect, it } from 'vitest';
import { interfaces } from './__fixtures__/interfaces.js';
import { runWeatherAnswer } from './__fixtures__/weather-manager.js';
import { TAGS_TRANSLATORS } from './tags-translators.js';

const translator = TAGS_TRANSLATORS.cohere_command3;

describe('the cohere_command3 translator', () => {
  it('drops the actions a closed plan only drafts, and reads the action after it', () => {
    const text =
      '<|START_THINKING|>Maybe <|START_ACTION|>[{"tool_call_id": "0", "tool_name": "clock.now", "parameters": {}}]<|END_ACTION|>, no: the sum.<|END_THINKING|><|START_ACTION|>[{"tool_call_id": "0", "tool_name": "math.add", "parameters": {"a": 1, "b": 2}}]<|END_ACTION|>';
    expect(
      translator
        .parseFunctionCalls(text, interfaces, null)
        .map((call) => [call.name, { ...call.params }]),
    ).toEqual([['math.add', { a: 1, b: 2 }]]);
  });

  it("gives the results back in the template's <|START_TOOL_RESULT|> list, errors marked", async () => {
    const run = await runWeatherAnswer(
      'cohere_command3',
      '<|START_ACTION|>[{"tool_call_id": "0", "tool_name": "weather.get_temp", "parameters": {"location": "Bern"}}, {"tool_call_id": "1", "tool_name": "weather.get_tmp", "parameters": {}}]<|END_ACTION|>',
    );
    expect(run.output.startsWith('<|START_TOOL_RESULT|>')).toBe(true);
    expect(run.output.endsWith('<|END_TOOL_RESULT|>')).toBe(true);
    const list = JSON.parse(
      run.output.slice('<|START_TOOL_RESULT|>'.length, -'<|END_TOOL_RESULT|>'.length),
    ) as { tool_call_id: string; results: Record<string, string>; is_error: boolean | null }[];
    expect(list.map((entry) => [entry.tool_call_id, entry.results['0'], entry.is_error])).toEqual([
      ['0', '21 C in Bern', null],
      ['1', run.calls[1]?.[1], true],
    ]);
  });

  it("declares the functions in the template's fenced JSON list", () => {
    expect(translator.systemPromptFor(interfaces)).toContain(
      '```json\n[\n    {"name": "weather.get_temp", "description": "Current temperature in a city", "parameters": {',
    );
  });
});
