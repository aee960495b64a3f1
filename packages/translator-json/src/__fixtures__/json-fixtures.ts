import { readFileSync } from 'node:fs';
import type { FunctionInterface, FunctionParam, ParamType } from '@ai-toolbox/core';
import type { JsonCallFamilyName } from '../json-call-family.js';

/** One model answer of the research fixtures (see NOTICE.md beside this file for sources). */
export interface JsonFixture {
  readonly id: string;
  readonly source: string;
  readonly text: string;
  /** What the model meant, in order. */
  readonly calls: readonly { readonly name: string; readonly arguments: Record<string, unknown> }[];
  readonly functions: readonly { readonly name: string; readonly params: Record<string, string> }[];
  readonly notes?: string;
  readonly expect?: 'error';
  /** The index of the call that is cut off or unreadable, when `expect` is `'error'`. */
  readonly error_call?: number;
  readonly variant?: string;
}

/** The root toolbox of the fixtures' undotted function names. */
export const FIXTURE_ROOT = 'fixtures';

/** The fixtures of one family. */
export function loadFixtures(family: JsonCallFamilyName): JsonFixture[] {
  const url = new URL(`./fixtures-${family}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as JsonFixture[];
}

/**
 * The interfaces a fixture assumes: `math.factorial` is `factorial` in toolbox `math`, an
 * undotted name a function of the root toolbox {@link FIXTURE_ROOT}. No param is required, so
 * the fixtures check reading, not validation.
 */
export function fixtureInterfaces(fixture: Pick<JsonFixture, 'functions'>): FunctionInterface[] {
  return fixture.functions.map((declared) => {
    const dot = declared.name.indexOf('.');
    const params: Record<string, FunctionParam> = {};
    for (const [param, type] of Object.entries(declared.params)) {
      params[param] = { type: type as ParamType, isRequired: false, description: param };
    }
    return {
      domain: dot < 0 ? FIXTURE_ROOT : declared.name.slice(0, dot),
      name: dot < 0 ? declared.name : declared.name.slice(dot + 1),
      type: 'function',
      description: `The fixture function ${declared.name}`,
      params,
      returns: 'string',
    };
  });
}

/** The full name a fixture's call carries once resolved. */
export function fixtureCallName(name: string): string {
  return name.includes('.') ? name : `${FIXTURE_ROOT}.${name}`;
}
