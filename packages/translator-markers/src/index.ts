import { registerStandardTranslator } from '@ai-toolbox/core';
import { markersTranslator } from './create-markers-translator.js';
import { executeTools } from './execute-tools.js';

export {
  createMarkersTranslator,
  type MarkersTranslator,
  markersTranslator,
} from './create-markers-translator.js';
export {
  type ExecuteMutedToolsResult,
  executeMutedTools,
  type MarkerResultEntry,
} from './execute-muted-tools.js';
export {
  type ExecuteToolsResult,
  executarTools,
  executeTools,
  type MarkerErrorEntry,
  type MarkerHistoryEntry,
} from './execute-tools.js';
export { formatMarkersCallResults } from './format-markers-call-results.js';
export {
  generateMarkersInterfaceText,
  MARKERS_SEPARATOR,
} from './generate-markers-interface-text.js';
export {
  type MarkerArgument,
  readMarkerArgument,
  splitMarkerArguments,
} from './marker-arguments.js';
export { MarkerJSONError, type MarkerJsonErrorReason } from './marker-json-error.js';
export { type MarkerOptions, markerOptionsSchema, type ResultFormat } from './marker-options.js';
export { getMarkerParamSlots, type MarkerParamSlot } from './marker-param-slots.js';
export { MARKERS_INSTRUCTIONS } from './markers-instructions.js';
export {
  type MarkersTranslatorSettings,
  markersTranslatorSettingsSchema,
} from './markers-translator-settings.js';
export { renderMarkerArgument, renderMarkerCall } from './render-marker-call.js';
export { type MarkerMatch, type MarkerScan, scanMarkers } from './scan-markers.js';

registerStandardTranslator('markers', markersTranslator);

/** tools-llm's default export, `executarTools`, kept for compatibility. */
export default executeTools;
