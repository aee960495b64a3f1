import { describe, expect, it } from 'vitest';
import * as kit from './kit.js';

// The kit is a public surface of its own: a renamed or removed export fails here.
describe('public exports of @ai-toolbox/core/kit', () => {
  it('resolve by name through the exports map of the built package', async () => {
    // A specifier in a variable: the type check must not depend on a build of this package.
    const subpath = '@ai-toolbox/core/kit';
    const byName: object = await import(/* @vite-ignore */ subpath);
    expect(Object.keys(byName).sort()).toEqual(Object.keys(kit).sort());
  });

  it('are these names', () => {
    expect(Object.keys(kit).sort()).toMatchInlineSnapshot(`
      [
        "getParamSlots",
      ]
    `);
  });
});
