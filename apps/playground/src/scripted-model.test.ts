import { describe, expect, it } from 'vitest';
import {
  createScriptedModel,
  createScriptedShapeModel,
  ScriptMismatchError,
} from './scripted-model.js';

const model = createScriptedModel('script', [
  {
    expects: ['@weather.get_temp'],
    reply: { role: 'assistant', content: '@weather.get_temp("Paris")' },
  },
  { expects: ['Returned: 21'], reply: { role: 'assistant', content: 'It is 21 °C.' } },
]);

describe('createScriptedModel', () => {
  it('answers by the number of its own answers already in the conversation', async () => {
    const first = await model.complete({
      messages: [
        { role: 'system', content: 'You may call @weather.get_temp( <*location> )' },
        { role: 'user', content: 'Weather in Paris?' },
      ],
    });
    expect(first.content).toBe('@weather.get_temp("Paris")');
    const second = await model.complete({
      messages: [
        { role: 'system', content: 'You may call @weather.get_temp( <*location> )' },
        { role: 'user', content: 'Weather in Paris?' },
        first,
        {
          role: 'user',
          content: 'Function call: weather.get_temp(location="Paris")\nReturned: 21',
        },
      ],
    });
    expect(second.content).toBe('It is 21 °C.');
  });

  it('throws when it is not shown what its turn expects, naming what it was shown', async () => {
    const attempt = model.complete({
      messages: [
        { role: 'system', content: 'You may call @weather.get_temp( <*location> )' },
        { role: 'assistant', content: '@weather.get_temp("Paris")' },
        { role: 'user', content: 'Returned: Error: no weather' },
      ],
    });
    await expect(attempt).rejects.toThrow(ScriptMismatchError);
    await expect(attempt).rejects.toThrow(
      /turn 2, expected to be shown "Returned: 21".*\n.*no weather/,
    );
  });

  it('only counts what was shown since its last answer', async () => {
    await expect(
      model.complete({
        messages: [
          { role: 'user', content: 'Returned: 21' },
          { role: 'assistant', content: 'x' },
          { role: 'user', content: 'nothing useful' },
        ],
      }),
    ).rejects.toThrow(ScriptMismatchError);
  });

  it('throws when the conversation runs past its script', async () => {
    await expect(
      model.complete({
        messages: [
          { role: 'assistant', content: 'a' },
          { role: 'assistant', content: 'b' },
        ],
      }),
    ).rejects.toThrow(/has no turn 3: its script has 2/);
  });
});

describe('createScriptedShapeModel', () => {
  const answer = { content: [{ type: 'tool_use', id: 't1', name: 'x', input: {} }] };
  const done = { content: [{ type: 'text', text: 'done' }] };
  const shapeModel = createScriptedShapeModel('shapes', [
    { expects: ['question'], reply: answer },
    { expects: ['"tool_use_id":"t1"'], reply: done },
  ]);

  it('answers by turn, checking what it was shown since its last answer, JSON included', async () => {
    const opening = [
      { from: 'application', value: 'system' },
      { from: 'application', value: 'the question' },
    ] as const;
    expect(await shapeModel.complete(opening)).toBe(answer);
    const reply = { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1' }] };
    expect(
      await shapeModel.complete([
        ...opening,
        { from: 'model', value: answer },
        { from: 'application', value: reply },
      ]),
    ).toBe(done);
  });

  it('throws when it was not shown what its script expects', async () => {
    await expect(
      shapeModel.complete([
        { from: 'application', value: 'the question' },
        { from: 'model', value: answer },
        { from: 'application', value: { content: [] } },
      ]),
    ).rejects.toThrow(ScriptMismatchError);
  });
});
