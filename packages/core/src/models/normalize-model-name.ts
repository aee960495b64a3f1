/** Only this many characters of a model identifier are read; the rest cannot change the match. */
const MAX_MODEL_NAME_LENGTH = 256;

/** An identifier's last path segment (`Qwen/Qwen3-8B` → `Qwen3-8B`), read up to the length limit. */
function lastSegment(identifier: string): string {
  const read = identifier.slice(0, MAX_MODEL_NAME_LENGTH);
  return read.slice(Math.max(read.lastIndexOf('/'), read.lastIndexOf('\\')) + 1);
}

/**
 * Words that open a model's own name without being part of it: the maker, as some repositories
 * repeat it (`Meta-Llama-3.1-8B`, `c4ai-command-r7b`, `AI21-Jamba-1.5-Mini`, `NVIDIA-Nemotron`).
 */
const MAKER_WORDS: ReadonlySet<string> = new Set([
  'meta',
  'c4ai',
  'ai21',
  'nvidia',
  'ibm',
  'microsoft',
  'google',
  'tencent',
  'mistralai',
]);

/**
 * The words of a model identifier as the model table compares them, or `[]` for none.
 *
 * Lower case; only the last path segment (`Qwen/Qwen3-8B` and `hf.co/unsloth/Qwen3-8B-GGUF`
 * read as `qwen3-8b…`); `.` and `_` between digits are one version dot (`qwen2_5` is
 * `qwen2.5`); every other run of characters that are not letters, digits or a version dot
 * separates words (`qwen3:8b`, `Q4_K_M.gguf`); a maker's word at the start is dropped; and a
 * letter followed by a digit starts a new word, so `qwen3`, `qwen-3` and `Qwen3` are the words
 * `qwen`, `3`. Sizes, quantisations and file extensions stay as words at the end, where a
 * prefix never looks. Linear in the identifier, which is read up to
 * {@link MAX_MODEL_NAME_LENGTH} characters.
 */
export function modelNameWords(identifier: string): string[] {
  const versioned = lastSegment(identifier)
    .toLowerCase()
    .replace(/(\d)[._](?=\d)/g, '$1.')
    .replace(/[^a-z0-9.]+|\.(?!\d)|(?<!\d)\./g, '-');
  const parts = versioned.split('-').filter((part) => part !== '');
  let start = 0;
  while (start < parts.length - 1 && MAKER_WORDS.has(parts[start] as string)) start += 1;
  const words: string[] = [];
  for (const part of parts.slice(start)) {
    for (const word of part.replace(/([a-z])(?=\d)/g, '$1-').split('-')) words.push(word);
  }
  return words;
}

/**
 * The ways an identifier may be read: as it is, and, when its name carries the repository's
 * owner before an underscore (`bartowski/Qwen_Qwen3-8B-GGUF`, `mistralai_Mistral-Nemo-…`), the
 * part after it.
 */
export function modelNameReadings(identifier: string): string[][] {
  const readings = [modelNameWords(identifier)];
  const segment = lastSegment(identifier);
  const underscore = segment.search(/_(?=[A-Za-z])/);
  if (underscore > 0) readings.push(modelNameWords(segment.slice(underscore + 1)));
  return readings;
}
