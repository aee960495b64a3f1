import { createToolManager } from '@ai-toolbox/core';
import { createFileToolbox } from '@ai-toolbox/toolbox-file';
import { createMcpServer } from './create-mcp-server.js';
import { serveMcpHttp } from './serve-mcp-http.js';
import { serveMcpStdio } from './serve-mcp-stdio.js';

/** The usage text of `ai-toolbox-mcp`. */
export const MCP_COMMAND_USAGE = `Usage: ai-toolbox-mcp files <root> [options]

Serves a sandboxed file toolbox (readfile, writefile, deletefile, listfiles, mkdir, rmdir)
confined to <root> as an MCP server, over stdio unless --http is given.

Options:
  --read-only        offer only readfile and listfiles
  --name <name>      the toolbox name, so tools are <name>.readfile, ... (default: file)
  --http <port>      serve Streamable HTTP at http://127.0.0.1:<port>/mcp instead of stdio
                     (0 picks a free port); set AI_TOOLBOX_MCP_TOKEN to require that
                     bearer token
  --help             show this text
`;

/** Where the command writes and what it reads besides its arguments. */
export interface McpCommandIo {
  readonly stderr: (text: string) => void;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** What a started command leaves running: a promise that settles when it ends, and a way to stop it. */
export interface McpCommandRun {
  readonly done: Promise<void>;
  stop(): Promise<void>;
}

interface FilesArguments {
  readonly root: string;
  readonly readOnly: boolean;
  readonly name: string | undefined;
  readonly httpPort: number | undefined;
}

function parseFilesArguments(args: readonly string[]): FilesArguments | string {
  let root: string | undefined;
  let readOnly = false;
  let name: string | undefined;
  let httpPort: number | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const argument = args[index] as string;
    if (argument === '--read-only') readOnly = true;
    else if (argument === '--name' || argument === '--http') {
      const value = args[index + 1];
      index += 1;
      if (value === undefined) return `${argument} needs a value`;
      if (argument === '--name') name = value;
      else {
        const port = Number(value);
        if (!/^\d{1,5}$/.test(value) || port > 65_535) return `--http needs a port, not '${value}'`;
        httpPort = port;
      }
    } else if (argument.startsWith('--')) return `Unknown option '${argument}'`;
    else if (root === undefined) root = argument;
    else return `Unexpected argument '${argument}'`;
  }
  if (root === undefined) return 'files needs the root folder';
  return { root, readOnly, name, httpPort };
}

/**
 * Runs `ai-toolbox-mcp` with its arguments (without `node` and the script): `files <root>`
 * serves the file toolbox over stdio or, with `--http <port>`, over Streamable HTTP on
 * 127.0.0.1. Returns the exit code for a usage mistake, or the running server. Everything it
 * says goes to stderr, since stdout carries the protocol.
 */
export async function runMcpCommand(
  args: readonly string[],
  io: McpCommandIo,
): Promise<number | McpCommandRun> {
  const [command, ...rest] = args;
  if (command === undefined || command === '--help' || command === '-h') {
    io.stderr(MCP_COMMAND_USAGE);
    return command === undefined ? 2 : 0;
  }
  if (command !== 'files') {
    io.stderr(`Unknown command '${command}'.\n\n${MCP_COMMAND_USAGE}`);
    return 2;
  }
  if (rest.includes('--help')) {
    io.stderr(MCP_COMMAND_USAGE);
    return 0;
  }
  const parsed = parseFilesArguments(rest);
  if (typeof parsed === 'string') {
    io.stderr(`${parsed}.\n\n${MCP_COMMAND_USAGE}`);
    return 2;
  }
  const toolbox = createFileToolbox({
    root: parsed.root,
    readOnly: parsed.readOnly,
    ...(parsed.name === undefined ? {} : { name: parsed.name }),
  });
  const manager = createToolManager({ controlFunctions: false, toolboxes: [toolbox] });
  const server = createMcpServer(manager, { name: 'ai-toolbox-files' });
  if (parsed.httpPort === undefined) {
    const session = await serveMcpStdio(server);
    io.stderr(`ai-toolbox-mcp: serving ${toolbox.getName()} tools for ${parsed.root} over stdio\n`);
    return {
      done: session.closed.then(() => server.close()),
      stop: async () => {
        await session.close();
        await server.close();
      },
    };
  }
  const token = io.env.AI_TOOLBOX_MCP_TOKEN;
  const endpoint = await serveMcpHttp(server, {
    port: parsed.httpPort,
    ...(token === undefined || token === '' ? {} : { bearerToken: token }),
  });
  io.stderr(
    `ai-toolbox-mcp: serving ${toolbox.getName()} tools for ${parsed.root} at ${endpoint.url}\n`,
  );
  let stopped: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    stopped = resolve;
  });
  return {
    done,
    stop: async () => {
      await endpoint.close();
      await server.close();
      stopped();
    },
  };
}
