import type { FunctionCallRecord } from '@ai-toolbox/core';
import { isFreeForm, isRecord, type PropertySchema, type ValueSchema } from '@ai-toolbox/core/kit';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import {
  type BfclEntry,
  createBfclManager,
  docsOf,
  expectedCalls,
  fits,
  loadBfcl,
} from '../../../fixtures/bfcl/bfcl.js';
import { createOpenAITools } from './openai-tools.js';
import { renderParameters } from './render-json-schema.js';

const { entries } = loadBfcl();

/**
 * The arguments as a model writes them under strict mode: every optional property it leaves
 * out is `null`, and objects or arrays without declared shape are JSON text.
 */
function toStrictArguments(
  args: Readonly<Record<string, unknown>>,
  properties: readonly PropertySchema[],
): Record<string, unknown> {
  const encode = (schema: ValueSchema, value: unknown): unknown => {
    if (isFreeForm(schema) && typeof value === 'object' && value !== null)
      return JSON.stringify(value);
    if (schema.properties !== undefined && isRecord(value))
      return toStrictArguments(value, schema.properties);
    if (schema.items !== undefined && Array.isArray(value)) {
      const items = schema.items;
      return value.map((element) => encode(items, element));
    }
    return value;
  };
  const strict: Record<string, unknown> = { ...args };
  for (const property of properties) {
    const value = args[property.name];
    strict[property.name] =
      value === undefined && !property.required ? null : encode(property, value);
    if (strict[property.name] === undefined) delete strict[property.name];
  }
  return strict;
}

const ajv = new Ajv({ strict: true, allowUnionTypes: true });

interface Outcome {
  readonly entry: string;
  readonly name: string;
  readonly sent: Record<string, unknown>;
  readonly record: FunctionCallRecord;
  readonly properties: readonly PropertySchema[];
}

async function runEntry(entry: BfclEntry, strict: boolean): Promise<Outcome[]> {
  const openaiTools = createOpenAITools({ manager: createBfclManager(docsOf(entry)), strict });
  const names = openaiTools.names();
  const calls = expectedCalls(entry).map(
    ({ functionName, displayName, args, properties }, index) => {
      const written = strict ? toStrictArguments(args, properties) : args;
      // A spread sample of the strict arguments is checked against the strict schema itself.
      if (
        strict &&
        fits(args, properties, false, true) === undefined &&
        index === 0 &&
        entry.id.endsWith('0')
      ) {
        const validate = ajv.compile(renderParameters(properties, { strict: true }));
        expect(validate(written), `${entry.id}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      }
      return {
        functionName,
        sent: args,
        properties,
        toolCall: {
          id: `call_${index}`,
          type: 'function' as const,
          function: {
            name: names.toProvider(displayName) ?? functionName,
            arguments: JSON.stringify(written),
          },
        },
      };
    },
  );
  const { messages, records } = await openaiTools.runToolCalls({
    role: 'assistant',
    content: null,
    tool_calls: calls.map((call) => call.toolCall),
  });
  expect(messages.map((message) => message.tool_call_id)).toEqual(
    calls.map((call) => call.toolCall.id),
  );
  return calls.map((call, index) => ({
    entry: entry.id,
    name: call.functionName,
    sent: call.sent,
    record: records[index] as FunctionCallRecord,
    properties: call.properties,
  }));
}

describe('every BFCL expected call, sent as a Chat Completions tool_calls message', () => {
  for (const strict of [false, true]) {
    it(`runs through the pipeline and arrives with the declared types (strict ${strict})`, async () => {
      const outcomes: Outcome[] = [];
      for (const entry of entries) outcomes.push(...(await runEntry(entry, strict)));
      let ran = 0;
      const refused: string[] = [];
      for (const { entry, name, sent, record, properties } of outcomes) {
        if (record.ok) {
          ran += 1;
          // The function returned what it received: the arguments as they arrived.
          expect(record.value, `${entry} ${name}`).toBe(record.params);
          expect(fits(record.params, properties), `${entry} ${name}`).toBeUndefined();
        } else {
          // Only a call whose expected arguments do not fit the doc may be refused, and the
          // refusal must say which param is wrong.
          const reason = fits(sent, properties);
          expect(reason, `${entry} ${name}: ${record.result}`).toBeDefined();
          expect(record.result.startsWith('Error: '), `${entry} ${name}`).toBe(true);
          refused.push(`${entry} ${name}: ${reason}`);
        }
      }
      expect(outcomes).toHaveLength(3202);
      expect(ran + refused.length).toBe(outcomes.length);
      // At the time of writing 3,176 calls ran and 26 were refused, in both modes; each refused
      // answer breaks its own doc: a JavaScript variable name where an array or object is due,
      // a value outside the enum, an unknown param or a required one left out.
      expect(ran).toBeGreaterThan(outcomes.length * 0.99);
    }, 120_000);
  }
});
