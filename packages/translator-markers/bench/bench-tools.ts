/** The functions the bench's markers call, the same for ours and for tools-llm. */
export const tools = {
  date_now: () => '24/06/2026',
  sum: (a: unknown, b: unknown) => Number(a) + Number(b),
  process: (payload: { city: string }) => payload.city,
  upper: (text: unknown) => String(text).toUpperCase(),
  log: () => 'OK',
  w: { add: (a: unknown, b: unknown) => `${typeof a}+${typeof b}` },
};
