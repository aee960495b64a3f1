import { MODEL_FAMILIES } from './model-families.js';

/** The README's "which translator for my model" table begins after this line. */
export const MODEL_TABLE_START = '<!-- model-table:start (pnpm model-table writes this table) -->';
/** ... and ends before this one. */
export const MODEL_TABLE_END = '<!-- model-table:end -->';

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
 * root README shows it between {@link MODEL_TABLE_START} and {@link MODEL_TABLE_END}.
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
