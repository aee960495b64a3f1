/**
 * Realistic model text for markers: about 1 MB of prose holding 21,000 ordinary brackets
 * (`[see note 1]`, `[1]`, `[citation needed]`, `[a, b]`) and 1,000 markers, a tenth of them
 * with JSON arguments, half of those JSON a model broke. Built the same way on every run.
 */
export function buildRealisticText(): string {
  const sentences = [
    'The committee asked for a revised budget. ',
    'Results matched the earlier study, mostly. ',
    'We kept the simplest approach of the three. ',
    'The week stayed mild, with a western wind. ',
  ];
  const brackets = ['[see note 1]', '[1]', '[citation needed]', '[a, b]', '[2, p. 14]', '[sic]'];
  // One marker in ten carries JSON, one in twenty JSON a model broke (single quotes, a key
  // without quotes, a trailing comma).
  const markers = [
    '[[date_now]]',
    '[[sum:10,20]]',
    '[[upper:hello world]]',
    '[[!log:user, entered]]',
    '[[process:{"city":"Recife","temp":32}]]',
    '[[sum:3, 4]]',
    '[[upper:it works]]',
    '[[date_now]]',
    '[[sum:-1.5,2]]',
    '[[upper:done]]',
    '[[sum:7,8]]',
    '[[upper:ok then]]',
    '[[!log:step two]]',
    '[[date_now]]',
    "[[process:{city: 'Lima', temp: 19,}]]",
    '[[sum:100,1]]',
    '[[upper:final answer]]',
    '[[sum:0,0]]',
    '[[date_now]]',
    '[[upper:the end]]',
  ];
  const target = 1024 * 1024;
  const bracketsPerMarker = 21;
  let text = '';
  let sentence = 0;
  for (let marker = 0; marker < 1000; marker += 1) {
    for (let bracket = 0; bracket < bracketsPerMarker; bracket += 1) {
      text += sentences[sentence % sentences.length];
      sentence += 1;
      text += `${brackets[(marker + bracket) % brackets.length]} `;
    }
    text += `${markers[marker % markers.length]} `;
  }
  while (text.length < target) {
    text += sentences[sentence % sentences.length];
    sentence += 1;
  }
  return text;
}
