/**
 * How to call functions with markers, put before the interface text in the system prompt
 * (`markersTranslator.systemPromptFor(interfaces)` puts them together).
 */
export const MARKERS_INSTRUCTIONS =
  'You can call functions by writing markers such as [[toolbox.function:argument1,argument2]] ' +
  'anywhere in your answer. After your markers, stop: the results come back in the next ' +
  'message. When you have everything you need, answer without any marker.';
