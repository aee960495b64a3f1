import type { FunctionInterface, ParsedFunctionCallV2 } from '@ai-toolbox/core';
import { describe, expect, it } from 'vitest';
import { findClaimers } from './auto-claims.js';

const known: FunctionInterface = {
  domain: 'tasks',
  name: 'configure',
  type: 'function',
  description: 'Configures.',
  params: {},
  returns: 'string',
};

function call(
  text: string,
  start: number,
  end: number,
  extra: Partial<ParsedFunctionCallV2> = {},
): ParsedFunctionCallV2 {
  return {
    name: 'tasks.configure',
    params: {},
    interface: known,
    raw: text.slice(start, end),
    span: { start, end },
    repairs: [],
    ...extra,
  };
}

const text =
  '<tool_call><function=tasks.configure><parameter=config>{"name": "tasks.configure"}</parameter></function></tool_call>';
const inner = text.indexOf('{');
const innerEnd = text.indexOf('}') + 1;

describe('findClaimers', () => {
  it('makes a reading with a call inside another family’s claimed call lose to that reading', () => {
    const claimers = findClaimers([
      { calls: [call(text, inner, innerEnd)], own: [] },
      { calls: [call(text, 0, text.length)], own: ['<tool_call>', '<function='] },
    ]);
    expect(claimers).toEqual([[1], []]);
  });

  it('lets two readings of the same span stand side by side', () => {
    const whole = call(text, 0, text.length);
    expect(
      findClaimers([
        { calls: [whole], own: ['<tool_call>'] },
        { calls: [whole], own: ['<tool_call>'] },
      ]),
    ).toEqual([[], []]);
  });

  it('claims nothing with a call not opened by the family’s own markers', () => {
    expect(
      findClaimers([
        { calls: [call(text, inner, innerEnd)], own: [] },
        { calls: [call(text, 0, text.length)], own: ['[TOOL_CALLS]'] },
      ]),
    ).toEqual([[], []]);
  });

  it('claims nothing with a call that names no known function or cannot run', () => {
    const unknown = call(text, 0, text.length, { interface: null });
    const broken = call(text, 0, text.length, {
      error: { code: 'truncated-call', message: 'cut off' },
    } as Partial<ParsedFunctionCallV2>);
    for (const claiming of [unknown, broken]) {
      expect(
        findClaimers([
          { calls: [call(text, inner, innerEnd)], own: [] },
          { calls: [claiming], own: ['<tool_call>'] },
        ]),
      ).toEqual([[], []]);
    }
  });

  it('finds the claim around a call among many claims', () => {
    const long = '<a>x</a>'.repeat(100);
    const claims = Array.from({ length: 100 }, (_, index) => call(long, index * 8, index * 8 + 8));
    expect(
      findClaimers([
        { calls: [call(long, 8 * 57 + 3, 8 * 57 + 4)], own: [] },
        { calls: claims, own: ['<a>'] },
      ]),
    ).toEqual([[1], []]);
    expect(
      findClaimers([
        { calls: [call(long, 8 * 57 + 3, 8 * 58 + 4)], own: [] },
        { calls: claims, own: ['<a>'] },
      ]),
    ).toEqual([[], []]);
  });
});
