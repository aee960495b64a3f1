/**
 * A call written as each family's chat template writes an assistant's call (its history
 * rendering), for round-trip tests: render a call, read it back, get the same call.
 */
export function renderCall(family: string, name: string, args: Record<string, unknown>): string {
  const entries = Object.entries(args);
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  const json = JSON.stringify(args);
  switch (family) {
    case 'qwen3_coder':
      return `<tool_call>\n<function=${name}>\n${entries.map(([k, v]) => `<parameter=${k}>\n${text(v)}\n</parameter>\n`).join('')}</function>\n</tool_call>`;
    case 'seed_oss':
      return `<seed:tool_call>\n<function=${name}>\n${entries.map(([k, v]) => `<parameter=${k}>${text(v)}</parameter>\n`).join('')}</function>\n</seed:tool_call>`;
    case 'glm45':
      return `<tool_call>${name}\n${entries.map(([k, v]) => `<arg_key>${k}</arg_key>\n<arg_value>${text(v)}</arg_value>\n`).join('')}</tool_call>`;
    case 'glm47':
      return `<tool_call>${name}${entries.map(([k, v]) => `<arg_key>${k}</arg_key><arg_value>${text(v)}</arg_value>`).join('')}</tool_call>`;
    case 'minimax_m2':
      return `<minimax:tool_call>\n<invoke name="${name}">\n${entries.map(([k, v]) => `<parameter name="${k}">${text(v)}</parameter>\n`).join('')}</invoke>\n</minimax:tool_call>`;
    case 'kimi_k2':
      return `<|tool_calls_section_begin|><|tool_call_begin|>functions.${name}:0<|tool_call_argument_begin|>${json}<|tool_call_end|><|tool_calls_section_end|>`;
    case 'deepseek_v3':
      return `<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>${name}\n\`\`\`json\n${json}\n\`\`\`<｜tool▁call▁end｜><｜tool▁calls▁end｜>`;
    case 'deepseek_v31':
      return `<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>${name}<｜tool▁sep｜>${json}<｜tool▁call▁end｜><｜tool▁calls▁end｜>`;
    case 'deepseek_v32':
      return `<｜DSML｜function_calls>\n<｜DSML｜invoke name="${name}">\n${entries.map(([k, v]) => `<｜DSML｜parameter name="${k}" string="${typeof v === 'string'}">${text(v)}</｜DSML｜parameter>\n`).join('')}</｜DSML｜invoke>\n</｜DSML｜function_calls>`;
    case 'openai':
      return `<|start|>assistant<|channel|>commentary to=functions.${name} <|constrain|>json<|message|>${json}<|call|>`;
    case 'granite4':
      return `<tool_call>\n{"name": ${JSON.stringify(name)}, "arguments": ${json}}\n</tool_call>`;
    case 'phi4_mini_json':
      return `functools[{"name": ${JSON.stringify(name)}, "arguments": ${json}}]`;
    case 'hunyuan_a13b':
    case 'jamba':
      return `<tool_calls>[{"name": ${JSON.stringify(name)}, "arguments": ${json}}]</tool_calls>`;
    case 'internlm':
      return `<|action_start|><|plugin|>\n{"name": ${JSON.stringify(name)}, "parameters": ${json}}<|action_end|>`;
    case 'lfm2':
      return `<|tool_call_start|>[${name}(${entries.map(([k, v]) => `${k}=${python(v)}`).join(', ')})]<|tool_call_end|>`;
    case 'olmo3':
      return `<function_calls>\n${name}(${entries.map(([k, v]) => `${k}=${python(v)}`).join(', ')})\n</function_calls>`;
    case 'step3':
      return `<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="${name}">${entries.map(([k, v]) => `<steptml:parameter name="${k}">${text(v)}</steptml:parameter>`).join('')}</steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>`;
    case 'functiongemma':
      return `<start_function_call>call:${name}{${entries.map(([k, v]) => `${k}:${gemma(v, '<escape>')}`).join(',')}}<end_function_call>`;
    case 'gemma4':
      return `<|tool_call>call:${name}{${entries.map(([k, v]) => `${k}:${gemma(v, '<|"|>')}`).join(',')}}<tool_call|>`;
    default:
      throw new Error(`No call rendering for ${family}`);
  }
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
  return JSON.stringify(value);
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
