import { describe, expect, it } from 'vitest';
import {
  calculatePower,
  createUser,
  getCurrentWeather,
  getToolboxes,
  getUser,
} from './__fixtures__/interfaces.js';
import {
  generateAtfuncInterfaceText,
  getAtfuncSignature,
} from './generate-atfunc-interface-text.js';

describe('generateAtfuncInterfaceText', () => {
  it('renders a function as the reference shows it', () => {
    expect(generateAtfuncInterfaceText(getCurrentWeather)).toBe(
      '@weather.get_current_weather( <*location>, <unit> )\nDescription: Get current weather information for a location',
    );
  });

  it('marks non-string types', () => {
    expect(getAtfuncSignature(calculatePower)).toBe(
      '@math.calculate_power( <*base{number}>, <*exponent{number}> )',
    );
  });

  it('renders a function without params with empty parentheses', () => {
    expect(getAtfuncSignature(getToolboxes)).toBe('@tools.get_toolboxes()');
  });

  it('adds a separator line when asked', () => {
    expect(generateAtfuncInterfaceText(getToolboxes, true)).toBe(
      '@tools.get_toolboxes()\nDescription: List the registered toolboxes\n---',
    );
  });

  it('renders an api wrapper with a with_body example built from request_body', () => {
    expect(generateAtfuncInterfaceText(createUser)).toBe(
      [
        '@api.create_user( <*username>, <*email> ) with_body [[',
        '{',
        '  "username": "john_doe",',
        '  "email": "john@example.com",',
        '  "age": 30',
        '}',
        ']]',
        'Description: Create a user',
      ].join('\n'),
    );
  });

  it('lists path params, then query params, for an api wrapper without body', () => {
    expect(generateAtfuncInterfaceText(getUser, true)).toBe(
      '@api.get_user( <*user_id>, <include_details{boolean}> )\nDescription: Get user information\n---',
    );
  });

  it('fills a body example from enums and types when fields have no default', () => {
    const text = generateAtfuncInterfaceText({
      domain: 'shop',
      name: 'order',
      type: 'api-wrapper',
      description: 'Order',
      request_body: {
        item: { type: 'string', required: true },
        size: { type: 'string', enum: ['s', 'm'] },
        count: { type: 'integer' },
        gift: { type: 'boolean' },
        meta: { type: 'object' },
        tags: { type: 'array' },
      },
      returns: 'object',
    });
    const body = text.slice(text.indexOf('[[') + 2, text.indexOf(']]'));
    expect(JSON.parse(body)).toEqual({
      item: '<item>',
      size: 's',
      count: 0,
      gift: false,
      meta: {},
      tags: [],
    });
    expect(text.startsWith('@shop.order( <*item> ) with_body [[')).toBe(true);
  });
});
