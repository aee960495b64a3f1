/** The system prompt of a native-mode conversation; the tools travel in the request. */
export const NATIVE_SYSTEM_PROMPT =
  'You are a helpful assistant. Use the tools you are given when they help; tools.* tell you ' +
  'what else is there. A tool answers with text; an answer starting with "Error:" says what to ' +
  'correct.';
