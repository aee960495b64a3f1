import { PassThrough } from 'node:stream';
import { createToolManager, defineToolbox } from '@ai-toolbox/core';
import { describe, expect, it } from 'vitest';
import { createMcpServer } from './create-mcp-server.js';
import { serveMcpStdio } from './serve-mcp-stdio.js';

describe('serveMcpStdio', () => {
  it('answers JSON-RPC lines on the streams given, and ends when its input ends', async () => {
    const manager = createToolManager({
      toolboxes: [
        defineToolbox({
          name: 'hi',
          functions: { there: { description: 'Greets', params: {}, run: () => 'hello' } },
        }),
      ],
    });
    const server = createMcpServer(manager);
    const stdin = new PassThrough();
    const stdout = new PassThrough();
    const lines: Array<{ id?: number; result?: unknown }> = [];
    let buffered = '';
    stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      for (const part of parts) lines.push(JSON.parse(part));
    });
    const session = await serveMcpStdio(server, { stdin, stdout });
    const send = (message: object) => stdin.write(`${JSON.stringify(message)}\n`);
    send({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 't', version: '1' },
      },
    });
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    send({
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'hi.there', arguments: {} },
    });
    const until = Date.now() + 30_000;
    while (lines.length < 2 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(lines.map((line) => line.id)).toEqual([1, 2]);
    expect(lines[1]?.result).toEqual({ content: [{ type: 'text', text: 'hello' }] });
    expect(server.connectionCount).toBe(1);
    stdin.end();
    await session.closed;
    expect(server.connectionCount).toBe(0);
  });
});
