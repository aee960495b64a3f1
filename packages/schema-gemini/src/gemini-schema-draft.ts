/**
 * The state of one JSON Schema to Gemini conversion, the schema node being written (a draft and
 * the notes for its description), and the small helpers that read a node and report a loss.
 */
import type { GeminiLossiness } from './gemini-lossiness.js';
import type { GeminiSchema, GeminiTypes } from './gemini-schema.js';

/** What one conversion carries from node to node. */
export interface Context<Type extends string> {
  readonly types: GeminiTypes<Type>;
  readonly lossiness: GeminiLossiness[];
  readonly root: Readonly<Record<string, unknown>>;
  readonly maxNodes: number;
  nodes: number;
  /** The `$ref`s being inlined, innermost last: a reference to one of them is recursive. */
  readonly refs: string[];
}

/** A value as JSON text, as it is quoted in a description. */
export function text(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

/** A count keyword (`minItems`, `maxLength`, ...) as Gemini writes it, or `undefined`. */
export function count(value: unknown): string | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
    ? String(value)
    : undefined;
}

/** The path of a property `name` of the node at `path`. */
export function join(path: string, name: string): string {
  return path === '' ? name : `${path}.${name}`;
}

/** What a schema node becomes while it is written: the schema, plus notes for its description. */
export interface Draft<Type extends string> {
  readonly schema: GeminiSchema<Type>;
  readonly notes: string[];
}

/** Records one keyword lowered or dropped at `path`. */
export function report<Type extends string>(
  context: Context<Type>,
  path: string,
  keyword: string,
  change: GeminiLossiness['change'],
  detail: string,
): void {
  context.lossiness.push({ path, keyword, change, detail });
}

/** The draft's schema, its description the node's own followed by the notes. */
export function finish<Type extends string>(
  draft: Draft<Type>,
  description: unknown,
): GeminiSchema<Type> {
  const base = typeof description === 'string' && description !== '' ? description : undefined;
  const notes = draft.notes.join(' ');
  const said =
    base === undefined
      ? notes === ''
        ? undefined
        : notes
      : notes === ''
        ? base
        : `${base} (${notes})`;
  if (said !== undefined) draft.schema.description = said;
  return draft.schema;
}
