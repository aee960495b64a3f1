/**
 * Reads a body as UTF-8 text, refusing it once it passes `maxBytes`, so a misbehaving server
 * or client cannot make us hold an unbounded answer in memory.
 *
 * @returns the text, or `undefined` when the body was larger than `maxBytes`.
 */
export async function readBoundedText(
  body: AsyncIterable<Uint8Array> | ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<string | undefined> {
  if (body === null) return '';
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  const add = (chunk: Uint8Array): boolean => {
    size += chunk.byteLength;
    if (size > maxBytes) return false;
    text += decoder.decode(chunk, { stream: true });
    return true;
  };
  if ('getReader' in body) {
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!add(value)) {
        await reader.cancel();
        return undefined;
      }
    }
  } else {
    for await (const chunk of body) if (!add(chunk)) return undefined;
  }
  return text + decoder.decode();
}
