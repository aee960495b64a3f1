import { describe, expect, it } from 'vitest';
import * as atfunc from './index.js';

describe('the public surface', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(atfunc).sort()).toEqual([
      'ATFUNC_INSTRUCTIONS',
      'ATFUNC_SEPARATOR',
      'TRANSLATOR_ATFUNC',
      'atfuncTranslatorSettingsSchema',
      'createAtfuncTranslator',
      'formatAtfuncCallResults',
      'generateAtfuncInterfaceText',
      'getAtfuncParamSlots',
      'getAtfuncSignature',
      'setOutputFilter',
    ]);
  });
});
