import { createToolManager, defineToolbox } from '@ai-toolbox/core';
import { countStringWork } from '@ai-toolbox/core/test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAnthropicTools } from './anthropic-tools.js';
import { assembleToolInput } from './tool-input-reader.js';
import { createToolUseStream } from './tool-use-stream.js';

/** The events of a streamed message, its tool inputs cut into fragments of `size`. */
function streamEvents(
  blocks: ReadonlyArray<{ id: string; name: string; json: string } | { text: string }>,
  size: number,
  stopReason = 'tool_use',
  { end = true } = {},
): unknown[] {
  const events: unknown[] = [
    {
      type: 'message_start',
      message: { id: 'msg_1', type: 'message', role: 'assistant', content: [] },
    },
  ];
  blocks.forEach((block, index) => {
    if ('text' in block) {
      events.push({
        type: 'content_block_start',
        index,
        content_block: { type: 'text', text: '' },
      });
      events.push({
        type: 'content_block_delta',
        index,
        delta: { type: 'text_delta', text: block.text },
      });
    } else {
      events.push({
        type: 'content_block_start',
        index,
        content_block: { type: 'tool_use', id: block.id, name: block.name, input: {} },
      });
      events.push({
        type: 'content_block_delta',
        index,
        delta: { type: 'input_json_delta', partial_json: '' },
      });
      for (let at = 0; at < block.json.length; at += size) {
        events.push({
          type: 'content_block_delta',
          index,
          delta: { type: 'input_json_delta', partial_json: block.json.slice(at, at + size) },
        });
      }
    }
    if (end) events.push({ type: 'content_block_stop', index });
  });
  if (end) {
    events.push({
      type: 'message_delta',
      delta: { stop_reason: stopReason, stop_sequence: null },
      usage: { output_tokens: 10 },
    });
    events.push({ type: 'message_stop' });
  }
  return events;
}

function assemble(events: readonly unknown[]) {
  const stream = createToolUseStream();
  for (const event of events) stream.push(event);
  return stream;
}

const weather = defineToolbox({
  name: 'weather',
  functions: {
    get_temp: {
      description: 'Temperature',
      params: {
        city: { type: 'string', isRequired: true, description: 'City' },
        days: { type: 'array', isRequired: false, description: 'Days', items: { type: 'integer' } },
      },
      run: (args) => args,
    },
  },
});

describe('createToolUseStream', () => {
  const json = '{"city": "S\\u00e3o Paulo", "days": [1, 2, 3]}';

  it('assembles each tool_use block’s input, the same for every chunking', () => {
    for (const size of [1, 2, 3, 7, 16, 1000]) {
      const stream = assemble(
        streamEvents(
          [
            { text: 'Let me check.' },
            { id: 'toolu_1', name: 'weather__get_temp', json },
            { id: 'toolu_2', name: 'x', json: '' },
          ],
          size,
        ),
      );
      const uses = stream.toolUses();
      expect(uses).toEqual([
        {
          type: 'tool_use',
          id: 'toolu_1',
          name: 'weather__get_temp',
          input: { city: 'São Paulo', days: [1, 2, 3] },
        },
        { type: 'tool_use', id: 'toolu_2', name: 'x', input: {} },
      ]);
      expect(stream.assemblyOf(uses[0] as (typeof uses)[number])).toEqual({
        input: uses[0]?.input,
        repairs: [],
        cutOff: false,
      });
      expect(stream.stopReason).toBe('tool_use');
    }
  });

  it('closes input cut off at max_tokens with the kit’s repairs and reports them', () => {
    const stream = assemble(
      streamEvents(
        [{ id: 'toolu_1', name: 'weather__get_temp', json: '{"city": "Par' }],
        4,
        'max_tokens',
      ),
    );
    const [use] = stream.toolUses();
    expect(use?.input).toEqual({ city: 'Par' });
    const assembly = use === undefined ? undefined : stream.assemblyOf(use);
    expect(assembly?.cutOff).toBe(true);
    expect(assembly?.repairs.map((repair) => repair.code)).toEqual([
      'missing-closing-quote',
      'missing-closing-bracket',
    ]);
    expect(stream.stopReason).toBe('max_tokens');
  });

  it('closes blocks a stream left open, as cut off', () => {
    const stream = assemble(
      streamEvents(
        [{ id: 'toolu_1', name: 'weather__get_temp', json: '{"city": "Rome", "days": [1' }],
        5,
        'tool_use',
        { end: false },
      ),
    );
    const [use] = stream.toolUses();
    expect(use?.input).toEqual({ city: 'Rome', days: [1] });
    expect(use === undefined ? undefined : stream.assemblyOf(use)?.cutOff).toBe(true);
  });

  it('repairs what fine-grained streaming breaks and says what could not be read', () => {
    const repaired = assembleToolInput(["{'city': 'Rome',}"]);
    expect(repaired.input).toEqual({ city: 'Rome' });
    expect(repaired.cutOff).toBe(false);
    expect(repaired.repairs.map((repair) => repair.code)).toEqual([
      'single-quoted-string',
      'trailing-comma',
    ]);
    expect(assembleToolInput(['{"city": Rome}']).problem).toMatch(/not readable JSON/);
    expect(assembleToolInput(['[1, 2]']).problem).toBe(
      'the streamed arguments are not a JSON object',
    );
    expect(
      assembleToolInput(['{"a": "', 'x'.repeat(50)], { maxArgumentsLength: 20 }).problem,
    ).toMatch(/longer than the limit of 20/);
    expect(assembleToolInput(['{"a": [[[[1]]]]}'], { maxArgumentsDepth: 3 }).problem).toMatch(
      /not readable JSON/,
    );
  });

  it('starts over at a new message and ignores events it does not know', () => {
    const stream = createToolUseStream();
    for (const event of streamEvents([{ id: 'toolu_1', name: 'a', json: '{}' }], 2))
      stream.push(event);
    for (const junk of [
      null,
      5,
      'x',
      { type: 'content_block_delta' },
      { type: 'content_block_delta', index: 9, delta: {} },
    ]) {
      stream.push(junk);
    }
    expect(stream.toolUses()).toHaveLength(1);
    for (const event of streamEvents([{ id: 'toolu_9', name: 'b', json: '{"k": 1}' }], 2))
      stream.push(event);
    expect(stream.toolUses().map((use) => use.id)).toEqual(['toolu_9']);
  });

  it('does work linear in the streamed text, in 16-character fragments as in one', () => {
    const input = (count: number) =>
      `{"city": "Paris", "days": [${Array.from({ length: count }, (_, index) => index).join(', ')}]}`;
    const work = (count: number, size: number) =>
      countStringWork(() => {
        assemble(streamEvents([{ id: 'toolu_1', name: 'a', json: input(count) }], size)).toolUses();
      });
    const small = work(500, 16);
    const large = work(4000, 16);
    expect(large / small).toBeLessThan(12);
    expect(work(4000, 16) / work(4000, 100_000)).toBeLessThan(3);
  });

  it('never throws, whatever is streamed', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.anything(),
            fc.record({
              type: fc.constantFrom(
                'content_block_start',
                'content_block_delta',
                'content_block_stop',
              ),
              index: fc.nat(3),
              delta: fc.record({
                type: fc.constant('input_json_delta'),
                partial_json: fc.string(),
              }),
              content_block: fc.record({
                type: fc.constant('tool_use'),
                id: fc.string(),
                name: fc.string(),
                input: fc.anything(),
              }),
            }),
          ),
        ),
        (events) => {
          const stream = createToolUseStream();
          for (const event of events) stream.push(event);
          for (const use of stream.toolUses()) expect(typeof use.input).toBe('object');
        },
      ),
    );
  });
});

describe('runToolUses with streamed tool uses', () => {
  function setup(cutOffToolUses?: 'refuse' | 'run') {
    const manager = createToolManager({ toolboxes: [weather] });
    return createAnthropicTools(
      cutOffToolUses === undefined ? { manager } : { manager, cutOffToolUses },
    );
  }

  it('refuses a cut-off call by default, with its repaired input on the record', async () => {
    const stream = assemble(
      streamEvents(
        [
          { id: 'toolu_1', name: 'weather__get_temp', json: '{"city": "Oslo"}' },
          { id: 'toolu_2', name: 'weather__get_temp', json: '{"city": "Ber' },
        ],
        3,
        'max_tokens',
      ),
    );
    const { message, records } = await setup().runToolUses(stream.toolUses());
    expect(message?.content.map((block) => block.is_error ?? false)).toEqual([false, true]);
    expect(message?.content[1]?.content).toContain('cut off');
    expect(records[1]?.params).toEqual({ city: 'Ber' });
    expect(records[1]?.repairs.map((repair) => repair.code)).toEqual([
      'missing-closing-quote',
      'missing-closing-bracket',
    ]);
  });

  it('runs the repaired input of a cut-off call when asked, repairs on the record', async () => {
    const stream = assemble(
      streamEvents(
        [{ id: 'toolu_1', name: 'weather__get_temp', json: '{"city": "Oslo", "days": [1, 2' }],
        3,
        'max_tokens',
      ),
    );
    const { message, records } = await setup('run').runToolUses({
      role: 'assistant',
      content: stream.toolUses(),
    });
    expect(message?.content[0]?.is_error).toBeUndefined();
    expect(records[0]?.params).toEqual({ city: 'Oslo', days: [1, 2] });
    expect(records[0]?.repairs.map((repair) => repair.code)).toEqual(['missing-closing-bracket']);
  });

  it('answers unreadable streamed input with an error naming the problem', async () => {
    const stream = assemble(
      streamEvents([{ id: 'toolu_1', name: 'weather__get_temp', json: '{"city": Oslo}' }], 3),
    );
    const { message } = await setup().runToolUses(stream.toolUses());
    expect(message?.content[0]?.is_error).toBe(true);
    expect(message?.content[0]?.content).toContain('not readable JSON');
    // What to send instead is the tool's own input, not an example from another tool.
    expect(message?.content[0]?.content).toMatch(
      /Send the tool's arguments again as one JSON object/,
    );
    expect(message?.content[0]?.content).not.toContain('Paris');
  });

  it('reports the repairs of input that was broken but complete, and runs it', async () => {
    const stream = assemble(
      streamEvents([{ id: 'toolu_1', name: 'weather__get_temp', json: "{'city': 'Oslo'}" }], 3),
    );
    const { records } = await setup().runToolUses(stream.toolUses());
    expect(records[0]?.ok).toBe(true);
    expect(records[0]?.repairs.map((repair) => repair.code)).toEqual(['single-quoted-string']);
  });
});
