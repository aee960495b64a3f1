import type { ParsedFunctionCallV2 } from '@ai-toolbox/core';
import { describe, expect, it } from 'vitest';
import {
  ANSWER_ROOT,
  answerInterfaces,
  type PythonicAnswer,
  pythonicAnswers,
} from './__fixtures__/model-answers.js';
import { createPythonicTranslator } from './create-pythonic-translator.js';

const translator = createPythonicTranslator();

function parse(answer: PythonicAnswer): ParsedFunctionCallV2[] {
  return translator.parseFunctionCalls(answer.text, answerInterfaces(answer), ANSWER_ROOT);
}

/** A call's name as the fixtures write it: root functions without their toolbox. */
function shortName(name: string): string {
  return name.startsWith(`${ANSWER_ROOT}.`) ? name.slice(ANSWER_ROOT.length + 1) : name;
}

/** Values as JSON has them: big integers as numbers of the same digits, for comparison. */
function plain(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_key, inner: unknown) =>
      typeof inner === 'bigint' ? Number(inner) : inner,
    ),
  );
}

describe('real and documented model answers', () => {
  it('are at least 60, each with its source', () => {
    expect(pythonicAnswers.length).toBeGreaterThanOrEqual(60);
    expect(new Set(pythonicAnswers.map((answer) => answer.id)).size).toBe(pythonicAnswers.length);
    for (const answer of pythonicAnswers) expect(answer.source.length).toBeGreaterThan(5);
  });

  it.each(pythonicAnswers.map((answer) => [answer.id, answer] as const))(
    '%s is read as the model meant it',
    (_id, answer) => {
      const calls = parse(answer);
      const runnable = calls.filter((call) => call.error === undefined && call.interface != null);
      expect(
        runnable.map((call) => ({
          name: shortName(call.name),
          arguments: plain({ ...call.params }),
        })),
      ).toEqual(plain(answer.calls));
      expect(
        calls
          .filter((call) => call.error === undefined && call.interface == null)
          .map((call) => call.name),
      ).toEqual(answer.unknown);
      const errors = calls.flatMap((call) => (call.error === undefined ? [] : [call.error.code]));
      expect(errors).toEqual(answer.errors);
      expect(errors.length > 0).toBe(answer.expectError);
      expect(calls.map((call) => call.repairs.map((repair) => repair.code))).toEqual(
        answer.repairs,
      );
      for (const call of calls) {
        expect(answer.text.slice(call.span.start, call.span.end)).toBe(call.raw);
        if (call.error !== undefined) expect(call.error.message.length).toBeGreaterThan(20);
      }
    },
  );

  it.each(pythonicAnswers.map((answer) => [answer.id, answer] as const))(
    '%s gives the same calls streamed in pieces of 1, 3 and 16 characters',
    (_id, answer) => {
      const whole = parse(answer);
      for (const size of [1, 3, 16]) {
        const stream = translator.createFunctionCallStream(answerInterfaces(answer), ANSWER_ROOT);
        const calls: ParsedFunctionCallV2[] = [];
        for (let at = 0; at < answer.text.length; at += size) {
          calls.push(...stream.push(answer.text.slice(at, at + size)));
        }
        calls.push(...stream.end());
        expect(plain(calls)).toEqual(plain(whole));
      }
    },
  );

  it('shows every repair code this translator reports in at least one answer', () => {
    const shown = new Set(pythonicAnswers.flatMap((answer) => answer.repairs.flat()));
    for (const code of [
      'prose-around-calls',
      'code-block',
      'call-in-string',
      'unwrapped-call',
      'unbracketed-call',
      'namespace-prefix',
      'underscored-name',
      'spread-object',
      'apostrophe-in-string',
      'json-literal',
      'control-character-in-string',
      'invalid-escape',
    ]) {
      expect(shown, code).toContain(code);
    }
  });
});
