import { findStandardTranslator } from '@ai-toolbox/core';
import { describe, expect, it } from 'vitest';
import * as markers from './index.js';

describe('the package entry', () => {
  it('exports exactly its public names', () => {
    expect(Object.keys(markers).sort()).toEqual([
      'MARKERS_INSTRUCTIONS',
      'MARKERS_SEPARATOR',
      'MarkerJSONError',
      'createMarkersTranslator',
      'default',
      'executarTools',
      'executeMutedTools',
      'executeTools',
      'formatMarkersCallResults',
      'generateMarkersInterfaceText',
      'getMarkerParamSlots',
      'markerOptionsSchema',
      'markersTranslator',
      'markersTranslatorSettingsSchema',
      'readMarkerArgument',
      'renderMarkerArgument',
      'renderMarkerCall',
      'scanMarkers',
      'splitMarkerArguments',
    ]);
  });

  it('registers the translator as markers on import', () => {
    expect(findStandardTranslator('markers')).toBe(markers.markersTranslator);
  });

  it('keeps tools-llm’s export names', () => {
    expect(markers.default).toBe(markers.executeTools);
    expect(markers.executarTools).toBe(markers.executeTools);
    expect(
      new markers.MarkerJSONError({ message: 'x', reason: 'unreadable', position: 0, detail: 'x' })
        .name,
    ).toBe('MarkerJSONError');
  });
});
