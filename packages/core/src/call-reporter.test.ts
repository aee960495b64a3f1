import { describe, expect, it } from 'vitest';
import type { CallLogLevel, CallReporter } from './call-reporter.js';
import { createToolManager } from './create-tool-manager.js';
import { defineToolbox } from './define-toolbox.js';

function reportingToolbox() {
  return defineToolbox({
    name: 'jobs',
    functions: {
      run: {
        description: 'Runs a job, reporting as it goes',
        params: {},
        run: async (_args, context) => {
          const sent = [
            context.reportProgress?.(1, 2, 'half way'),
            context.reportProgress?.(2),
            context.log?.('info', { step: 'done' }),
          ];
          for (const promise of sent) expect(await promise).toBeUndefined();
          return 'done';
        },
      },
    },
  });
}

function recordingReporter(): { reporter: CallReporter; seen: unknown[] } {
  const seen: unknown[] = [];
  return {
    seen,
    reporter: {
      reportProgress: (progress, total, message) => {
        seen.push(['progress', progress, total, message]);
      },
      log: (level: CallLogLevel, data) => {
        seen.push(['log', level, data]);
        return Promise.resolve();
      },
    },
  };
}

describe('a function reporting through its context', () => {
  it('hands progress and logs to the reporter the call options name', async () => {
    const manager = createToolManager();
    manager.register(reportingToolbox());
    const { reporter, seen } = recordingReporter();
    const [record] = await manager.executeFunctionCalls([{ name: 'jobs.run', params: {} }], {
      reporter,
    });
    expect(record?.result).toBe('done');
    expect(seen).toEqual([
      ['progress', 1, 2, 'half way'],
      ['progress', 2, undefined, undefined],
      ['log', 'info', { step: 'done' }],
    ]);
  });

  it('says whether the host takes progress: the reporter’s progressWanted, else false', async () => {
    const manager = createToolManager();
    manager.register(
      defineToolbox({
        name: 'jobs',
        functions: {
          wanted: {
            description: 'Tells whether progress is wanted',
            params: {},
            run: (_args, context) => String(context.progressWanted),
          },
        },
      }),
    );
    const quiet = { reportProgress: () => undefined, log: () => undefined };
    const wantedWith = async (reporter?: CallReporter) => {
      const calls = [{ name: 'jobs.wanted', params: {} }];
      const [record] = await manager.executeFunctionCalls(calls, reporter ? { reporter } : {});
      return record?.result;
    };
    expect(await wantedWith()).toBe('false');
    expect(await wantedWith(quiet)).toBe('false');
    expect(await wantedWith({ ...quiet, progressWanted: false })).toBe('false');
    expect(await wantedWith({ ...quiet, progressWanted: true })).toBe('true');
  });

  it('does nothing without a reporter: the members are there, settled and quiet', async () => {
    const manager = createToolManager();
    manager.register(reportingToolbox());
    const seen: string[] = [];
    manager.register(
      defineToolbox({
        name: 'probe',
        functions: {
          look: {
            description: 'Looks at its context',
            params: {},
            run: (_args, context) => {
              seen.push(typeof context.reportProgress, typeof context.log);
              return 'ok';
            },
          },
        },
      }),
    );
    expect(await manager.call('jobs.run', {})).toBe('done');
    expect(await manager.call('probe.look', {})).toBe('ok');
    expect(seen).toEqual(['function', 'function']);
  });

  it('keeps the call whole when the reporter throws or rejects', async () => {
    const manager = createToolManager();
    manager.register(reportingToolbox());
    const reporter: CallReporter = {
      reportProgress: () => {
        throw new Error('client gone');
      },
      log: () => Promise.reject(new Error('client gone')),
    };
    const [record] = await manager.executeFunctionCalls([{ name: 'jobs.run', params: {} }], {
      reporter,
    });
    expect(record?.ok).toBe(true);
    expect(record?.result).toBe('done');
  });

  it('reaches only the calls of the batch that gave it', async () => {
    const manager = createToolManager();
    manager.register(reportingToolbox());
    const first = recordingReporter();
    await manager.executeFunctionCalls([{ name: 'jobs.run', params: {} }], {
      reporter: first.reporter,
    });
    await manager.executeFunctionCalls([{ name: 'jobs.run', params: {} }]);
    expect(first.seen).toHaveLength(3);
  });
});
