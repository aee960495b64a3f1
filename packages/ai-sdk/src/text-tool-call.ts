import { getFunctionPath, type Repair } from '@ai-toolbox/core';
import { stringifyValue, suggestNames } from '@ai-toolbox/core/kit';
import { generateId } from 'ai';
import type { ProviderMetadataV3, ToolCallV3 } from './ai-sdk-types.js';
import { coerceToolInput } from './coerce-tool-input.js';
import { METADATA_KEY } from './metadata-key.js';
import type { FoundCall } from './text-call-splitter.js';
import type { ToolInterfaces } from './tool-interfaces.js';

/** The most tool names listed to the model for a call to an unknown function. */
const maxListedTools = 20;

/**
 * What a tool call made from text carries in `providerMetadata.aiToolbox`, and so in the next
 * step's prompt as `providerOptions.aiToolbox`: where it came from, what was repaired, and
 * for a call that cannot run, why.
 */
export interface TextToolCallMetadata {
  /** The translator that read the call. */
  readonly translator: string;
  /** The function path the call resolved to, or the name as written. */
  readonly name: string;
  /** The call's exact text, as the model wrote it. */
  readonly raw: string;
  /** What the translator and the coercion to the tool's schema repaired. */
  readonly repairs: readonly Repair[];
  /** Why the call cannot run, for a call the translator could not read. */
  readonly error?: { readonly code: string; readonly message: string };
}

function unknownFunction(name: string, tools: ToolInterfaces) {
  const paths = tools.interfaces.map(getFunctionPath);
  const close = suggestNames(name, paths, { limit: 1, shortNameEdits: 1 })[0];
  const hint = close === undefined ? '' : ` Did you mean '${close}'?`;
  const more = paths.length > maxListedTools ? ', ...' : '';
  const shown = name.length > 100 ? `${name.slice(0, 100)}...` : name;
  return {
    code: 'unknown-function',
    message:
      paths.length === 0
        ? `There is no function named '${shown}': no functions are offered now.`
        : `There is no function named '${shown}'.${hint} Call one of: ${paths.slice(0, maxListedTools).join(', ')}${more}.`,
  };
}

function plainRepairs(repairs: readonly Repair[] | undefined): Repair[] {
  if (!Array.isArray(repairs)) return [];
  return repairs.map((repair) =>
    repair.param === undefined
      ? { code: String(repair.code), message: String(repair.message) }
      : { code: String(repair.code), message: String(repair.message), param: String(repair.param) },
  );
}

/**
 * One call found in the model's text as an AI SDK `tool-call` part. A readable call to a known
 * tool gets its arguments as JSON, brought to the tool's input schema. A call that cannot run
 * (unreadable, cut off, to an unknown function) is still handed on, so that the model hears of
 * it on the next step: its input is the reason in words, which is no JSON, so the SDK never
 * runs it and answers it as a tool error, and the metadata keeps the translator's reason, which
 * the middleware shows the model in place of the SDK's.
 */
export function toTextToolCall(
  call: FoundCall,
  tools: ToolInterfaces,
  translator: string,
): ToolCallV3 {
  const name = typeof call.name === 'string' ? call.name : '';
  const functionInterface =
    call.interface !== null && call.interface !== undefined
      ? call.interface
      : tools.interfaceOf.get(name);
  const toolName =
    functionInterface === undefined ? name : (tools.toolNameOf.get(functionInterface) ?? name);
  const known = functionInterface !== undefined && tools.toolNameOf.has(functionInterface);
  const error =
    call.error !== undefined && call.error !== null
      ? { code: String(call.error.code), message: String(call.error.message) }
      : known
        ? undefined
        : unknownFunction(name, tools);
  const repairs = plainRepairs(call.repairs);
  const raw = typeof call.raw === 'string' ? call.raw : '';
  let input: string;
  if (error === undefined && functionInterface !== undefined) {
    const params = typeof call.params === 'object' && call.params !== null ? call.params : {};
    const coerced = coerceToolInput(params, tools.schemaOf.get(functionInterface) ?? {});
    repairs.push(...coerced.repairs);
    input = stringifyValue(coerced.input);
  } else {
    input = `Unreadable call: ${(error ?? unknownFunction(name, tools)).message}`;
  }
  const metadata: Record<string, unknown> = { translator, name, raw, repairs };
  if (error !== undefined) metadata.error = error;
  return {
    type: 'tool-call',
    toolCallId: generateId(),
    toolName,
    input,
    providerMetadata: { [METADATA_KEY]: metadata } as ProviderMetadataV3,
  };
}
