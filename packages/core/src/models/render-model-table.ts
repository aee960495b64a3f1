import { MODEL_FAMILIES } from './model-families.js';

/** A document's model table begins after the line that starts with this. */
const MODEL_TABLE_START = '<!-- model-table:start';
/** ... and ends before this line. */
const MODEL_TABLE_END = '<!-- model-table:end -->';

/** The words of a source's link: `owner/repo` for a Hugging Face model card, else the host. */
function linkText(source: string): string {
  const url = new URL(source);
  if (url.host !== 'huggingface.co') return url.host;
  return url.pathname
    .split('/')
    .filter((part) => part !== '')
    .slice(0, 2)
    .join('/');
}

/** A table cell: `|` escaped, so a value cannot add a column. */
function cell(text: string): string {
  return text.replaceAll('|', '\\|');
}

/**
 * The model table as Markdown, one line per row of the table: the models (as name prefixes,
 * in code), the translator to name, its package and the page that documents the format. The
 * root README shows it, written there by {@link withModelTable}.
 */
export function renderModelTable(): string {
  const header = [
    'models (any owner, size, quantisation or file type)',
    'translator',
    'package',
    'documented by',
  ];
  const rows = MODEL_FAMILIES.map((row) => [
    row.models.map((model) => `\`${model}\``).join(', '),
    `\`${row.family}\``,
    `\`${row.package}\``,
    `[${linkText(row.source)}](${row.source})`,
  ]);
  const table = [header, ...rows].map((cells) => cells.map(cell));
  const widths = header.map((_, column) =>
    Math.max(...table.map((cells) => (cells[column] as string).length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((text, column) => text.padEnd(widths[column] as number)).join(' | ')} |`;
  const rule = `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`;
  const [first, ...rest] = table;
  return [line(first as string[]), rule, ...rest.map(line)].join('\n');
}

/**
 * `markdown` with {@link renderModelTable} between its marker lines, a line that starts with
 * `<!-- model-table:start` and the line `<!-- model-table:end -->`: what was there is replaced,
 * so a document that holds the current table is returned unchanged. Throws a `TypeError` when
 * the markers are missing.
 *
 * @example
 * ```ts
 * withModelTable('# Models\n<!-- model-table:start -->\n<!-- model-table:end -->');
 * ```
 */
export function withModelTable(markdown: string): string {
  const lines = markdown.split('\n');
  const from = lines.findIndex((line) => line.startsWith(MODEL_TABLE_START));
  const to = lines.indexOf(MODEL_TABLE_END);
  if (from < 0 || to < from) {
    throw new TypeError(
      `No model table markers: a line starting '${MODEL_TABLE_START}' and then '${MODEL_TABLE_END}'`,
    );
  }
  return [...lines.slice(0, from + 1), renderModelTable(), ...lines.slice(to)].join('\n');
}
