export {
  createMockToolbox,
  type MockToolbox,
  type MockToolboxCall,
} from './testing/mock-toolbox.js';
export { createMockTranslator, type MockTranslatorOptions } from './testing/mock-translator.js';
export {
  checkTranslatorConformance,
  countStringWork,
  DEFAULT_HOSTILE_PIECES,
  type TranslatorConformanceOptions,
  type TranslatorConformanceProblem,
} from './testing/translator-conformance.js';
export { type WatchedObject, watchObject } from './testing/watch-object.js';
