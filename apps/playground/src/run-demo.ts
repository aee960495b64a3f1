import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import '@ai-toolbox/translator-atfunc';
import '@ai-toolbox/translator-markers';
import { createToolManager } from '@ai-toolbox/core';
import { createFileToolbox } from '@ai-toolbox/toolbox-file';
import type { CallingMode } from './calling-mode.js';
import type { ChatModel } from './chat-message.js';
import { atfuncRound, createNativeRound, type DemoRound, markersRound } from './demo-scripts.js';
import { registerDemoToolboxes } from './demo-setup.js';
import { formatConversationEvent } from './format-conversation-event.js';
import { createNativeCallingMode } from './native-calling-mode.js';
import { type ConversationResult, runConversation } from './run-conversation.js';
import { createScriptedModel } from './scripted-model.js';
import { createTextCallingMode } from './text-calling-mode.js';

/** One round of the demo and what it produced. */
export interface DemoRoundResult {
  readonly round: DemoRound;
  readonly mode: CallingMode;
  readonly conversation: ConversationResult;
}

/** What {@link runDemo} needs; all optional. */
export interface RunDemoOptions {
  /** Who answers a round (default: the scripted model with the round's script). */
  readonly modelFor?: (round: DemoRound) => ChatModel;
  /** Where each step is printed (default: nowhere). */
  readonly print?: (text: string) => void;
  /** Cancels the demo. */
  readonly signal?: AbortSignal;
}

/** What the demo produced. */
export interface DemoResult {
  readonly rounds: readonly DemoRoundResult[];
  /** The sandbox's files when the conversation ended, by relative path. */
  readonly files: Readonly<Record<string, string>>;
}

function readTree(root: string, directory = root, found: Record<string, string> = {}) {
  for (const entry of readdirSync(directory).sort()) {
    const path = join(directory, entry);
    if (statSync(path).isDirectory()) readTree(root, path, found);
    else found[relative(root, path).split('\\').join('/')] = readFileSync(path, 'utf8');
  }
  return found;
}

/**
 * The main job: three rounds of one conversation about the same file sandbox (a fresh
 * temporary folder, removed afterwards): atfunc text calls, markers text calls, and native
 * OpenAI tool calls, each run through the one pipeline against real toolboxes.
 */
export async function runDemo(options: RunDemoOptions = {}): Promise<DemoResult> {
  const print = options.print ?? (() => {});
  const modelFor =
    options.modelFor ?? ((round: DemoRound) => createScriptedModel('scripted model', round.turns));
  const sandbox = mkdtempSync(join(tmpdir(), 'ai-toolbox-demo-'));
  try {
    const manager = createToolManager();
    registerDemoToolboxes(manager, createFileToolbox({ root: sandbox }));

    const native = createNativeCallingMode(manager);
    const plan: [DemoRound, () => CallingMode][] = [
      [atfuncRound, () => createTextCallingMode(manager, 'atfunc')],
      [markersRound, () => createTextCallingMode(manager, 'markers')],
      [createNativeRound(native.toolNameOf), () => native],
    ];
    const rounds: DemoRoundResult[] = [];
    for (const [index, [round, makeMode]] of plan.entries()) {
      const mode = makeMode();
      const model = modelFor(round);
      print(
        `\n═══ Round ${index + 1} of ${plan.length}: ${round.title} (model: ${model.name}) ═══\n`,
      );
      const conversation = await runConversation({
        model,
        mode,
        question: round.question,
        onEvent: (event) => print(`${formatConversationEvent(event)}\n`),
        ...(options.signal ? { signal: options.signal } : {}),
      });
      rounds.push({ round, mode, conversation });
    }

    const files = readTree(sandbox);
    const calls = rounds.flatMap((round) => round.conversation.calls);
    print('═══ Summary ═══');
    print(
      `${calls.length} calls, ${calls.filter((call) => !call.ok).length} answered with an error, ` +
        `${calls.reduce((sum, call) => sum + call.repairs.length, 0)} repairs`,
    );
    print(
      `The sandbox (a temporary folder, removed now) held: ${
        Object.entries(files)
          .map(([path, content]) => `${path} (${JSON.stringify(content)})`)
          .join(', ') || 'nothing'
      }`,
    );
    return { rounds, files };
  } finally {
    rmSync(sandbox, { recursive: true, force: true });
  }
}
