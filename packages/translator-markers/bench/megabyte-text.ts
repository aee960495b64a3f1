/**
 * A megabyte of prose with 1,000 markers, one every kilobyte, the five shapes in turn; the
 * prose holds parentheses and braces but no brackets. Built the same way on every run.
 */
export function buildMegabyte(): string {
  const markers = [
    '[[date_now]]',
    '[[sum:10,20]]',
    '[[process:{"city":"Recife","temp":32}]]',
    '[[upper:hello world]]',
    '[[!log:user, entered]]',
  ];
  const prose =
    'The quick brown fox jumps over the lazy dog, then reads a note (a, b) about {things}. ';
  const target = 1024 * 1024;
  const gap = Math.floor(target / 1000);
  let text = '';
  for (let index = 0; index < 1000; index += 1) {
    let chunk = '';
    while (chunk.length < gap) chunk += prose;
    text += chunk.slice(0, gap - 40) + markers[index % markers.length];
  }
  while (text.length < target) text += ' ';
  return text;
}
