import { describe, expect, it } from 'vitest';
import * as aiSdk from './index.js';

describe('the package entry', () => {
  it('exports exactly its public names', () => {
    expect(Object.keys(aiSdk).sort()).toEqual([
      'defaultToolCallingPrompt',
      'toAiSdkTools',
      'toolCallingMiddleware',
    ]);
  });

  it('resolves by name through the exports map of the built package', async () => {
    const name = '@ai-toolbox/ai-sdk';
    const byName: object = await import(/* @vite-ignore */ name);
    expect(Object.keys(byName).sort()).toEqual(Object.keys(aiSdk).sort());
  });
});
