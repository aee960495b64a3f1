import type { TranslatorCallResult } from '@ai-toolbox/core';

/**
 * A result as a JSON value for the result formats that carry JSON: the object or list a result
 * holds as JSON text, otherwise the text itself as a string (errors included). The tool manager
 * writes non-string results as JSON, so an object a function returned reads as an object again.
 */
export function resultContent(result: string): unknown {
  const first = firstNonBlank(result);
  if (first !== 123 && first !== 91) return result;
  try {
    return JSON.parse(result) as unknown;
  } catch {
    return result;
  }
}

function firstNonBlank(text: string): number {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code !== 32 && code !== 9 && code !== 10 && code !== 13) return code;
  }
  return -1;
}

/** `{"name": ..., <key>: <result>}` as one line of JSON; the name is left out when there is none. */
export function namedResult(call: TranslatorCallResult, key: string): string {
  const content = resultContent(call.result);
  return JSON.stringify(
    call.name === '' ? { [key]: content } : { name: call.name, [key]: content },
  );
}
