// The benchmark runs the built package, as users run it: through tsx, src would pay a
// `__name` call for every closure made (esbuild's keepNames), which dist does not. Build first
// (`pnpm build`; `pnpm bench` at the root does).
import type * as Mcp from '../src/index.js';

const name = '@ai-toolbox/mcp';
export const mcp = (await import(/* @vite-ignore */ name)) as typeof Mcp;
