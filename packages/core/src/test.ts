export {
  createMockToolbox,
  type MockToolbox,
  type MockToolboxCall,
} from './testing/mock-toolbox.js';
export { createMockTranslator, type MockTranslatorOptions } from './testing/mock-translator.js';
