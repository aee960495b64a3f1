import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
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
  -h, --help         show this text
  -v, --version      show the version of @ai-toolbox/mcp
`;

/** Where the command writes and what it reads besides its arguments. */
export interface McpCommandIo {
  /** Takes what the user asked to see (`--help`, `--version`); never used once serving. */
  readonly stdout: (text: string) => void;
  /** Takes everything else, since stdout carries the protocol over stdio. */
  readonly stderr: (text: string) => void;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** What a started command leaves running: a promise that settles when it ends, and a way to stop it. */
export interface McpCommandRun {
  readonly done: Promise<void>;
  stop(): Promise<void>;
}

interface CommandArguments {
  readonly help: boolean;
  readonly version: boolean;
  readonly positionals: readonly string[];
  readonly readOnly: boolean;
  readonly name: string | undefined;
  readonly http: string | undefined;
}

/** The arguments read by `node:util`'s `parseArgs`, or what is wrong with them in words. */
function readArguments(args: readonly string[]): CommandArguments | string {
  try {
    const { values, positionals } = parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: {
        help: { type: 'boolean', short: 'h', default: false },
        version: { type: 'boolean', short: 'v', default: false },
        'read-only': { type: 'boolean', default: false },
        name: { type: 'string' },
        http: { type: 'string' },
      },
    });
    return {
      help: values.help,
      version: values.version,
      positionals,
      readOnly: values['read-only'],
      name: values.name,
      http: values.http,
    };
  } catch (error) {
    return describeParseError(error);
  }
}

/** `parseArgs`'s complaint in the command's words: its message explains `--` at length. */
function describeParseError(error: unknown): string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  const option = /'(-[^' ]*)/.exec(String(message))?.[1] ?? '';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `Unknown option '${option}'`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return `${option} needs a value`;
  return String(message);
}

/** The package's version, read from its package.json (one folder above `src/` and `dist/`). */
function packageVersion(): string {
  const text = readFileSync(new URL('../package.json', import.meta.url), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}

/**
 * Runs `ai-toolbox-mcp` with its arguments (without `node` and the script): `files <root>`
 * serves the file toolbox over stdio or, with `--http <port>`, over Streamable HTTP on
 * 127.0.0.1; `--version` and `--help` print to stdout. Returns the exit code when it does not
 * serve (2 for a usage mistake), or the running server. Everything else it says goes to stderr,
 * since stdout carries the protocol.
 */
export async function runMcpCommand(
  args: readonly string[],
  io: McpCommandIo,
): Promise<number | McpCommandRun> {
  const usageMistake = (problem: string): number => {
    io.stderr(`${problem}.\n\n${MCP_COMMAND_USAGE}`);
    return 2;
  };
  const parsed = readArguments(args);
  if (typeof parsed === 'string') return usageMistake(parsed);
  if (parsed.version) {
    io.stdout(`${packageVersion()}\n`);
    return 0;
  }
  if (parsed.help) {
    io.stdout(MCP_COMMAND_USAGE);
    return 0;
  }
  const [command, root, extra] = parsed.positionals;
  if (command === undefined) {
    io.stderr(MCP_COMMAND_USAGE);
    return 2;
  }
  if (command !== 'files') return usageMistake(`Unknown command '${command}'`);
  if (root === undefined) return usageMistake('files needs the root folder');
  if (extra !== undefined) return usageMistake(`Unexpected argument '${extra}'`);
  let httpPort: number | undefined;
  if (parsed.http !== undefined) {
    httpPort = Number(parsed.http);
    if (!/^\d{1,5}$/.test(parsed.http) || httpPort > 65_535) {
      return usageMistake(`--http needs a port, not '${parsed.http}'`);
    }
  }
  const toolbox = createFileToolbox({
    root,
    readOnly: parsed.readOnly,
    ...(parsed.name === undefined ? {} : { name: parsed.name }),
  });
  const manager = createToolManager({ controlFunctions: false, toolboxes: [toolbox] });
  const server = createMcpServer(manager, { name: 'ai-toolbox-files' });
  if (httpPort === undefined) {
    const session = await serveMcpStdio(server);
    io.stderr(`ai-toolbox-mcp: serving ${toolbox.getName()} tools for ${root} over stdio\n`);
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
    port: httpPort,
    ...(token === undefined || token === '' ? {} : { bearerToken: token }),
  });
  io.stderr(`ai-toolbox-mcp: serving ${toolbox.getName()} tools for ${root} at ${endpoint.url}\n`);
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
