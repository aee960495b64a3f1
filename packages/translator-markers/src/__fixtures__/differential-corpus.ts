/** Which of tools-llm's faults (SPEC §5) an input shows. */
export type Fault =
  | 'end-of-text'
  | 'apostrophe'
  | 'prototype'
  | 'json-string-contents'
  | 'object-result'
  | 'this-undefined'
  | 'big-integer'
  | 'dotted-name';

/** An input for both libraries; with a fault, what ours must give instead of theirs. */
export interface CorpusEntry {
  readonly input: string;
  readonly fault?: Fault;
  /** Our text, for an entry with a fault (for `prototype`, tools-llm's text may match). */
  readonly ours?: string;
}

const reference = `Today is [[date_now]]
Sum: [[sum:10,20]]
JSON: [[echo:{"city":"Recife","temp":32}]]

[[!echo:name,Caio]]

Favorite: [[Naruto]]`;

/** Hand-written inputs: the reference's syntax, its edges, and each fault. */
export const handwrittenCorpus: readonly CorpusEntry[] = [
  { input: reference },
  { input: '[[date_now]]' },
  { input: '[[sum:10,20]]' },
  { input: '[[sum: 10 , 20 ]]' },
  { input: '[[echo:]] x' },
  { input: '[[echo:a,]] x' },
  { input: '[[echo:,]] x' },
  { input: '[[echo:"a, b"]] x' },
  { input: "[[echo:'a, b']] x" },
  { input: "[[echo:'']] [[echo:']] x" },
  { input: '[[echo:{"a":1,"b":[1,2]}]] x' },
  { input: '[[echo:[1,2,3]]] x' },
  { input: '[[echo:[[1,2],[3]]]] x' },
  { input: "[[echo:{'a': 1}]] x" },
  { input: '[[echo:{a: 1, b: 2}]] x' },
  { input: '[[echo:[1,2,]]] x' },
  { input: '[[echo:{"a":"line\nbreak"}]] x' },
  { input: '[[echo:{"city":Recife}]] x' },
  { input: '[[echo:{"a":1]] x' },
  { input: '[[echo:true,false,null]] x' },
  { input: '[[echo:1e3, -0.5, 0x10, 01, +1, .5]] x' },
  { input: '[[echo:"unterminated]] x' },
  { input: '[[Naruto]] [[!Naruto]] [[!Naruto:1,2]]' },
  { input: '[[!echo:silent]] gone' },
  { input: '[[ spaced ]] [[123]] [[]] [[:x]] [[!]] x' },
  { input: '[[echo::]] [[echo:a:b]] x' },
  { input: '[[echo:a]b]] x' },
  { input: '[echo:1]] x' },
  { input: '[[echo:1] more' },
  { input: '[echo:1] single' },
  { input: '[[[echo:1]]] x' },
  { input: '[[echo:1]]] x' },
  { input: 'text [[echo:a\\,b]] text' },
  { input: '[[echo:a\\]b]] x' },
  { input: '[[fail]] and [[fail:1]]' },
  { input: '[[later:x]] [[later:y]]' },
  { input: '[[nothing]] x' },
  { input: '[[echo:{"a":"}"}]] x' },
  { input: '[[echo:["]"]]] x' },
  { input: '[[echo:  multiple   spaces  ]] x' },
  { input: '[[upper:ação]] [[echo:😀]] x' },
  { input: 'no markers at all' },
  { input: '' },
  { input: '[[echo]] [[echo:1]] [[sum:1,2]]' },
  { input: '[[echo:{"nested":{"deep":[{"x":1}]}}]] x' },
  { input: "[[echo:[1, {a: 'b'}]]] x" },
  { input: 'See [link](http://x) and [[echo:1]].' },
  { input: '[[echo:1]][[echo:2]]x' },
  { input: '[[echo:{\n  "a": 1,\n  "b": "two"\n}]] x' },
  { input: '[[echo:"a\\"b"]] x' },
  { input: '[[echo:{"a":1}, 2, "three"]] x' },
  { input: '[[sum:1,2] and [sum:3,4]] x' },
  { input: "[[echo:rock 'n' roll, ok]] x" },
  { input: '[[echo:[1, 2}]] x' },
  { input: '[[echo:{}]] [[echo:[]]] x' },
  { input: '[[echo:"x"y]] x' },
  { input: '[[echo:   ]] x' },
  { input: '[[echo:\t1\t]] x' },
  { input: '[[!sum:1,2]][[sum:3,4]]x' },
  { input: '[[echo:[ ]]] x' },
  { input: '[[ echo:1]] x' },
  { input: '[[echo :1]] x' },
  { input: '[[ECHO:1]] x' },
  { input: '[[echo:{"a":{"b":{"c":{}}}}]] x' },
  { input: '[[echo:"\\u00e9\\n"]] x' },
  { input: '[[echo:{"a":"b"}junk]] x' },
  { input: 'a ] b ]] c [[ d' },
  { input: '[[[[echo:1]]]] x' },
  { input: '[[echo:[[[]]]]] x' },
  { input: '[[echo:1]] [[ [[echo:2]] ]] x' },
  // tools-llm never reads the last character, so a marker closed by it does not run.
  { input: '[[echo:1]', fault: 'end-of-text', ours: '[1]' },
  { input: 'Result: [[sum:1,2]', fault: 'end-of-text', ours: 'Result: 3' },
  { input: '[[date_now]', fault: 'end-of-text', ours: '24/06/2026' },
  { input: 'a [[!echo:x]', fault: 'end-of-text', ours: 'a ' },
  // An apostrophe in a plain argument opened a string.
  { input: "[[echo:don't]] x", fault: 'apostrophe', ours: '["don\'t"] x' },
  {
    input: "[[echo:don't]] and [[echo:it's]] x",
    fault: 'apostrophe',
    ours: '["don\'t"] and ["it\'s"] x',
  },
  { input: "[[upper:O'Brien]] [[sum:1,2]] x", fault: 'apostrophe', ours: "O'BRIEN 3 x" },
  {
    input: "[[echo:it's]] text 'quoted' [[echo:x]] x",
    fault: 'apostrophe',
    ours: '["it\'s"] text \'quoted\' ["x"] x',
  },
  // Lookup reached Object.prototype.
  { input: '[[toString]] x', fault: 'prototype', ours: '[[toString]] x' },
  { input: '[[constructor:5]] x', fault: 'prototype', ours: '[[constructor:5]] x' },
  { input: '[[hasOwnProperty:x]] x', fault: 'prototype', ours: '[[hasOwnProperty:x]] x' },
  { input: '[[valueOf]] x', fault: 'prototype', ours: '[[valueOf]] x' },
  { input: '[[isPrototypeOf:1]] x', fault: 'prototype', ours: '[[isPrototypeOf:1]] x' },
  { input: '[[toLocaleString]] x', fault: 'prototype', ours: '[[toLocaleString]] x' },
  // JSON repair on raw text changed the contents of strings.
  {
    input: '[[echo:{"a":"x,}", b:1}]] x',
    fault: 'json-string-contents',
    ours: '[{"a":"x,}","b":1}] x',
  },
  {
    input: '[[echo:{"a": "x, y: z", d: 1}]] x',
    fault: 'json-string-contents',
    ours: '[{"a":"x, y: z","d":1}] x',
  },
  {
    input: '[[echo:{"t": "a,]", "u": [1,]}]] x',
    fault: 'json-string-contents',
    ours: '[{"t":"a,]","u":[1]}] x',
  },
  {
    input: '[[echo:{"msg": "use {key: 1}", x: 2}]] x',
    fault: 'json-string-contents',
    ours: '[{"msg":"use {key: 1}","x":2}] x',
  },
  // Objects became [object Object].
  { input: '[[obj]] x', fault: 'object-result', ours: '{"a":1,"b":[2]} x' },
  { input: '[[list]] x', fault: 'object-result', ours: '[1,"two"] x' },
  // Tools were called with this undefined.
  { input: '[[self]] x', fault: 'this-undefined', ours: 'this is tools x' },
  // Integers above 2^53 lost precision.
  {
    input: '[[echo:9007199254740993]] x',
    fault: 'big-integer',
    ours: '["9007199254740993n"] x',
  },
  {
    input: '[[echo:{"id": 12345678901234567890}]] x',
    fault: 'big-integer',
    ours: '[{"id":"12345678901234567890n"}] x',
  },
  // Names could not contain dots.
  { input: '[[math.add:1,2]] x', fault: 'dotted-name', ours: '3 x' },
];

/** A small seeded generator, so that the generated corpus is the same on every run. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const PROSE = [
  'The weather ',
  'is fine. ',
  'See [note] ',
  '(a, b) ',
  '{curly} ',
  '"quoted" ',
  '\n',
  '- item\n',
  'x: y ',
  'a] ',
  'emoji 😀 ',
  'back\\slash ',
  '`code` ',
];
const NAMES = ['echo', 'sum', 'upper', 'date_now', 'later', 'fail', 'Naruto', 'unknown_fn'];
const ARGS = [
  'Recife',
  '10',
  '-2.5',
  'true',
  'null',
  '"a, b"',
  "'c, d'",
  '{"k":"v"}',
  '[1,2]',
  "{'k': 'v'}",
  '{k: 1,}',
  '[1, 2,]',
  'two words',
  "don't",
  "it's here",
  '{"k": 1',
  '""',
  '',
  'a\\,b',
];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function generateMarker(random: () => number): string {
  const name = pick(random, NAMES);
  const silent = random() < 0.15 ? '!' : '';
  const count = Math.floor(random() * 4);
  const args: string[] = [];
  for (let index = 0; index < count; index += 1) args.push(pick(random, ARGS));
  const params = count === 0 ? '' : `:${args.join(',')}`;
  const shape = random();
  if (shape < 0.08) return `[[${silent}${name}${params}]`;
  if (shape < 0.14) return `[${silent}${name}${params}]]`;
  if (shape < 0.18) return `[[${silent}${name}${params}`;
  return `[[${silent}${name}${params}]]`;
}

/** Inputs generated from prose and markers, some cut off, some with apostrophes. */
export function generateCorpus(count: number, seed = 20_260_624): string[] {
  const random = createRandom(seed);
  const inputs: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const pieces = 1 + Math.floor(random() * 6);
    let text = '';
    for (let piece = 0; piece < pieces; piece += 1) {
      text += random() < 0.5 ? pick(random, PROSE) : generateMarker(random);
    }
    inputs.push(text);
  }
  return inputs;
}
