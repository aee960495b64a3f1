import type { FunctionInterface } from '@ai-toolbox/core';

export const getTemp: FunctionInterface = {
  domain: 'weather',
  name: 'get_temp',
  type: 'function',
  description: 'Current temperature in a city',
  params: {
    location: { type: 'string', isRequired: true, description: 'City name' },
    unit: { type: 'string', isRequired: false, description: 'Unit', enum: ['c', 'f'] },
  },
  returns: 'string',
};

export const add: FunctionInterface = {
  domain: 'math',
  name: 'add',
  type: 'function',
  description: 'Adds two numbers',
  params: {
    a: { type: 'number', isRequired: true, description: 'First' },
    b: { type: 'number', isRequired: true, description: 'Second' },
  },
  returns: 'number',
};

export const configure: FunctionInterface = {
  domain: 'app',
  name: 'configure',
  type: 'function',
  description: 'Sets options',
  params: {
    verbose: { type: 'boolean', isRequired: false, description: 'Talk more' },
    retries: { type: 'integer', isRequired: false, description: 'How often', default: 3 },
    tags: { type: 'array', isRequired: false, description: 'Labels', items: { type: 'string' } },
    meta: { type: 'object', isRequired: false, description: 'Anything' },
  },
  returns: 'string',
};

export const now: FunctionInterface = {
  domain: 'clock',
  name: 'now',
  type: 'function',
  description: 'The time',
  params: {},
  returns: 'string',
};

export const interfaces: readonly FunctionInterface[] = [getTemp, add, configure, now];
