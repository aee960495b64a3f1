// `pnpm bench`: one tool call through serve → mount (a manager calling a mounted MCP server
// whose tools another manager serves), beside the SDK's own client calling the SDK's own
// server on the same tool, over the in-memory transport and over stdio. Two more lines split
// our cost: the SDK's client calling our server (serve alone) and our mount calling the SDK's
// server (mount alone). CPU time in interleaved rounds; over stdio the server process's CPU
// time (from /proc) is counted too.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createToolManager } from '@ai-toolbox/core';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { McpMount } from '../src/index.js';
import { mcp } from './built-package.js';
import { createOurEchoServer, createSdkEchoServer } from './echo-servers.js';

const callsPerRound = 2000;
const rounds = 9;
const warmupRounds = 2;
/** Longer than a server with `callContextStorage` takes to disable its AsyncLocalStorage once idle. */
const idlePauseMs = 150;
const serverScript = fileURLToPath(new URL('./echo-server-process.ts', import.meta.url));
const serverCommand = (kind: 'ours' | 'sdk') => ({
  command: process.execPath,
  args: ['--import', 'tsx', serverScript, kind],
  stderr: 'ignore' as const,
});

/** CPU time of a process from /proc, in milliseconds (user + system, 10 ms ticks). */
function processCpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Contender {
  readonly label: string;
  readonly call: (index: number) => Promise<unknown>;
  readonly serverPid: () => number | undefined;
  readonly close: () => Promise<void>;
}

type Kind = 'ours' | 'sdk';

/** A transport to a fresh echo server of `kind`, in memory or as a process. */
function transportTo(kind: Kind, medium: 'memory' | 'stdio'): () => Promise<Transport> {
  if (medium === 'stdio') return async () => new StdioClientTransport(serverCommand(kind));
  return async () => {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await (kind === 'ours' ? createOurEchoServer() : createSdkEchoServer()).connect(serverSide);
    return clientSide;
  };
}

const toolOf = (kind: Kind) => (kind === 'ours' ? 'bench.echo' : 'echo');

async function sdkClient(kind: Kind, medium: 'memory' | 'stdio'): Promise<Contender> {
  const transport = await transportTo(kind, medium)();
  const client = new Client({ name: 'bench', version: '1.0.0' });
  await client.connect(transport);
  return {
    label: `SDK client → ${kind === 'ours' ? 'our server' : 'SDK server'}`,
    call: (index) => client.callTool({ name: toolOf(kind), arguments: { text: `hello ${index}` } }),
    serverPid: () => (transport as { pid?: number | null }).pid ?? undefined,
    close: () => client.close(),
  };
}

async function ourMount(kind: Kind, medium: 'memory' | 'stdio'): Promise<Contender> {
  const manager = createToolManager();
  const mount: McpMount = await mcp.mountMcpServer(manager, {
    name: 'remote',
    ...(medium === 'stdio' ? serverCommand(kind) : { transport: transportTo(kind, medium) }),
  });
  const path = `remote.${kind === 'ours' ? 'bench_echo' : 'echo'}`;
  return {
    label: `mount → ${kind === 'ours' ? 'our server (serve → mount)' : 'SDK server'}`,
    call: (index) => manager.call(path, { text: `hello ${index}` }),
    serverPid: () => mount.pid,
    close: () => mount.close(),
  };
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function main() {
  const groups: Array<{ name: string; contenders: Contender[] }> = [];
  for (const medium of ['memory', 'stdio'] as const) {
    groups.push({
      name: medium === 'memory' ? 'in memory' : 'stdio (server process CPU counted)',
      contenders: [
        await sdkClient('sdk', medium),
        await sdkClient('ours', medium),
        await ourMount('sdk', medium),
        await ourMount('ours', medium),
      ],
    });
  }
  // Every contender must give the same answer before anything is timed.
  for (const { contenders } of groups) {
    for (const contender of contenders) {
      const answer = await contender.call(7);
      const text =
        typeof answer === 'string'
          ? answer
          : (answer as { content: Array<{ text: string }> }).content[0]?.text;
      if (text !== 'hello 7') throw new Error(`${contender.label} answered ${String(text)}`);
    }
  }
  const times = new Map<Contender, number[]>();
  for (let round = 0; round < warmupRounds + rounds; round += 1) {
    for (const { contenders } of groups) {
      // A different order each round, so no one always runs on a warmer machine.
      const order = contenders.map(
        (_, index) => contenders[(index + round) % contenders.length] as Contender,
      );
      for (const contender of order) {
        // A pause first, as an application has between bursts of calls: what a contender left
        // behind stops before the next one is timed, instead of slowing (and flattering) it.
        // (A server with `callContextStorage`, not the one benched, keeps Node's
        // AsyncLocalStorage hooks, which slow every promise of the process, on until it has been
        // idle 50 to 100 ms.)
        await new Promise((resolve) => setTimeout(resolve, idlePauseMs));
        const serverBefore = processCpuMs(contender.serverPid());
        const before = process.cpuUsage();
        for (let index = 0; index < callsPerRound; index += 1) await contender.call(index);
        const used = process.cpuUsage(before);
        const server = processCpuMs(contender.serverPid()) - serverBefore;
        const perCall = ((used.user + used.system) / 1000 + server) / callsPerRound;
        if (round >= warmupRounds) times.set(contender, [...(times.get(contender) ?? []), perCall]);
      }
    }
  }
  console.log(
    `One tool call (echo), CPU time per call: median of ${rounds} interleaved rounds of ${callsPerRound} calls\n`,
  );
  const verdicts: string[] = [];
  for (const { name, contenders } of groups) {
    const baseline = median(times.get(contenders[0] as Contender) ?? []);
    console.log(`${name}:`);
    for (const contender of contenders) {
      const perCall = median(times.get(contender) ?? []);
      const ratio = perCall / baseline;
      console.log(
        `  ${contender.label.padEnd(40)} ${(perCall * 1000).toFixed(1).padStart(7)} µs  ${ratio.toFixed(2)}x`,
      );
    }
    const full = median(times.get(contenders[3] as Contender) ?? []) / baseline;
    verdicts.push(
      `${name}: serve → mount ${full.toFixed(2)}x (target at most 1.20x): ${full <= 1.2 ? 'PASS' : 'FAIL'}`,
    );
    console.log('');
  }
  for (const verdict of verdicts) console.log(verdict);
  for (const { contenders } of groups) for (const contender of contenders) await contender.close();
}

await main();
