import type { FunctionInterface } from '../function-interface.js';
import { CARRIAGE_RETURN, SPACE, TAB } from '../kit/char-codes.js';
import { getParamSlots } from '../kit/param-slots.js';
import type { OutputFilter, ParsedFunctionCall, Translator } from '../translator.js';

/** Settings of {@link createMockTranslator}. */
export interface MockTranslatorOptions {
  /** Whether names match case-sensitively (default true). */
  readonly caseSensitive?: boolean;
  /** The name it is known by (default `'mock'`). */
  readonly name?: string;
  /** Rewrites results before the model sees them. */
  readonly outputFilter?: OutputFilter;
}

/** The longest line the mock translator reads; longer lines are reported, not parsed. */
const maxLineLength = 100_000;

function findInterface(
  name: string,
  interfaces: readonly FunctionInterface[],
  rootToolBox: string | null,
  caseSensitive: boolean,
): FunctionInterface | undefined {
  const wanted = caseSensitive ? name : name.toLowerCase();
  for (const candidate of interfaces) {
    for (const path of [
      `${candidate.domain}.${candidate.name}`,
      candidate.domain === rootToolBox ? candidate.name : undefined,
    ]) {
      if (path !== undefined && (caseSensitive ? path : path.toLowerCase()) === wanted)
        return candidate;
    }
  }
  return undefined;
}

/** Spaces, tabs and `\r` separate the words of a line; `\n` ends the line. */
function isSpace(code: number): boolean {
  return code === SPACE || code === TAB || code === CARRIAGE_RETURN;
}

/**
 * A small translator for tests, in a line syntax that is easy to write by hand:
 * `call toolbox.function {"named":"args"}`, `call function ["positional", 2]` or
 * `call function`, one call per line (leading spaces allowed). Results are rendered as
 * `name => result`, interfaces as `toolbox.function(*required:type, optional:type) - description`.
 * It implements the reference contract and the v1 `parseFunctionCalls` extension (unreadable
 * JSON becomes a call with an `error`), so plugin authors can test against a real translator.
 *
 * @example
 * ```ts
 * const manager = createToolManager({ translator: createMockTranslator() });
 * manager.register(createMockToolbox());
 * await manager.executeResponseFunctions('call mock.add {"a": 1, "b": 2}');
 * ```
 */
export function createMockTranslator(options: MockTranslatorOptions = {}): Translator {
  const caseSensitive = options.caseSensitive ?? true;
  const parseFunctionCalls = (
    text: string,
    interfaces: readonly FunctionInterface[],
    rootToolBox: string | null,
  ): ParsedFunctionCall[] => {
    const calls: ParsedFunctionCall[] = [];
    let lineStart = 0;
    while (lineStart <= text.length) {
      let lineEnd = text.indexOf('\n', lineStart);
      if (lineEnd === -1) lineEnd = text.length;
      let index = lineStart;
      while (index < lineEnd && isSpace(text.charCodeAt(index))) index += 1;
      if (text.startsWith('call ', index)) {
        const start = index;
        index += 5;
        while (index < lineEnd && isSpace(text.charCodeAt(index))) index += 1;
        const nameStart = index;
        while (index < lineEnd && !isSpace(text.charCodeAt(index))) index += 1;
        const name = text.slice(nameStart, index);
        const argsText = text.slice(index, lineEnd).trim();
        const raw = text.slice(start, lineEnd).trimEnd();
        const span = { start, end: start + raw.length };
        const functionInterface = findInterface(name, interfaces, rootToolBox, caseSensitive);
        const found = { name, raw, span, repairs: [], interface: functionInterface };
        const fail = (message: string): void => {
          calls.push({ ...found, params: {}, error: { code: 'unreadable-arguments', message } });
        };
        if (lineEnd - lineStart > maxLineLength) {
          fail(`The call to '${name.slice(0, 80)}' is too long to read`);
        } else if (argsText === '') {
          calls.push({ ...found, params: {} });
        } else {
          let args: unknown;
          try {
            args = JSON.parse(argsText);
          } catch {
            args = undefined;
          }
          if (Array.isArray(args)) {
            if (functionInterface === undefined) {
              fail(`Positional arguments need a known function; '${name.slice(0, 80)}' is unknown`);
            } else {
              const names = getParamSlots(functionInterface).map((slot) => slot.name);
              const params: Record<string, unknown> = Object.create(null);
              args.forEach((value, position) => {
                params[names[position] ?? `#${position + 1}`] = value;
              });
              calls.push({ ...found, params });
            }
          } else if (typeof args === 'object' && args !== null) {
            calls.push({ ...found, params: args as Record<string, unknown> });
          } else {
            fail(`The arguments of '${name.slice(0, 80)}' must be a JSON object or array`);
          }
        }
      }
      lineStart = lineEnd + 1;
    }
    return calls;
  };
  return {
    name: options.name ?? 'mock',
    extensionVersion: 'v1',
    caseSensitive,
    outputFilter: options.outputFilter,
    generateFunctionIfText(functionInterface, useSeparator) {
      const params = getParamSlots(functionInterface).map(
        (slot) => `${slot.required ? '*' : ''}${slot.name}:${slot.param.type}`,
      );
      const line = `${functionInterface.domain}.${functionInterface.name}(${params.join(', ')}) - ${functionInterface.description}`;
      return useSeparator === true ? `---\n${line}` : line;
    },
    getFunctionCallsFromText(text, interfaces, rootToolBox) {
      return parseFunctionCalls(text, interfaces, rootToolBox)
        .filter((call) => call.error === undefined)
        .map(({ name, params, interface: functionInterface }) => ({
          name,
          params,
          interface: functionInterface,
        }));
    },
    parseFunctionCalls,
    formatFunctionCallResults(calls) {
      return calls.map((call) => `${call.name} => ${call.result}`).join('\n');
    },
  };
}
