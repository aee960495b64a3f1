import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import '@ai-toolbox/translator-atfunc';
import '@ai-toolbox/translator-json';
import '@ai-toolbox/translator-markers';
import '@ai-toolbox/translator-pythonic';
import '@ai-toolbox/translator-tags';
import { createToolManager } from '@ai-toolbox/core';
import { mountMcpServer } from '@ai-toolbox/mcp';
import { createFileToolbox } from '@ai-toolbox/toolbox-file';
import type { CallingMode } from './calling-mode.js';
import type { ChatModel } from './chat-message.js';
import type { ConversationEvent } from './conversation-event.js';
import {
  atfuncRound,
  createAnthropicRound,
  createGeminiRound,
  createNativeRound,
  createResponsesRound,
  type DemoRound,
  hermesRound,
  MCP_TOOLBOX,
  markersRound,
  mcpRound,
  pythonicRound,
  type ShapeRound,
  tagsRound,
} from './demo-scripts.js';
import { registerDemoToolboxes } from './demo-setup.js';
import { formatConversationEvent } from './format-conversation-event.js';
import { createNativeCallingMode } from './native-calling-mode.js';
import { type ConversationResult, runConversation } from './run-conversation.js';
import { runShapeConversation, type ShapeConversationResult } from './run-shape-conversation.js';
import { createScriptedModel, createScriptedShapeModel } from './scripted-model.js';
import { createShapeCallingMode, type ShapeCallingMode } from './shape-calling-mode.js';
import { createTextCallingMode } from './text-calling-mode.js';

/** One round of the demo and what it produced. */
export interface DemoRoundResult {
  readonly round: DemoRound | ShapeRound;
  /** The translator or schema package the round ran through. */
  readonly label: string;
  readonly conversation: ConversationResult | ShapeConversationResult;
}

/** What {@link runDemo} needs; all optional. */
export interface RunDemoOptions {
  /**
   * Who answers a round in Chat Completions messages: the text rounds, the native Chat round
   * and the MCP round (default: the scripted model with the round's script). The Responses,
   * Claude and Gemini rounds are always answered by their scripted model: an OpenAI-compatible
   * server does not speak those shapes.
   */
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
  /** The process id of the MCP server the MCP round started (it has exited by now). */
  readonly mcpServerPid: number | undefined;
}

/** One step of the plan: how a round is run. */
type PlannedRound =
  | { readonly kind: 'chat'; readonly round: DemoRound; readonly mode: () => CallingMode }
  | { readonly kind: 'shape'; readonly round: ShapeRound; readonly mode: ShapeCallingMode }
  | { readonly kind: 'mcp'; readonly round: DemoRound };

/** The `ai-toolbox-mcp` command of `@ai-toolbox/mcp`, as its package's `bin` names it. */
function mcpCommandPath(): string {
  const packageJson = createRequire(import.meta.url).resolve('@ai-toolbox/mcp/package.json');
  const bin = (JSON.parse(readFileSync(packageJson, 'utf8')) as { bin: Record<string, string> })
    .bin['ai-toolbox-mcp'];
  if (bin === undefined) throw new Error('@ai-toolbox/mcp has no ai-toolbox-mcp command');
  return join(dirname(packageJson), bin);
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
 * The main job: ten rounds of one conversation about the same file sandbox (a fresh temporary
 * folder, removed afterwards), one per way a model calls functions: atfunc, markers, hermes,
 * pythonic and qwen3_coder text; native OpenAI Chat Completions, Responses, Claude and Gemini
 * messages; and the sandbox served over MCP by a child process and mounted back, called from
 * text. Each runs through the one pipeline against real toolboxes.
 */
export async function runDemo(options: RunDemoOptions = {}): Promise<DemoResult> {
  const print = options.print ?? (() => {});
  const modelFor =
    options.modelFor ?? ((round: DemoRound) => createScriptedModel('scripted model', round.turns));
  const sandbox = mkdtempSync(join(tmpdir(), 'ai-toolbox-demo-'));
  let mcpServerPid: number | undefined;
  try {
    const manager = createToolManager();
    registerDemoToolboxes(manager, createFileToolbox({ root: sandbox }));

    const native = createNativeCallingMode(manager);
    const shape = (mode: ShapeCallingMode, make: (name: typeof mode.toolNameOf) => ShapeRound) =>
      ({ kind: 'shape', round: make((path) => mode.toolNameOf(path)), mode }) as const;
    const plan: PlannedRound[] = [
      { kind: 'chat', round: atfuncRound, mode: () => createTextCallingMode(manager, 'atfunc') },
      { kind: 'chat', round: markersRound, mode: () => createTextCallingMode(manager, 'markers') },
      { kind: 'chat', round: hermesRound, mode: () => createTextCallingMode(manager, 'hermes') },
      {
        kind: 'chat',
        round: pythonicRound,
        mode: () => createTextCallingMode(manager, 'pythonic'),
      },
      { kind: 'chat', round: tagsRound, mode: () => createTextCallingMode(manager, 'qwen3_coder') },
      { kind: 'chat', round: createNativeRound(native.toolNameOf), mode: () => native },
      shape(createShapeCallingMode(manager, 'responses'), createResponsesRound),
      shape(createShapeCallingMode(manager, 'anthropic'), createAnthropicRound),
      shape(createShapeCallingMode(manager, 'gemini'), createGeminiRound),
      { kind: 'mcp', round: mcpRound },
    ];
    const rounds: DemoRoundResult[] = [];
    const onEvent = (event: ConversationEvent) => print(`${formatConversationEvent(event)}\n`);
    const signal = options.signal ? { signal: options.signal } : {};
    const heading = (index: number, title: string, model: string) =>
      print(`\n═══ Round ${index + 1} of ${plan.length}: ${title} (model: ${model}) ═══\n`);
    for (const [index, step] of plan.entries()) {
      const { round } = step;
      if (step.kind === 'shape') {
        const model = createScriptedShapeModel('scripted model', step.round.turns);
        heading(index, round.title, model.name);
        const conversation = await runShapeConversation({
          model,
          mode: step.mode,
          question: round.question,
          onEvent,
          ...signal,
        });
        rounds.push({ round, label: step.mode.label, conversation });
        continue;
      }
      const model = modelFor(step.round);
      heading(index, round.title, model.name);
      if (step.kind === 'chat') {
        const mode = step.mode();
        const conversation = await runConversation({
          model,
          mode,
          question: round.question,
          onEvent,
          ...signal,
        });
        rounds.push({ round, label: mode.label, conversation });
        continue;
      }
      // The MCP round: its own manager, whose only toolbox is the sandbox served over MCP.
      const command = mcpCommandPath();
      const served = createToolManager();
      const mount = await mountMcpServer(served, {
        name: MCP_TOOLBOX,
        command: process.execPath,
        args: [command, 'files', sandbox],
        // The server says on stderr that it serves the folder; a failure to start still
        // reaches this run as the mount's error.
        stderr: 'ignore',
      });
      mcpServerPid = mount.pid;
      try {
        print(
          `[mcp] started \`ai-toolbox-mcp files <sandbox>\` (process ${mount.pid}) and ` +
            `mounted its tools as ${[...mount.tools.keys()].map((name) => `${MCP_TOOLBOX}.${name}`).join(', ')}\n`,
        );
        const conversation = await runConversation({
          model,
          mode: createTextCallingMode(served, 'atfunc'),
          question: round.question,
          onEvent,
          ...signal,
        });
        rounds.push({ round, label: 'atfunc over @ai-toolbox/mcp', conversation });
      } finally {
        await mount.close();
        print(`[mcp] closed the mount; the server process ${mcpServerPid} has been stopped\n`);
      }
    }

    const files = readTree(sandbox);
    const calls = rounds.flatMap((round) => round.conversation.calls);
    print('═══ Summary ═══');
    print(
      `${rounds.length} rounds, ${calls.length} calls, ${calls.filter((call) => !call.ok).length} answered with an error, ` +
        `${calls.reduce((sum, call) => sum + call.repairs.length, 0)} repairs`,
    );
    print(
      `The sandbox (a temporary folder, removed now) held: ${
        Object.entries(files)
          .map(([path, content]) => `${path} (${JSON.stringify(content)})`)
          .join(', ') || 'nothing'
      }`,
    );
    return { rounds, files, mcpServerPid };
  } finally {
    rmSync(sandbox, { recursive: true, force: true });
  }
}
