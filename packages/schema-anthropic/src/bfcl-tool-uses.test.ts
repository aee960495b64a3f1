import type { FunctionCallRecord } from '@ai-toolbox/core';
import { describe, expect, it } from 'vitest';
import {
  type BfclEntry,
  createBfclManager,
  docsOf,
  expectedCalls,
  fits,
  loadBfcl,
} from '../../../fixtures/bfcl/bfcl.js';
import { createAnthropicTools } from './anthropic-tools.js';

const { entries } = loadBfcl();

async function runEntry(entry: BfclEntry) {
  const docs = docsOf(entry);
  const manager = createBfclManager(docs);
  const anthropicTools = createAnthropicTools({ manager });
  const names = anthropicTools.names();
  const calls = expectedCalls(entry);
  const content = [
    { type: 'text', text: 'Calling the tools.' },
    ...calls.map((call, index) => ({
      type: 'tool_use',
      id: `toolu_${entry.id}_${index}`,
      name: names.toProvider(call.displayName) ?? call.functionName,
      input: call.args,
      caller: { type: 'direct' },
    })),
  ];
  const { message, records } = await anthropicTools.runToolUses({
    id: `msg_${entry.id}`,
    type: 'message',
    role: 'assistant',
    content,
    stop_reason: 'tool_use',
  });
  expect(message?.content.map((block) => block.tool_use_id)).toEqual(
    content.slice(1).map((block) => (block as { id: string }).id),
  );
  return calls.map((call, index) => ({
    call,
    record: records[index] as FunctionCallRecord,
    block: message?.content[index],
  }));
}

describe('every BFCL expected call, sent as a tool_use block', () => {
  it('runs through the pipeline and arrives with the declared types', async () => {
    let ran = 0;
    const refused: string[] = [];
    let total = 0;
    for (const entry of entries) {
      for (const { call, record, block } of await runEntry(entry)) {
        total += 1;
        const where = `${entry.id} ${call.functionName}`;
        if (record.ok) {
          ran += 1;
          // The function returned what it received: the arguments as they arrived.
          expect(record.value, where).toBe(record.params);
          expect(fits(record.params, call.properties), where).toBeUndefined();
          expect(block?.is_error, where).toBeUndefined();
        } else {
          // Only a call whose expected arguments break the doc may be refused, and it says so.
          const reason = fits(call.args, call.properties);
          expect(reason, `${where}: ${record.result}`).toBeDefined();
          expect(block?.is_error, where).toBe(true);
          expect(block?.content.startsWith('Error: '), where).toBe(true);
          refused.push(`${where}: ${reason}`);
        }
      }
    }
    expect(total).toBe(3202);
    expect(ran + refused.length).toBe(total);
    // At the time of writing 3,176 ran and 26 were refused, as for schema-openai: each refused
    // answer breaks its own doc (a JavaScript variable name where an array or object is due, a
    // value outside the enum, an unknown param, a required one left out).
    expect(ran).toBeGreaterThan(total * 0.99);
  }, 120_000);
});
