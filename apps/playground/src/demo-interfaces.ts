import type { FunctionInterface } from '@ai-toolbox/core';

/** The interfaces of the demo toolboxes that the conversation and the page use. */
export const demoInterfaces: readonly FunctionInterface[] = [
  {
    domain: 'weather',
    name: 'get_temp',
    type: 'function',
    description: 'Current temperature of a city in degrees Celsius',
    params: {
      location: { type: 'string', isRequired: true, description: 'City name' },
      unit: { type: 'string', isRequired: false, description: 'c or f', enum: ['c', 'f'] },
    },
    returns: 'number',
  },
  {
    domain: 'math',
    name: 'calculate_power',
    type: 'function',
    description: 'Calculate base raised to the power of exponent',
    params: {
      base: { type: 'number', isRequired: true, description: 'The base' },
      exponent: { type: 'number', isRequired: true, description: 'The exponent' },
    },
    returns: 'number',
  },
];
