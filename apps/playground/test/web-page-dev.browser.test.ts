import type { Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { launchChromium } from './launch-chromium.js';
import { type ServedPage, serveDevelopmentPage } from './serve-page.js';

// `pnpm dev` serves the page from source; this checks that it loads and runs there too.

let browser: Browser | undefined;
let served: ServedPage | undefined;
afterAll(async () => {
  await browser?.close();
  await served?.close();
});

describe('the page from the development server', () => {
  it('loads from source and runs a call', async () => {
    browser = await launchChromium();
    served = await serveDevelopmentPage();
    const page = await browser.newPage();
    page.setDefaultTimeout(90_000);
    await page.goto(served.url);
    await page.waitForSelector('body[data-ready="true"]');
    await page.getByTestId('model-output').fill('@math.calculate_power(2, 3)');
    await page.getByTestId('run').click();
    await page.waitForSelector('body[data-completed="1"]');
    expect(await page.getByTestId('calls-summary').textContent()).toBe(
      '1 call run, 0 with an error',
    );
    expect(await page.getByTestId('formatted').textContent()).toContain('Returned: 8');
  });
});
