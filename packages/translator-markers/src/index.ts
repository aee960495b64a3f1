import { executeTools } from './execute-tools.js';

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
export {
  type MarkerArgument,
  readMarkerArgument,
  splitMarkerArguments,
} from './marker-arguments.js';
export { MarkerJSONError, type MarkerJsonErrorReason } from './marker-json-error.js';
export { type MarkerOptions, markerOptionsSchema, type ResultFormat } from './marker-options.js';
export {
  type BigIntegerMode,
  type RepairJsonOptions,
  type RepairJsonResult,
  repairJson,
} from './repair-json.js';
export { type MarkerMatch, type MarkerScan, scanMarkers } from './scan-markers.js';

/** tools-llm's default export, `executarTools`, kept for compatibility. */
export default executeTools;
