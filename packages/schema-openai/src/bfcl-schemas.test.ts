import {
  createToolNameMap,
  encodeToolName,
  interfaceProperties,
  toolNameProblem,
} from '@ai-toolbox/core/kit';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import {
  loadBfcl,
  splitBfclName,
  toFunctionParams,
  toInterface,
} from '../../../fixtures/bfcl/bfcl.js';
import { chatCompletionToolsOf, convertInterfaces, responsesToolsOf } from './interface-tools.js';
import { renderParameters } from './render-json-schema.js';
import { findStrictModeViolations } from './strict-mode-violations.js';
import { createToolRegistry } from './tool-registry.js';

const { functions, entries } = loadBfcl();
// Ajv's own strict mode refuses unknown keywords and malformed schemas outright.
const ajv = new Ajv({ strict: true, allowUnionTypes: true });

function checkSchema(schema: object, where: string): void {
  if (!ajv.validateSchema(schema)) {
    throw new Error(`${where}: ${ajv.errorsText(ajv.errors)}`);
  }
}

describe('BFCL single-turn function docs', () => {
  it('holds every function of the nine single-turn categories and the multi-turn API classes', () => {
    expect(functions).toHaveLength(2619);
    expect(new Set(entries.flatMap((entry) => entry.functions)).size).toBe(2457);
    expect(entries).toHaveLength(2401);
    expect(new Set(entries.map((entry) => entry.category)).size).toBe(9);
  });

  it('every function converts, strict and not, to a schema ajv accepts as JSON Schema', () => {
    for (const doc of functions) {
      for (const strict of [false, true]) {
        const schema = renderParameters(interfaceProperties(toInterface(doc)), { strict });
        checkSchema(schema, `${doc.name} (strict ${strict})`);
        expect(Array.isArray(schema.required)).toBe(true);
        expect(Object.keys(schema.properties)).toEqual(Object.keys(doc.parameters.properties));
      }
    }
  }, 60_000);

  it('ajv in its own strict mode compiles a spread sample of them', () => {
    // Compiling generates code per schema (a few ms each), so every 10th doc stands for all.
    for (let index = 0; index < functions.length; index += 10) {
      const doc = functions[index] as (typeof functions)[number];
      for (const strict of [false, true]) {
        const schema = renderParameters(interfaceProperties(toInterface(doc)), { strict });
        expect(() => ajv.compile(schema), doc.name).not.toThrow();
      }
    }
  }, 30_000);

  it('every strict schema obeys the strict-mode rules; no non-strict one needs to', () => {
    let nonStrictBreaking = 0;
    for (const doc of functions) {
      const properties = interfaceProperties(toInterface(doc));
      expect(findStrictModeViolations(renderParameters(properties, { strict: true }))).toEqual([]);
      if (findStrictModeViolations(renderParameters(properties, { strict: false })).length > 0) {
        nonStrictBreaking += 1;
      }
    }
    // The check can fail: almost every doc has optional params, which non-strict leaves optional.
    expect(nonStrictBreaking).toBeGreaterThan(functions.length / 2);
  }, 60_000);

  it('keeps the required params of every doc, in order, and only them', () => {
    for (const doc of functions) {
      const schema = renderParameters(interfaceProperties(toInterface(doc)), { strict: false });
      const declared = Object.keys(doc.parameters.properties);
      const required = new Set(doc.parameters.required ?? []);
      expect(schema.required).toEqual(declared.filter((name) => required.has(name)));
    }
  }, 60_000);

  it('every function converts through the registry too, to the same schema', () => {
    let withNullDefault = 0;
    for (const doc of functions) {
      const registry = createToolRegistry();
      const name = encodeToolName(doc.name);
      // Python's None defaults as written: the registry reads them as no default.
      const params = toFunctionParams(doc, { keepNullDefaults: true });
      if (JSON.stringify(params).includes('"default":null')) withNullDefault += 1;
      registry.add(name, doc.description, params, (args) => args);
      for (const strict of [false, true]) {
        const [tool] = registry.build({ strict });
        const expected = renderParameters(interfaceProperties(toInterface(doc)), { strict });
        expect(tool?.function.parameters).toEqual(expected);
      }
    }
    expect(withNullDefault).toBeGreaterThan(80);
  }, 60_000);

  it('every dotted name maps to a legal tool name and back', () => {
    const dotted = [...new Set(functions.map((doc) => doc.name))].filter((name) =>
      name.includes('.'),
    );
    expect(dotted.length).toBeGreaterThan(300);
    const names = createToolNameMap(dotted);
    for (const name of dotted) {
      const provider = names.toProvider(name) as string;
      expect(toolNameProblem(provider)).toBeUndefined();
      expect(names.fromProvider(provider)).toBe(name);
    }
  }, 60_000);

  it('every entry converts as a set of toolbox functions: legal, distinct names that map back', () => {
    for (const entry of entries) {
      const docs = entry.functions.map((index) => functions[index] as (typeof functions)[number]);
      const interfaces = docs.map(toInterface);
      for (const strict of [false, true]) {
        const toolSet = convertInterfaces(interfaces, { strict, rootToolbox: 'bfcl' });
        const chat = chatCompletionToolsOf(toolSet);
        const responses = responsesToolsOf(toolSet);
        expect(chat.map((tool) => tool.function.name)).toEqual(responses.map((tool) => tool.name));
        for (const [index, tool] of chat.entries()) {
          const doc = docs[index] as (typeof docs)[number];
          expect(toolNameProblem(tool.function.name)).toBeUndefined();
          const { toolbox, functionName } = splitBfclName(doc.name);
          expect(toolSet.names.fromProvider(tool.function.name)).toBe(
            toolbox === 'bfcl' ? functionName : doc.name,
          );
          expect(toolSet.byProviderName.get(tool.function.name)?.functionName).toBe(
            `${toolbox}.${functionName}`,
          );
          if (strict) expect(findStrictModeViolations(tool.function.parameters)).toEqual([]);
        }
      }
    }
  }, 60_000);
});
