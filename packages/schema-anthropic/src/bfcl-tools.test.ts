import { interfaceToJsonSchema, toolNameProblem } from '@ai-toolbox/core/kit';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import {
  BFCL_ROOT_TOOLBOX,
  createBfclManager,
  docsOf,
  loadBfcl,
  splitBfclName,
  toInterface,
} from '../../../fixtures/bfcl/bfcl.js';
import { createAnthropicTools } from './anthropic-tools.js';

const { functions, entries, apiClasses } = loadBfcl();
// Ajv's own strict mode refuses unknown keywords and malformed schemas outright.
const ajv = new Ajv({ strict: true, allowUnionTypes: true });

function toolsOf(docs: ReturnType<typeof docsOf>) {
  return createAnthropicTools({ manager: createBfclManager(docs) });
}

describe('BFCL function docs as Claude tools', () => {
  it('holds every single-turn and multi-turn doc', () => {
    expect(functions).toHaveLength(2619);
    expect(entries).toHaveLength(2401);
    expect(apiClasses.flatMap((apiClass) => apiClass.functions).length).toBeGreaterThan(150);
  });

  it('converts every doc, each input_schema core’s JSON Schema and valid for ajv', () => {
    for (const doc of functions) {
      const [tool] = toolsOf([doc]).tools();
      expect(tool?.input_schema, doc.name).toEqual(interfaceToJsonSchema(toInterface(doc)));
      expect(Object.keys(tool?.input_schema.properties ?? {})).toEqual(
        Object.keys(doc.parameters.properties),
      );
      if (!ajv.validateSchema(tool?.input_schema ?? {})) {
        throw new Error(`${doc.name}: ${ajv.errorsText(ajv.errors)}`);
      }
    }
  }, 60_000);

  it('converts every entry’s docs and every API class as one tool set: legal names that map back', () => {
    const sets = [
      ...entries.map((entry) => docsOf(entry)),
      ...apiClasses.map((apiClass) =>
        apiClass.functions.map((index) => functions[index] as (typeof functions)[number]),
      ),
    ];
    for (const docs of sets) {
      const anthropicTools = toolsOf(docs);
      const tools = anthropicTools.tools();
      expect(tools).toHaveLength(new Set(docs.map((doc) => doc.name)).size);
      // The root toolbox's functions are offered under their bare name, the others by path.
      const displayNames = new Set(
        docs.map((doc) => {
          const { toolbox, functionName } = splitBfclName(doc.name);
          return toolbox === BFCL_ROOT_TOOLBOX ? functionName : doc.name;
        }),
      );
      for (const tool of tools) {
        expect(toolNameProblem(tool.name)).toBeUndefined();
        expect(displayNames.has(anthropicTools.names().fromProvider(tool.name) ?? '')).toBe(true);
      }
    }
  }, 60_000);
});
