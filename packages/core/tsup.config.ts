import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/kit.ts', 'src/test.ts'],
  format: ['esm'],
  target: 'es2022',
  dts: true,
  sourcemap: true,
  clean: true,
  // valibot's JSON Schema converter, for plain valibot `input` schemas: bundled, because core
  // needs no library at run time but valibot.
  noExternal: ['@valibot/to-json-schema'],
});
