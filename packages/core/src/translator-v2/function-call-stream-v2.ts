import type { FunctionCallStream } from '../translator.js';
import type { ParsedFunctionCallV2 } from './parsed-function-call-v2.js';

/**
 * Reads streamed model text (translator contract v2): the v1 {@link FunctionCallStream}, whose
 * calls are {@link ParsedFunctionCallV2}. The calls of all `push` and the final `end` together
 * equal the one-shot parse of the whole text, however the text was cut.
 */
export type FunctionCallStreamV2 = FunctionCallStream<ParsedFunctionCallV2>;
