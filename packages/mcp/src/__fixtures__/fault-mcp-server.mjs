// A hand-written MCP server over stdio that misbehaves on purpose, for the mount's fault tests.
// Usage: node fault-mcp-server.mjs <mode> <log file>
// It answers initialize and tools/list like any server, offering the tools `echo` and `fail`;
// `echo` answers normally, and `fail` misbehaves as <mode> says:
//   exit      the process exits while the call waits
//   hang      the call is never answered
//   malformed the answer's result is not a tool result
//   garbage   a line that is not JSON-RPC is written instead of an answer
//   mute      stdout is closed 200 ms after the first call, and the process keeps running
//             (stdin closing does not end it: only a signal does)
//   huge      the answer is one text block of 50,000,000 characters, its id written last as
//             the TypeScript SDK writes it
//   duplicate tools/list names `echo` a second time, with another description and schema
//   loud      a log notification of 2,000,000 characters comes before the answer, 'done'
// Every message received is appended to <log file>, one JSON line each.
import { appendFileSync, closeSync } from 'node:fs';
import { createInterface } from 'node:readline';

const [mode, logFile] = process.argv.slice(2);
let muted = false;
const send = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);
const tools = [
  {
    name: 'echo',
    description: 'Echoes its text',
    inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] },
  },
  {
    name: 'fail',
    description: `Misbehaves: ${mode}`,
    inputSchema: { type: 'object', properties: {} },
  },
];

if (mode === 'duplicate') {
  tools.push({
    name: 'echo',
    description: 'Echoes its text twice',
    inputSchema: { type: 'object', properties: { words: { type: 'array' } } },
  });
}

createInterface({ input: process.stdin }).on('line', (line) => {
  appendFileSync(logFile, `${line}\n`);
  const message = JSON.parse(line);
  if (message.method === 'initialize') {
    send({
      jsonrpc: '2.0',
      id: message.id,
      result: {
        protocolVersion: message.params.protocolVersion,
        capabilities: { tools: {} },
        serverInfo: { name: 'fault-server', version: '1.0.0' },
      },
    });
  } else if (message.method === 'tools/list') {
    send({ jsonrpc: '2.0', id: message.id, result: { tools } });
  } else if (message.method === 'tools/call' && message.params.name === 'echo') {
    const text = String(message.params.arguments?.text ?? '');
    send({ jsonrpc: '2.0', id: message.id, result: { content: [{ type: 'text', text }] } });
  } else if (message.method === 'tools/call') {
    if (mode === 'exit') setTimeout(() => process.exit(3), 50);
    else if (mode === 'malformed')
      send({ jsonrpc: '2.0', id: message.id, result: { content: 'not a list' } });
    else if (mode === 'garbage') process.stdout.write('this is not json-rpc\n');
    else if (mode === 'loud') {
      const data = 'y'.repeat(2_000_000);
      send({ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data } });
      send({
        jsonrpc: '2.0',
        id: message.id,
        result: { content: [{ type: 'text', text: 'done' }] },
      });
    } else if (mode === 'huge') {
      const text = 'x'.repeat(50_000_000);
      send({ result: { content: [{ type: 'text', text }] }, jsonrpc: '2.0', id: message.id });
    } else if (mode === 'mute' && !muted) {
      muted = true;
      setTimeout(() => closeSync(1), 200);
      setInterval(() => undefined, 1000);
    }
    // hang: no answer at all
  } else if (message.id !== undefined && message.method !== undefined) {
    send({ jsonrpc: '2.0', id: message.id, result: {} });
  }
});
