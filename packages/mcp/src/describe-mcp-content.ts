import { isRecord, stringifyValue } from '@ai-toolbox/core/kit';

/** How many bytes a base64 text decodes to, without decoding it. */
function base64Bytes(data: unknown): number {
  if (typeof data !== 'string') return 0;
  let padding = 0;
  if (data.endsWith('==')) padding = 2;
  else if (data.endsWith('=')) padding = 1;
  return Math.max(0, Math.floor((data.length * 3) / 4) - padding);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function describeResource(resource: unknown): string {
  if (!isRecord(resource)) return '[resource]';
  const uri = text(resource.uri) ?? 'unnamed';
  const mimeType = text(resource.mimeType);
  if (typeof resource.text === 'string') {
    return `[resource ${uri}${mimeType === undefined ? '' : ` (${mimeType})`}]\n${resource.text}`;
  }
  return `[resource ${uri}: ${mimeType ?? 'binary'}, ${base64Bytes(resource.blob)} bytes]`;
}

function describeBlock(block: unknown): string {
  if (!isRecord(block)) return '[unreadable content]';
  switch (block.type) {
    case 'text':
      return typeof block.text === 'string' ? block.text : '';
    case 'image':
    case 'audio':
      return `[${block.type}: ${text(block.mimeType) ?? 'unknown type'}, ${base64Bytes(block.data)} bytes]`;
    case 'resource':
      return describeResource(block.resource);
    case 'resource_link': {
      const name = text(block.name);
      const mimeType = text(block.mimeType);
      return `[resource link ${text(block.uri) ?? 'unnamed'}${name === undefined ? '' : ` "${name}"`}${mimeType === undefined ? '' : ` (${mimeType})`}]`;
    }
    default:
      return `[${typeof block.type === 'string' ? block.type : 'unknown'} content]`;
  }
}

/**
 * The text a model reads for the content of an MCP tool result: text blocks as they are, the
 * other kinds described in one line each (`[image: image/png, 68 bytes]`, an embedded text
 * resource with its text), one block per line. A result with no content but structured
 * content reads as that content's JSON.
 *
 * @example
 * ```ts
 * describeMcpContent([{ type: 'text', text: 'Hello' }, { type: 'image', data: 'iVBORw==', mimeType: 'image/png' }]);
 * // 'Hello\n[image: image/png, 4 bytes]'
 * ```
 */
export function describeMcpContent(content: unknown, structuredContent?: unknown): string {
  const blocks = Array.isArray(content) ? content : [];
  if (blocks.length === 0 && structuredContent !== undefined)
    return stringifyValue(structuredContent);
  // Most results are one block: its text needs no array and no join.
  if (blocks.length === 1) return describeBlock(blocks[0]);
  return blocks.map(describeBlock).join('\n');
}
