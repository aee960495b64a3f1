import { clip, type Found } from './conformance-basics.js';

/** The prototypes a pollution would write to. */
const watched: readonly object[] = [Object.prototype, Array.prototype, Function.prototype];

/**
 * Watches the prototypes a model's text could pollute: `check(text, problems)` reports every
 * key added since the watch began as a **plain-data** problem of that text, and removes it, so
 * that one translator's pollution neither spreads to the checks after it nor to the process.
 */
export function watchPrototypes() {
  const before = new Map(
    watched.map((prototype) => [prototype, new Set(Reflect.ownKeys(prototype))]),
  );
  return {
    check(text: string, problems: Found[]): void {
      const added: string[] = [];
      for (const [prototype, keys] of before) {
        for (const key of Reflect.ownKeys(prototype)) {
          if (keys.has(key)) continue;
          added.push(String(key));
          Reflect.deleteProperty(prototype, key);
        }
      }
      if (added.length === 0) return;
      problems.push({
        check: 'plain-data',
        text: clip(text),
        detail: `reading the text or running its calls wrote ${added.map((key) => `'${key}'`).join(', ')} into a prototype`,
      });
    },
  };
}
