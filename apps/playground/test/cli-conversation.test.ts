import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli, type CliRun, runCli } from './build-cli.js';
import { expectInOrder } from './expect-in-order.js';

// The README's run command, built from source and run as a person runs it: no configuration,
// the built-in scripted model, the real pipeline, translators, schema package and file toolbox.
let run: CliRun;
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
      '═══ Round 1 of 3: atfunc',
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
      '═══ Round 2 of 3: markers',
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

  it('round 3, native: sends tools, answers a cut-off call with an error, refuses a path outside', () => {
    expectInOrder(run.stdout, [
      '═══ Round 3 of 3: native',
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
    const round3 = run.stdout.slice(run.stdout.indexOf('Round 3 of 3'));
    expect(round3.slice(round3.indexOf('[pipeline, turn 3]'))).not.toContain('berlin.txt (');
  });

  it('ends with a summary of the calls and the sandbox it removed', () => {
    expectInOrder(run.stdout, [
      '═══ Summary ═══',
      'answered with an error',
      'The sandbox (a temporary folder, removed now) held: notes/paris.txt ("Paris: 21 °C")',
    ]);
  });
});
