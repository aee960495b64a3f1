import type { AssistantMessage } from './chat-message.js';
import type { ScriptedShapeTurn, ScriptedTurn } from './scripted-model.js';

/** One round of the demo: the question asked and the script the model answers with. */
export interface DemoRound {
  /** The round's title in the transcript. */
  readonly title: string;
  /** The question that opens it. */
  readonly question: string;
  /** The scripted model's turns. */
  readonly turns: readonly ScriptedTurn[];
}

const say = (content: string): AssistantMessage => ({ role: 'assistant', content });

/**
 * Round 1, atfunc: discover the tools through the control functions, fetch a temperature and
 * a power (strings the pipeline coerces to numbers), call a misspelled function, correct it
 * after the error, write a note into the sandbox, read it back and answer.
 */
export const atfuncRound: DemoRound = {
  title: 'atfunc: @toolbox.function(arguments) in the text',
  question:
    'What is the temperature in Paris? Save it to notes/paris.txt and read the file back to ' +
    'check it. Also, what is 2 to the power of 10?',
  turns: [
    {
      expects: ['@tools.get_toolboxes', '@tools.get_functions'],
      reply: say(
        'Let me see which tools I have first.\n' +
          '@tools.get_toolboxes()\n' +
          '@tools.get_functions("file")\n' +
          '@tools.get_function_interface("weather.get_temp")',
      ),
    },
    {
      expects: ['writefile', 'weather', 'location'],
      reply: say(
        'I will get the temperature and the power.\n' +
          '@weather.get_temp(location: "Paris")\n' +
          '@math.calculate_power(base="2", exponent="10")',
      ),
    },
    {
      expects: ['21', '1024'],
      reply: say(
        'Paris is at 21 °C. Saving it now.\n' +
          '@file.write_file("notes/paris.txt", "Paris: 21 °C")',
      ),
    },
    {
      expects: ['Error', 'file.writefile'],
      reply: say(
        'The function is called writefile. Trying again, then reading the file back.\n' +
          '@file.writefile("notes/paris.txt", "Paris: 21 °C")\n' +
          '@file.readfile("notes/paris.txt")',
      ),
    },
    {
      expects: ['Paris: 21 °C'],
      reply: say(
        'It is 21 °C in Paris. I saved "Paris: 21 °C" to notes/paris.txt and read it back ' +
          'unchanged. 2 to the power of 10 is 1024.',
      ),
    },
  ],
};

/**
 * Round 2, markers: the same sandbox; the model reads the note from round 1, forgets a
 * required argument, is told which one, corrects the call, writes a second note and lists
 * the folder.
 */
export const markersRound: DemoRound = {
  title: 'markers: [[toolbox.function:a,b]] inline',
  question:
    'Compare Berlin with the note you saved about Paris, save Berlin in notes/berlin.txt ' +
    'and show me what is in the notes folder.',
  turns: [
    {
      expects: ['weather.get_temp', 'file.readfile'],
      reply: say(
        'Reading the Paris note: [[file.readfile:notes/paris.txt]] and the weather in ' +
          'Berlin: [[weather.get_temp]]',
      ),
    },
    {
      expects: ['Paris: 21 °C', 'Error', 'location'],
      reply: say('I forgot the city. [[weather.get_temp:Berlin]]'),
    },
    {
      expects: ['17'],
      reply: say(
        'Saving it: [[file.writefile:notes/berlin.txt,Berlin: 17 °C]] and listing the ' +
          'folder: [[file.listfiles:notes]]',
      ),
    },
    {
      expects: ['berlin.txt', 'paris.txt'],
      reply: say(
        'Berlin is at 17 °C, 4 degrees cooler than Paris (21 °C). The notes folder holds ' +
          'berlin.txt and paris.txt.',
      ),
    },
  ],
};

/** Builds the native round for a schema whose tool names `toolName` gives. */
export function createNativeRound(toolName: (functionPath: string) => string): DemoRound {
  // Ids are unique in the conversation, as a provider's are: call_<turn>_<position>.
  const callsOf =
    (turn: number, calls: readonly (readonly [string, string])[]) => (): AssistantMessage => ({
      role: 'assistant',
      content: null,
      tool_calls: calls.map(([functionPath, argumentsText], index) => ({
        id: `call_${turn}_${index + 1}`,
        type: 'function',
        function: { name: toolName(functionPath), arguments: argumentsText },
      })),
    });
  return {
    title: 'native: OpenAI tools and tool_calls',
    question:
      'Tidy up: delete notes/berlin.txt, tell me what is left in notes, and how warm ' +
      'Tokyo is in Fahrenheit.',
    turns: [
      {
        expects: ['Tidy up'],
        reply: callsOf(1, [
          ['tools.get_functions', '{"toolbox":"file"}'],
          // Cut off: the closing brace is missing, as small models sometimes write it.
          ['weather.get_temp', '{"location":"Tokyo","unit":"f"'],
        ]),
      },
      {
        expects: ['deletefile'],
        reply: callsOf(2, [
          ['weather.get_temp', '{"location":"Tokyo","unit":"f"}'],
          ['file.deletefile', '{"filepath":"notes/berlin.txt"}'],
          ['file.readfile', '{"filepath":"../outside.txt"}'],
        ]),
      },
      {
        expects: ['79', 'notes/berlin.txt'],
        reply: callsOf(3, [['file.listfiles', '{"subdir":"notes"}']]),
      },
      {
        expects: ['paris.txt'],
        reply: say(
          'I deleted notes/berlin.txt; notes now holds paris.txt only. Tokyo is at 79 °F. ' +
            'Reading ../outside.txt was refused: it is outside the sandbox.',
        ),
      },
    ],
  };
}

/**
 * Round 3, hermes (`@ai-toolbox/translator-json`): `<tool_call>` JSON as Hermes and Qwen models
 * write it, one object with a trailing comma the JSON reader repairs.
 */
export const hermesRound: DemoRound = {
  title: 'hermes: <tool_call>{json}</tool_call> (translator-json)',
  question: 'How warm is London, and what is 2 to the power of 8?',
  turns: [
    {
      expects: ['<tools>', '"name":"weather.get_temp"'],
      reply: say(
        'I will look both up.\n' +
          '<tool_call>\n{"name": "weather.get_temp", "arguments": {"location": "London"}}\n</tool_call>\n' +
          '<tool_call>\n{"name": "math.calculate_power", "arguments": {"base": 2, "exponent": 8,}}\n</tool_call>',
      ),
    },
    {
      expects: ['<tool_response>', '"content":"15"', '"content":"256"'],
      reply: say('London is at 15 °C, and 2 to the power of 8 is 256.'),
    },
  ],
};

/**
 * Round 4, pythonic: a Python list of calls as Llama 3.2 and BFCL's prompt mode write it, a
 * number written as a string, then a file written into the sandbox.
 */
export const pythonicRound: DemoRound = {
  title: 'pythonic: [f(a=1), g(b="x")] (translator-pythonic)',
  question:
    'How warm is New York in Fahrenheit, and what is 3 to the power of 4? Save the ' +
    'temperature in reports/new-york.txt.',
  turns: [
    {
      expects: ['def weather.get_temp('],
      reply: say(
        "[weather.get_temp(location='New York', unit='f'), math.calculate_power(base=3, exponent='4')]",
      ),
    },
    {
      expects: ['66', '81'],
      reply: say("[file.writefile(filepath='reports/new-york.txt', content='New York: 66 °F')]"),
    },
    {
      expects: ['reports/new-york.txt (new file)'],
      reply: say(
        'New York is at 66 °F (saved in reports/new-york.txt), and 3 to the power of 4 is 81.',
      ),
    },
  ],
};

/**
 * Round 5, qwen3_coder (`@ai-toolbox/translator-tags`): XML-style `<function=…>` calls as
 * Qwen3-Coder writes them; a misspelled function is answered with the right name, and the
 * corrected answer's last call, cut off before its `</tool_call>`, is still read.
 */
export const tagsRound: DemoRound = {
  title: 'qwen3_coder: <function=name><parameter=p>… (translator-tags)',
  question: 'What is the temperature in Tokyo? Save it in reports/tokyo.txt.',
  turns: [
    {
      expects: ['<function=', 'weather.get_temp'],
      reply: say(
        '<tool_call>\n<function=weather.gettemp>\n<parameter=location>\nTokyo\n</parameter>\n' +
          '</function>\n</tool_call>',
      ),
    },
    {
      expects: ['weather.get_temp'],
      reply: say(
        '<tool_call>\n<function=weather.get_temp>\n<parameter=location>\nTokyo\n</parameter>\n' +
          '</function>\n</tool_call>\n<tool_call>\n<function=file.writefile>\n' +
          '<parameter=filepath>\nreports/tokyo.txt\n</parameter>\n<parameter=content>\n' +
          'Tokyo: 26 °C\n</parameter>\n</function>',
      ),
    },
    {
      expects: ['26', 'reports/tokyo.txt (new file)'],
      reply: say('Tokyo is at 26 °C; I saved it in reports/tokyo.txt.'),
    },
  ],
};

/** A round in one provider's own message shape, answered by a scripted model. */
export interface ShapeRound {
  readonly title: string;
  readonly question: string;
  readonly turns: readonly ScriptedShapeTurn[];
}

/**
 * Round 7, Responses API: `function_call` items; one has a trailing comma in its arguments,
 * which native arguments do not forgive: it is answered with an error and sent again.
 */
export function createResponsesRound(toolName: (functionPath: string) => string): ShapeRound {
  const call = (callId: string, functionPath: string, argumentsText: string) => ({
    type: 'function_call',
    id: `fc_${callId}`,
    call_id: `call_${callId}`,
    name: toolName(functionPath),
    arguments: argumentsText,
    status: 'completed',
  });
  return {
    title: 'native: OpenAI Responses function_call items (schema-openai)',
    question: 'How warm are London and Berlin in Fahrenheit?',
    turns: [
      {
        expects: ['Fahrenheit'],
        reply: {
          object: 'response',
          output: [
            call('1', 'weather.get_temp', '{"location":"London","unit":"f",}'),
            call('2', 'weather.get_temp', '{"location":"Berlin","unit":"f"}'),
          ],
        },
      },
      {
        expects: ['"call_id":"call_1","output":"Error:', '"call_id":"call_2","output":"63"'],
        reply: {
          object: 'response',
          output: [call('3', 'weather.get_temp', '{"location":"London","unit":"f"}')],
        },
      },
      {
        expects: ['"call_id":"call_3","output":"59"'],
        reply: {
          object: 'response',
          output: [
            {
              type: 'message',
              role: 'assistant',
              content: [{ type: 'output_text', text: 'London is at 59 °F and Berlin at 63 °F.' }],
            },
          ],
        },
      },
    ],
  };
}

/** Round 8, Claude: `tool_use` blocks beside text, one naming a tool that is not offered. */
export function createAnthropicRound(toolName: (functionPath: string) => string): ShapeRound {
  const toolUse = (id: string, name: string, input: Record<string, unknown>) => ({
    type: 'tool_use',
    id,
    name,
    input,
  });
  return {
    title: 'native: Anthropic tool_use blocks (schema-anthropic)',
    question: 'Read the Paris note: is Paris warmer than Berlin? And how humid is Berlin?',
    turns: [
      {
        expects: ['Paris note'],
        reply: {
          id: 'msg_01',
          type: 'message',
          role: 'assistant',
          stop_reason: 'tool_use',
          content: [
            { type: 'text', text: 'Let me read the note and check Berlin.' },
            toolUse('toolu_01', toolName('file.readfile'), { filepath: 'notes/paris.txt' }),
            toolUse('toolu_02', toolName('weather.get_temp'), { location: 'Berlin' }),
            toolUse('toolu_03', 'weather__get_humidity', { location: 'Berlin' }),
          ],
        },
      },
      {
        expects: ['"tool_use_id":"toolu_01"', 'Paris: 21 °C', '"content":"17"', '"is_error":true'],
        reply: {
          id: 'msg_02',
          type: 'message',
          role: 'assistant',
          stop_reason: 'end_turn',
          content: [
            {
              type: 'text',
              text: 'Paris (21 °C) is 4 degrees warmer than Berlin (17 °C). I have no tool for humidity.',
            },
          ],
        },
      },
    ],
  };
}

/** Round 9, Gemini: `functionCall` parts, a number written as a string. */
export function createGeminiRound(toolName: (functionPath: string) => string): ShapeRound {
  const model = (parts: readonly unknown[], finishReason = 'STOP') => ({
    candidates: [{ content: { role: 'model', parts }, finishReason }],
  });
  return {
    title: 'native: Gemini functionCall parts (schema-gemini)',
    question: 'What is 2 to the power of 16, and which reports are there?',
    turns: [
      {
        expects: ['reports'],
        reply: model([
          {
            functionCall: {
              name: toolName('math.calculate_power'),
              args: { base: '2', exponent: 16 },
            },
          },
          { functionCall: { name: toolName('file.listfiles'), args: { subdir: 'reports' } } },
        ]),
      },
      {
        expects: ['"functionResponse"', '65536', 'tokyo.txt'],
        reply: model([
          { text: '2 to the power of 16 is 65536; reports holds new-york.txt and tokyo.txt.' },
        ]),
      },
    ],
  };
}

/**
 * The toolbox name the MCP round mounts the served file toolbox under. The server names its
 * tools `file.readfile`, ...; a mounted function's name cannot hold a dot, so they are
 * `shared.file_readfile`, ...
 */
export const MCP_TOOLBOX = 'shared';

/**
 * Round 10, MCP: the sandbox served by `ai-toolbox-mcp files` in a child process, mounted back
 * as the `shared` toolbox and called from atfunc text.
 */
export const mcpRound: DemoRound = {
  title: `MCP: the file toolbox served over stdio, mounted as ${MCP_TOOLBOX}.file_* (atfunc text)`,
  question:
    'Through the shared folder, read notes/paris.txt, write its temperature into ' +
    'reports/over-mcp.txt and list the reports.',
  turns: [
    {
      expects: [`@${MCP_TOOLBOX}.file_readfile(`, `@${MCP_TOOLBOX}.file_writefile(`],
      reply: say(
        `@${MCP_TOOLBOX}.file_readfile("notes/paris.txt")\n` +
          `@${MCP_TOOLBOX}.file_writefile("reports/over-mcp.txt", "Paris: 21 °C, read over MCP")`,
      ),
    },
    {
      expects: ['Paris: 21 °C', 'reports/over-mcp.txt'],
      reply: say(`@${MCP_TOOLBOX}.file_listfiles("reports")`),
    },
    {
      expects: ['over-mcp.txt', 'tokyo.txt'],
      reply: say(
        'Paris is at 21 °C; I wrote that to reports/over-mcp.txt, next to new-york.txt and ' +
          'tokyo.txt.',
      ),
    },
  ],
};
