import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { claimScheduledRun, recordScheduledResult } from './schedules.repo';

export interface ScheduledTask {
  /** The task's row in the schedules table. */
  name: string;
  everyMs: number;
  /**
   * Does the work and answers a line for the schedules row, and how many things it did: a run
   * that did nothing is logged only at debug level, so the log is not a clock (issue 38).
   */
  run: () => Promise<{ result: string; done: number }>;
}

export interface ScheduleDeps {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  /** This server's name, written beside each run it makes. */
  worker: string;
}

/**
 * Runs `task` if this period's run is still unclaimed (docs/decisions/060): with several servers
 * each period runs on one of them. Answers whether this server ran it. A run that did something
 * is logged, one that did nothing at debug level only, and a failure as a warning.
 */
export async function runIfDue(deps: ScheduleDeps, task: ScheduledTask): Promise<boolean> {
  const now = deps.now();
  const next = new Date(now.getTime() + task.everyMs);
  if (!(await claimScheduledRun(deps.db, { name: task.name, worker: deps.worker, now, nextRunAt: next }))) {
    return false;
  }
  const started = Date.now();
  try {
    const { result, done } = await task.run();
    const line = { task: task.name, result, ms: Date.now() - started };
    if (done > 0) deps.log.info(line, 'scheduled task ran');
    else deps.log.debug(line, 'scheduled task ran');
    await recordScheduledResult(deps.db, task.name, result);
  } catch (err) {
    deps.log.warn({ task: task.name, err, ms: Date.now() - started }, 'scheduled task failed');
    await recordScheduledResult(deps.db, task.name, `failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  return true;
}

/**
 * Checks every task at least every ten seconds (more often for shorter periods); the timer never
 * keeps the process alive. Answers a stop function that waits for a run under way.
 */
export function startSchedules(deps: ScheduleDeps, tasks: ScheduledTask[]): () => Promise<void> {
  const tickMs = Math.min(10_000, ...tasks.map((t) => t.everyMs));
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() =>
      Promise.all(tasks.map((task) => runIfDue(deps, task))).catch((err: unknown) =>
        deps.log.warn({ err }, 'scheduled tasks could not be checked'),
      ),
    );
  }, tickMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
