/** Runs at most a fixed number of tasks at once; the others wait in arrival order. */
export interface FileOperationLimiter {
  /** Runs `task` when a slot is free and gives back its outcome. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

/**
 * A limiter for file operations, so that a model answer with hundreds of calls cannot
 * exhaust the process's file descriptors (each operation holds one per folder level).
 */
export function createFileOperationLimiter(maxConcurrent: number): FileOperationLimiter {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = (): void => {
    const next = waiting.shift();
    if (next === undefined) running--;
    else next();
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < maxConcurrent) running++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
