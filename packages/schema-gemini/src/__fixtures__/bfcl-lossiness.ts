/**
 * Test support: the lossiness report over every BFCL function doc, the table the README shows,
 * computed two ways: through the tool manager (what `createGeminiTools` declares for BFCL's docs
 * read as core interfaces), and BFCL's raw parameter schemas (only their Python type names
 * read as JSON Schema's) through `toGeminiSchema`.
 */
import { createToolManager, type ToolFunction } from '@ai-toolbox/core';
import {
  type BfclFunction,
  type BfclParam,
  loadBfcl,
  toToolboxes,
} from '../../../../fixtures/bfcl/bfcl.js';
import type { GeminiLossiness } from '../gemini-lossiness.js';
import { createGeminiTools } from '../gemini-tools.js';
import { toGeminiSchema } from '../to-gemini-schema.js';

/** One row of the report. */
export interface LossinessRow {
  readonly keyword: string;
  readonly change: 'lowered' | 'dropped';
  readonly detail: string;
  /** How many times it happened. */
  readonly count: number;
  /** In how many docs. */
  readonly docs: number;
}

/** A report: its rows, most frequent first, and how many docs had any. */
export interface LossinessReport {
  readonly docs: number;
  readonly docsWithAny: number;
  readonly rows: readonly LossinessRow[];
}

const echo: ToolFunction = (args) => args;

function tally(perDoc: ReadonlyArray<readonly GeminiLossiness[]>): LossinessReport {
  const rows = new Map<
    string,
    { keyword: string; change: 'lowered' | 'dropped'; detail: string; count: number; docs: number }
  >();
  for (const entries of perDoc) {
    const seen = new Set<string>();
    for (const entry of entries) {
      const key = `${entry.keyword}\u0000${entry.change}\u0000${entry.detail}`;
      let row = rows.get(key);
      if (row === undefined) {
        row = {
          keyword: entry.keyword,
          change: entry.change,
          detail: entry.detail,
          count: 0,
          docs: 0,
        };
        rows.set(key, row);
      }
      row.count += 1;
      if (!seen.has(key)) {
        seen.add(key);
        row.docs += 1;
      }
    }
  }
  return {
    docs: perDoc.length,
    docsWithAny: perDoc.filter((entries) => entries.length > 0).length,
    rows: [...rows.values()].sort(
      (a, b) =>
        b.count - a.count || a.keyword.localeCompare(b.keyword) || a.detail.localeCompare(b.detail),
    ),
  };
}

/** What `createGeminiTools` reports for each BFCL doc, one doc at a time. */
export function managerLossiness(
  docs: readonly BfclFunction[] = loadBfcl().functions,
): LossinessReport {
  return tally(
    docs.map((doc) => {
      const manager = createToolManager({
        controlFunctions: false,
        toolboxes: toToolboxes([doc], echo),
      });
      return createGeminiTools({ manager }).lossiness();
    }),
  );
}

const RAW_TYPES: Readonly<Record<string, string | undefined>> = {
  dict: 'object',
  HashMap: 'object',
  float: 'number',
  tuple: 'array',
  String: 'string',
  Boolean: 'boolean',
  any: undefined,
  '': undefined,
};

/** A BFCL parameter as JSON Schema: its Python type names read as JSON Schema's, nothing else. */
function rawSchema(param: BfclParam): Record<string, unknown> {
  const schema: Record<string, unknown> = { ...param };
  if (Object.hasOwn(RAW_TYPES, param.type)) {
    const type = RAW_TYPES[param.type];
    if (type === undefined) delete schema.type;
    else schema.type = type;
  }
  if (param.items !== undefined) schema.items = rawSchema(param.items);
  if (param.properties !== undefined) {
    schema.properties = Object.fromEntries(
      Object.entries(param.properties).map(([name, nested]) => [name, rawSchema(nested)]),
    );
  }
  return schema;
}

/** BFCL's raw parameter schemas through `toGeminiSchema`. */
export function rawLossiness(
  docs: readonly BfclFunction[] = loadBfcl().functions,
): LossinessReport {
  return tally(
    docs.map((doc) => {
      const parameters = rawSchema({ ...doc.parameters, properties: doc.parameters.properties });
      return toGeminiSchema({ ...parameters, type: 'object' }).lossiness;
    }),
  );
}

/** A report as the README's markdown table. */
export function reportTable(report: LossinessReport): string {
  const lines = [
    `${report.docsWithAny} of ${report.docs} docs had something lowered or dropped.`,
    '',
    '| keyword | change | what was done | times | docs |',
    '| --- | --- | --- | --- | --- |',
    ...report.rows.map(
      (row) =>
        `| \`${row.keyword}\` | ${row.change} | ${row.detail} | ${row.count} | ${row.docs} |`,
    ),
  ];
  return lines.join('\n');
}

/** The README's two report sections, between their markers. */
export function reportSections(): { manager: string; raw: string } {
  return { manager: reportTable(managerLossiness()), raw: reportTable(rawLossiness()) };
}
