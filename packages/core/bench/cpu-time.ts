/** Collects the previous run's garbage first (with --expose-gc), so no run pays for another. */
export function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/**
 * Milliseconds of CPU time one run takes, after collecting the garbage of the runs before. The
 * machine is shared: wall time charges a run for other programs' turns on the CPU, CPU time of
 * this process counts its own work.
 */
export async function cpuTimeOf(run: () => unknown): Promise<number> {
  collectGarbage();
  const start = process.cpuUsage();
  await run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}
