import { findStandardTranslator, listStandardTranslators } from '@ai-toolbox/core';
import { afterEach, describe, expect, it } from 'vitest';
import { setOutputFilter, TRANSLATOR_ATFUNC } from './index.js';

describe('TRANSLATOR_ATFUNC', () => {
  afterEach(() => setOutputFilter(null));

  it('is known to core by the name atfunc once the package is imported', () => {
    expect(findStandardTranslator('atfunc')).toBe(TRANSLATOR_ATFUNC);
    expect(listStandardTranslators()).toContain('atfunc');
  });

  it('is case-insensitive, as the reference says', () => {
    expect(TRANSLATOR_ATFUNC.caseSensitive).toBe(false);
  });

  it('takes the filter given to setOutputFilter as its outputFilter', () => {
    const filter = (name: string): string => `filtered ${name}`;
    setOutputFilter(filter);
    expect(TRANSLATOR_ATFUNC.outputFilter).toBe(filter);
    setOutputFilter(undefined);
    expect(TRANSLATOR_ATFUNC.outputFilter).toBeNull();
  });

  it('works with its members detached, as a module of functions would', () => {
    const { generateFunctionIfText, getFunctionCallsFromText } = TRANSLATOR_ATFUNC;
    const greet = {
      domain: 'mytoolbox',
      name: 'greet',
      type: 'function' as const,
      description: 'Greet a person by name',
      params: { name: { type: 'string' as const, isRequired: true, description: "Person's name" } },
      returns: 'string',
    };
    expect(generateFunctionIfText(greet)).toBe(
      '@mytoolbox.greet( <*name> )\nDescription: Greet a person by name',
    );
    expect(getFunctionCallsFromText('@greet(World)', [greet], 'mytoolbox')[0]?.params.name).toBe(
      'World',
    );
  });
});
