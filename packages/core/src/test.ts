export type { CallMarkers } from './testing/check-call-markers.js';
export { countStringWork } from './testing/count-string-work.js';
export {
  createHostileShapes,
  type HostileShape,
  type HostileShapeKind,
  type HostileShapeOptions,
  openerCharacters,
} from './testing/hostile-shapes.js';
export {
  createMockToolbox,
  type MockToolbox,
  type MockToolboxCall,
} from './testing/mock-toolbox.js';
export { createMockTranslator, type MockTranslatorOptions } from './testing/mock-translator.js';
export {
  checkTranslatorConformance,
  DEFAULT_HOSTILE_PIECES,
  type TranslatorConformanceOptions,
  type TranslatorConformanceProblem,
} from './testing/translator-conformance.js';
export { type WatchedObject, watchObject } from './testing/watch-object.js';
