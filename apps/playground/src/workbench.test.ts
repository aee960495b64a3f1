import '@ai-toolbox/translator-atfunc';
import '@ai-toolbox/translator-json';
import '@ai-toolbox/translator-markers';
import '@ai-toolbox/translator-pythonic';
import { describe, expect, it } from 'vitest';
import { PAGE_EXAMPLES } from './page-examples.js';
import { createWorkbench } from './workbench.js';

describe('createWorkbench', () => {
  it('offers the standard translators and shows the active one’s prompt and the OpenAI tools', () => {
    const workbench = createWorkbench({ translator: 'atfunc' });
    expect(workbench.translatorNames()).toEqual(expect.arrayContaining(['atfunc', 'markers']));
    expect(workbench.promptText()).toContain('@file.writefile( <*filepath>, <*content> )');
    const names = (workbench.toolSchemas() as { function: { name: string } }[]).map(
      (tool) => tool.function.name,
    );
    expect(names).toEqual(expect.arrayContaining(['weather__get_temp', 'file__listfiles']));
    const claude = (workbench.toolSchemas('anthropic') as { name: string }[]).map(
      (tool) => tool.name,
    );
    expect(claude).toEqual(names);
    for (const kind of ['gemini', 'gemini-json-schema'] as const) {
      const gemini = (workbench.toolSchemas(kind) as { name: string }[]).map((tool) => tool.name);
      expect(gemini).toEqual(expect.arrayContaining(['weather.get_temp', 'file.listfiles']));
    }
    workbench.setTranslator('markers');
    expect(workbench.translatorName).toBe('markers');
    expect(workbench.promptText()).not.toBe(createWorkbench({ translator: 'atfunc' }).promptText());
    workbench.setTranslator('pythonic');
    expect(workbench.promptText()).toContain('def weather.get_temp(location: str');
  });

  it('parses without running, and reports a call it cannot read', () => {
    const workbench = createWorkbench({ translator: 'atfunc' });
    const calls = workbench.parse('@weather.get_temp("Paris") then @file.write_file("a", "b")');
    expect(calls.map((call) => call.name)).toEqual(['weather.get_temp', 'file.write_file']);
    expect(calls[0]?.raw).toBe('@weather.get_temp("Paris")');
    expect(calls[0]?.error).toBeUndefined();
    expect(calls[1]?.error?.message).toContain('file.writefile');
  });

  it('runs calls against the in-memory toolboxes, keeping files until reset', async () => {
    const workbench = createWorkbench({ translator: 'atfunc' });
    const first = await workbench.run(
      '@file.writefile("a.txt", "x") @math.calculate_power(2, "8")',
    );
    expect(first.calls.map((call) => [call.ok, call.result])).toEqual([
      [true, 'Wrote 1 bytes to a.txt (new file).'],
      [true, '256'],
    ]);
    expect(first.calls[1]?.repairs.map((repair) => repair.code)).toContain('coerce-number');
    expect(first.output).toContain('Returned: 256');
    expect((await workbench.run('@file.readfile("a.txt")')).calls[0]?.result).toBe('x');
    workbench.resetFiles();
    expect((await workbench.run('@file.readfile("a.txt")')).calls[0]?.ok).toBe(false);
  });

  it('runs pasted Claude tool_use blocks and Gemini functionCall parts as native calls', async () => {
    const workbench = createWorkbench({ translator: 'atfunc' });
    const claude = await workbench.run(
      JSON.stringify({
        role: 'assistant',
        content: [
          { type: 'text', text: 'Checking.' },
          {
            type: 'tool_use',
            id: 'toolu_1',
            name: 'weather__get_temp',
            input: { location: 'Paris' },
          },
          { type: 'tool_use', id: 'toolu_2', name: 'weather__get_tmp', input: {} },
        ],
      }),
    );
    expect(claude.source).toBe('anthropic');
    expect(claude.calls.map((call) => [call.name, call.ok])).toEqual([
      ['weather.get_temp', true],
      ['weather__get_tmp', false],
    ]);
    expect(JSON.parse(claude.output)).toMatchObject({
      role: 'user',
      content: [
        { type: 'tool_result', tool_use_id: 'toolu_1', content: '21' },
        { type: 'tool_result', tool_use_id: 'toolu_2', is_error: true },
      ],
    });
    const gemini = await workbench.run(
      JSON.stringify({
        candidates: [
          {
            content: {
              role: 'model',
              parts: [
                { functionCall: { name: 'math.calculate_power', args: { base: 2, exponent: 5 } } },
              ],
            },
          },
        ],
      }),
    );
    expect(gemini.source).toBe('gemini');
    expect(gemini.calls.map((call) => call.result)).toEqual(['32']);
    expect(JSON.parse(gemini.output)).toMatchObject({
      role: 'user',
      parts: [{ functionResponse: { name: 'math.calculate_power', response: { output: '32' } } }],
    });
  });

  it.each([...PAGE_EXAMPLES.keys()])(
    'streams the %s example in any chunk size to the same results as a whole run',
    async (translator) => {
      const text = PAGE_EXAMPLES.get(translator) ?? '';
      const whole = await createWorkbench({ translator }).run(text);
      expect(whole.calls.length).toBeGreaterThanOrEqual(3);
      expect(whole.calls.some((call) => !call.ok)).toBe(true);
      for (const size of [1, 3, 16, text.length]) {
        const stream = createWorkbench({ translator }).createStream();
        expect(stream.incremental).toBe(true);
        const records = [];
        for (let index = 0; index < text.length; index += size) {
          records.push(...(await stream.push(text.slice(index, index + size))));
        }
        records.push(...(await stream.end()));
        expect(records.map((record) => [record.name, record.ok, record.result])).toEqual(
          whole.calls.map((record) => [record.name, record.ok, record.result]),
        );
        expect(stream.format(records)).toBe(whole.output);
      }
    },
  );
});
