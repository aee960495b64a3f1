/**
 * Calls written as each family's chat template writes an assistant's calls in the history, so
 * a conversation sent back to a raw completion endpoint shows the model its own format, and so
 * tests can render a call and read it back. A string value is written as is, anything else as
 * JSON (Python literals for LFM2 and OLMo 3, Gemma's syntax for Gemma).
 */

import { stringifyValue } from '@ai-toolbox/core/kit';

type Args = Readonly<Record<string, unknown>>;

const text = (value: unknown): string =>
  typeof value === 'string' ? value : stringifyValue(value);

/** A call as the qwen3_coder family writes it. */
export function renderQwen3CoderCall(name: string, args: Args): string {
  const entries = Object.entries(args);
  return `<tool_call>\n<function=${name}>\n${entries.map(([k, v]) => `<parameter=${k}>\n${text(v)}\n</parameter>\n`).join('')}</function>\n</tool_call>`;
}

/** A call as the seed_oss family writes it. */
export function renderSeedOssCall(name: string, args: Args): string {
  const entries = Object.entries(args);
  return `<seed:tool_call>\n<function=${name}>\n${entries.map(([k, v]) => `<parameter=${k}>${text(v)}</parameter>\n`).join('')}</function>\n</seed:tool_call>`;
}

/** A call as the glm45 family writes it. */
export function renderGlm45Call(name: string, args: Args): string {
  const entries = Object.entries(args);
  return `<tool_call>${name}\n${entries.map(([k, v]) => `<arg_key>${k}</arg_key>\n<arg_value>${text(v)}</arg_value>\n`).join('')}</tool_call>`;
}

/** A call as the glm47 family writes it. */
export function renderGlm47Call(name: string, args: Args): string {
  const entries = Object.entries(args);
  return `<tool_call>${name}${entries.map(([k, v]) => `<arg_key>${k}</arg_key><arg_value>${text(v)}</arg_value>`).join('')}</tool_call>`;
}

/** A call as the minimax_m2 family writes it. */
export function renderMinimaxM2Call(name: string, args: Args): string {
  const entries = Object.entries(args);
  return `<minimax:tool_call>\n<invoke name="${name}">\n${entries.map(([k, v]) => `<parameter name="${k}">${text(v)}</parameter>\n`).join('')}</invoke>\n</minimax:tool_call>`;
}

/** A call as the kimi_k2 family writes it. */
export function renderKimiK2Call(name: string, args: Args): string {
  const json = stringifyValue(args);
  return `<|tool_calls_section_begin|><|tool_call_begin|>functions.${name}:0<|tool_call_argument_begin|>${json}<|tool_call_end|><|tool_calls_section_end|>`;
}

/** A call as the deepseek_v3 family writes it. */
export function renderDeepseekV3Call(name: string, args: Args): string {
  const json = stringifyValue(args);
  return `<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>${name}\n\`\`\`json\n${json}\n\`\`\`<｜tool▁call▁end｜><｜tool▁calls▁end｜>`;
}

/** A call as the deepseek_v31 family writes it. */
export function renderDeepseekV31Call(name: string, args: Args): string {
  const json = stringifyValue(args);
  return `<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>${name}<｜tool▁sep｜>${json}<｜tool▁call▁end｜><｜tool▁calls▁end｜>`;
}

/** A call as the deepseek_v32 family writes it. */
export function renderDeepseekV32Call(name: string, args: Args): string {
  const entries = Object.entries(args);
  return `<｜DSML｜function_calls>\n<｜DSML｜invoke name="${name}">\n${entries.map(([k, v]) => `<｜DSML｜parameter name="${k}" string="${typeof v === 'string'}">${text(v)}</｜DSML｜parameter>\n`).join('')}</｜DSML｜invoke>\n</｜DSML｜function_calls>`;
}

/** A call as gpt-oss (harmony) writes it. */
export function renderHarmonyCall(name: string, args: Args): string {
  const json = stringifyValue(args);
  return `<|start|>assistant<|channel|>commentary to=functions.${name} <|constrain|>json<|message|>${json}<|call|>`;
}

/** A call as the granite4 family writes it. */
export function renderGranite4Call(name: string, args: Args): string {
  const json = stringifyValue(args);
  return `<tool_call>\n{"name": ${JSON.stringify(name)}, "arguments": ${json}}\n</tool_call>`;
}

/** A call as the phi4_mini_json family writes it. */
export function renderPhi4MiniJsonCall(name: string, args: Args): string {
  const json = stringifyValue(args);
  return `functools[{"name": ${JSON.stringify(name)}, "arguments": ${json}}]`;
}

/** A call as Hunyuan-A13B and Jamba write it. */
export function renderToolCallsListCall(name: string, args: Args): string {
  const json = stringifyValue(args);
  return `<tool_calls>[{"name": ${JSON.stringify(name)}, "arguments": ${json}}]</tool_calls>`;
}

/** A call as the internlm family writes it. */
export function renderInternlmCall(name: string, args: Args): string {
  const json = stringifyValue(args);
  return `<|action_start|><|plugin|>\n{"name": ${JSON.stringify(name)}, "parameters": ${json}}<|action_end|>`;
}

/** A call as the lfm2 family writes it. */
export function renderLfm2Call(name: string, args: Args): string {
  const entries = Object.entries(args);
  return `<|tool_call_start|>[${name}(${entries.map(([k, v]) => `${k}=${python(v)}`).join(', ')})]<|tool_call_end|>`;
}

/** A call as the olmo3 family writes it. */
export function renderOlmo3Call(name: string, args: Args): string {
  const entries = Object.entries(args);
  return `<function_calls>\n${name}(${entries.map(([k, v]) => `${k}=${python(v)}`).join(', ')})\n</function_calls>`;
}

/** A call as the step3 family writes it. */
export function renderStep3Call(name: string, args: Args): string {
  const entries = Object.entries(args);
  return `<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="${name}">${entries.map(([k, v]) => `<steptml:parameter name="${k}">${text(v)}</steptml:parameter>`).join('')}</steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>`;
}

/** A call as the functiongemma family writes it. */
export function renderFunctiongemmaCall(name: string, args: Args): string {
  const entries = Object.entries(args);
  return `<start_function_call>call:${name}{${entries.map(([k, v]) => `${k}:${gemma(v, '<escape>')}`).join(',')}}<end_function_call>`;
}

/** A call as the gemma4 family writes it. */
export function renderGemma4Call(name: string, args: Args): string {
  const entries = Object.entries(args);
  return `<|tool_call>call:${name}{${entries.map(([k, v]) => `${k}:${gemma(v, '<|"|>')}`).join(',')}}<tool_call|>`;
}

/** A value as a Python literal. */
function python(value: unknown): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (Array.isArray(value)) return `[${value.map(python).join(', ')}]`;
  if (typeof value === 'object') {
    return `{${Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${JSON.stringify(k)}: ${python(v)}`)
      .join(', ')}}`;
  }
  return typeof value === 'bigint' ? String(value) : stringifyValue(value);
}

/** A value in Gemma's call syntax. */
function gemma(value: unknown, quote: string): string {
  if (typeof value === 'string') return `${quote}${value}${quote}`;
  if (Array.isArray(value)) return `[${value.map((item) => gemma(item, quote)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k}:${gemma(v, quote)}`)
      .join(',')}}`;
  }
  return String(value);
}

/** A call as Llama-Nemotron and Nemotron-Nano-v2 write it. */
export function renderNemotronCall(name: string, args: Args): string {
  const json = stringifyValue(args);
  return `<TOOLCALL>[{"name": ${JSON.stringify(name)}, "arguments": ${json}}]</TOOLCALL>`;
}

/** A call as GigaChat 3 writes it: its own `function call` turn. */
export function renderGigachat3Call(name: string, args: Args): string {
  const json = stringifyValue(args);
  return `function call<|role_sep|>\n{"name": ${JSON.stringify(name)}, "arguments": ${json}}`;
}

/** A call as MiniMax-M1 writes it: one JSON object per line in `<tool_calls>`. */
export function renderMinimaxM1Call(name: string, args: Args): string {
  const json = stringifyValue(args);
  return `<tool_calls>\n{"name": ${JSON.stringify(name)}, "arguments": ${json}}\n</tool_calls>`;
}
