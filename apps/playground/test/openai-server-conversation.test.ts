import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatCompletionsServer,
  startChatCompletionsServer,
} from '../src/chat-completions-server.js';
import type { ChatModel } from '../src/chat-message.js';
import {
  atfuncRound,
  createNativeRound,
  hermesRound,
  markersRound,
  mcpRound,
  pythonicRound,
  tagsRound,
} from '../src/demo-scripts.js';
import { createScriptedModel } from '../src/scripted-model.js';
import { buildCli, type CliRun, runCli } from './build-cli.js';
import { expectInOrder } from './expect-in-order.js';

// The run command against an OpenAI-compatible server. The server on 127.0.0.1 is the only
// stand-in: behind it the scripted model answers each round by its question; the client, the
// pipeline, the translators, the schema package and the file toolbox are the real ones. The
// Responses, Claude and Gemini rounds do not speak Chat Completions: they keep their scripted model.

const textRounds = [atfuncRound, markersRound, hermesRound, pythonicRound, tagsRound];
const textTurns = textRounds.reduce((sum, round) => sum + round.turns.length, 0);
const nativeTurns = 4;

/** Answers each round with that round's script, chosen by the question that opened it. */
function createRoundsModel(): ChatModel {
  const rounds = [...textRounds, createNativeRound((path) => path.replaceAll('.', '__')), mcpRound];
  const models = new Map(
    rounds.map((round) => [round.question, createScriptedModel('scripted', round.turns)]),
  );
  return {
    name: 'rounds',
    complete(request, signal) {
      const question = request.messages.find((message) => message.role === 'user')?.content;
      const model = typeof question === 'string' ? models.get(question) : undefined;
      if (!model) throw new Error(`no round opens with ${JSON.stringify(question)}`);
      return model.complete(request, signal);
    },
  };
}

let server: ChatCompletionsServer;
let run: CliRun;
beforeAll(async () => {
  server = await startChatCompletionsServer({ model: createRoundsModel(), apiKey: 'test-key' });
  run = await runCli(await buildCli('cli-server'), {
    OPENAI_BASE_URL: server.baseUrl,
    OPENAI_API_KEY: 'test-key',
    OPENAI_MODEL: 'local-test-model',
  });
});
afterAll(() => server.close());

describe('the run command against an OpenAI-compatible server', () => {
  it('says which server it talks to and carries every round to its final answer', () => {
    expect(run.stderr).toBe('');
    expect(run.exitCode).toBe(0);
    expectInOrder(run.stdout, [
      `The model: local-test-model at ${server.baseUrl} (from OPENAI_BASE_URL).`,
      'The Responses, Anthropic and Gemini rounds keep their scripted model',
      '═══ Round 1 of 10: atfunc',
      '(model: local-test-model)',
      'Did you mean @file.writefile?',
      'ok → Paris: 21 °C',
      '2 to the power of 10 is 1024',
      '═══ Round 2 of 10: markers',
      'ok → 17',
      'Berlin is at 17 °C',
      '═══ Round 3 of 10: hermes',
      '(model: local-test-model)',
      'London is at 15 °C',
      '═══ Round 4 of 10: pythonic',
      'New York is at 66 °F',
      '═══ Round 5 of 10: qwen3_coder',
      'Tokyo is at 26 °C',
      '═══ Round 6 of 10: native',
      'ok → 79',
      'Tokyo is at 79 °F',
      '═══ Round 7 of 10: native: OpenAI Responses',
      '(model: scripted model)',
      '═══ Round 8 of 10: native: Anthropic',
      '(model: scripted model)',
      '═══ Round 9 of 10: native: Gemini',
      '(model: scripted model)',
      '═══ Round 10 of 10: MCP',
      '(model: local-test-model)',
      'ok → Paris: 21 °C',
      'The sandbox (a temporary folder, removed now) held: notes/paris.txt ("Paris: 21 °C")',
    ]);
  });

  it('sent every request with the model name, text mode without tools and native mode with them', () => {
    expect(server.requests).toHaveLength(textTurns + nativeTurns + mcpRound.turns.length);
    expect(new Set(server.requests.map((request) => request.model))).toEqual(
      new Set(['local-test-model']),
    );
    const textRequests = [
      ...server.requests.slice(0, textTurns),
      ...server.requests.slice(textTurns + nativeTurns),
    ];
    for (const request of textRequests) expect(request.tools).toBeUndefined();
    const nativeRequests = server.requests.slice(textTurns, textTurns + nativeTurns);
    for (const request of nativeRequests) {
      expect(request.tools?.map((tool) => tool.function.name)).toEqual(
        expect.arrayContaining(['tools__get_toolboxes', 'weather__get_temp', 'file__readfile']),
      );
    }
  });

  it('fed results back: text as a user message, native as one tool message per tool call', () => {
    const atfuncSecond = server.requests[1];
    expect(atfuncSecond?.messages[0]?.content).toContain(
      '@file.writefile( <*filepath>, <*content> )',
    );
    expect(atfuncSecond?.messages.at(-1)).toMatchObject({ role: 'user' });
    expect(atfuncSecond?.messages.at(-1)?.content).toContain(
      'Returned: ["tools","weather","math","file"]',
    );

    const nativeSecond = server.requests[textTurns + 1];
    const toolMessages = nativeSecond?.messages.filter((message) => message.role === 'tool') ?? [];
    expect(
      toolMessages.map((message) => (message.role === 'tool' ? message.tool_call_id : '')),
    ).toEqual(['call_1_1', 'call_1_2']);
    expect(toolMessages[1]?.content).toMatch(/^Error: /);
  });
});
