import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client';
import { claimDueJobs, failAbandonedJobs, markJobDone, markJobFailed, type ClaimedJob } from './jobs.repo';

/**
 * Runs one kind of job; a throw is a failed try, retried with backoff until the job's tries run
 * out. It answers what of the payload the done job keeps for the back office: a mail keeps its
 * recipient and subject but not its body, which may hold a sign-in code.
 */
export type JobHandler = (job: ClaimedJob) => Promise<unknown>;

export interface JobWorkerOptions {
  db: Db;
  /** The database's LISTEN, so a commit that queues a job wakes the worker at once. */
  listen: Database['listen'];
  handlers: Readonly<Record<string, JobHandler>>;
  now: () => Date;
  log: FastifyBaseLogger;
  /** How often the worker looks for due jobs without being woken: retries, other servers' jobs. */
  pollMs: number;
  /** The first retry's delay; each later one doubles, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs?: number;
  /**
   * How long a claimed job is this worker's; past it, another worker may take it over. Longer
   * than any one try can take (the mailer's timeouts add up to under a minute).
   */
  leaseMs?: number;
  batch?: number;
}

export interface JobWorker {
  /** This worker's name in the jobs it claims: host, process and a random part. */
  readonly id: string;
  /** Runs every due job now and answers how many ran; tests call it instead of waiting. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/** How many times a job that ran is marked done before the worker gives up and leaves it to its lease. */
const DONE_TRIES = 5;

/**
 * A failure that another try cannot mend (a code mail whose code has expired): the job is failed
 * at once, keeping only `kept` of its payload.
 */
export class PermanentJobError extends Error {
  constructor(
    message: string,
    readonly kept: unknown = {},
  ) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

/** The delay before try `attempts + 1`: doubling from `base`, capped, with ±20% jitter so retries spread. */
export function retryDelayMs(attempts: number, base: number, max: number, random = Math.random): number {
  const plain = Math.min(max, base * 2 ** Math.max(0, attempts - 1));
  return Math.round(plain * (0.8 + 0.4 * random()));
}

/**
 * The outbox's worker (docs/decisions/059): claims due jobs in batches, runs each one's handler,
 * and marks it done, or due again after a backoff, or failed once its tries are spent. Runs are
 * serialised in this process; several processes share the work through SKIP LOCKED claims.
 */
export async function startJobWorker(opts: JobWorkerOptions): Promise<JobWorker> {
  const id = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const batch = opts.batch ?? 10;
  const leaseMs = opts.leaseMs ?? 2 * 60_000;
  const retryMaxMs = opts.retryMaxMs ?? 60 * 60_000;
  let stopped = false;
  let chain: Promise<unknown> = Promise.resolve();

  /**
   * Records that a job ran. Its effect has happened (a mail left), so a database that fails here
   * must not turn it into a failed try, which would run it again: a few more tries, then the row
   * is left running for its lease to end, the one path that may repeat it (docs/decisions/059).
   */
  async function settleDone(job: ClaimedJob, kept: unknown): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await markJobDone(opts.db, { id: job.id, worker: id, now: opts.now(), payload: kept ?? {} });
        return;
      } catch (err) {
        if (attempt >= DONE_TRIES) {
          opts.log.error({ jobId: job.id, kind: job.kind, err }, 'job ran but could not be marked done');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }

  async function runJob(job: ClaimedJob): Promise<void> {
    const handler = opts.handlers[job.kind];
    let kept: unknown;
    try {
      if (!handler) throw new PermanentJobError(`no handler for jobs of kind '${job.kind}'`);
      kept = await handler(job);
    } catch (err) {
      const now = opts.now();
      const permanent = err instanceof PermanentJobError;
      const retryAt = new Date(now.getTime() + retryDelayMs(job.attempts, opts.retryBaseMs, retryMaxMs));
      const error = err instanceof Error ? err.message : String(err);
      opts.log.warn(
        { jobId: job.id, kind: job.kind, attempt: job.attempts, of: job.max_attempts, retryAt, permanent, err },
        'job failed',
      );
      await markJobFailed(opts.db, {
        id: job.id,
        worker: id,
        error,
        retryAt,
        now,
        ...(permanent ? { final: true, payload: err.kept } : {}),
      });
      return;
    }
    await settleDone(job, kept);
  }

  /** Claims and runs batches until none is due; answers how many jobs ran. */
  async function runDue(): Promise<number> {
    let ran = 0;
    const abandoned = await failAbandonedJobs(opts.db, opts.now());
    if (abandoned > 0) opts.log.warn({ jobs: abandoned }, 'jobs abandoned on their last try were failed');
    for (;;) {
      const claimed = await claimDueJobs(opts.db, { worker: id, limit: batch, now: opts.now(), leaseMs });
      // Every job of the batch settles before the next claim (or stop), even if one's bookkeeping fails.
      const settled = await Promise.allSettled(claimed.map(runJob));
      for (const r of settled) {
        if (r.status === 'rejected') opts.log.warn({ err: r.reason }, 'job could not be settled');
      }
      ran += claimed.length;
      if (claimed.length < batch || stopped) return ran;
    }
  }

  // One run at a time: a wake during a run queues one more run after it, never a parallel one.
  let queued: Promise<number> | null = null;
  function schedule(): Promise<number> {
    if (queued) return queued;
    const next = chain.then(() => {
      queued = null;
      return stopped ? 0 : runDue();
    });
    queued = next;
    chain = next.catch((err: unknown) => opts.log.warn({ err }, 'job worker could not claim jobs'));
    return next;
  }

  const wake = () => void schedule().catch(() => undefined);
  const timer = setInterval(wake, opts.pollMs);
  timer.unref();
  // A commit's wake-up waits for the current turn of the event loop: the answer of the request that
  // queued the job leaves first, so it never waits on (or times) the job's work, which with the
  // embedded database runs on this thread (docs/decisions/066).
  const wakeAfterAnswers = () => void setImmediate(wake);
  const unlisten = await opts.listen('jobs_queued', wakeAfterAnswers, wake);

  return {
    id,
    async drain() {
      let total = 0;
      // A run already under way may have claimed jobs this drain must wait for.
      for (let ran = await schedule(); ran > 0; ran = await schedule()) total += ran;
      return total;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten();
      await chain;
    },
  };
}
