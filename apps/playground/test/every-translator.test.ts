import { createToolManager, listStandardTranslators } from '@ai-toolbox/core';
import { checkTranslatorConformance } from '@ai-toolbox/core/test';
import '@ai-toolbox/translator-atfunc';
import '@ai-toolbox/translator-json';
import '@ai-toolbox/translator-markers';
import { describe, expect, it } from 'vitest';
import { registerDemoToolboxes } from '../src/demo-setup.js';
import { createMemoryFileToolbox } from '../src/memory-file-toolbox.js';
import { PAGE_EXAMPLES } from '../src/page-examples.js';

// Every translator the repository publishes, read through the name it registers, as a user
// selects it: each keeps the translator contract on the page's example answer for it and on
// hostile and random text built from that answer.
const manager = createToolManager();
registerDemoToolboxes(manager, createMemoryFileToolbox());
const interfaces = manager.getInterfaces();

describe('every translator of the repository', () => {
  const names = listStandardTranslators();

  it('is registered by importing its package, and the page has an example answer for it', () => {
    expect(names).toEqual(
      expect.arrayContaining([
        'atfunc',
        'markers',
        'hermes',
        'mistral',
        'llama3',
        'json',
        'granite',
        'glm4',
      ]),
    );
    for (const name of names) expect(PAGE_EXAMPLES.has(name), name).toBe(true);
  });

  it.each(names)('%s keeps the translator contract', async (name) => {
    const example = PAGE_EXAMPLES.get(name) ?? '';
    const lines = example.split('\n');
    const problems = await checkTranslatorConformance(manager.getTranslator(name), {
      interfaces,
      samples: [example, ...lines, `${example} ${example}`, example.slice(0, example.length - 3)],
    });
    expect(problems).toEqual([]);
  });
});
