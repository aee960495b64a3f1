import type { CallParseError } from '../translator.js';

/**
 * Why a call that a translator found cannot run (translator contract v2): the same type as
 * the v1 {@link CallParseError}, under the contract's name.
 */
export type CallParseErrorV2 = CallParseError;
