import type { CallScannerContextV2, CallScannerV2 } from '@ai-toolbox/core/kit';
import { AtfuncFunctionIndex } from './atfunc-function-index.js';
import { AtfuncScanner } from './atfunc-scanner.js';
import type { ResolvedAtfuncTranslatorSettings } from './atfunc-translator-settings.js';
import { buildAtfuncCall } from './build-atfunc-call.js';

/**
 * The atfunc scanner as the kit's `defineTranslator` drives it: the single-pass
 * {@link AtfuncScanner} finds each call, {@link buildAtfuncCall} resolves its name and maps its
 * arguments, and the call goes to the context as soon as it is complete.
 */
export function createAtfuncCallScanner(
  context: CallScannerContextV2,
  settings: ResolvedAtfuncTranslatorSettings,
): CallScannerV2 {
  const index = new AtfuncFunctionIndex(context.functions);
  // The scanner keeps its own offsets, so it is the kit's scanner as it is.
  return new AtfuncScanner({
    maxDepth: settings.maxDepth,
    isKnownName: (name) => index.resolve(name) !== undefined,
    acceptsBody: (name) => index.resolve(name)?.type === 'api-wrapper',
    onCall: (scanned) => context.report(buildAtfuncCall(scanned, index)),
  });
}
