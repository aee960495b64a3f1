import { describe, expect, it } from 'vitest';
import { McpEnvelopeScanner } from './mcp-envelope-scanner.js';

/** The envelope of `text` read in pieces of `size` bytes. */
function envelopeOf(text: string, size = Number.POSITIVE_INFINITY) {
  const bytes = Buffer.from(text);
  const scanner = new McpEnvelopeScanner();
  const step = Math.min(size, bytes.length);
  for (let start = 0; start < bytes.length; start += step) {
    scanner.scan(bytes, start, Math.min(start + step, bytes.length));
  }
  return scanner.envelope;
}

describe('McpEnvelopeScanner', () => {
  it('finds the id of an answer wherever it is written, read whole or a byte at a time', () => {
    const answers = [
      '{"jsonrpc":"2.0","id":7,"result":{"content":[]}}',
      '{"result":{"content":[{"type":"text","text":"a, b } ]"}]},"jsonrpc":"2.0","id":7}',
      '{ "result" : {} , "id" : 7 }',
    ];
    for (const answer of answers) {
      expect(envelopeOf(answer)).toEqual({ id: 7, hasMethod: false });
      expect(envelopeOf(answer, 1)).toEqual({ id: 7, hasMethod: false });
    }
    expect(envelopeOf('{"id":"call-\\"9\\"","error":{}}')).toEqual({
      id: 'call-"9"',
      hasMethod: false,
    });
  });

  it('reads only top-level keys: an id nested in the result or inside a string is not the id', () => {
    expect(
      envelopeOf('{"result":{"id":1,"items":[{"id":2}]},"text":"\\"id\\":3","jsonrpc":"2.0"}'),
    ).toEqual({ id: undefined, hasMethod: false });
    expect(envelopeOf('{"result":{"id":1},"id":4}')).toEqual({ id: 4, hasMethod: false });
  });

  it('tells a request or a notification by its method', () => {
    expect(envelopeOf('{"jsonrpc":"2.0","id":3,"method":"sampling/createMessage"}')).toEqual({
      id: 3,
      hasMethod: true,
    });
    expect(envelopeOf('{"method":"notifications/message","params":{"data":"x"}}')).toEqual({
      id: undefined,
      hasMethod: true,
    });
  });

  it('takes no id from an escaped key, an id that is not a string or number, or an array', () => {
    expect(envelopeOf('{"\\u0069d":5,"result":{}}').id).toBeUndefined();
    expect(envelopeOf('{"id":{"n":5},"result":{}}').id).toBeUndefined();
    expect(envelopeOf('{"id":nul').id).toBeUndefined();
    expect(envelopeOf('[{"id":5}, "id", 6]').id).toBeUndefined();
  });
});
