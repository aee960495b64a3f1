import type { CallParseErrorV2 } from '@ai-toolbox/core';
import type { JsonCallFamily } from './json-call-family.js';

/** Who a message is about: the function's name when the call got that far. */
function subject(name: string): string {
  return name === '' ? 'A call' : `The call to ${name}`;
}

/** The error of a call the text ended inside of. */
export function truncatedCall(family: JsonCallFamily, name: string): CallParseErrorV2 {
  return {
    code: 'truncated-call',
    message: `${subject(name)} was cut off before it ended, so it was not run. Write the whole call again: ${family.callExample}`,
  };
}

/** The error of a call whose JSON could not be read. */
export function unreadableCall(
  family: JsonCallFamily,
  name: string,
  detail: string,
): CallParseErrorV2 {
  return {
    code: 'unreadable-call',
    message: `${subject(name)} could not be read (${detail}). Write each call as ${family.callExample}`,
  };
}

/** The error of a call whose arguments are not one JSON object. */
export function unreadableArguments(
  family: JsonCallFamily,
  name: string,
  detail: string,
): CallParseErrorV2 {
  return {
    code: 'unreadable-arguments',
    message: `${subject(name)} has arguments that are not one JSON object (${detail}). Write them as an object of parameter names and values: ${family.callExample}`,
  };
}

/** The error of a call longer than the translator holds. */
export function callTooLong(
  family: JsonCallFamily,
  name: string,
  maxCallLength: number,
): CallParseErrorV2 {
  return {
    code: 'call-too-long',
    message: `${subject(name)} is longer than ${maxCallLength} characters, so it was not read. Make smaller calls: ${family.callExample}`,
  };
}
