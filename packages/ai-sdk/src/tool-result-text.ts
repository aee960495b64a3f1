import { stringifyValue } from '@ai-toolbox/core/kit';
import type { ToolResultOutputV3 } from './ai-sdk-types.js';

/** A tool result as the text a model without tools reads, and whether it reports an error. */
export interface ToolResultText {
  readonly text: string;
  readonly isError: boolean;
}

const errorPrefix = 'Error: ';

function asError(text: string): ToolResultText {
  return { text: text.startsWith(errorPrefix) ? text : `${errorPrefix}${text}`, isError: true };
}

function jsonText(value: unknown): string {
  return typeof value === 'string' ? value : stringifyValue(value);
}

/**
 * The text of a tool result: text as it is, JSON as JSON, an error as `Error: ...` (the form
 * the pipeline and the translators use), a denial as an error saying so, and content parts
 * as their text with files named by type.
 */
export function toolResultText(output: ToolResultOutputV3 | undefined): ToolResultText {
  if (output === undefined || output === null || typeof output !== 'object') {
    return { text: '', isError: false };
  }
  switch (output.type) {
    case 'text':
      return { text: String(output.value), isError: false };
    case 'json':
      return { text: jsonText(output.value), isError: false };
    case 'error-text':
      return asError(String(output.value));
    case 'error-json':
      return asError(jsonText(output.value));
    case 'execution-denied':
      return asError(
        output.reason === undefined || output.reason === ''
          ? 'The call was denied.'
          : `The call was denied: ${output.reason}`,
      );
    case 'content':
      return {
        text: output.value
          .map((part) => (part.type === 'text' ? part.text : `[${part.type}]`))
          .join('\n'),
        isError: false,
      };
    default:
      return { text: '', isError: false };
  }
}
