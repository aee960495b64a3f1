import type { FunctionInterface, TranslatorCallResult } from '@ai-toolbox/core';
import type { TagScannerLimits } from './tags-block-scanner.js';
import type { TagFormat } from './tags-format.js';

/**
 * One family's translator as data: its names, the grammar of its calls, and how it renders
 * functions and results in the family's own conventions (from its chat template).
 */
export interface TagsPreset {
  /** The name vLLM's `--tool-call-parser` gives the same format, which the translator is known by. */
  readonly name: string;
  /** Other names it is registered under. */
  readonly aliases: readonly string[];
  /** The model family, for people. */
  readonly family: string;
  /** The models that write this format. */
  readonly models: string;
  /** The grammar of the family's calls, made once per translator with its limits. */
  createFormat(limits: TagScannerLimits): TagFormat;
  /** One call, as the family's chat template writes an assistant's call in the history. */
  renderCall(name: string, args: Readonly<Record<string, unknown>>): string;
  /** One function's declaration, as the family's chat template renders it. */
  generateFunctionIfText(functionInterface: FunctionInterface, useSeparator?: boolean): string;
  /** How to call, in the words of the family's chat template (or model card). */
  readonly instructions: string;
  /**
   * The whole tool section of the system prompt as the chat template renders it: the
   * declarations of every function with the template's words around them, and `instructions`
   * where the template says how to call.
   */
  systemPromptFor(interfaces: readonly FunctionInterface[], instructions: string): string;
  /** The results of the calls of one answer, as the template renders tool messages. */
  formatFunctionCallResults(calls: readonly TranslatorCallResult[]): string;
}
