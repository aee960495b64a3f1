import { createTagsTranslator } from '../create-tags-translator.js';

/** A call in a family's syntax, as its translator renders calls for the history. */
export function renderCall(family: string, name: string, args: Record<string, unknown>): string {
  return createTagsTranslator(family).renderCall(name, args);
}
