import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli, type CliRun, runCli } from './build-cli.js';
import { expectInOrder } from './expect-in-order.js';

// The README's run command, built from source and run as a person runs it: no configuration,
// the built-in scripted model, the real pipeline, translators, schema package and file toolbox.
let run: CliRun;

/** The transcript of round `number` alone. */
function roundText(number: number): string {
  const start = run.stdout.indexOf(`═══ Round ${number} of 10:`);
  const end = run.stdout.indexOf(`═══ Round ${number + 1} of 10:`);
  expect(start).toBeGreaterThanOrEqual(0);
  return run.stdout.slice(start, end === -1 ? undefined : end);
}
beforeAll(async () => {
  run = await runCli(await buildCli('cli-scripted'));
});

describe('the run command with no configuration', () => {
  it('succeeds and says that the scripted model answers', () => {
    expect(run.stderr).toBe('');
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain('The model: a built-in scripted model');
  });

  it('round 1, atfunc: shows the prompt, discovers tools, coerces, corrects a misspelled call', () => {
    expectInOrder(run.stdout, [
      '═══ Round 1 of 10: atfunc',
      '[system prompt]',
      '@tools.get_toolboxes()',
      '@file.writefile( <*filepath>, <*content> )',
      '[user]',
      'What is the temperature in Paris?',
      '[model, turn 1]',
      '@tools.get_toolboxes()',
      '[pipeline, turn 1] 3 call(s), 0 error(s)',
      'ok → ["tools","weather","math","file"]',
      'ok → ["file.readfile","file.writefile","file.deletefile","file.listfiles","file.mkdir","file.rmdir"]',
      '[fed back to the model]',
      'Function call: tools.get_toolboxes()',
      '[model, turn 2]',
      '[pipeline, turn 2] 2 call(s), 0 error(s)',
      'call 1: weather.get_temp({"location":"Paris"})',
      'ok → 21',
      'call 2: math.calculate_power({"base":2,"exponent":10})',
      'repaired: Parameter \'base\': read the string "2" as the number 2',
      'ok → 1024',
      '[model, turn 3]',
      '@file.write_file("notes/paris.txt", "Paris: 21 °C")',
      '[pipeline, turn 3] 1 call(s), 1 error(s)',
      'Did you mean @file.writefile?',
      '[model, turn 4]',
      '@file.writefile("notes/paris.txt", "Paris: 21 °C")',
      '[pipeline, turn 4] 2 call(s), 0 error(s)',
      'ok → Wrote 13 bytes to notes/paris.txt (new file).',
      'ok → Paris: 21 °C',
      '[model, turn 5]',
      '2 to the power of 10 is 1024',
      "[end: turn 5 has no calls, so it is the model's final answer]",
    ]);
  });

  it('round 2, markers: reads round 1’s note, is told the missing argument, corrects it', () => {
    expectInOrder(run.stdout, [
      '═══ Round 2 of 10: markers',
      '[system prompt]',
      '[[toolbox.function:argument1,argument2]]',
      '[model, turn 1]',
      '[[file.readfile:notes/paris.txt]]',
      '[pipeline, turn 1] 2 call(s), 1 error(s)',
      'ok → Paris: 21 °C',
      'location',
      '[model, turn 2]',
      '[[weather.get_temp:Berlin]]',
      '[pipeline, turn 2] 1 call(s), 0 error(s)',
      'ok → 17',
      '[model, turn 3]',
      '[pipeline, turn 3] 2 call(s), 0 error(s)',
      'notes/berlin.txt',
      'berlin.txt (',
      'paris.txt (',
      '[model, turn 4]',
      'Berlin is at 17 °C',
      "[end: turn 4 has no calls, so it is the model's final answer]",
    ]);
  });

  it('round 3, hermes: <tool_call> JSON, a trailing comma repaired', () => {
    expectInOrder(roundText(3), [
      '═══ Round 3 of 10: hermes: <tool_call>{json}</tool_call> (translator-json)',
      '[system prompt]',
      '<tools>',
      '{"type":"function","function":{"name":"weather.get_temp"',
      '[model, turn 1]',
      '{"name": "math.calculate_power", "arguments": {"base": 2, "exponent": 8,}}',
      '[pipeline, turn 1] 2 call(s), 0 error(s)',
      'call 1: weather.get_temp({"location":"London"})',
      'ok → 15',
      'call 2: math.calculate_power({"base":2,"exponent":8})',
      'repaired: JSON repaired: a comma right before a closing bracket',
      'ok → 256',
      '[fed back to the model]',
      '<tool_response>',
      'London is at 15 °C',
      "[end: turn 2 has no calls, so it is the model's final answer]",
    ]);
  });

  it('round 4, pythonic: a list of Python calls, a string read as a number, a file written', () => {
    expectInOrder(roundText(4), [
      '═══ Round 4 of 10: pythonic',
      'def weather.get_temp(',
      "[weather.get_temp(location='New York', unit='f'), math.calculate_power(base=3, exponent='4')]",
      '[pipeline, turn 1] 2 call(s), 0 error(s)',
      'ok → 66',
      'repaired: Parameter \'exponent\': read the string "4" as the number 4',
      'ok → 81',
      'Result of weather.get_temp(location="New York", unit="f"):',
      '[pipeline, turn 2] 1 call(s), 0 error(s)',
      'ok → Wrote 16 bytes to reports/new-york.txt (new file).',
      "[end: turn 3 has no calls, so it is the model's final answer]",
    ]);
  });

  it('round 5, qwen3_coder: a misspelled function answered with its name, then corrected', () => {
    expectInOrder(roundText(5), [
      '═══ Round 5 of 10: qwen3_coder',
      '<name>weather.get_temp</name>',
      '<function=weather.gettemp>',
      '[pipeline, turn 1] 1 call(s), 1 error(s)',
      "error [tool-not-found] → Error: Unknown function 'weather.gettemp'. Did you mean 'weather.get_temp'?",
      '<tool_response>',
      '[pipeline, turn 2] 2 call(s), 0 error(s)',
      'ok → 26',
      'ok → Wrote 13 bytes to reports/tokyo.txt (new file).',
      "[end: turn 3 has no calls, so it is the model's final answer]",
    ]);
  });

  it('round 6, native Chat: sends tools, answers a cut-off call with an error, refuses a path outside', () => {
    expectInOrder(run.stdout, [
      '═══ Round 6 of 10: native: OpenAI tools',
      '[system prompt]',
      'native tools sent: tools__get_toolboxes',
      'weather__get_temp',
      '[model, turn 1]',
      'tool_call call_1_1: tools__get_functions {"toolbox":"file"}',
      'tool_call call_1_2: weather__get_temp {"location":"Tokyo","unit":"f"',
      '[pipeline, turn 1] 2 call(s), 1 error(s)',
      '[model, turn 2]',
      '[pipeline, turn 2] 3 call(s), 1 error(s)',
      'ok → 79',
      'ok → Deleted notes/berlin.txt.',
      'call 3: file.readfile({"filepath":"../outside.txt"})',
      'error',
      '[model, turn 3]',
      '[pipeline, turn 3] 1 call(s), 0 error(s)',
      'paris.txt (',
      '[model, turn 4]',
      'Tokyo is at 79 °F',
      "[end: turn 4 has no calls, so it is the model's final answer]",
    ]);
    const round6 = roundText(6);
    expect(round6.slice(round6.indexOf('[pipeline, turn 3]'))).not.toContain('berlin.txt (');
  });

  it('round 7, Responses: function_call items, cut-off JSON refused and sent again', () => {
    expectInOrder(roundText(7), [
      '═══ Round 7 of 10: native: OpenAI Responses function_call items (schema-openai)',
      'native tools sent: tools__get_toolboxes',
      '[model, turn 1]',
      '"type":"function_call","id":"fc_1","call_id":"call_1","name":"weather__get_temp"',
      '[pipeline, turn 1] 2 call(s), 1 error(s)',
      'error [unreadable-arguments]',
      'ok → 63',
      '[fed back to the model]',
      '{"type":"function_call_output","call_id":"call_1","output":"Error: ',
      '[pipeline, turn 2] 1 call(s), 0 error(s)',
      'ok → 59',
      '"output_text","text":"London is at 59 °F and Berlin at 63 °F."',
      "[end: turn 3 has no calls, so it is the model's final answer]",
    ]);
  });

  it('round 8, Anthropic: tool_use blocks answered by one tool_result message', () => {
    expectInOrder(roundText(8), [
      '═══ Round 8 of 10: native: Anthropic tool_use blocks (schema-anthropic)',
      'native tools sent: tools__get_toolboxes',
      '"type":"tool_use","id":"toolu_01","name":"file__readfile"',
      '[pipeline, turn 1] 3 call(s), 1 error(s)',
      'call 1: file.readfile({"filepath":"notes/paris.txt"})',
      'ok → Paris: 21 °C',
      'ok → 17',
      'call 3: weather__get_humidity({})',
      'error [unknown-function]',
      '{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_01","content":"Paris: 21 °C"}',
      '"tool_use_id":"toolu_03","content":"Error: ',
      '"is_error":true',
      'Paris (21 °C) is 4 degrees warmer than Berlin (17 °C).',
      "[end: turn 2 has no calls, so it is the model's final answer]",
    ]);
  });

  it('round 9, Gemini: functionCall parts answered by functionResponse parts', () => {
    expectInOrder(roundText(9), [
      '═══ Round 9 of 10: native: Gemini functionCall parts (schema-gemini)',
      'native tools sent: tools.get_toolboxes',
      '{"functionCall":{"name":"math.calculate_power","args":{"base":"2","exponent":16}}}',
      '[pipeline, turn 1] 2 call(s), 0 error(s)',
      'repaired: Parameter \'base\': read the string "2" as the number 2',
      'ok → 65536',
      'tokyo.txt (13 bytes)',
      '{"role":"user","parts":[{"functionResponse":{"name":"math.calculate_power","response":{"output":"65536"}}}',
      "[end: turn 2 has no calls, so it is the model's final answer]",
    ]);
  });

  it('round 10, MCP: the sandbox served by ai-toolbox-mcp, mounted and called from atfunc text', () => {
    expectInOrder(roundText(10), [
      '═══ Round 10 of 10: MCP',
      '[mcp] started `ai-toolbox-mcp files <sandbox>` (process ',
      'mounted its tools as shared.file_readfile, shared.file_writefile',
      '[system prompt]',
      '@shared.file_readfile( <*filepath> )',
      '[model, turn 1]',
      '[pipeline, turn 1] 2 call(s), 0 error(s)',
      'call 1: shared.file_readfile({"filepath":"notes/paris.txt"})',
      'ok → Paris: 21 °C',
      'ok → Wrote 28 bytes to reports/over-mcp.txt (new file).',
      '[pipeline, turn 2] 1 call(s), 0 error(s)',
      'over-mcp.txt (28 bytes)',
      "[end: turn 3 has no calls, so it is the model's final answer]",
      '[mcp] closed the mount; the server process',
    ]);
  });

  it('stopped the MCP server’s child process', () => {
    const pid = Number(/\[mcp\] started .*\(process (\d+)\)/.exec(run.stdout)?.[1]);
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(process.pid);
    expect(() => process.kill(pid, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
  });

  it('ends with a summary of the calls and the sandbox it removed', () => {
    expectInOrder(run.stdout, [
      '═══ Summary ═══',
      '10 rounds,',
      'answered with an error',
      'The sandbox (a temporary folder, removed now) held: notes/paris.txt ("Paris: 21 °C"), ' +
        'reports/new-york.txt ("New York: 66 °F"), reports/over-mcp.txt ("Paris: 21 °C, read over MCP"), ' +
        'reports/tokyo.txt ("Tokyo: 26 °C")',
    ]);
  });
});
