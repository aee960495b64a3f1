import { describe, expect, it } from 'vitest';
import { tagTranslator } from './__fixtures__/tag-translator.js';
import type { PromptV3, ToolResultOutputV3 } from './ai-sdk-types.js';
import { renderTextPrompt } from './render-text-prompt.js';
import { toToolInterfaces } from './tool-interfaces.js';

const tools = toToolInterfaces(
  [
    { type: 'function', name: 'weather__get_temp', inputSchema: { type: 'object' } },
    { type: 'function', name: 'lookup', inputSchema: { type: 'object' } },
  ],
  'tools',
  '__',
);

const outputs: ToolResultOutputV3[] = [
  { type: 'text', value: '21' },
  { type: 'json', value: { temp: 21 } },
  { type: 'error-text', value: 'no such city' },
  { type: 'error-json', value: { reason: 'down' } },
  { type: 'execution-denied', reason: 'not allowed' },
  {
    type: 'content',
    value: [
      { type: 'text', text: 'see' },
      { type: 'image-url', url: 'x' },
    ],
  },
];

describe('renderTextPrompt', () => {
  it('writes native calls from earlier steps as results in the translator’s format', () => {
    const prompt: PromptV3 = [
      { role: 'user', content: [{ type: 'text', text: 'Weather?' }] },
      {
        role: 'assistant',
        content: [
          { type: 'text', text: 'Checking.' },
          ...outputs.map((_, index) => ({
            type: 'tool-call' as const,
            toolCallId: `c${index}`,
            toolName: index % 2 === 0 ? 'weather__get_temp' : 'lookup',
            input: { city: 'Paris' },
          })),
        ],
      },
      {
        role: 'tool',
        content: outputs.map((output, index) => ({
          type: 'tool-result' as const,
          toolCallId: `c${index}`,
          toolName: index % 2 === 0 ? 'weather__get_temp' : 'lookup',
          output,
        })),
      },
    ];
    const rendered = renderTextPrompt(prompt, 'Use the tools.', tagTranslator, tools, '__');
    expect(rendered[0]).toEqual({ role: 'system', content: 'Use the tools.' });
    // A call made natively has no text of the model's: the assistant keeps its own words.
    expect(rendered[2]).toEqual({
      role: 'assistant',
      content: [{ type: 'text', text: 'Checking.' }],
    });
    expect(rendered[3]).toEqual({
      role: 'user',
      content: [
        {
          type: 'text',
          text: [
            '<tool_response>weather.get_temp: 21</tool_response>',
            '<tool_response>tools.lookup: {"temp":21}</tool_response>',
            '<tool_response>weather.get_temp: Error: no such city</tool_response>',
            '<tool_response>tools.lookup: Error: {"reason":"down"}</tool_response>',
            '<tool_response>weather.get_temp: Error: The call was denied: not allowed</tool_response>',
            '<tool_response>tools.lookup: see\n[image-url]</tool_response>',
          ].join('\n'),
        },
      ],
    });
  });

  it('puts a call made from text back as the model wrote it, and its reason for an unreadable one', () => {
    const raw = '<tool_call>{"name": "weather.get_temp"';
    const prompt: PromptV3 = [
      { role: 'system', content: 'Be brief.' },
      {
        role: 'assistant',
        content: [
          { type: 'text', text: 'One ' },
          {
            type: 'tool-call',
            toolCallId: 'c1',
            toolName: 'weather__get_temp',
            input: {},
            providerOptions: {
              aiToolbox: { raw, name: '', error: { code: 'truncated-call', message: 'Cut off.' } },
            },
          },
          { type: 'text', text: ' two' },
        ],
      },
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: 'c1',
            toolName: 'weather__get_temp',
            output: { type: 'error-json', value: 'Invalid input for tool' },
          },
        ],
      },
    ];
    const rendered = renderTextPrompt(prompt, 'Use the tools.', tagTranslator, tools, '__');
    expect(rendered).toEqual([
      { role: 'system', content: 'Be brief.\n\nUse the tools.' },
      { role: 'assistant', content: [{ type: 'text', text: `One ${raw} two` }] },
      {
        role: 'user',
        content: [{ type: 'text', text: '<tool_response>: Error: Cut off.</tool_response>' }],
      },
    ]);
  });
});

describe('toToolInterfaces', () => {
  it('reads the separator as a toolbox, other names as root functions, JSON Schema as params', () => {
    const read = toToolInterfaces(
      [
        {
          type: 'function',
          name: 'weather__get_temp',
          description: 'Temperature',
          inputSchema: {
            type: 'object',
            properties: {
              city: { type: 'string', description: 'City' },
              days: { type: ['integer', 'null'], default: 1 },
              tags: { type: 'array', items: { type: 'string' } },
              unit: { anyOf: [{ const: 'c' }, { const: 'f' }] },
              anything: {},
            },
            required: ['city'],
          },
        },
        { type: 'function', name: 'getTime', inputSchema: { type: 'object' } },
        { type: 'function', name: 'tools__getTime', inputSchema: { type: 'object' } },
      ],
      'tools',
      '__',
    );
    expect(read.interfaces.map((i) => `${i.domain}.${i.name}`)).toEqual([
      'weather.get_temp',
      'tools.getTime',
      'tools.tools__getTime',
    ]);
    expect(read.interfaces[0]?.params).toEqual({
      city: { type: 'string', isRequired: true, description: 'City' },
      days: { type: 'integer', isRequired: false, description: '', default: 1 },
      tags: { type: 'array', isRequired: false, description: '', items: { type: 'string' } },
      unit: { type: 'string', isRequired: false, description: '' },
      anything: { type: 'object', isRequired: false, description: '' },
    });
    expect(read.toolNameOf.get(read.interfaces[2] as never)).toBe('tools__getTime');
  });
});
