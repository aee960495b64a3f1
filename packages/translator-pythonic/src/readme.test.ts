import { readFileSync } from 'node:fs';
import { REPAIR_CODES } from '@ai-toolbox/core/kit';
import { describe, expect, it } from 'vitest';
import { pythonicAnswers } from './__fixtures__/model-answers.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const table = readme.slice(
  readme.indexOf('## What models write around the calls'),
  readme.indexOf('## Errors'),
);
const rows = table
  .split('\n')
  .filter((line) => /^\| `[a-z-]+` +\|/.test(line))
  .map((line) => {
    const cells = line
      .split('|')
      .map((cell) => cell.trim())
      .filter((cell) => cell !== '');
    const code = /`([a-z-]+)`/.exec(cells[0] ?? '')?.[1] ?? '';
    const fixtures = [...(cells.at(-1) ?? '').matchAll(/`([a-z0-9_]+)`/g)].map((match) => match[1]);
    return { code, fixtures };
  });

describe('the README', () => {
  it('shows each repair of its table with fixtures that report it', () => {
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const { code, fixtures } of rows) {
      expect(Object.keys(REPAIR_CODES), code).toContain(code);
      expect(fixtures.length, code).toBeGreaterThan(0);
      for (const id of fixtures) {
        const answer = pythonicAnswers.find((candidate) => candidate.id === id);
        expect(answer, id).toBeDefined();
        expect(answer?.repairs.flat(), `${id} shows ${code}`).toContain(code);
      }
    }
  });

  it('counts the fixtures there are', () => {
    expect(readme).toContain(`${pythonicAnswers.length} model answers`);
    expect(readme).toContain(`the ${pythonicAnswers.length} fixtures`);
  });
});
