import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { runIfDue, type ScheduleDeps, type ScheduledTask } from './schedule';
import { findSchedule } from './schedules.repo';

let t: TestDatabase;
const log = pino({ level: 'silent' });
const at = (iso: string) => () => new Date(iso);

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

function server(worker: string, now: () => Date): ScheduleDeps {
  return { db: t.database.db, now, log, worker };
}

/** A task that counts its runs. */
function counted(name: string, everyMs = 60_000): ScheduledTask & { runs: number } {
  const task = {
    name,
    everyMs,
    runs: 0,
    run: async () => {
      task.runs += 1;
      return { result: `run ${task.runs}`, done: task.runs % 2 };
    },
  };
  return task;
}

describe('periodic work', () => {
  it('runs on one server of several asking at the same moment, and records who ran it', async () => {
    const task = counted('sweep-once');
    const now = at('2026-11-25T10:00:00Z');
    const ran = await Promise.all(['a', 'b', 'c', 'd'].map((w) => runIfDue(server(w, now), task)));
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(task.runs).toBe(1);
    const row = await findSchedule(t.database.db, 'sweep-once');
    expect(row).toMatchObject({ lastResult: 'run 1', nextRunAt: new Date('2026-11-25T10:01:00Z') });
    expect(['a', 'b', 'c', 'd']).toContain(row?.lastRunBy);
  });

  it('waits for the next period, then runs again', async () => {
    const task = counted('sweep-period');
    expect(await runIfDue(server('a', at('2026-11-25T10:00:00Z')), task)).toBe(true);
    expect(await runIfDue(server('b', at('2026-11-25T10:00:59Z')), task)).toBe(false);
    expect(await runIfDue(server('b', at('2026-11-25T10:01:00Z')), task)).toBe(true);
    expect(task.runs).toBe(2);
    expect((await findSchedule(t.database.db, 'sweep-period'))?.lastRunBy).toBe('b');
  });

  it('logs a run that did something, and one that did nothing only at debug level', async () => {
    const lines: Array<{ level: number; msg: string; task: string }> = [];
    const listening = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const task = counted('sweep-logged');
    await runIfDue({ ...server('a', at('2026-11-25T10:00:00Z')), log: listening }, task);
    await runIfDue({ ...server('a', at('2026-11-25T10:01:00Z')), log: listening }, task);
    // The first run did one thing (info, 30); the second nothing (debug, 20).
    expect(lines.map((l) => [l.level, l.msg, l.task])).toEqual([
      [30, 'scheduled task ran', 'sweep-logged'],
      [20, 'scheduled task ran', 'sweep-logged'],
    ]);
  });

  it('records a failed run and leaves it to the next period', async () => {
    const failing: ScheduledTask = {
      name: 'sweep-fails',
      everyMs: 60_000,
      run: () => Promise.reject(new Error('database busy')),
    };
    expect(await runIfDue(server('a', at('2026-11-25T10:00:00Z')), failing)).toBe(true);
    expect((await findSchedule(t.database.db, 'sweep-fails'))?.lastResult).toBe('failed: database busy');
    expect(await runIfDue(server('a', at('2026-11-25T10:00:30Z')), failing)).toBe(false);
  });
});
