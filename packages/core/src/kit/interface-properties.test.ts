import { describe, expect, it } from 'vitest';
import { updateUser } from './__fixtures__/interfaces.js';
import { interfaceProperties } from './interface-properties.js';

describe('interfaceProperties', () => {
  it('lists an api wrapper’s arguments in the translators’ positional order', () => {
    expect(interfaceProperties(updateUser).map((property) => property.name)).toEqual([
      'id',
      'notify',
      'dry_run',
      'email',
      'age',
      'nickname',
    ]);
  });

  it('reads either spelling of a required body field as one flag', () => {
    expect(interfaceProperties(updateUser).map((property) => property.required)).toEqual([
      true,
      false,
      false,
      true,
      true,
      false,
    ]);
  });
});
