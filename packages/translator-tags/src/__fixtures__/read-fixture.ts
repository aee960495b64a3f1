import type { ParsedFunctionCallV2, TranslatorV2 } from '@ai-toolbox/core';
import { FIXTURE_TOOLBOX, fixtureInterfaces, type VllmFixture } from './vllm-fixtures.js';

/** A call as the fixtures write it: the name without the fixture toolbox, plain arguments. */
export interface FixtureCall {
  readonly name: string;
  readonly arguments: unknown;
}

/** A call's name and arguments as the fixtures write them. */
export function asFixtureCall(call: ParsedFunctionCallV2): FixtureCall {
  const prefix = `${FIXTURE_TOOLBOX}.`;
  return {
    name: call.name.startsWith(prefix) ? call.name.slice(prefix.length) : call.name,
    arguments: JSON.parse(JSON.stringify(call.params)),
  };
}

/** What a translator reads in a fixture: the calls that can run, and those that cannot. */
export function readFixture(
  translator: TranslatorV2,
  fixture: VllmFixture,
): { calls: FixtureCall[]; errors: ParsedFunctionCallV2[]; all: ParsedFunctionCallV2[] } {
  const all = translator.parseFunctionCalls(
    fixture.text,
    fixtureInterfaces(fixture),
    FIXTURE_TOOLBOX,
  );
  return {
    calls: all.filter((call) => call.error === undefined).map(asFixtureCall),
    errors: all.filter((call) => call.error !== undefined),
    all,
  };
}

/** Streams a fixture in chunks of `size` characters and gives every call the stream handed back. */
export function streamFixture(
  translator: TranslatorV2,
  fixture: VllmFixture,
  size: number,
): ParsedFunctionCallV2[] {
  const stream = translator.createFunctionCallStream(fixtureInterfaces(fixture), FIXTURE_TOOLBOX);
  const calls: ParsedFunctionCallV2[] = [];
  for (let at = 0; at < fixture.text.length; at += size) {
    calls.push(...stream.push(fixture.text.slice(at, at + size)));
  }
  calls.push(...stream.end());
  return calls;
}
