/** The longest function name a mounted tool gets. */
export const MAX_FUNCTION_NAME_LENGTH = 64;

const wordCharacter = /^[A-Za-z0-9_]$/;

function cleanName(toolName: string): string {
  let name = '';
  for (const character of toolName.slice(0, MAX_FUNCTION_NAME_LENGTH)) {
    name += wordCharacter.test(character) ? character : '_';
  }
  return name.length === 0 ? 'tool' : name;
}

/**
 * Function names for the tools of an MCP server, in the tools' order: every character that is
 * not a letter, a digit or `_` becomes `_` (`get-sum` → `get_sum`, `files/read` → `files_read`),
 * because translators read `box.fn` names in model text and a dot or a dash would end them,
 * and names are cut at {@link MAX_FUNCTION_NAME_LENGTH} characters. Two tools that clean to
 * the same name get `_2`, `_3`, ... in the order listed. Returns function name → tool name.
 *
 * @example
 * ```ts
 * nameMcpFunctions(['get-sum', 'get_sum']); // Map { 'get_sum' => 'get-sum', 'get_sum_2' => 'get_sum' }
 * ```
 */
export function nameMcpFunctions(toolNames: readonly string[]): Map<string, string> {
  const names = new Map<string, string>();
  const taken = new Set<string>();
  for (const toolName of toolNames) {
    const base = cleanName(toolName);
    let name = base;
    for (let suffix = 2; taken.has(name); suffix += 1) {
      const tail = `_${suffix}`;
      name = base.slice(0, MAX_FUNCTION_NAME_LENGTH - tail.length) + tail;
    }
    taken.add(name);
    names.set(name, toolName);
  }
  return names;
}
