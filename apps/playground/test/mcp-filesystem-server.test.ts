import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createToolManager } from '@ai-toolbox/core';
import { type McpMount, mountMcpServer } from '@ai-toolbox/mcp';
import { createOpenAITools } from '@ai-toolbox/schema-openai';
import '@ai-toolbox/translator-atfunc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A real MCP server no one here wrote, started as a child process over stdio and confined to
// a temporary folder: the filesystem server of the MCP project, from npm.
const serverScript = createRequire(import.meta.url).resolve(
  '@modelcontextprotocol/server-filesystem/dist/index.js',
);
let folder: string;
let mount: McpMount;
const manager = createToolManager({ translator: 'atfunc', timeoutMs: 20_000 });

beforeAll(async () => {
  folder = realpathSync(mkdtempSync(join(tmpdir(), 'ai-toolbox-mcp-fs-')));
  writeFileSync(join(folder, 'notes.txt'), 'first line\nsecond line\n');
  mount = await mountMcpServer(manager, {
    name: 'fs',
    command: process.execPath,
    args: [serverScript, folder],
    cwd: folder,
    stderr: 'ignore',
  });
}, 60_000);

afterAll(async () => {
  await mount?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('@modelcontextprotocol/server-filesystem mounted over stdio', () => {
  it('becomes a toolbox whose functions keep the tools’ schemas and hints', () => {
    const functions = manager.getFunctions('fs');
    expect(functions).toEqual(
      expect.arrayContaining(['fs.read_text_file', 'fs.write_file', 'fs.list_directory']),
    );
    const read = manager.findFunction('fs.read_text_file')?.interface;
    expect(read?.params?.path).toMatchObject({ type: 'string', isRequired: true });
    expect(read?.jsonSchema?.$schema).toMatch(/json-schema\.org/);
    expect(read?.annotations?.readOnlyHint).toBe(true);
    expect(manager.getRootInterfaceAsText()).toContain('@fs.read_text_file(');
  });

  it('lists, reads and writes from atfunc text calls a model wrote', async () => {
    const notes = join(folder, 'notes.txt');
    const made = join(folder, 'made-by-text.txt');
    const answer = [
      'Let me look first.',
      `@fs.list_directory(path="${folder}")`,
      `@fs.read_text_file(path="${notes}", head=1)`,
      `@fs.write_file(path="${made}", content="written from text")`,
    ].join('\n');
    const { calls, functionsOutput } = await manager.executeResponseFunctions(answer);
    expect(calls.map((call) => call.ok)).toEqual([true, true, true]);
    expect(calls[0]?.result).toContain('[FILE] notes.txt');
    expect(calls[1]?.result).toBe('first line');
    expect(readFileSync(made, 'utf8')).toBe('written from text');
    expect(functionsOutput).toContain('Function call: fs.read_text_file');
  });

  it('lists, reads and writes from native OpenAI tool calls through schema-openai', async () => {
    const openaiTools = createOpenAITools({ manager });
    const tools = openaiTools.chatCompletionTools();
    const names = tools.map((tool) => tool.function.name);
    expect(names).toEqual(expect.arrayContaining(['fs__read_text_file', 'fs__write_file']));
    const write = tools.find((tool) => tool.function.name === 'fs__write_file');
    expect(write?.function.parameters).toMatchObject({
      type: 'object',
      properties: { path: { type: 'string' }, content: { type: 'string' } },
      required: ['path', 'content'],
    });
    const made = join(folder, 'made-natively.txt');
    const message = {
      role: 'assistant',
      content: null,
      tool_calls: [
        {
          id: 'call_1',
          type: 'function',
          function: {
            name: 'fs__write_file',
            arguments: JSON.stringify({ path: made, content: 'written natively' }),
          },
        },
        {
          id: 'call_2',
          type: 'function',
          function: { name: 'fs__read_text_file', arguments: JSON.stringify({ path: made }) },
        },
        {
          id: 'call_3',
          type: 'function',
          function: { name: 'fs__list_directory', arguments: JSON.stringify({ path: folder }) },
        },
      ],
    };
    // The calls depend on each other (write, then read, then list): one at a time, in order.
    const { messages } = await openaiTools.runToolCalls(message, { concurrency: 1 });
    expect(messages.map((toolMessage) => toolMessage.tool_call_id)).toEqual([
      'call_1',
      'call_2',
      'call_3',
    ]);
    expect(messages[1]?.content).toBe('written natively');
    expect(messages[2]?.content).toContain('[FILE] made-natively.txt');
  });

  it('answers what the server refuses, outside its folder, with an error result for that call', async () => {
    const { calls } = await manager.executeResponseFunctions(
      '@fs.read_text_file(path="/etc/hostname")\n@fs.list_allowed_directories()',
    );
    expect(calls[0]?.ok).toBe(false);
    expect(calls[0]?.result).toMatch(/Access denied|outside allowed/i);
    expect(calls[1]?.ok).toBe(true);
    expect(calls[1]?.result).toContain(folder);
  });
});
