import { readFileSync } from 'node:fs';
import type { FunctionInterface, FunctionParam, ParamType } from '@ai-toolbox/core';

/** One fixture of the research files (see `vllm/NOTICE.md` for where each comes from). */
export interface VllmFixture {
  readonly id: string;
  readonly source: string;
  readonly text: string;
  readonly calls: readonly { readonly name: string; readonly arguments: unknown }[];
  readonly functions: readonly { readonly name: string; readonly params: Record<string, string> }[];
  readonly notes?: string;
  readonly expect?: 'error';
}

/** The toolbox the fixtures' functions live in, set as the root so bare names resolve. */
export const FIXTURE_TOOLBOX = 'fixture';

/** The fixtures of one vLLM parser. */
export function loadFixtures(parser: string): VllmFixture[] {
  const url = new URL(`./vllm/fixtures-${parser}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as VllmFixture[];
}

function paramType(declared: string): ParamType {
  const first = declared.split('|').find((type) => type !== 'null') ?? 'string';
  if (first === 'float') return 'number';
  const known: readonly string[] = ['string', 'number', 'integer', 'boolean', 'object', 'array'];
  return (known.includes(first) ? first : 'string') as ParamType;
}

/** A fixture's functions as interfaces of the fixture toolbox. */
export function fixtureInterfaces(fixture: VllmFixture): FunctionInterface[] {
  return fixture.functions.map((fn) => {
    const params: Record<string, FunctionParam> = {};
    for (const [name, type] of Object.entries(fn.params)) {
      params[name] = { type: paramType(type), isRequired: false, description: name };
    }
    return {
      domain: FIXTURE_TOOLBOX,
      name: fn.name,
      type: 'function',
      description: `${fn.name} (fixture)`,
      params,
      returns: 'string',
    };
  });
}
