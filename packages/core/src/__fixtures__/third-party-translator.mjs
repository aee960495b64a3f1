// A translator written by a third party against the reference's translator contract only:
// a plain module, no imports, no extensions. Calls are written `<<toolbox.function|a|b>>`,
// positional arguments separated by `|`.

export const caseSensitive = false;

function pathOf(functionInterface) {
  return `${functionInterface.domain}.${functionInterface.name}`;
}

export function generateFunctionIfText(functionInterface, useSeparator) {
  const names = Object.keys(functionInterface.params ?? {});
  const line = `<<${pathOf(functionInterface)}${names.map((name) => `|${name}`).join('')}>> ${functionInterface.description}`;
  return useSeparator ? `====\n${line}` : line;
}

export function getFunctionCallsFromText(text, interfaces, rootToolBox) {
  const calls = [];
  let from = 0;
  for (;;) {
    const start = text.indexOf('<<', from);
    if (start === -1) break;
    const end = text.indexOf('>>', start + 2);
    if (end === -1) break;
    const [name = '', ...args] = text.slice(start + 2, end).split('|');
    const lower = name.trim().toLowerCase();
    const found = interfaces.find(
      (candidate) =>
        pathOf(candidate).toLowerCase() === lower ||
        (candidate.domain === rootToolBox && candidate.name.toLowerCase() === lower),
    );
    const params = {};
    const names = Object.keys(found?.params ?? {});
    args.forEach((value, index) => {
      params[names[index] ?? `arg${index + 1}`] = value.trim();
    });
    calls.push({ name: name.trim(), params, interface: found });
    from = end + 2;
  }
  return calls;
}

export function formatFunctionCallResults(functionCalls) {
  return functionCalls
    .map((call) => `Function call: ${call.name}\nReturned: ${call.result}`)
    .join('\n\n');
}
