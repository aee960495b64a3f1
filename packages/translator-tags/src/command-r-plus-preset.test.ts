import { describe, expect, it } from 'vitest';
import { interfaces } from './__fixtures__/interfaces.js';
import { runWeatherAnswer } from './__fixtures__/weather-manager.js';
import { TAGS_TRANSLATORS } from './tags-translators.js';

const translator = TAGS_TRANSLATORS.command_r_plus;

describe('the command_r_plus translator', () => {
  it("passes over the template's directly-answer tool, unless a function has that name", () => {
    const text =
      'Action: ```json\n[{"tool_name": "directly-answer", "parameters": {}}, {"tool_name": "math.add", "parameters": {"a": 1, "b": 2}}]\n```';
    expect(translator.parseFunctionCalls(text, interfaces, null).map((call) => call.name)).toEqual([
      'math.add',
    ]);
    const answer = {
      domain: 'chat',
      name: 'directly-answer',
      type: 'function' as const,
      description: 'Answers',
      params: {},
      returns: 'string',
    };
    expect(
      translator.parseFunctionCalls(text, [...interfaces, answer], 'chat').map((call) => call.name),
    ).toEqual(['chat.directly-answer', 'math.add']);
  });

  it('gives each result back in <results>, as the template writes tool messages', async () => {
    const run = await runWeatherAnswer(
      'command_r_plus',
      'Action:\n```json\n[{"tool_name": "weather.get_temp", "parameters": {"location": "Bern"}}]\n```',
    );
    expect(run.output).toBe('<results>\n21 C in Bern</results>');
  });

  it('declares each function as the Python stub of the template', () => {
    expect(translator.generateFunctionIfText(interfaces[0] as (typeof interfaces)[0])).toBe(
      '```python\ndef weather.get_temp(location: str, unit: Optional[str] = None) -> List[Dict]:\n    """Current temperature in a city\n\n    Args:\n        location (str): City name\n        unit (Optional[str]): Unit\n    """\n    pass\n```',
    );
  });
});
