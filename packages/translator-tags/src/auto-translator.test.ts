import { createToolManager, defineToolbox, registerStandardTranslator } from '@ai-toolbox/core';
import { checkTranslatorConformance, createMockTranslator } from '@ai-toolbox/core/test';
import { describe, expect, it } from 'vitest';
import { getTemp, interfaces } from './__fixtures__/interfaces.js';
import { renderCall } from './__fixtures__/render-call.js';
import { createAutoTranslator } from './auto-translator.js';
import { AUTO_TRANSLATOR, TAGS_FAMILIES, TAGS_TRANSLATORS } from './tags-translators.js';

registerStandardTranslator('mock-lines', createMockTranslator({ name: 'mock-lines' }));
registerStandardTranslator('throws', {
  generateFunctionIfText: () => '',
  getFunctionCallsFromText: () => {
    throw new Error('broken');
  },
  formatFunctionCallResults: () => '',
});

const plain = (calls: readonly { name: string; params: Record<string, unknown> }[]) =>
  calls.map((call) => [call.name, { ...call.params }]);

describe('the auto translator', () => {
  it('is registered as auto and reads with every other translator once', async () => {
    const { findStandardTranslator } = await import('@ai-toolbox/core');
    expect(findStandardTranslator('auto')).toBe(AUTO_TRANSLATOR);
    const readers = AUTO_TRANSLATOR.readers();
    expect(readers).toContain('qwen3_coder');
    expect(readers).toContain('mock-lines');
    expect(readers).not.toContain('auto');
    expect(readers).not.toContain('qwen3-coder');
  });

  it("reads every family's calls as the family's own translator reads them", () => {
    for (const family of TAGS_FAMILIES) {
      const text = `Sure.\n${renderCall(family.name, 'weather.get_temp', { location: 'Paris' })}\n${renderCall(
        family.name,
        'math.add',
        { a: 1, b: 2 },
      )}`;
      const own = TAGS_TRANSLATORS[family.name].parseFunctionCalls(text, interfaces, null);
      expect(
        plain(AUTO_TRANSLATOR.parseFunctionCalls(text, interfaces, null)),
        family.name,
      ).toEqual(plain(own));
    }
  });

  it('invents no call from prose: JSON objects and name(...) that name no known function', () => {
    const prose = [
      'Here is some JSON: {"name": "search", "arguments": {"q": "x"}} and a call lookup(id=3).',
      'you could use the weather.get_temp function later, with {"location": "Paris"}',
    ].join('\n');
    expect(AUTO_TRANSLATOR.parseFunctionCalls(prose, interfaces, null)).toEqual([]);
  });

  it("gives a call its family's markers open one result, whatever name it writes", async () => {
    const text =
      'Checking.\n<tool_call>{"name": "get_forecast", "arguments": {"city": "Oslo"}}</tool_call>';
    const calls = AUTO_TRANSLATOR.parseFunctionCalls(text, interfaces, null);
    expect(calls.map((call) => [call.name, call.interface])).toEqual([['get_forecast', null]]);
    const weather = defineToolbox({
      name: 'weather',
      functions: {
        get_weather: {
          description: 'The weather in a city',
          params: { city: { type: 'string', isRequired: true, description: 'City' } },
          run: ({ city }) => `sunny in ${city}`,
        },
      },
    });
    const manager = createToolManager({ translator: 'auto' });
    manager.register(weather);
    const result = await manager.executeResponseFunctions(text);
    expect(result.calls).toHaveLength(1);
    expect(result.calls[0]?.result).toContain("Unknown function 'get_forecast'");
  });

  it('runs the calls of a reference translator, which carry a name and params only', async () => {
    registerStandardTranslator('bare-lines', {
      generateFunctionIfText: (functionInterface) => `BARE ${functionInterface.name}`,
      // Calls as the reference contract has them: a name and params, nothing more.
      getFunctionCallsFromText: (text) =>
        [...text.matchAll(/^BARE (\S+) (\S+)$/gm)].map((match) => ({
          name: match[1] as string,
          params: { location: match[2] as string },
        })),
      formatFunctionCallResults: (calls) =>
        calls.map((call) => `BARE-RESULT ${call.name} ${call.result}`).join('\n'),
    });
    const manager = createToolManager({ translator: 'auto', controlFunctions: false });
    manager.register(
      defineToolbox({
        name: 'weather',
        functions: {
          get_temp: {
            description: 'The temperature in a city',
            params: { location: { type: 'string', isRequired: true, description: 'City' } },
            run: ({ location }) => `21 in ${location}`,
          },
        },
      }),
    );
    const { calls, functionsOutput } = await manager.executeResponseFunctions(
      'Checking.\nBARE weather.get_temp Oslo',
    );
    expect(calls.map((call) => [call.name, call.ok, call.result])).toEqual([
      ['weather.get_temp', true, '21 in Oslo'],
    ]);
    // With no raw text to tell whose syntax the call is in, the results are written by the
    // translator of the interface text.
    expect(functionsOutput).toContain('21 in Oslo');
  });

  it('keeps the unknown names of the reading it keeps, for the tool manager to answer', () => {
    const text = `${renderCall('kimi_k2', 'weather.get_temp', { location: 'Rome' })}${renderCall('kimi_k2', 'weather.get_tmp', { location: 'Oslo' })}`;
    expect(
      AUTO_TRANSLATOR.parseFunctionCalls(text, interfaces, null).map((call) => call.name),
    ).toEqual(['weather.get_temp', 'weather.get_tmp']);
  });

  it('reports a call to a known function cut off by the end, with its error', () => {
    const whole = renderCall('qwen3_coder', 'weather.get_temp', { location: 'Paris' });
    const calls = AUTO_TRANSLATOR.parseFunctionCalls(
      whole.slice(0, whole.indexOf('Paris') + 3),
      interfaces,
      null,
    );
    expect(calls.map((call) => [call.name, call.error?.code])).toEqual([
      ['weather.get_temp', 'truncated-call'],
    ]);
  });

  it('prefers the reading with the most calls that can run', () => {
    // GLM and Qwen3-Coder both open with <tool_call>; only Qwen3-Coder reads this one whole.
    const text = renderCall('qwen3_coder', 'math.add', { a: 1, b: 2 });
    const calls = AUTO_TRANSLATOR.parseFunctionCalls(text, interfaces, null);
    expect(plain(calls)).toEqual([['math.add', { a: 1, b: 2 }]]);
    expect(calls[0]?.error).toBeUndefined();
  });

  it('skips a translator that throws', () => {
    const text = renderCall('glm47', 'weather.get_temp', { location: 'Lima' });
    expect(plain(AUTO_TRANSLATOR.parseFunctionCalls(text, interfaces, null))).toEqual([
      ['weather.get_temp', { location: 'Lima' }],
    ]);
  });

  it('shows the interface text of the translator it is told, atfunc by default, and its own family while that is not registered', () => {
    const mock = createAutoTranslator({ interfaceTranslator: 'mock-lines' });
    expect(mock.generateFunctionIfText(getTemp)).toBe(
      createMockTranslator().generateFunctionIfText(getTemp),
    );
    const glm = createAutoTranslator({ interfaceTranslator: 'glm47' });
    expect(glm.generateFunctionIfText(getTemp)).toBe(
      TAGS_TRANSLATORS.glm47.generateFunctionIfText(getTemp),
    );
    // atfunc is not registered in this package's tests: the prompt is in a family auto owns.
    expect(AUTO_TRANSLATOR.generateFunctionIfText(getTemp)).toBe(
      TAGS_TRANSLATORS.qwen3_coder.generateFunctionIfText(getTemp),
    );
    expect(AUTO_TRANSLATOR.systemPromptFor([getTemp])).toContain('<tool_call>');
    const unknown = createAutoTranslator({ interfaceTranslator: 'nothing-registered' });
    expect(unknown.instructions).toBe(TAGS_TRANSLATORS.qwen3_coder.instructions);
  });

  it('reads with the translators it is told only', () => {
    const onlyKimi = createAutoTranslator({ translators: ['kimi_k2'] });
    const text = renderCall('qwen3_coder', 'weather.get_temp', { location: 'Paris' });
    expect(onlyKimi.parseFunctionCalls(text, interfaces, null)).toEqual([]);
    expect(onlyKimi.readers()).toEqual(['kimi_k2']);
  });

  it('runs the calls and writes the results in the syntax the model used', async () => {
    const weather = defineToolbox({
      name: 'weather',
      functions: {
        get_temp: {
          description: 'Current temperature in a city',
          params: { location: { type: 'string', isRequired: true, description: 'City' } },
          run: ({ location }) => `21 in ${location}`,
        },
      },
    });
    const manager = createToolManager({ translator: 'auto' });
    manager.register(weather);
    const answer = renderCall('minimax_m2', 'weather.get_temp', { location: 'Paris' });
    const result = await manager.executeResponseFunctions(answer);
    expect(result.functionsOutput).toBe('<response>21 in Paris</response>');
  });

  it('keeps the translator contract', async () => {
    const samples = TAGS_FAMILIES.slice(0, 5).map((family) =>
      renderCall(family.name, 'weather.get_temp', { location: 'Paris' }),
    );
    const problems = await checkTranslatorConformance(AUTO_TRANSLATOR, {
      interfaces,
      samples: [...samples, 'call weather.get_temp {"location": "Oslo"}', 'prose only'],
      randomTexts: 40,
    });
    expect(problems).toEqual([]);
  }, 300_000);
});

describe('the work of the auto translator', () => {
  /** A translator that counts the texts it is asked to read. */
  function counted(name: string, openers: { own: string[]; any: string[] } | undefined) {
    const {
      parseFunctionCalls: _,
      createFunctionCallStream: __,
      ...base
    } = createMockTranslator({
      name,
    });
    let reads = 0;
    return {
      translator: {
        ...base,
        ...(openers === undefined ? {} : { openers }),
        getFunctionCallsFromText: (...args: Parameters<typeof base.getFunctionCallsFromText>) => {
          reads += 1;
          return base.getFunctionCallsFromText(...args);
        },
      },
      reads: () => reads,
    };
  }

  it('runs a translator whose openers a text holds, or that says none, and no other', () => {
    const holds = counted('holds', { own: ['<<'], any: ['<<'] });
    const lacks = counted('lacks', { own: ['>>'], any: ['>>'] });
    const silent = counted('silent', undefined);
    for (const [name, entry] of [
      ['counted-holds', holds],
      ['counted-lacks', lacks],
      ['counted-silent', silent],
    ] as const) {
      registerStandardTranslator(name, entry.translator);
    }
    const auto = createAutoTranslator({
      translators: ['counted-holds', 'counted-lacks', 'counted-silent'],
    });
    auto.parseFunctionCalls('some << prose', interfaces, null);
    expect([holds.reads(), lacks.reads(), silent.reads()]).toEqual([1, 0, 1]);
  });

  it('reads a long text with the reader ranked first on its beginning, as that reader does', () => {
    for (const family of ['qwen3_coder', 'kimi_k2', 'granite4'] as const) {
      const parts: string[] = [];
      for (let index = 0; index < 300; index += 1) {
        parts.push(
          'Some prose between the calls, long enough to spread them out. ',
          renderCall(family, 'weather.get_temp', { location: `City ${index}` }),
        );
      }
      const text = parts.join('\n');
      expect(text.length).toBeGreaterThan(8 * 1024 * 4);
      const own = TAGS_TRANSLATORS[family].parseFunctionCalls(text, interfaces, null);
      expect(own).toHaveLength(300);
      expect(plain(AUTO_TRANSLATOR.parseFunctionCalls(text, interfaces, null)), family).toEqual(
        plain(own),
      );
    }
  });
});
