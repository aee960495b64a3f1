import { accessSync, constants } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Where the browser tests look for chromium: `CHROMIUM_PATH`, else Debian's. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Launches the system's chromium headless. Never downloads a browser: when chromium is
 * missing, it fails with the way to install it, so the browser tests cannot pass by skipping.
 */
export async function launchChromium(): Promise<Browser> {
  try {
    accessSync(chromiumPath, constants.X_OK);
  } catch {
    throw new Error(
      `The browser tests need chromium at ${chromiumPath}, and it is not there (or not executable). ` +
        "Install Debian's chromium with `apt-get install -y chromium` (`.ci/run` does this), " +
        'or point CHROMIUM_PATH at a chromium or chrome binary.',
    );
  }
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
