import type { FunctionInterface } from '@ai-toolbox/core';

/** A weather toolbox as the reference describes it. */
export const getCurrentWeather: FunctionInterface = {
  domain: 'weather',
  name: 'get_current_weather',
  type: 'function',
  description: 'Get current weather information for a location',
  params: {
    location: { type: 'string', isRequired: true, description: 'City name' },
    unit: { type: 'string', isRequired: false, description: '"c" or "f"' },
  },
  returns: 'object',
};

export const calculatePower: FunctionInterface = {
  domain: 'math',
  name: 'calculate_power',
  type: 'function',
  description: 'Calculate base raised to the power of exponent',
  params: {
    base: { type: 'number', isRequired: true, description: 'The base' },
    exponent: { type: 'number', isRequired: true, description: 'The exponent' },
  },
  returns: 'number',
};

export const getToolboxes: FunctionInterface = {
  domain: 'tools',
  name: 'get_toolboxes',
  type: 'function',
  description: 'List the registered toolboxes',
  params: {},
  returns: 'array',
};

export const writeFile: FunctionInterface = {
  domain: 'file',
  name: 'writefile',
  type: 'function',
  description: 'Write content to a file',
  params: {
    filepath: { type: 'string', isRequired: true, description: 'Path inside the root' },
    content: { type: 'string', isRequired: true, description: 'The text to write' },
  },
  returns: 'string',
};

export const saveSettings: FunctionInterface = {
  domain: 'config',
  name: 'save',
  type: 'function',
  description: 'Save settings',
  params: {
    name: { type: 'string', isRequired: true, description: 'Settings name' },
    values: { type: 'object', isRequired: true, description: 'The settings' },
    tags: { type: 'array', isRequired: false, description: 'Labels' },
  },
  returns: 'string',
};

/** The reference's api wrapper example. */
export const createUser: FunctionInterface = {
  domain: 'api',
  name: 'create_user',
  type: 'api-wrapper',
  description: 'Create a user',
  request_body: {
    username: { type: 'string', required: true, description: 'Login name', default: 'john_doe' },
    email: { type: 'string', required: true, description: 'E-mail', default: 'john@example.com' },
    age: { type: 'number', required: false, description: 'Age in years', default: 30 },
  },
  response_type: 'application/json',
  returns: 'object',
};

export const getUser: FunctionInterface = {
  domain: 'api',
  name: 'get_user',
  type: 'api-wrapper',
  description: 'Get user information',
  path_params: { user_id: { type: 'string', isRequired: true, description: 'User ID' } },
  query_params: {
    include_details: { type: 'boolean', isRequired: false, description: 'Include details' },
  },
  response_type: 'application/json',
  returns: 'object',
};

export const allInterfaces: readonly FunctionInterface[] = [
  getCurrentWeather,
  calculatePower,
  getToolboxes,
  writeFile,
  saveSettings,
  createUser,
  getUser,
];
