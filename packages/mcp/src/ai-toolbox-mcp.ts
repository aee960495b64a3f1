#!/usr/bin/env node
// The `ai-toolbox-mcp` command: see run-mcp-command.ts.
import { runMcpCommand } from './run-mcp-command.js';

const outcome = await runMcpCommand(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
}).catch((error: unknown) => {
  process.stderr.write(
    `ai-toolbox-mcp: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  return 1;
});
if (typeof outcome === 'number') {
  process.exitCode = outcome;
} else {
  const stop = () => void outcome.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await outcome.done;
  process.exit(0);
}
