import { describe, expect, it } from 'vitest';
import { createPythonArgumentReader } from './python-argument-reader.js';

/** Reads `text` (what follows a call's `(`) in pieces of `size` characters. */
function read(text: string, size = text.length || 1) {
  const reader = createPythonArgumentReader({ maxDepth: 8 });
  let stop = text.length;
  for (let at = 0; at < text.length; at += size) {
    const piece = text.slice(at, at + size);
    const end = reader.write(piece, 0);
    if (reader.done) {
      stop = at + end;
      break;
    }
  }
  if (!reader.done) reader.end();
  return {
    args: reader.args.map((argument) => [argument.key ?? null, argument.value]),
    problem: reader.problem,
    repairs: reader.repairs.map((repair) => repair.code),
    stop,
  };
}

function values(text: string) {
  return Object.fromEntries(read(text).args.map(([key, value]) => [key, value]));
}

function problem(text: string) {
  return read(text).problem?.detail ?? 'none';
}

describe('createPythonArgumentReader', () => {
  it('stops right after the call’s own parenthesis, in every chunking', () => {
    const text = "a='x)', b=[1, (2, 3)], c={'k': ')'}) and more";
    for (const size of [1, 2, 5, text.length]) {
      const result = read(text, size);
      expect(result.stop).toBe(text.indexOf(') and') + 1);
      expect(result.args).toEqual([
        ['a', 'x)'],
        ['b', [1, [2, 3]]],
        ['c', { k: ')' }],
      ]);
    }
  });

  it('reads strings in every quote, prefix and escape', () => {
    expect(
      values(
        `a='x', b="y", c='''l1\nl2 "q" 'a'''', d="""say "hi"""", e=r'C:\\new', f=u'é', g='\\t\\x41\\u00e9\\U0001F600\\101\\\\', h='New ' "York", i=f'plain')`,
      ),
    ).toEqual({
      a: 'x',
      b: 'y',
      c: `l1\nl2 "q" 'a'`,
      d: 'say "hi"',
      e: 'C:\\new',
      f: 'é',
      g: '\tAé😀A\\',
      h: 'New York',
      i: 'plain',
    });
  });

  it('keeps an apostrophe between two letters, and only there', () => {
    expect(read("text='It's fresh', who='O'Brien')")).toMatchObject({
      args: [
        ['text', "It's fresh"],
        ['who', "O'Brien"],
      ],
      repairs: ['apostrophe-in-string'],
    });
    expect(problem("a='x 'y', b='z')")).toMatch(/name \(y\) directly before|two arguments/);
    expect(problem("a='the users' files')")).not.toBe('none');
  });

  it('keeps unknown escapes and line breaks in one-line strings, and says so', () => {
    expect(read("a='\\d+', b='line 1\nline 2')")).toMatchObject({
      args: [
        ['a', '\\d+'],
        ['b', 'line 1\nline 2'],
      ],
      repairs: ['invalid-escape', 'control-character-in-string'],
    });
  });

  it('reads True, False, None, and JSON’s true, false, null with a repair', () => {
    expect(read('a=True, b=False, c=None, d=true, e=null)')).toMatchObject({
      args: [
        ['a', true],
        ['b', false],
        ['c', null],
        ['d', true],
        ['e', null],
      ],
      repairs: ['json-literal'],
    });
  });

  it('reads signed numbers, lists, tuples, dicts with literal keys, and keeps -0.0', () => {
    expect(
      values(
        'a=-5, b=+5, c=-0, d=-0.0, e=[1, -2.5], f=(1,), g=(7), h=(), i={1: "one", True: 2, None: 3, 1.5: 4})',
      ),
    ).toEqual({
      a: -5,
      b: 5,
      c: 0,
      d: -0,
      e: [1, -2.5],
      f: [1],
      g: 7,
      h: [],
      i: { 1: 'one', true: 2, null: 3, '1.5': 4 },
    });
    expect(Object.is(values('d=-0.0)').d, -0)).toBe(true);
  });

  it('spreads *list and **dict arguments', () => {
    expect(read("*['Paris', 'c'], **{'days': 3})").args).toEqual([
      [null, 'Paris'],
      [null, 'c'],
      ['days', 3],
    ]);
  });

  it('keeps keys such as __proto__ as plain keys of records without a prototype', () => {
    const dict = values("x={'__proto__': {'polluted': 1}, 'constructor': 2})").x as Record<
      string,
      unknown
    >;
    expect(Object.getPrototypeOf(Object.getPrototypeOf(dict))).toBeNull();
    expect(Object.keys(dict)).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses what is not a literal, and never reads it further', () => {
    expect(problem('city=Paris)')).toMatch(/Paris is a name, not a value/);
    expect(problem('a=2*5)')).toMatch(/expression with \*/);
    expect(problem('a=1+2)')).toMatch(/expression with \+/);
    expect(problem('a=get_city())')).toMatch(/nested call/);
    expect(problem("a=float('nan'))")).toMatch(/float\(\.\.\.\) is a nested call/);
    expect(problem('a=math.pi)')).toMatch(/starts an expression/);
    expect(problem('a=...)')).toMatch(/\.\.\./);
    expect(problem("a={'x', 'y'})")).toMatch(/a set/);
    expect(problem("a={'x'})")).toMatch(/a set/);
    expect(problem("a=b'z')")).toMatch(/bytes literal/);
    expect(problem("a=f'{city}')")).toMatch(/f-string/);
    expect(problem("a='\\N{BULLET}')")).toMatch(/\\N\{\.\.\.\}/);
    expect(problem('a=1, 2)')).toMatch(/positional argument after a keyword/);
    expect(problem('a=)')).toMatch(/value is missing/);
    expect(problem('a=1 b=2)')).toMatch(/without a comma/);
    expect(problem('x=[[[[[[[[[1]]]]]]]]])')).toMatch(/nested more than 8 levels/);
  });

  it('after a problem follows brackets to the call’s own end', () => {
    expect(read("a=g(x=')'), b=[h(1)]) tail").stop).toBe("a=g(x=')'), b=[h(1)])".length);
    // A `]` the call never opened ends it before that `]`.
    expect(read('x=1])]').stop).toBe(3);
    // A blank line ends a call that cannot be read.
    expect(read('x=oops 1\n\n[next(1)]').stop).toBe('x=oops 1\n'.length);
  });

  it('reads a call written inside a string, its quotes escaped, and says so', () => {
    expect(read('city=\\"Paris\\", note=\\"say "hi"\\")')).toMatchObject({
      args: [
        ['city', 'Paris'],
        ['note', 'say "hi"'],
      ],
      repairs: ['call-in-string'],
    });
  });

  it('finishes a string that the end of the text completes, in every chunking', () => {
    for (const size of [1, 2, 3]) {
      expect(read("a=''", size).problem?.detail).toBe(
        'the text ends inside its arguments, before the closing parenthesis',
      );
      expect(read('a="""x"""', size).problem?.detail).toMatch(/inside its arguments/);
      expect(read('a="""x""', size).problem?.detail).toBe('the text ends inside a string');
    }
  });

  it('makes each repair once per call, and forgets them at reset', () => {
    const reader = createPythonArgumentReader({ maxDepth: 8 });
    reader.write("a='\\d', b='\\w', c=true, d=null)", 0);
    expect(reader.repairs.map((repair) => repair.code)).toEqual(['invalid-escape', 'json-literal']);
    expect(reader.repairs[0]?.message).toContain('\\d');
    const before = reader.repairs;
    reader.reset();
    expect(reader.repairs).toEqual([]);
    expect(before).toHaveLength(2);
    reader.write("x='ok')", 0);
    expect(reader.args).toEqual([{ key: 'x', value: 'ok' }]);
    expect(reader.problem).toBeUndefined();
  });

  it('is cut off when the text ends inside the call', () => {
    expect(read("city='San Fran").problem).toEqual({
      code: 'truncated-call',
      detail: 'the text ends inside a string',
    });
    expect(read('age=').problem?.code).toBe('truncated-call');
    expect(read('name="Doe", ag').problem?.code).toBe('truncated-call');
    // Cut off after it went wrong: what went wrong is what the model must hear.
    expect(read('x=oops, y=').problem?.code).toBe('unreadable-arguments');
  });
});
