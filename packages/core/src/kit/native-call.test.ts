import { describe, expect, it } from 'vitest';
import { getTemp } from './__fixtures__/interfaces.js';
import { createRepair } from './create-repair.js';
import { toNativeCallRequests } from './native-call.js';
import { resolveNativeCallLimits } from './native-call-limits.js';
import { createNativeToolSet } from './native-tool-set.js';

const toolSet = createNativeToolSet([getTemp]);
const limits = resolveNativeCallLimits();

describe('toNativeCallRequests', () => {
  it('maps provider names back and prepares the arguments, one request per call', () => {
    const requests = toNativeCallRequests(
      [
        { callId: 'a', name: 'weather__get_temp', input: { city: 'Paris', unit: null } },
        { callId: 'b', name: 'weather__get_temp', input: undefined },
      ],
      toolSet,
      limits,
    );
    expect(requests).toHaveLength(2);
    expect(requests[0]?.name).toBe('weather.get_temp');
    expect(requests[0]?.params).toEqual({ city: 'Paris' });
    expect(requests[0]?.repairs?.map((repair) => repair.code)).toEqual(['drop-null']);
    expect(requests[1]).toEqual({ name: 'weather.get_temp', params: {}, repairs: [] });
  });

  it('answers an unknown tool with the closest offered name', () => {
    const [request] = toNativeCallRequests(
      [{ callId: 'a', name: 'weather__get_tmp', input: {} }],
      toolSet,
      limits,
    );
    expect(request?.error).toEqual({
      code: 'unknown-function',
      message:
        'There is no tool named "weather__get_tmp". Did you mean "weather__get_temp"? Call one of the tools you were given.',
    });
    const [nameless] = toNativeCallRequests(
      [{ callId: 'a', name: undefined, input: {} }],
      toolSet,
      limits,
    );
    expect(nameless?.name).toBe('(no name)');
    expect(nameless?.error?.message).toContain('The tool call has no name.');
  });

  it('clips a long unknown name before echoing it', () => {
    const [request] = toNativeCallRequests(
      [{ callId: 'a', name: 'x'.repeat(10_000), input: {} }],
      toolSet,
      limits,
    );
    expect(request?.name).toBe(`${'x'.repeat(100)}...`);
    expect((request?.error?.message.length ?? 0) < 300).toBe(true);
  });

  it('keeps a call’s own error and repairs, with its arguments for the record', () => {
    const repair = createRepair('missing-closing-bracket', 'closed at the cut');
    const [request] = toNativeCallRequests(
      [
        {
          callId: 'a',
          name: 'weather__get_temp',
          input: { city: 'Par' },
          repairs: [repair],
          error: { code: 'truncated-call', message: 'cut off' },
        },
      ],
      toolSet,
      limits,
    );
    expect(request).toEqual({
      name: 'weather.get_temp',
      params: { city: 'Par' },
      repairs: [repair],
      error: { code: 'truncated-call', message: 'cut off' },
    });
  });

  it('answers unreadable or ill-structured arguments for that call alone', () => {
    const requests = toNativeCallRequests(
      [
        { callId: 'a', name: 'weather__get_temp', input: 'Paris' },
        { callId: 'b', name: 'weather__get_temp', input: { city: 'Rome' } },
        { callId: 'c', name: 'weather__get_temp', input: { days: [[1]] } },
      ],
      toolSet,
      limits,
    );
    expect(requests.map((request) => request.error?.code)).toEqual([
      'unreadable-arguments',
      undefined,
      undefined,
    ]);
  });
});
