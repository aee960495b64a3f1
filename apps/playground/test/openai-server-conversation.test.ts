import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatCompletionsServer,
  startChatCompletionsServer,
} from '../src/chat-completions-server.js';
import type { ChatModel } from '../src/chat-message.js';
import { atfuncRound, createNativeRound, markersRound } from '../src/demo-scripts.js';
import { createScriptedModel } from '../src/scripted-model.js';
import { buildCli, type CliRun, runCli } from './build-cli.js';
import { expectInOrder } from './expect-in-order.js';

// The run command against an OpenAI-compatible server. The server on 127.0.0.1 is the only
// stand-in: behind it the scripted model answers each round by its question; the client, the
// pipeline, the translators, the schema package and the file toolbox are the real ones.

/** Answers each round with that round's script, chosen by the question that opened it. */
function createRoundsModel(): ChatModel {
  const rounds = [
    atfuncRound,
    markersRound,
    createNativeRound((path) => path.replaceAll('.', '__')),
  ];
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
  it('says which server it talks to and carries all three rounds to their final answers', () => {
    expect(run.stderr).toBe('');
    expect(run.exitCode).toBe(0);
    expectInOrder(run.stdout, [
      `The model: local-test-model at ${server.baseUrl} (from OPENAI_BASE_URL).`,
      '═══ Round 1 of 3: atfunc',
      '(model: local-test-model)',
      'Did you mean @file.writefile?',
      'ok → Paris: 21 °C',
      '2 to the power of 10 is 1024',
      '═══ Round 2 of 3: markers',
      'ok → 17',
      'Berlin is at 17 °C',
      '═══ Round 3 of 3: native',
      'ok → 79',
      'Tokyo is at 79 °F',
      'The sandbox (a temporary folder, removed now) held: notes/paris.txt ("Paris: 21 °C")',
    ]);
  });

  it('sent every request with the model name, text mode without tools and native mode with them', () => {
    expect(server.requests).toHaveLength(atfuncRound.turns.length + markersRound.turns.length + 4);
    expect(new Set(server.requests.map((request) => request.model))).toEqual(
      new Set(['local-test-model']),
    );
    const textRequests = server.requests.slice(
      0,
      atfuncRound.turns.length + markersRound.turns.length,
    );
    for (const request of textRequests) expect(request.tools).toBeUndefined();
    const nativeRequests = server.requests.slice(textRequests.length);
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

    const nativeSecond = server.requests[atfuncRound.turns.length + markersRound.turns.length + 1];
    const toolMessages = nativeSecond?.messages.filter((message) => message.role === 'tool') ?? [];
    expect(
      toolMessages.map((message) => (message.role === 'tool' ? message.tool_call_id : '')),
    ).toEqual(['call_1_1', 'call_1_2']);
    expect(toolMessages[1]?.content).toMatch(/^Error: /);
  });
});
