import { describe, expect, it } from 'vitest';
import { readServerSettings } from './server-settings.js';

describe('readServerSettings', () => {
  it('means the scripted model when OPENAI_BASE_URL is not set', () => {
    expect(readServerSettings({ OPENAI_MODEL: 'm' })).toBeUndefined();
    expect(readServerSettings({ OPENAI_BASE_URL: '' })).toBeUndefined();
  });

  it('reads the server, the key and the model', () => {
    expect(
      readServerSettings({
        OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1',
        OPENAI_API_KEY: 'k',
        OPENAI_MODEL: 'local',
      }),
    ).toEqual({ baseUrl: 'http://127.0.0.1:8080/v1', apiKey: 'k', model: 'local' });
    expect(
      readServerSettings({
        OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1',
        OPENAI_API_KEY: '',
        OPENAI_MODEL: 'x',
      })?.apiKey,
    ).toBeUndefined();
  });

  it('says which variable to fix', () => {
    expect(() => readServerSettings({ OPENAI_BASE_URL: 'http://127.0.0.1/v1' })).toThrow(
      'OPENAI_MODEL',
    );
    expect(() => readServerSettings({ OPENAI_BASE_URL: 'nope', OPENAI_MODEL: 'm' })).toThrow(
      'OPENAI_BASE_URL',
    );
  });
});
