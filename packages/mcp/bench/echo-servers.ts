// The two servers the benchmark calls, each offering the same tool `echo` (text in, text out):
// ours, a tool manager served with createMcpServer, and the SDK's own low-level Server with a
// hand-written handler, the least any SDK server does for a call.
import { createToolManager, defineToolbox } from '@ai-toolbox/core';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { McpToolServer } from '../src/index.js';
import { mcp } from './built-package.js';

const echoSchema = {
  type: 'object' as const,
  properties: { text: { type: 'string', description: 'Text' } },
  required: ['text'],
};

/** Ours: the tool `bench.echo` goes through the pipeline on the serving side. */
export function createOurEchoServer(): McpToolServer {
  const manager = createToolManager({ controlFunctions: false });
  manager.register(
    defineToolbox({
      name: 'bench',
      functions: {
        echo: {
          description: 'Says the text back',
          params: { text: { type: 'string', isRequired: true, description: 'Text' } },
          run: ({ text }) => text,
        },
      },
    }),
  );
  return mcp.createMcpServer(manager);
}

/** The SDK's: the tool `echo`, answered by a request handler. */
export function createSdkEchoServer(): Server {
  const server = new Server(
    { name: 'sdk-echo', version: '1.0.0' },
    { capabilities: { tools: {} } },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: [{ name: 'echo', description: 'Says the text back', inputSchema: echoSchema }],
  }));
  server.setRequestHandler(CallToolRequestSchema, (request) => ({
    content: [{ type: 'text', text: String(request.params.arguments?.text ?? '') }],
  }));
  return server;
}
