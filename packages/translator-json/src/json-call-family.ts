import type { FunctionInterface, TranslatorCallResult } from '@ai-toolbox/core';

/** The names of the JSON call families, each a translator registered under it. */
export type JsonCallFamilyName = 'hermes' | 'mistral' | 'llama3' | 'json' | 'granite' | 'glm4';

/** How a call may be written besides a marker such as `<tool_call>`. */
export type NameForm =
  /** `name{json}`, the name glued to the object (Mistral v11 text with its tokens dropped). */
  | 'glued'
  /** `name⏎{json}` or `name {json}` at the start of a line (GLM-4's metadata line). */
  | 'line';

/**
 * What makes one family: the words it was trained on, its call format and its result format.
 * The reader behind every family is one scanner; the family says which forms are its own (a
 * call in another form is read and reported with `other-call-format`) and how it prefers the
 * keys of a call object.
 */
export interface JsonCallFamily {
  readonly name: JsonCallFamilyName;
  /** The markers of the family's own format, as written (`'<tool_call>'`). */
  readonly ownMarkers: readonly string[];
  /** Whether a bare JSON call (a call object or list in the text) is the family's own format. */
  readonly bareIsOwn: boolean;
  /** The call forms besides markers and bare JSON that this family reads. */
  readonly nameForms: readonly NameForm[];
  /** The keys of a call object the format names; the others are aliases, reported as such. */
  readonly nameKey: string;
  readonly argumentsKey: string;
  /** Whether every key alias is part of the format (`json`), so none is reported. */
  readonly anyKeys: boolean;
  /** Names that mean "no call" in this format (Granite's `no_function`), unless registered. */
  readonly noCallNames: readonly string[];
  /** One call as the model should write it, for messages about unreadable calls. */
  readonly callExample: string;
  /** How to call, in the words the family was trained on (the translator's `instructions`). */
  readonly instructions: string;
  /**
   * The tool part of the system prompt: the functions' texts (one per function, from
   * `renderInterface`) laid out with the instructions as the family's chat template does.
   */
  readonly systemPrompt: (functionTexts: readonly string[], instructions: string) => string;
  /** One function as the family's prompt shows it. */
  readonly renderInterface: (functionInterface: FunctionInterface) => string;
  /** The results of the calls of one answer, as the family's template shows tool results. */
  readonly renderResults: (calls: readonly TranslatorCallResult[]) => string;
}
