import { createToolManager } from '@ai-toolbox/core';
import { createAnthropicTools, createToolUseStream } from '@ai-toolbox/schema-anthropic';
import { createGeminiTools, findGeminiSchemaViolations } from '@ai-toolbox/schema-gemini';
import type Anthropic from '@anthropic-ai/sdk';
import { FunctionCallingConfigMode, type GenerateContentResponse, Type } from '@google/genai';
import { describe, expect, it } from 'vitest';
import { registerDemoToolboxes } from '../src/demo-setup.js';
import { createMemoryFileToolbox } from '../src/memory-file-toolbox.js';

// Claude's and Gemini's native message shapes, as their APIs return them, run through the
// demo toolboxes by the built schema packages, imported by name.

function demoManager() {
  const manager = createToolManager();
  registerDemoToolboxes(
    manager,
    createMemoryFileToolbox({ files: { 'notes/todo.txt': 'buy milk' } }),
  );
  return manager;
}

describe('a Claude assistant message through the demo toolboxes', () => {
  it('offers the demo functions as tools and answers every tool_use with one tool_result', async () => {
    const anthropicTools = createAnthropicTools({ manager: demoManager() });
    const names = anthropicTools.tools().map((tool) => tool.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'weather__get_temp',
        'math__calculate_power',
        'file__writefile',
        'tools__get_toolboxes',
      ]),
    );
    const response = {
      id: 'msg_01',
      type: 'message',
      role: 'assistant',
      model: 'claude-sonnet-4-5',
      content: [
        { type: 'text', text: 'Let me look these up.' },
        {
          type: 'tool_use',
          id: 'toolu_01',
          name: 'weather__get_temp',
          input: { location: 'Paris' },
          caller: { type: 'direct' },
        },
        {
          type: 'tool_use',
          id: 'toolu_02',
          name: 'math__calculate_power',
          input: { base: '2', exponent: 10 },
          caller: { type: 'direct' },
        },
        {
          type: 'tool_use',
          id: 'toolu_03',
          name: 'file__writefile',
          input: { filepath: 'notes/paris.txt', content: 'Paris: 21 °C' },
          caller: { type: 'direct' },
        },
        {
          type: 'tool_use',
          id: 'toolu_04',
          name: 'file__readfile',
          input: { filepath: '../secret' },
          caller: { type: 'direct' },
        },
        {
          type: 'tool_use',
          id: 'toolu_05',
          name: 'weather__get_tmp',
          input: { location: 'Rome' },
          caller: { type: 'direct' },
        },
      ],
      stop_reason: 'tool_use',
      stop_sequence: null,
      usage: { input_tokens: 10, output_tokens: 10 },
    } as unknown as Anthropic.Messages.Message;
    const { message, records } = await anthropicTools.runToolUses(response);
    expect(message?.role).toBe('user');
    expect(message?.content.map((block) => [block.tool_use_id, block.is_error ?? false])).toEqual([
      ['toolu_01', false],
      ['toolu_02', false],
      ['toolu_03', false],
      ['toolu_04', true],
      ['toolu_05', true],
    ]);
    expect(message?.content[0]?.content).toBe('21');
    expect(message?.content[1]?.content).toBe('1024');
    expect(records[1]?.repairs.map((repair) => repair.code)).toContain('coerce-number');
    expect(message?.content[2]?.content).toContain('notes/paris.txt');
    expect(message?.content[4]?.content).toContain('Did you mean "weather__get_temp"?');
    // The answer goes back into the conversation as the SDK types it.
    const next: Anthropic.Messages.MessageParam[] = [
      { role: 'assistant', content: response.content },
      ...(message === null ? [] : [message]),
    ];
    expect(next).toHaveLength(2);
  });

  it('assembles a streamed tool_use and refuses one the stream cut off', async () => {
    const anthropicTools = createAnthropicTools({ manager: demoManager() });
    const stream = createToolUseStream();
    const json = '{"location": "Tokyo", "unit": "f"}';
    const events: unknown[] = [
      {
        type: 'message_start',
        message: { id: 'msg_02', type: 'message', role: 'assistant', content: [] },
      },
      {
        type: 'content_block_start',
        index: 0,
        content_block: { type: 'tool_use', id: 'toolu_11', name: 'weather__get_temp', input: {} },
      },
      ...Array.from({ length: Math.ceil(json.length / 5) }, (_, index) => ({
        type: 'content_block_delta',
        index: 0,
        delta: { type: 'input_json_delta', partial_json: json.slice(index * 5, index * 5 + 5) },
      })),
      { type: 'content_block_stop', index: 0 },
      {
        type: 'content_block_start',
        index: 1,
        content_block: { type: 'tool_use', id: 'toolu_12', name: 'file__writefile', input: {} },
      },
      {
        type: 'content_block_delta',
        index: 1,
        delta: {
          type: 'input_json_delta',
          partial_json: '{"filepath": "notes/a.txt", "content": "half a sen',
        },
      },
      { type: 'content_block_stop', index: 1 },
      {
        type: 'message_delta',
        delta: { stop_reason: 'max_tokens', stop_sequence: null },
        usage: { output_tokens: 100 },
      },
    ];
    for (const event of events) stream.push(event as Anthropic.Messages.RawMessageStreamEvent);
    const { message, records } = await anthropicTools.runToolUses(stream.toolUses());
    expect(message?.content.map((block) => [block.tool_use_id, block.content])).toEqual([
      ['toolu_11', '79'],
      ['toolu_12', expect.stringContaining('cut off')],
    ]);
    expect(records[1]?.ok).toBe(false);
    expect(stream.stopReason).toBe('max_tokens');
  });
});

describe('a Gemini response through the demo toolboxes', () => {
  it('declares the demo functions in the OpenAPI subset and answers every functionCall part', async () => {
    const geminiTools = createGeminiTools({
      manager: demoManager(),
      types: Type,
      modes: FunctionCallingConfigMode,
    });
    const declarations = geminiTools.functionDeclarations();
    expect(declarations.map((declaration) => declaration.name)).toEqual(
      expect.arrayContaining([
        'weather.get_temp',
        'math.calculate_power',
        'file.writefile',
        'tools.get_toolboxes',
      ]),
    );
    for (const declaration of declarations) {
      expect(findGeminiSchemaViolations(declaration.parameters ?? { type: 'OBJECT' })).toEqual([]);
    }
    expect(geminiTools.toolConfig('any', { functions: ['weather.get_temp'] })).toEqual({
      functionCallingConfig: {
        mode: FunctionCallingConfigMode.ANY,
        allowedFunctionNames: ['weather.get_temp'],
      },
    });
    const response = {
      candidates: [
        {
          content: {
            role: 'model',
            parts: [
              {
                functionCall: { id: 'c1', name: 'weather.get_temp', args: { location: 'Berlin' } },
                thoughtSignature: 'c2ln',
              },
              {
                functionCall: {
                  id: 'c2',
                  name: 'math.calculate_power',
                  args: { base: 3, exponent: 3 },
                },
              },
              {
                functionCall: {
                  id: 'c3',
                  name: 'file.readfile',
                  args: { filepath: 'notes/todo.txt' },
                },
              },
              { functionCall: { id: 'c4', name: 'weather.get_temp', args: {} } },
            ],
          },
          finishReason: 'STOP',
        },
      ],
    } as unknown as GenerateContentResponse;
    const { content, records } = await geminiTools.runFunctionCalls(response);
    expect(content?.role).toBe('user');
    expect(content?.parts).toEqual([
      { functionResponse: { name: 'weather.get_temp', id: 'c1', response: { output: '17' } } },
      { functionResponse: { name: 'math.calculate_power', id: 'c2', response: { output: '27' } } },
      { functionResponse: { name: 'file.readfile', id: 'c3', response: { output: 'buy milk' } } },
      {
        functionResponse: {
          name: 'weather.get_temp',
          id: 'c4',
          response: { error: expect.stringContaining('location') },
        },
      },
    ]);
    expect(records.map((record) => record.ok)).toEqual([true, true, true, false]);
  });

  it('declares full JSON Schema in json-schema mode and runs the same calls', async () => {
    const geminiTools = createGeminiTools({ manager: demoManager(), schema: 'json-schema' });
    const getTemp = geminiTools
      .functionDeclarations()
      .find((declaration) => declaration.name === 'weather.get_temp');
    expect(getTemp?.parametersJsonSchema?.properties.unit).toEqual({
      type: 'string',
      description: 'c (Celsius, the default) or f (Fahrenheit)',
      enum: ['c', 'f'],
    });
    const { parts } = await geminiTools.runFunctionCalls([
      { functionCall: { name: 'weather.get_temp', args: { location: 'London', unit: 'f' } } },
    ]);
    expect(parts).toEqual([
      { functionResponse: { name: 'weather.get_temp', response: { output: '59' } } },
    ]);
  });
});
