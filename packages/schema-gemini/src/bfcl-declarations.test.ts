import { readFileSync } from 'node:fs';
import { interfaceToJsonSchema, toolNameProblem } from '@ai-toolbox/core/kit';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import {
  BFCL_ROOT_TOOLBOX,
  type BfclFunction,
  createBfclManager,
  docsOf,
  loadBfcl,
  splitBfclName,
  toInterface,
} from '../../../fixtures/bfcl/bfcl.js';
import { reportSections } from './__fixtures__/bfcl-lossiness.js';
import { GEMINI_FUNCTION_NAME_RULE } from './gemini-function-name-rule.js';
import { findGeminiSchemaViolations } from './gemini-schema-violations.js';
import { createGeminiTools } from './gemini-tools.js';

const { functions, entries, apiClasses } = loadBfcl();
// Ajv's own strict mode refuses unknown keywords and malformed schemas outright.
const ajv = new Ajv({ strict: true, allowUnionTypes: true });

function toolsOf(docs: readonly BfclFunction[], schema?: 'openapi' | 'json-schema') {
  const manager = createBfclManager(docs);
  return createGeminiTools(schema === undefined ? { manager } : { manager, schema });
}

describe('BFCL function docs as Gemini function declarations', () => {
  it('converts every doc into Gemini’s OpenAPI subset, every declared argument kept, in order', () => {
    let withParameters = 0;
    for (const doc of functions) {
      const [declaration] = toolsOf([doc]).functionDeclarations();
      const declared = Object.keys(doc.parameters.properties);
      if (declared.length === 0) {
        expect(declaration?.parameters, doc.name).toBeUndefined();
        continue;
      }
      withParameters += 1;
      const parameters = declaration?.parameters;
      expect(findGeminiSchemaViolations(parameters), doc.name).toEqual([]);
      expect(Object.keys(parameters?.properties ?? {})).toEqual(declared);
      expect(parameters?.required).toEqual(
        declared.filter((name) => (doc.parameters.required ?? []).includes(name)),
      );
      if (declared.length > 1) expect(parameters?.propertyOrdering).toEqual(declared);
    }
    expect(withParameters).toBeGreaterThan(2500);
  }, 60_000);

  it('converts every doc as parametersJsonSchema, core’s JSON Schema unchanged and valid for ajv', () => {
    for (const doc of functions) {
      const [declaration] = toolsOf([doc], 'json-schema').functionDeclarations();
      expect(declaration?.parametersJsonSchema).toEqual(interfaceToJsonSchema(toInterface(doc)));
      if (!ajv.validateSchema(declaration?.parametersJsonSchema ?? {})) {
        throw new Error(`${doc.name}: ${ajv.errorsText(ajv.errors)}`);
      }
    }
  }, 60_000);

  it('gives every entry’s and API class’s docs legal names that map back', () => {
    const sets = [
      ...entries.map((entry) => docsOf(entry)),
      ...apiClasses.map((apiClass) =>
        apiClass.functions.map((index) => functions[index] as BfclFunction),
      ),
    ];
    let dotted = 0;
    for (const docs of sets) {
      const geminiTools = toolsOf(docs);
      const displayNames = new Set(
        docs.map((doc) => {
          const { toolbox, functionName } = splitBfclName(doc.name);
          return toolbox === BFCL_ROOT_TOOLBOX ? functionName : doc.name;
        }),
      );
      for (const declaration of geminiTools.functionDeclarations()) {
        expect(toolNameProblem(declaration.name, GEMINI_FUNCTION_NAME_RULE)).toBeUndefined();
        const name = geminiTools.names().fromProvider(declaration.name) ?? '';
        expect(displayNames.has(name)).toBe(true);
        // Dots are legal in Gemini's names, so dotted names reach the model as they are.
        if (name.includes('.')) {
          dotted += 1;
          expect(declaration.name).toBe(name);
        }
      }
    }
    expect(dotted).toBeGreaterThan(1000);
  }, 60_000);

  it('shows in the README the lossiness report it computes', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    // Cells compared without their padding, which the formatter changes.
    const normalize = (table: string | undefined) =>
      (table ?? '')
        .trim()
        .split('\n')
        .map((line) =>
          line.startsWith('|')
            ? line
                .split('|')
                .map((cell) => (/^\s*-+\s*$/.test(cell) ? '---' : cell.trim()))
                .join('|')
            : line.trim(),
        )
        .join('\n');
    const section = (name: string) =>
      normalize(readme.split(`<!-- ${name}:start -->`)[1]?.split(`<!-- ${name}:end -->`)[0]);
    const { manager, raw } = reportSections();
    // Rebuild the tables with `pnpm exec tsx scripts/bfcl-lossiness.ts --write`.
    expect(section('lossiness-manager')).toBe(normalize(manager));
    expect(section('lossiness-raw')).toBe(normalize(raw));
  }, 60_000);
});
