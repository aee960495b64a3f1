// One of the benchmark's echo servers over stdio: `ours` or `sdk` (argv[2]).
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { mcp } from './built-package.js';
import { createOurEchoServer, createSdkEchoServer } from './echo-servers.js';

if (process.argv[2] === 'ours') await mcp.serveMcpStdio(createOurEchoServer());
else await createSdkEchoServer().connect(new StdioServerTransport());
