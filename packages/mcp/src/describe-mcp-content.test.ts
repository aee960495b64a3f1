import { describe, expect, it } from 'vitest';
import { describeMcpContent } from './describe-mcp-content.js';

describe('describeMcpContent', () => {
  it('keeps text and describes the other kinds, one block a line', () => {
    expect(
      describeMcpContent([
        { type: 'text', text: 'Hello' },
        { type: 'image', data: 'iVBORw0KGgo=', mimeType: 'image/png' },
        { type: 'audio', data: 'AAAA', mimeType: 'audio/wav' },
        {
          type: 'resource',
          resource: { uri: 'file:///a.txt', mimeType: 'text/plain', text: 'inside' },
        },
        { type: 'resource', resource: { uri: 'file:///b.bin', blob: 'AAAAAA==' } },
        { type: 'resource_link', uri: 'file:///c', name: 'c', mimeType: 'text/plain' },
        { type: 'hologram' },
      ]),
    ).toBe(
      [
        'Hello',
        '[image: image/png, 8 bytes]',
        '[audio: audio/wav, 3 bytes]',
        '[resource file:///a.txt (text/plain)]\ninside',
        '[resource file:///b.bin: binary, 4 bytes]',
        '[resource link file:///c "c" (text/plain)]',
        '[hologram content]',
      ].join('\n'),
    );
  });

  it('reads a single block as it reads it among others', () => {
    expect(describeMcpContent([{ type: 'text', text: 'Hello' }])).toBe('Hello');
    expect(describeMcpContent([{ type: 'image', data: 'iVBORw==', mimeType: 'image/png' }])).toBe(
      '[image: image/png, 4 bytes]',
    );
    expect(describeMcpContent(['not a block'])).toBe('[unreadable content]');
  });

  it('reads structured content as JSON when there is no content', () => {
    expect(describeMcpContent([], { total: 3 })).toBe('{"total":3}');
    expect(describeMcpContent(undefined)).toBe('');
  });
});
