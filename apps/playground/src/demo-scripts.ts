import type { AssistantMessage } from './chat-message.js';
import type { ScriptedTurn } from './scripted-model.js';

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
