import { displayPath } from './file-display-path.js';
import { parseFilePath } from './file-path-policy.js';
import type { FileListing } from './file-sandbox.js';

const NAME_LIMITS = { maxPathBytes: 4096, maxPathDepth: 1 };

// A name the model could not have written as a path itself (controls, backslashes, quotes,
// leading or trailing spaces) is shown quoted, so it cannot break the one-entry-per-line layout.
function showName(name: string): string {
  const parsed = parseFilePath(name, NAME_LIMITS);
  const plain =
    parsed.ok && parsed.components[0] === name && !name.includes('"') && name.trim() === name;
  return plain ? name : JSON.stringify(name);
}

/**
 * The text listfiles returns: a heading, then one entry per line, folders ending in `/`,
 * file sizes in bytes, links and special files named as such, and a last line when the
 * listing was cut at the limit.
 */
export function formatFileListing(path: string, listing: FileListing): string {
  const heading = path === '.' ? 'the root folder' : displayPath(path);
  const lines = [`Contents of ${heading} (${count(listing.entries.length, 'entry', 'entries')}):`];
  for (const entry of listing.entries) {
    const name = showName(entry.name);
    if (entry.kind === 'folder') lines.push(`${name}/`);
    else if (entry.kind === 'file')
      lines.push(
        entry.size === undefined ? name : `${name} (${count(entry.size, 'byte', 'bytes')})`,
      );
    else lines.push(`${name} (${entry.kind}, not accessible)`);
  }
  if (listing.truncated)
    lines.push(`(more entries not shown: the limit is ${listing.entries.length})`);
  return lines.join('\n');
}

function count(amount: number, one: string, many: string): string {
  return `${amount} ${amount === 1 ? one : many}`;
}
