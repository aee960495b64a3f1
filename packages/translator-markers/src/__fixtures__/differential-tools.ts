/**
 * The tools both libraries run in the differential tests. Each call returns text that shows
 * its arguments exactly, so two runs compare by their output text.
 */
export function createDifferentialTools(): Record<string, unknown> {
  const show = (value: unknown): string =>
    JSON.stringify(value, (_key, inner: unknown) =>
      typeof inner === 'bigint' ? `${inner.toString()}n` : inner,
    );
  return {
    date_now: () => '24/06/2026',
    echo: (...args: unknown[]) => show(args),
    sum: (a: unknown, b: unknown) => Number(a) + Number(b),
    upper: (text: unknown) => String(text).toUpperCase(),
    fail: () => {
      throw new Error('boom');
    },
    later: async (value: unknown) => `later ${show(value)}`,
    nothing: () => undefined,
    obj: () => ({ a: 1, b: [2] }),
    list: () => [1, 'two'],
    self(this: unknown) {
      return this === undefined ? 'no this' : 'this is tools';
    },
    'math.add': (a: unknown, b: unknown) => Number(a) + Number(b),
  };
}
