import type { FunctionInterface } from '@ai-toolbox/core';

// The functions the markers tests and benches call.

export const getTemp: FunctionInterface = {
  domain: 'weather',
  name: 'get_temp',
  type: 'function',
  description: 'Current temperature in a city',
  params: {
    location: { type: 'string', isRequired: true, description: 'City name' },
    unit: { type: 'string', isRequired: false, description: 'c or f' },
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
export const store: FunctionInterface = {
  domain: 'db',
  name: 'store',
  type: 'function',
  description: 'Stores a record',
  params: {
    record: { type: 'object', isRequired: true, description: 'The record' },
    tags: { type: 'array', isRequired: false, description: 'Tags' },
  },
  returns: 'string',
};
export const list: FunctionInterface = {
  domain: 'tools',
  name: 'get_toolboxes',
  type: 'function',
  description: 'Lists the toolboxes',
  params: {},
  returns: 'array',
};
export const createUser: FunctionInterface = {
  domain: 'api',
  name: 'create_user',
  type: 'api-wrapper',
  description: 'Creates a user',
  path_params: { org: { type: 'string', isRequired: true, description: 'Organisation' } },
  query_params: { notify: { type: 'boolean', isRequired: false, description: 'Send mail' } },
  request_body: {
    name: { type: 'string', isRequired: true, description: 'Full name' },
  },
  returns: 'object',
};
