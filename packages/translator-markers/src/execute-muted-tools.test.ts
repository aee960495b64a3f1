import { executeMutedTools as theirExecuteMutedTools } from 'tools-llm';
import { describe, expect, it } from 'vitest';
import { executeMutedTools } from './execute-muted-tools.js';

const tools = {
  sum: (a: unknown, b: unknown) => Number(a) + Number(b),
  fail: () => {
    throw new Error('no');
  },
  user: () => ({ name: 'Ana' }),
};

describe('executeMutedTools', () => {
  it('returns results, errors and history like tools-llm', async () => {
    const input = '[[sum:1,2]] [[!sum:3,4]] [[nope]] [[fail]] [[sum:{"a":x}]] [[not a name]]';
    const ours = await executeMutedTools(input, tools);
    const theirs = await theirExecuteMutedTools(input, tools);
    expect(ours).toEqual(theirs);
    expect(ours.results).toEqual([
      { tool: 'sum', result: 3 },
      { tool: 'sum', result: 7 },
    ]);
    expect(ours.errors).toEqual([
      { tool: 'nope', error: 'Função não encontrada em tools' },
      { tool: 'fail', error: 'no' },
      { tool: 'sum', error: 'JSON mal formatado no comando: {"a":x}' },
    ]);
  });

  it('adds a system error when no call succeeded', async () => {
    const ours = await executeMutedTools('nothing here', tools);
    expect(ours.errors).toEqual([
      { tool: 'system', error: 'Nenhum comando válido foi encontrado no texto.' },
    ]);
  });

  it('returns results as values, not text', async () => {
    const { results } = await executeMutedTools('[[user]]', tools);
    expect(results).toEqual([{ tool: 'user', result: { name: 'Ana' } }]);
  });

  it('reports Object.prototype names as unknown instead of running them', async () => {
    const { errors, history } = await executeMutedTools('[[toString]] [[constructor]]', {});
    expect(history).toEqual([]);
    expect(errors.slice(0, 2)).toEqual([
      { tool: 'toString', error: 'Função não encontrada em tools' },
      { tool: 'constructor', error: 'Função não encontrada em tools' },
    ]);
  });

  it('survives a tool that throws null, where tools-llm rejects', async () => {
    const thrower = {
      bad: () => {
        throw null;
      },
    };
    await expect(theirExecuteMutedTools('[[bad]]', thrower)).rejects.toThrow(TypeError);
    const { errors } = await executeMutedTools('[[bad]]', thrower);
    expect(errors[0]).toEqual({ tool: 'bad', error: 'null' });
  });
});
