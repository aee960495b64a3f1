/**
 * How to call functions in atfunc syntax, put before the interface text in the system prompt
 * (`TRANSLATOR_ATFUNC.systemPromptFor(interfaces)` puts them together).
 */
export const ATFUNC_INSTRUCTIONS =
  'You can call functions. Write each call on its own line as ' +
  '@toolbox.function(arguments), with text arguments in double quotes; arguments may be ' +
  'positional or named (name: "value"). After your calls, stop: the results come back in ' +
  'the next message. When you have everything you need, answer without any call.';
