// cross-spawn ships no types; this is the one call the stdio transport makes of it.
declare module 'cross-spawn' {
  import type { ChildProcess, SpawnOptions } from 'node:child_process';

  /** `child_process.spawn`, with commands resolved as a shell would on Windows (`npx.cmd`). */
  export default function spawn(
    command: string,
    args: readonly string[],
    options: SpawnOptions,
  ): ChildProcess;
}
