import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { playgroundRoot } from './build-cli.js';
import { launchChromium } from './launch-chromium.js';
import { buildAndServePage, type ServedPage } from './serve-page.js';

// The page, built with Vite and served from the build, driven in the system's chromium.
// Every wait is for a state of the page, never for a length of time.

const screenshots = join(playgroundRoot, 'test-output', 'screenshots');
let served: ServedPage | undefined;
let browser: Browser | undefined;
let page: Page;
let setupError: unknown;
const pageErrors: string[] = [];

// A setup failure (chromium missing, the page not building) is rethrown by every test, so
// each one fails with the reason instead of being reported as skipped.
beforeAll(async () => {
  try {
    mkdirSync(screenshots, { recursive: true });
    browser = await launchChromium();
    served = await buildAndServePage();
    page = await browser.newPage({ viewport: { width: 1200, height: 1400 } });
    page.setDefaultTimeout(90_000);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });
    await page.goto(served.url);
    await page.waitForSelector('body[data-ready="true"]');
  } catch (error) {
    setupError = error;
  }
});
beforeEach(() => {
  if (setupError !== undefined) throw setupError;
});

afterAll(async () => {
  await browser?.close();
  await served?.close();
});

const text = (testId: string) => page.getByTestId(testId).textContent();
// Waits for a state of the page with a bound generous enough for a loaded machine; the
// bound only decides when to give up, never the outcome of a passing run.
const until = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 90_000, interval: 50 });
const shot = (name: string) =>
  page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });

/** Clicks a button (or changes the translator) and waits until the page has finished that action. */
async function act(start: () => Promise<unknown>): Promise<void> {
  const before = Number((await page.locator('body').getAttribute('data-completed')) ?? '0');
  await start();
  await until(async () =>
    Number((await page.locator('body').getAttribute('data-completed')) ?? '0'),
  ).toBeGreaterThan(before);
}

const click = (testId: string) => act(() => page.getByTestId(testId).click());

async function callTexts(): Promise<string[]> {
  return page.getByTestId('calls').locator('li').allTextContents();
}

describe('the playground page in chromium', () => {
  it('loads without errors and shows the atfunc prompt and the OpenAI schemas', async () => {
    expect(await page.getByTestId('translator').inputValue()).toBe('atfunc');
    const options = await page.getByTestId('translator').locator('option').allTextContents();
    expect(options).toEqual(expect.arrayContaining(['atfunc', 'markers']));
    expect(await text('prompt')).toContain('@weather.get_temp( <*location>, <unit> )');
    expect(await text('prompt')).toContain('@file.writefile( <*filepath>, <*content> )');
    const schemas = JSON.parse((await text('schemas')) ?? '[]') as { function: { name: string } }[];
    expect(schemas.map((tool) => tool.function.name)).toEqual(
      expect.arrayContaining(['weather__get_temp', 'file__writefile', 'tools__get_functions']),
    );
    expect(pageErrors).toEqual([]);
    await shot('1-loaded');
  });

  it('runs typed model output with two calls and shows two results', async () => {
    await page
      .getByTestId('model-output')
      .fill('Checking.\n@weather.get_temp("Paris")\n@math.calculate_power(2, 10)\nDone.');
    await click('run');
    await until(() => text('calls-summary')).toBe('2 calls run, 0 with an error');
    const calls = await callTexts();
    expect(calls).toHaveLength(2);
    expect(calls[0]).toContain('weather.get_temp');
    expect(calls[0]).toContain('result: 21');
    expect(calls[1]).toContain('math.calculate_power');
    expect(calls[1]).toContain('result: 1024');
    const formatted = await text('formatted');
    expect(formatted).toContain('Returned: 21');
    expect(formatted).toContain('Returned: 1024');
    await shot('2-atfunc-two-results');
  });

  it('writes to the in-memory file sandbox and reads it back in a later run', async () => {
    await page
      .getByTestId('model-output')
      .fill('@file.writefile("notes/a.txt", "hello")\n@file.listfiles("notes")');
    await click('run');
    await until(() => text('calls-summary')).toBe('2 calls run, 0 with an error');
    await page.getByTestId('model-output').fill('@file.readfile("notes/a.txt")');
    await click('run');
    await until(callTexts).toEqual([expect.stringContaining('result: hello')]);
  });

  it('after switching to markers shows the markers prompt, a malformed call’s error and a repair', async () => {
    await act(() => page.getByTestId('translator').selectOption('markers'));
    await until(() => text('prompt-translator')).toBe('markers');
    expect(await text('prompt')).not.toContain('@weather.get_temp(');
    await page
      .getByTestId('model-output')
      .fill('Power: [[math.calculate_power:"2","10"]] and a slip: [[weather.get_temp]]');
    await click('run');
    await until(() => text('calls-summary')).toBe('2 calls run, 1 with an error');
    const [repaired, malformed] = await callTexts();
    expect(repaired).toContain('repaired:');
    expect(repaired).toContain('result: 1024');
    expect(malformed).toContain('weather.get_temp');
    expect(malformed).toContain(
      "error [invalid-arguments]: Missing required parameter for function 'weather.get_temp': location",
    );
    expect(await page.getByTestId('calls').locator('li.error').count()).toBe(1);
    await shot('3-markers-error-and-repair');
  });

  it('streams the text in chunks and shows each call as soon as it is complete', async () => {
    await act(() => page.getByTestId('translator').selectOption('atfunc'));
    const answer =
      '@weather.get_temp("Tokyo")\nSome words in between, long enough to take chunks.\n' +
      '@math.calculate_power(3, 3)\nThe end.';
    await page.getByTestId('model-output').fill(answer);
    await page.getByTestId('chunk-size').fill('5');
    await page.getByTestId('chunk-delay').fill('0');
    await click('stream');
    await until(() => text('status')).toMatch(/^streamed \d+ chunks/);
    const log = await page.getByTestId('stream-log').locator('li').allTextContents();
    expect(log).toHaveLength(2);
    const chunkOf = (entry: string | undefined) => Number(/^chunk (\d+):/.exec(entry ?? '')?.[1]);
    const total = Math.ceil(answer.length / 5);
    // The first call is shown while the text is still arriving, before the second one.
    expect(chunkOf(log[0])).toBeLessThan(chunkOf(log[1]));
    expect(chunkOf(log[1])).toBeLessThan(total);
    expect(log[0]).toContain('result: 26');
    expect(log[1]).toContain('result: 27');
    expect(await text('formatted')).toContain('Returned: 27');
    await shot('4-streamed');
  });

  it('loads each translator’s example answer and runs it, one call failing', async () => {
    for (const translator of ['atfunc', 'markers']) {
      await act(() => page.getByTestId('translator').selectOption(translator));
      await click('load-example');
      expect(await page.getByTestId('model-output').inputValue()).not.toBe('');
      await click('run');
      expect(await text('calls-summary')).toBe('3 calls run, 1 with an error');
    }
  });

  it('offers several examples per family, each loaded and run from the picker', async () => {
    for (const translator of [
      'atfunc',
      'markers',
      'hermes',
      'mistral',
      'pythonic',
      'qwen3_coder',
    ]) {
      await act(() => page.getByTestId('translator').selectOption(translator));
      const titles = await page.getByTestId('example').locator('option').allTextContents();
      expect(titles.length, translator).toBeGreaterThanOrEqual(2);
      const loaded = new Set<string>();
      for (const [index, title] of titles.entries()) {
        await act(() => page.getByTestId('example').selectOption(String(index)));
        const answer = await page.getByTestId('model-output').inputValue();
        expect(answer, `${translator}: ${title}`).not.toBe('');
        loaded.add(answer);
        expect(await text('example-source')).toMatch(/^Shape from: \S/);
        await click('run');
        expect(await text('calls-summary'), `${translator}: ${title}`).toMatch(
          /^[1-9]\d* calls? run/,
        );
      }
      expect(loaded.size, translator).toBe(titles.length);
    }
    await act(() => page.getByTestId('translator').selectOption('hermes'));
    await act(() => page.getByTestId('example').selectOption('1'));
    expect(await page.getByTestId('model-output').inputValue()).toContain('<think>');
    await click('run');
    expect(await text('calls-summary')).toBe('1 call run, 0 with an error');
    expect(await callTexts()).toEqual([expect.stringContaining('weather.get_temp')]);
    await shot('10-example-picker-hermes');
  });

  it('empties the file sandbox on reset', async () => {
    await act(() => page.getByTestId('translator').selectOption('atfunc'));
    await page.getByTestId('model-output').fill('@file.readfile("notes/a.txt")');
    await click('run');
    expect(await text('calls-summary')).toBe('1 call run, 0 with an error');
    await click('reset-files');
    await click('run');
    expect(await text('calls-summary')).toBe('1 call run, 1 with an error');
  });

  it('never turns model text into markup', async () => {
    await page
      .getByTestId('model-output')
      .fill('@file.writefile("<img src=x onerror=alert(1)>", "x")');
    await click('run');
    await until(() => text('calls-summary')).toMatch(/^1 call run/);
    expect(await page.locator('#calls img').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('shows the prompt exactly as sent: the translator’s instructions before its functions', async () => {
    await act(() => page.getByTestId('translator').selectOption('atfunc'));
    const prompt = (await text('prompt')) ?? '';
    expect(prompt).toMatch(/^You can call functions\. Write each call on its own line/);
    expect(prompt).toContain('Functions:');
    expect(prompt).toContain('@weather.get_temp( <*location>, <unit> )');
  });

  it('clears what the previous translator left when another one is picked', async () => {
    await act(() => page.getByTestId('translator').selectOption('atfunc'));
    await page.getByTestId('model-output').fill('@weather.get_temp("Lima")');
    await page.getByTestId('chunk-delay').fill('0');
    await click('stream');
    await until(() => text('status')).toMatch(/^streamed/);
    expect(await callTexts()).toHaveLength(1);
    await act(() => page.getByTestId('translator').selectOption('markers'));
    expect(await callTexts()).toEqual([]);
    expect(await page.getByTestId('stream-log').locator('li').count()).toBe(0);
    expect(await text('calls-summary')).toBe('');
    expect(await text('formatted')).toBe('');
  });

  it('runs a pasted native Chat Completions message and a Responses output', async () => {
    await act(() => page.getByTestId('translator').selectOption('atfunc'));
    const message = {
      role: 'assistant',
      content: null,
      tool_calls: [
        {
          id: 'call_1',
          type: 'function',
          function: { name: 'weather__get_temp', arguments: '{"location":"Paris"}' },
        },
        { id: 'call_2', type: 'function', function: { name: 'nope', arguments: '{}' } },
      ],
    };
    await page.getByTestId('model-output').fill(JSON.stringify(message, null, 2));
    await click('run');
    await until(() => text('calls-summary')).toBe('2 calls run, 1 with an error');
    expect(await text('status')).toBe('ran (native Chat Completions tool_calls)');
    expect(await text('formatted')).toContain('"tool_call_id": "call_1"');
    const response = {
      output: [
        {
          type: 'function_call',
          call_id: 'c1',
          name: 'math__calculate_power',
          arguments: '{"base":2,"exponent":5}',
        },
      ],
    };
    await page.getByTestId('model-output').fill(JSON.stringify(response));
    await click('run');
    await until(() => text('calls-summary')).toBe('1 call run, 0 with an error');
    expect(await callTexts()).toEqual([expect.stringContaining('result: 32')]);
  });

  it('runs pasted Claude tool_use blocks and a Gemini response as native calls', async () => {
    await act(() => page.getByTestId('translator').selectOption('atfunc'));
    const claude = {
      id: 'msg_1',
      type: 'message',
      role: 'assistant',
      stop_reason: 'tool_use',
      content: [
        { type: 'text', text: 'Let me check.' },
        {
          type: 'tool_use',
          id: 'toolu_1',
          name: 'weather__get_temp',
          input: { location: 'Paris' },
        },
        { type: 'tool_use', id: 'toolu_2', name: 'math__calculate_power', input: { base: 2 } },
      ],
    };
    await page.getByTestId('model-output').fill(JSON.stringify(claude, null, 2));
    await click('run');
    expect(await text('status')).toBe('ran (native Claude tool_use blocks)');
    expect(await text('calls-summary')).toBe('2 calls run, 1 with an error');
    expect(await callTexts()).toEqual([
      expect.stringContaining('result: 21'),
      expect.stringContaining('exponent'),
    ]);
    const answer = JSON.parse((await text('formatted')) ?? 'null') as {
      content: { tool_use_id: string; is_error?: boolean }[];
    };
    expect(answer.content.map((block) => [block.tool_use_id, block.is_error ?? false])).toEqual([
      ['toolu_1', false],
      ['toolu_2', true],
    ]);
    await shot('6-native-claude-tool-use');

    const gemini = {
      candidates: [
        {
          content: {
            role: 'model',
            parts: [
              {
                functionCall: { name: 'weather.get_temp', args: { location: 'Tokyo', unit: 'f' } },
              },
              { functionCall: { name: 'file.listfiles', args: {} } },
            ],
          },
        },
      ],
    };
    await page.getByTestId('model-output').fill(JSON.stringify(gemini, null, 2));
    await click('run');
    expect(await text('status')).toBe('ran (native Gemini functionCall parts)');
    expect(await text('calls-summary')).toBe('2 calls run, 0 with an error');
    expect(await callTexts()).toEqual([
      expect.stringContaining('result: 79'),
      expect.stringContaining('file.listfiles'),
    ]);
    expect(await text('formatted')).toContain('"functionResponse"');
    await shot('7-native-gemini-function-call');
  });

  it('never scrolls sideways at 1280 px, whatever length the model’s words have', async () => {
    await page.setViewportSize({ width: 1280, height: 1000 });
    await act(() => page.getByTestId('translator').selectOption('atfunc'));
    const long = 'x'.repeat(5000);
    await page.getByTestId('model-output').fill(`@file.writefile("notes/long.txt", "${long}")`);
    await click('run');
    await until(() => text('calls-summary')).toBe('1 call run, 0 with an error');
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    await shot('5-long-argument-1280');
  });

  it('shows the schemas in each native shape and copies the prompt', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const schemas = async () =>
      JSON.parse((await text('schemas')) ?? '[]') as Record<string, unknown>[];
    await page.locator('details', { has: page.getByTestId('schemas') }).evaluate((details) => {
      (details as HTMLDetailsElement).open = true;
    });
    expect((await schemas())[0]).toMatchObject({ type: 'function', function: expect.any(Object) });
    await act(() => page.getByTestId('schema-kind').selectOption('responses'));
    expect((await schemas())[0]).toMatchObject({ type: 'function', name: expect.any(String) });
    await act(() => page.getByTestId('schema-kind').selectOption('strict'));
    const strict = (await schemas())[0] as { function: { strict?: boolean; parameters: object } };
    expect(strict.function.strict).toBe(true);
    expect(strict.function.parameters).toMatchObject({ additionalProperties: false });
    await act(() => page.getByTestId('schema-kind').selectOption('anthropic'));
    expect((await schemas())[0]).toMatchObject({
      name: 'tools__get_toolboxes',
      input_schema: { type: 'object' },
    });
    await shot('8-schemas-anthropic');
    await act(() => page.getByTestId('schema-kind').selectOption('gemini'));
    const gemini = (await schemas()) as { name: string; parameters?: { type: string } }[];
    expect(
      gemini.find((declaration) => declaration.name === 'weather.get_temp')?.parameters,
    ).toMatchObject({
      type: 'OBJECT',
    });
    await shot('9-schemas-gemini');
    await act(() => page.getByTestId('schema-kind').selectOption('gemini-json-schema'));
    expect(
      (await schemas()).find((declaration) => declaration.name === 'weather.get_temp'),
    ).toHaveProperty('parametersJsonSchema.type', 'object');
    await act(() => page.getByTestId('schema-kind').selectOption('chat'));
    expect((await schemas())[0]).not.toHaveProperty('function.strict', true);
    await click('copy-prompt');
    expect(await text('status')).toBe('copied the prompt');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await text('prompt'));
  });
});
