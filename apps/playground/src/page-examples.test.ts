import '@ai-toolbox/translator-atfunc';
import '@ai-toolbox/translator-json';
import '@ai-toolbox/translator-markers';
import '@ai-toolbox/translator-pythonic';
import { TAGS_FAMILIES } from '@ai-toolbox/translator-tags';
import { describe, expect, it } from 'vitest';
import { readNativeInput } from './native-input.js';
import { PAGE_EXAMPLE_SETS, PAGE_EXAMPLES, pageExamplesFor } from './page-examples.js';
import { createWorkbench } from './workbench.js';

const families = [
  'atfunc',
  'markers',
  'hermes',
  'mistral',
  'llama3',
  'json',
  'granite',
  'glm4',
  'pythonic',
  ...TAGS_FAMILIES.map((family) => family.name),
];

describe('the page examples', () => {
  it('offer 2 or 3 different answers per family, the first being PAGE_EXAMPLES’ one', () => {
    for (const name of families) {
      const examples = pageExamplesFor(name);
      expect(examples.length, name).toBeGreaterThanOrEqual(2);
      expect(examples.length, name).toBeLessThanOrEqual(3);
      expect(new Set(examples.map((example) => example.text)).size, name).toBe(examples.length);
      expect(examples[0]?.text, name).toBe(PAGE_EXAMPLES.get(name));
      for (const example of examples) expect(example.source, name).not.toBe('');
    }
    expect([...PAGE_EXAMPLES.keys()].every((name) => PAGE_EXAMPLE_SETS.has(name))).toBe(true);
  });

  it.each(families)('are each read by the %s translator as text and hold a call', async (name) => {
    for (const example of pageExamplesFor(name)) {
      expect(readNativeInput(example.text), example.title).toBeUndefined();
      const run = await createWorkbench({ translator: name }).run(example.text);
      expect(run.source).toBe('text');
      expect(run.calls.length, `${name}: ${example.title}`).toBeGreaterThan(0);
      expect(
        run.calls.some((call) => call.name.includes('.')),
        `${name}: ${example.title}`,
      ).toBe(true);
    }
  });
});
