import type { ApiWrapperInterface } from '@ai-toolbox/core';
import { describe, expect, it } from 'vitest';
import { interfaceProperties } from './interface-properties.js';

const updateUser: ApiWrapperInterface = {
  domain: 'users',
  name: 'update_user',
  type: 'api-wrapper',
  description: 'Update a user',
  path_params: { id: { type: 'string', isRequired: true, description: 'User id' } },
  request_body: {
    nickname: { type: 'string', description: 'Shown name' },
    email: { type: 'string', required: true, description: 'Mail' },
  },
  returns: 'object',
};

describe('interfaceProperties', () => {
  it('lists an api wrapper’s arguments in the translators’ positional order', () => {
    expect(interfaceProperties(updateUser).map((property) => property.name)).toEqual([
      'id',
      'email',
      'nickname',
    ]);
  });

  it('reads either spelling of a required body field as one flag', () => {
    expect(interfaceProperties(updateUser).map((property) => property.required)).toEqual([
      true,
      true,
      false,
    ]);
  });
});
