// One of the benchmark's echo servers over stdio: `ours` or `sdk` (argv[2]).
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { serveMcpStdio } from '../src/index.js';
import { createOurEchoServer, createSdkEchoServer } from './echo-servers.js';

if (process.argv[2] === 'ours') await serveMcpStdio(createOurEchoServer());
else await createSdkEchoServer().connect(new StdioServerTransport());
