import { afterEach, describe, expect, it, vi } from 'vitest';
import { McpLineReader } from './mcp-line-reader.js';

function collect(maxLineBytes: number) {
  const lines: string[] = [];
  const oversized: Array<{ bytes: number; id: unknown }> = [];
  const reader = new McpLineReader({
    maxLineBytes,
    onLine: (line) => lines.push(line),
    onOversizedLine: (bytes, envelope) => oversized.push({ bytes, id: envelope.id }),
  });
  return { reader, lines, oversized };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('McpLineReader', () => {
  it('hands on each line of a chunk, and lines split across chunks, multi-byte characters included', () => {
    const { reader, lines } = collect(1000);
    const bytes = Buffer.from('{"a":1}\n{"b":"é€"}\r\n\n{"c":3}\n{"d"');
    // Cut inside the two-byte é and inside the three-byte €.
    const cuts = [3, 17, 20, 30, bytes.length];
    let from = 0;
    for (const cut of cuts) {
      reader.push(bytes.subarray(from, cut));
      from = cut;
    }
    expect(lines).toEqual(['{"a":1}', '{"b":"é€"}\r', '{"c":3}']);
    reader.push(Buffer.from(':4}\n'));
    expect(lines.at(-1)).toBe('{"d":4}');
  });

  it('joins a line of 20 MB sent in 64 KB chunks once, not at every chunk', () => {
    const concat = vi.spyOn(Buffer, 'concat');
    const { reader, lines } = collect(64 * 1024 * 1024);
    const size = 20 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    for (let sent = 0; sent < size; sent += chunk.length) reader.push(chunk);
    reader.push(Buffer.from('\n'));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.length).toBe(size);
    const joined = concat.mock.calls.reduce(
      (total, [pieces]) => total + pieces.reduce((sum, piece) => sum + piece.length, 0),
      0,
    );
    expect(joined).toBe(size);
  });

  it('skips a line past the limit, counting its bytes and reading its id without keeping it, and reads the next', () => {
    const { reader, lines, oversized } = collect(10);
    reader.push(Buffer.from('{"a":"0123'));
    reader.push(Buffer.from('456789",'));
    reader.push(Buffer.from('"id":12}\n{"b":1}\n'));
    reader.push(Buffer.from('{"whole in its chunk":1,"id":"z"}\n'));
    expect(oversized).toEqual([
      { bytes: 26, id: 12 },
      { bytes: 33, id: 'z' },
    ]);
    expect(lines).toEqual(['{"b":1}']);
  });

  it('drops an unfinished line on clear', () => {
    const { reader, lines } = collect(100);
    reader.push(Buffer.from('{"half'));
    reader.clear();
    reader.push(Buffer.from('{"whole":1}\n'));
    expect(lines).toEqual(['{"whole":1}']);
  });
});
