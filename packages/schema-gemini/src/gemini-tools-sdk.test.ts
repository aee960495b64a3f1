import { createToolManager, defineToolbox } from '@ai-toolbox/core';
import { type Content, FunctionCallingConfigMode, GoogleGenAI, Type } from '@google/genai';
import { describe, expect, it } from 'vitest';
import { createGeminiTools } from './gemini-tools.js';

// The declarations go through the real `@google/genai` client, which rewrites
// `functionDeclaration.parameters` on every request; only `fetch` is replaced, by one that
// keeps each request body and answers with a `functionCall`.

const weather = defineToolbox({
  name: 'weather',
  functions: {
    get_temp: {
      description: 'Current temperature in a city',
      params: {
        city: { type: 'string', isRequired: true, description: 'City name' },
        unit: { type: 'string', isRequired: false, description: 'Unit', enum: ['c', 'f'] },
      },
      run: (args) => `21 ${args.unit ?? 'c'} in ${args.city}`,
    },
  },
});

interface SentRequest {
  readonly tools?: { functionDeclarations?: Record<string, unknown>[] }[];
  readonly toolConfig?: unknown;
}

const FUNCTION_CALL_TURN = {
  role: 'model',
  parts: [
    {
      functionCall: { id: 'call-1', name: 'weather.get_temp', args: { city: 'Paris', unit: 'f' } },
    },
  ],
};
const ANSWER_TURN = { role: 'model', parts: [{ text: 'It is 21 °F in Paris.' }] };

/** A client whose requests are kept; it calls a function first, then answers in text. */
function fakeGemini() {
  const sent: SentRequest[] = [];
  const fetch = async (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    sent.push(JSON.parse(String(init?.body)) as SentRequest);
    const content = sent.length === 1 ? FUNCTION_CALL_TURN : ANSWER_TURN;
    return new Response(JSON.stringify({ candidates: [{ content, finishReason: 'STOP' }] }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { sent, ai: new GoogleGenAI({ apiKey: 'test-key', httpOptions: { fetch } }) };
}

function setup(schema: 'openapi' | 'json-schema') {
  const manager = createToolManager({ toolboxes: [weather], controlFunctions: false });
  return createGeminiTools({ manager, schema, types: Type, modes: FunctionCallingConfigMode });
}

describe('createGeminiTools with the @google/genai client', () => {
  for (const schema of ['openapi', 'json-schema'] as const) {
    it(`runs the README's loop with ${schema} declarations, sending them on every request`, async () => {
      const geminiTools = setup(schema);
      const offered = structuredClone(geminiTools.functionDeclarations());
      const { sent, ai } = fakeGemini();

      // The README's loop, with a toolConfig as well.
      const contents: Content[] = [{ role: 'user', parts: [{ text: 'How warm is Paris?' }] }];
      for (;;) {
        const response = await ai.models.generateContent({
          model: 'gemini-2.5-flash',
          contents,
          config: {
            tools: [geminiTools.tool()],
            toolConfig: geminiTools.toolConfig('auto'),
          },
        });
        const modelTurn = response.candidates?.[0]?.content;
        const { content } = await geminiTools.runFunctionCalls(response);
        if (modelTurn === undefined || content === null) break;
        contents.push(modelTurn, content);
      }

      expect(sent).toHaveLength(2);
      expect(
        sent[0]?.tools?.[0]?.functionDeclarations?.map((declaration) => declaration.name),
      ).toEqual(['weather.get_temp']);
      expect(sent[1]?.tools).toEqual(sent[0]?.tools);
      expect(sent[1]?.toolConfig).toEqual({ functionCallingConfig: { mode: 'AUTO' } });
      expect(contents[2]).toEqual({
        role: 'user',
        parts: [
          {
            functionResponse: {
              id: 'call-1',
              name: 'weather.get_temp',
              response: { output: '21 f in Paris' },
            },
          },
        ],
      });
      // What the client rewrote in the declarations it was given stays out of ours.
      expect(geminiTools.functionDeclarations()).toEqual(offered);
    });
  }
});
