import type { FunctionInterface } from '@ai-toolbox/core';
import { describe, expect, it } from 'vitest';
import {
  generatePythonicInterfaceText,
  getPythonicSignature,
  PYTHONIC_SEPARATOR,
} from './generate-pythonic-interface-text.js';

const getTemp: FunctionInterface = {
  domain: 'weather',
  name: 'get_temp',
  type: 'function',
  description: 'Current temperature in a city.\nUses the nearest station.',
  params: {
    location: { type: 'string', isRequired: true, description: 'City name' },
    unit: { type: 'string', isRequired: false, description: 'Unit', enum: ['c', 'f'] },
    days: {
      type: 'array',
      isRequired: false,
      description: 'Days ahead',
      items: { type: 'integer' },
      default: [0],
    },
  },
  returns: 'string',
};

const createUser: FunctionInterface = {
  domain: 'api',
  name: 'create_user',
  type: 'api-wrapper',
  description: 'Creates a user',
  path_params: { org: { type: 'string', isRequired: true, description: 'Organisation' } },
  request_body: {
    tags: { type: 'array', required: false, description: 'Tags' },
    username: { type: 'string', required: true, description: 'Login name' },
  },
  returns: 'the new user as JSON',
};

describe('generatePythonicInterfaceText', () => {
  it('renders a def with type hints, defaults and a docstring', () => {
    expect(generatePythonicInterfaceText(getTemp)).toBe(
      [
        'def weather.get_temp(location: str, unit: Literal["c", "f"] = None, days: list[int] = [0]) -> str:',
        '    """Current temperature in a city.',
        '    Uses the nearest station.',
        '',
        '    Args:',
        '        location: City name',
        '        unit: Unit (optional)',
        '        days: Days ahead (optional)',
        '    """',
        '',
      ].join('\n'),
    );
  });

  it('lists an api wrapper’s arguments in positional order and says what it returns', () => {
    const text = generatePythonicInterfaceText(createUser, true);
    expect(text.split('\n')[0]).toBe(
      'def api.create_user(org: str, username: str, tags: list = None):',
    );
    expect(text).toContain('    Returns:\n        the new user as JSON\n    """');
    expect(text.trimEnd().endsWith(PYTHONIC_SEPARATOR)).toBe(true);
  });

  it('keeps a description from ending the docstring', () => {
    const tricky = { ...getTemp, description: 'Says """ and \\' };
    expect(generatePythonicInterfaceText(tricky)).toContain('"""Says \\"\\"\\" and \\\\');
  });

  it('writes a function without parameters as name()', () => {
    expect(getPythonicSignature({ ...getTemp, params: {} })).toBe('weather.get_temp() -> str');
  });
});
