import type { ApiWrapperInterface, PlainFunctionInterface } from '../../function-interface.js';

/** A plain function whose optional first param comes before its required one. */
export const getTemp: PlainFunctionInterface = {
  domain: 'weather',
  name: 'get_temp',
  type: 'function',
  description: 'Current temperature',
  params: {
    unit: { type: 'string', isRequired: false, description: '', enum: ['c', 'f'], default: 'c' },
    city: { type: 'string', isRequired: true, description: 'City' },
    days: { type: 'array', isRequired: false, description: 'Days', items: { type: 'integer' } },
    raw: { type: 'array', isRequired: false, description: 'Anything' },
  },
  returns: 'number',
};

/**
 * An api wrapper with every section, declared out of positional order: an optional body field
 * before the required ones (one spelled `required`, one `isRequired`), and a body field `id`
 * that a path param already declares.
 */
export const updateUser: ApiWrapperInterface = {
  domain: 'users',
  name: 'update_user',
  type: 'api-wrapper',
  description: 'Update a user',
  params: { dry_run: { type: 'boolean', isRequired: false, description: 'Only check' } },
  query_params: { notify: { type: 'boolean', isRequired: false, description: 'Send a mail' } },
  path_params: { id: { type: 'string', isRequired: true, description: 'User id' } },
  request_body: {
    nickname: { type: 'string', description: 'Shown name' },
    email: { type: 'string', required: true },
    id: { type: 'integer', required: true },
    age: { type: 'integer', isRequired: true },
  },
  returns: 'object',
};
