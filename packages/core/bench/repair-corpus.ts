/** A malformed JSON snippet, the kind of damage it has and the value its writer meant. */
export interface RepairCase {
  readonly kind: string;
  readonly text: string;
  readonly expected: unknown;
}

/**
 * Malformed JSON as models write it, 16 kinds of damage (moved here from the markers bench). Each expected value is what the
 * writer meant, string contents exactly as written and integers exact.
 */
export const repairCorpus: readonly RepairCase[] = [
  { kind: 'single quotes', text: "{'a': 'b'}", expected: { a: 'b' } },
  { kind: 'single quotes', text: "['x', 'y z']", expected: ['x', 'y z'] },
  { kind: 'single quotes', text: `{'say': 'he said "hi"'}`, expected: { say: 'he said "hi"' } },
  { kind: 'single quotes', text: "{'k': \"it's\"}", expected: { k: "it's" } },
  { kind: 'unquoted keys', text: '{a: 1, b_2: "x"}', expected: { a: 1, b_2: 'x' } },
  {
    kind: 'unquoted keys',
    text: '{city: "Recife", temp: 32}',
    expected: { city: 'Recife', temp: 32 },
  },
  { kind: 'unquoted keys', text: '{$id: 7}', expected: { $id: 7 } },
  { kind: 'unquoted keys', text: '{nested: {inner: [1]}}', expected: { nested: { inner: [1] } } },
  { kind: 'trailing commas', text: '[1, 2, 3,]', expected: [1, 2, 3] },
  { kind: 'trailing commas', text: '{"a": 1, "b": 2,}', expected: { a: 1, b: 2 } },
  {
    kind: 'trailing commas',
    text: '{"a": [1,], "b": {"c": 1,},}',
    expected: { a: [1], b: { c: 1 } },
  },
  { kind: 'trailing commas', text: '[{"x": 1},\n]', expected: [{ x: 1 }] },
  { kind: 'literal newline', text: '{"a": "line\nbreak"}', expected: { a: 'line\nbreak' } },
  { kind: 'literal newline', text: '["one\ntwo\nthree"]', expected: ['one\ntwo\nthree'] },
  {
    kind: 'literal newline',
    text: '{"poem": "roses\r\nviolets"}',
    expected: { poem: 'roses\r\nviolets' },
  },
  { kind: 'literal tab', text: '{"a": "col1\tcol2"}', expected: { a: 'col1\tcol2' } },
  { kind: 'literal tab', text: '["\t"]', expected: ['\t'] },
  { kind: 'python literals', text: '[True, False, None]', expected: [true, false, null] },
  { kind: 'python literals', text: '{"ok": True, "v": None}', expected: { ok: true, v: null } },
  { kind: 'python literals', text: "{'flag': False}", expected: { flag: false } },
  { kind: 'line comments', text: '{"a": 1 // the count\n}', expected: { a: 1 } },
  { kind: 'line comments', text: '// header\n[1, 2]', expected: [1, 2] },
  {
    kind: 'line comments',
    text: '{\n  "a": 1, // one\n  "b": 2 // two\n}',
    expected: { a: 1, b: 2 },
  },
  { kind: 'block comments', text: '{"a": /* inline */ 1}', expected: { a: 1 } },
  { kind: 'block comments', text: '/* lead */ {"a": [1, /* two */ 2]}', expected: { a: [1, 2] } },
  { kind: 'missing closing brackets', text: '{"a": [1, 2', expected: { a: [1, 2] } },
  { kind: 'missing closing brackets', text: '[{"x": 1}, {"y": 2}', expected: [{ x: 1 }, { y: 2 }] },
  {
    kind: 'missing closing brackets',
    text: '{"a": {"b": {"c": 1',
    expected: { a: { b: { c: 1 } } },
  },
  { kind: 'missing closing brackets', text: '[1, 2, 3', expected: [1, 2, 3] },
  { kind: 'missing closing quote', text: '{"a": "cut off', expected: { a: 'cut off' } },
  { kind: 'missing closing quote', text: '["x", "y', expected: ['x', 'y'] },
  { kind: 'missing closing quote', text: '{"msg": "hello, wor', expected: { msg: 'hello, wor' } },
  { kind: 'missing commas', text: '{"a": 1 "b": 2}', expected: { a: 1, b: 2 } },
  { kind: 'missing commas', text: '[1 2 3]', expected: [1, 2, 3] },
  { kind: 'missing commas', text: '[{"a": 1} {"b": 2}]', expected: [{ a: 1 }, { b: 2 }] },
  {
    kind: 'big integers',
    text: '{"id": 12345678901234567890}',
    expected: { id: 12345678901234567890n },
  },
  { kind: 'big integers', text: '[9007199254740993]', expected: [9007199254740993n] },
  {
    kind: 'big integers',
    text: "{id: 1234567890123456789, 'n': 1}",
    expected: { id: 1234567890123456789n, n: 1 },
  },
  {
    kind: 'punctuation inside strings',
    text: '{"a":"x,}", b:1}',
    expected: { a: 'x,}', b: 1 },
  },
  {
    kind: 'punctuation inside strings',
    text: "{'sql': 'a, b: c', 'x': [1,],}",
    expected: { sql: 'a, b: c', x: [1] },
  },
  {
    kind: 'punctuation inside strings',
    text: '{"url": "http://x.y/z", note: "// not a comment"}',
    expected: { url: 'http://x.y/z', note: '// not a comment' },
  },
  {
    kind: 'punctuation inside strings',
    text: '{"code": "f(a, b) { return [a,]; }",}',
    expected: { code: 'f(a, b) { return [a,]; }' },
  },
  // An unknown escape means the character after the backslash, as jsonrepair reads it.
  { kind: 'escapes kept', text: '{"re": "\\d+"}', expected: { re: 'd+' } },
  { kind: 'escapes kept', text: '["C:\\temp"]', expected: ['C:\temp'] },
  { kind: 'escapes kept', text: '{"q": "say \\"hi\\""}', expected: { q: 'say "hi"' } },
  {
    kind: 'mixed damage',
    text: "{name: 'Ana', tags: ['a', 'b',], active: True, // note\n score: 9.5,}",
    expected: { name: 'Ana', tags: ['a', 'b'], active: true, score: 9.5 },
  },
  {
    kind: 'mixed damage',
    text: "[{'id': 1, ok: None}, {'id': 2, ok: False}",
    expected: [
      { id: 1, ok: null },
      { id: 2, ok: false },
    ],
  },
  {
    kind: 'mixed damage',
    text: '{\n  city: "São Paulo",\n  /* units */ temp: 21,\n  note: "line one\nline two"\n',
    expected: { city: 'São Paulo', temp: 21, note: 'line one\nline two' },
  },
];
