import { describe, expect, it } from 'vitest';
import { type JsonrepairSuiteCase, jsonrepairSuite } from './__fixtures__/jsonrepair-suite.js';
import { REPAIR_CODES } from './repair-code.js';
import { repairJson } from './repair-json.js';

/**
 * What a tool call's arguments must never be guessed from: refused, with a problem that says
 * what was found. Each pattern is what that problem's detail says.
 */
const refusedCategories = {
  jsonp: /JSONP|function call/,
  mongo: /MongoDB wrapper/,
  regex: /regular expression/,
  concatenation: /string concatenation with '\+'/,
  ellipsis: /ellipsis '\.\.\.'/,
  several: /several top-level values/,
  'bare word': /unexpected word|in a number|found/,
  url: /unquoted URL/,
} as const;

type RefusedCategory = keyof typeof refusedCategories;

/**
 * Our reading of each case: `repaired` to jsonrepair's value, `refused` as a category above,
 * `not guessed` (refused though jsonrepair repairs it: outside the categories the issue lists,
 * and a guess), or `fails` (jsonrepair throws, or returns text that is no JSON).
 */
type Verdict =
  | { readonly kind: 'repaired' }
  | { readonly kind: 'refused'; readonly category: RefusedCategory }
  | { readonly kind: 'not guessed'; readonly why: string }
  | { readonly kind: 'fails' };

const repaired: Verdict = { kind: 'repaired' };
const refused = (category: RefusedCategory): Verdict => ({ kind: 'refused', category });
const notGuessed = (why: string): Verdict => ({ kind: 'not guessed', why });
const fails: Verdict = { kind: 'fails' };

/** The verdict of each of the suite's tests, by name; `cases` overrides it for some inputs. */
const byTest: Readonly<Record<string, Verdict>> = {
  'parse full JSON object': repaired,
  'parse whitespace': repaired,
  'parse object': repaired,
  'parse array': repaired,
  'parse number': repaired,
  'parse string': repaired,
  'parse keywords': repaired,
  'correctly handle strings equaling a JSON delimiter': repaired,
  'supports unicode characters in a string': repaired,
  'supports escaped unicode characters in a string': repaired,
  'supports unicode characters in a key': repaired,
  'should add missing quotes': repaired,
  'should repair an unquoted url': refused('url'),
  'should repair an url with missing end quote': repaired,
  'should add missing end quote': repaired,
  'should repair truncated JSON': repaired,
  'should repair ellipsis in an array': refused('ellipsis'),
  'should repair ellipsis in an object': refused('ellipsis'),
  'should add missing start quote': repaired,
  'should stop at the first next return when missing an end quote': repaired,
  'should replace single quotes with double quotes': repaired,
  'should replace special quotes with double quotes': repaired,
  'should not replace special quotes inside a normal string': repaired,
  'should not crash when repairing quotes': repaired,
  'should leave string content untouched': repaired,
  'should add/remove escape characters': repaired,
  'should replace backslash-escaped newline characters': repaired,
  'should repair a missing object value': notGuessed('a key with no value inside the text'),
  'should repair undefined values': repaired,
  'should escape unescaped control characters': repaired,
  'should escape unescaped double quotes': repaired,
  'should replace special white space characters': repaired,
  'should replace non normalized left/right quotes': repaired,
  'should remove block comments': repaired,
  'should remove line comments': repaired,
  'should not remove comments inside a string': repaired,
  'should remove comments after a string containing a delimiter': repaired,
  'should strip JSONP notation': refused('jsonp'),
  'should strip markdown fenced code blocks': repaired,
  'should strip invalid markdown fenced code blocks': notGuessed(
    'a fence inside brackets: the brackets may be meant',
  ),
  'should repair escaped string contents': repaired,
  'should strip a leading comma from an array': repaired,
  'should strip a leading comma from an object': repaired,
  'should strip trailing commas from an array': repaired,
  'should strip trailing commas from an object': repaired,
  'should strip trailing comma at the end': repaired,
  'should add a missing closing brace for an object': repaired,
  'should remove a redundant closing bracket for an object': repaired,
  'should add a missing closing bracket for an array': repaired,
  'should strip MongoDB data types': refused('mongo'),
  'should parse an unquoted string': refused('bare word'),
  'should replace Python constants None, True, False': repaired,
  'should turn unknown symbols into a string': refused('bare word'),
  'should repair invalid numbers': repaired,
  'should turn invalid unrepairable numbers into strings': refused('bare word'),
  'should repair regular expressions': refused('regex'),
  'should escape quotes in repaired regular expressions': refused('regex'),
  'should concatenate strings': refused('concatenation'),
  'should repair missing comma between array items': repaired,
  'should repair missing comma between object properties': repaired,
  'should repair truncated numbers': repaired,
  'should repair missing colon between object key and value': repaired,
  'should repair missing a combination of comma, quotes and brackets': refused('bare word'),
  'should repair newline separated json (for example from MongoDB)': refused('several'),
  'should repair newline separated json having commas': refused('several'),
  'should repair newline separated json having commas and trailing comma': refused('several'),
  'should repair a comma separated list with value': refused('several'),
  'should repair a number with leading zeros': refused('bare word'),
  'should throw an exception in case of non-repairable issues': fails,
};

/** Inputs whose verdict is not their test's. */
const byInput: ReadonlyMap<string, Verdict> = new Map([
  // Values jsonrepair turns from bare words into strings, in tests about quotes.
  ['abc', refused('bare word')],
  ['hello   world', refused('bare word')],
  ['{\nmessage: hello world\n}', refused('bare word')],
  ['[a,b]', refused('bare word')],
  ['[\na,\nb\n]', refused('bare word')],
  ['{"date":2024-10-18T18:35:22.229Z}', refused('bare word')],
  // The string ends at the comma; what follows is a bare word ("hello, world" may be meant).
  ['["hello, world]', refused('bare word')],
  ['["b,c,]', refused('bare word')],
  ['{\n  "firstName": "John"\n  lastName: Smith', refused('bare word')],
  ['{\n  "firstName": "John" /* comment */ \n  lastName: Smith', refused('bare word')],
  ['{\n  "firstName": "John"\n  ,  lastName: Smith', refused('bare word')],
  ['a\nb', refused('bare word')],
  ['1\n2', refused('several')],
  ['a,b', refused('bare word')],
  // Strings joined with `+` inside a test about missing end quotes.
  ['["abc+/*comment*/"def"]', refused('concatenation')],
  ['["abc/*comment*/+"def"]', refused('concatenation')],
  // A string left open at the end of the text, in a test about unquoted strings.
  ['["This is C(2)", "This is F(3)]', repaired],
  // jsonrepair throws where a call has no parentheses.
  ['callback {}', fails],
  // The text was cut off right after the key: the value never came.
  ['{"a":', repaired],
  // Numbers that begin with a dot are not guessed at; `-05` repairs to text that is no JSON.
  ['.3', notGuessed('a number with no digit before its dot')],
  ['-.3', notGuessed('a number with no digit before its dot')],
  ['-05', fails],
  // A closer of the other kind, with none of its kind open: which bracket was meant is a guess.
  ['{"a":2]', notGuessed('a closer of the other kind')],
  ['{"a":2,]', notGuessed('a closer of the other kind')],
  ['[2,}', notGuessed('a closer of the other kind')],
  ['[}', notGuessed('a closer of the other kind')],
  ['{]', notGuessed('a closer of the other kind')],
]);

function verdictOf(entry: JsonrepairSuiteCase): Verdict {
  const verdict = byInput.get(entry.input) ?? byTest[entry.test];
  if (verdict === undefined) throw new Error(`no verdict for the test "${entry.test}"`);
  return verdict;
}

/** jsonrepair's value for a case, or `fails` when it throws or returns no JSON. */
function theirValue(entry: JsonrepairSuiteCase): { value: unknown } | 'fails' {
  if (entry.output === undefined) return 'fails';
  try {
    return { value: JSON.parse(entry.output) };
  } catch {
    return 'fails';
  }
}

const outcomes = jsonrepairSuite.map((entry) => {
  const verdict = verdictOf(entry);
  const theirs = theirValue(entry);
  const ours = repairJson(entry.input);
  return { entry, verdict, theirs, ours };
});

describe("jsonrepair's own test suite", () => {
  it('has a verdict for every case, and every verdict names a case of the suite', () => {
    const inputs = new Set(jsonrepairSuite.map((entry) => entry.input));
    const tests = new Set(jsonrepairSuite.map((entry) => entry.test));
    expect([...byInput.keys()].filter((input) => !inputs.has(input))).toEqual([]);
    expect(Object.keys(byTest).filter((test) => !tests.has(test))).toEqual([]);
    expect(jsonrepairSuite.length).toBe(400);
  });

  it('is never silently wrong: every value read is the value jsonrepair repairs to', () => {
    const wrong = outcomes
      .filter(({ ours, theirs }) => {
        if (!ours.ok) return false;
        if (theirs === 'fails') return true;
        try {
          expect(ours.value).toStrictEqual(theirs.value);
          return false;
        } catch {
          return true;
        }
      })
      .map(({ entry, ours }) => ({ input: entry.input, ours: ours.ok && ours.value }));
    expect(wrong).toEqual([]);
  });

  it('repairs every case in the repaired categories to the same value', () => {
    const missed = outcomes
      .filter(({ verdict, ours }) => verdict.kind === 'repaired' && !ours.ok)
      .map(({ entry, ours }) => ({
        input: entry.input,
        problem: !ours.ok && ours.problem.message,
      }));
    expect(missed).toEqual([]);
  });

  it('refuses every case in the refused categories, naming what it found and where', () => {
    const accepted = outcomes.filter(({ verdict, ours }) => verdict.kind !== 'repaired' && ours.ok);
    expect(accepted.map(({ entry }) => entry.input)).toEqual([]);
    const unclear = outcomes
      .filter(({ verdict }) => verdict.kind === 'refused')
      .filter(({ entry, verdict, ours }) => {
        if (ours.ok || verdict.kind !== 'refused') return false;
        const { position, detail } = ours.problem;
        const named = refusedCategories[verdict.category].test(detail);
        return !named || position < 0 || position > entry.input.length;
      })
      .map(({ entry, ours }) => ({ input: entry.input, detail: !ours.ok && ours.problem.detail }));
    expect(unclear).toEqual([]);
  });

  it('reports every repair with a RepairCode, and none where jsonrepair changes nothing', () => {
    for (const { entry, ours } of outcomes) {
      if (!ours.ok) continue;
      for (const repair of ours.repairs) expect(Object.keys(REPAIR_CODES)).toContain(repair.code);
      if (entry.output === entry.input) expect(ours.repairs).toEqual([]);
      else expect(ours.repairs, entry.input).not.toEqual([]);
    }
  });

  it('reads each case the same when it arrives one character at a time', async () => {
    const { createJsonReader } = await import('./json-reader.js');
    for (const { entry, ours } of outcomes) {
      const reader = createJsonReader({ whole: true });
      for (let at = 0; at < entry.input.length; at += 1) reader.write(entry.input.charAt(at));
      reader.end();
      if (ours.ok) {
        expect(reader.status, entry.input).toBe('done');
        expect(reader.value).toStrictEqual(ours.value);
        expect(reader.repairs).toEqual(ours.repairs);
      } else {
        expect(reader.problem, entry.input).toEqual(ours.problem);
      }
    }
  });
});
