import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, createServer, preview } from 'vite';

const configFile = resolve(import.meta.dirname, '../vite.config.ts');

/** The page, built from source into a fresh folder and served on 127.0.0.1. */
export interface ServedPage {
  /** The page's URL. */
  readonly url: string;
  /** Stops the server and removes the build. */
  close(): Promise<void>;
}

/** Builds the page with the playground's Vite config and serves the build on a free port. */
export async function buildAndServePage(): Promise<ServedPage> {
  const outDir = mkdtempSync(join(tmpdir(), 'ai-toolbox-page-'));
  await build({ configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const server = await preview({
    configFile,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  });
  const address = server.httpServer.address();
  if (address === null || typeof address === 'string')
    throw new Error('the page server has no port');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: async () => {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** Serves the page from source with Vite's development server, as `pnpm dev` does. */
export async function serveDevelopmentPage(): Promise<ServedPage> {
  const server = await createServer({
    configFile,
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: 0, strictPort: true, hmr: false },
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string')
    throw new Error('the development server has no port');
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
}
