// `pnpm conformance:server`: the server the official conformance suite's server scenarios
// test, at http://127.0.0.1:$PORT/mcp (PORT 0, or none, picks a free port). Prints the URL.
import { createToolManager } from '@ai-toolbox/core';
import { createMcpServer, type McpHttpEndpoint, serveMcpHttp } from '../src/index.js';
import { conformanceToolbox } from './conformance-toolbox.js';

/** Starts the conformance server; `close()` stops it. */
export async function startConformanceServer(port = 0): Promise<McpHttpEndpoint> {
  const manager = createToolManager({ toolboxes: [conformanceToolbox], controlFunctions: false });
  const server = createMcpServer(manager, {
    name: 'ai-toolbox-conformance',
    toolName: (functionInterface) => functionInterface.name,
  });
  const endpoint = await serveMcpHttp(server, { port });
  return {
    url: endpoint.url,
    port: endpoint.port,
    get sessionCount() {
      return endpoint.sessionCount;
    },
    close: async () => {
      await endpoint.close();
      await server.close();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const endpoint = await startConformanceServer(Number(process.env.PORT ?? 0));
  console.log(endpoint.url);
  const stop = () => void endpoint.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
