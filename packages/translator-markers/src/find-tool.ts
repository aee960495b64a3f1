/** A function found in a tools object, with the object it is called on. */
export interface FoundTool {
  readonly run: (...args: unknown[]) => unknown;
  readonly thisArg: unknown;
}

/**
 * Reads `holder[key]` only when `key` is the holder's own property or a method of its class:
 * never from `Object.prototype` or `Function.prototype`, never a class's `constructor`.
 */
function readMember(holder: object, key: string): unknown {
  // The common case, an own property of the tools object, read at once.
  if (Object.hasOwn(holder, key)) return (holder as Record<string, unknown>)[key];
  let owner: object | null = holder;
  while (owner !== null && owner !== Object.prototype && owner !== Function.prototype) {
    if (Object.hasOwn(owner, key)) {
      if (owner !== holder && key === 'constructor') return undefined;
      return Reflect.get(owner, key, holder);
    }
    owner = Object.getPrototypeOf(owner) as object | null;
  }
  return undefined;
}

function isHolder(value: unknown): value is object {
  return (typeof value === 'object' && value !== null) || typeof value === 'function';
}

/**
 * Finds the function a marker names. `math.sum` is looked up as the key `'math.sum'` first,
 * then as `tools.math.sum` (called with `this` = `tools.math`); a plain name is called with
 * `this` = `tools`.
 */
export function findTool(tools: unknown, name: string): FoundTool | undefined {
  try {
    return lookUp(tools, name);
  } catch {
    // A getter that throws (or a proxy that refuses) makes the name unknown, not the run fail.
    return undefined;
  }
}

function lookUp(tools: unknown, name: string): FoundTool | undefined {
  if (!isHolder(tools)) return undefined;
  const direct = readMember(tools, name);
  if (typeof direct === 'function') {
    return { run: direct as FoundTool['run'], thisArg: tools };
  }
  if (!name.includes('.')) return undefined;
  const segments = name.split('.');
  let holder: unknown = tools;
  for (let index = 0; index < segments.length - 1; index += 1) {
    if (!isHolder(holder)) return undefined;
    holder = readMember(holder, segments[index] ?? '');
  }
  if (!isHolder(holder)) return undefined;
  const member = readMember(holder, segments[segments.length - 1] ?? '');
  return typeof member === 'function'
    ? { run: member as FoundTool['run'], thisArg: holder }
    : undefined;
}
