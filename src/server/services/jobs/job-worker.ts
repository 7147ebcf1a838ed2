import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { ANYTHING_CHANGED, type ChangeNotices } from '#server/db/change-notices';
import { queryRows, type Database, type DatabaseKind } from '#server/db/client';
import { bigintColumn } from '#server/db/row-columns';
import { JOBS_NOTICE, type Job, type JobKind, type Queryable } from './job-queue';

/** What a job writes to the database, run in the transaction that deletes the job. */
export type JobCommit = (tx: Queryable) => Promise<void>;

/**
 * Does a job's work. It may read through `db` and act outside the database
 * (send mail); it returns what to write, which commits together with the
 * job's deletion, so those writes happen exactly once.
 */
export type JobHandler<K extends JobKind = JobKind> = (job: Job<K>, db: Queryable) => Promise<JobCommit>;

export type JobHandlers = { [K in JobKind]: JobHandler<K> };

/** Tried this often, then kept with failed_at for a person to look at. */
export const MAX_ATTEMPTS = 8;
/** A missed notice (or a retry coming due) is noticed within this time. */
const POLL_MS = 5000;

/** Seconds to wait before the next try: 5 s, 10 s, 20 s … at most 10 minutes. */
export const retryDelaySeconds = (attempts: number) => Math.min(5 * 2 ** (attempts - 1), 600);

/** A job as the table holds it; its kind and payload are the handler's to check. */
const jobRow = z.object({
  id: bigintColumn,
  kind: z.string(),
  payload: z.unknown(),
  attempts: z.number(),
});
type JobRow = z.output<typeof jobRow>;

const TAKE_DUE = sql`SELECT id, kind, payload, attempts FROM jobs
  WHERE failed_at IS NULL AND run_at <= now()
  ORDER BY priority, run_at, id LIMIT 1`;

/**
 * Runs the jobs of the `jobs` table, one at a time, on every server. A server
 * wakes when the database says jobs were added (LISTEN/NOTIFY, on the change
 * notices' connection) and every few seconds in case a notice was missed.
 *
 * On PostgreSQL a job is taken with FOR UPDATE SKIP LOCKED inside a
 * transaction that stays open while the job runs, and that deletes the job
 * as it commits the job's writes: two servers never run one job at once, and
 * if a server dies mid-job its connection closes, the lock goes with it and
 * another server (or the same one, restarted) takes the job at once.
 *
 * PGlite is one process's own database (its data directory is locked), so no
 * other server can take a job; holding its single connection while mail is
 * sent would stall every request, so the job is read, run, and then deleted
 * with its writes in one short transaction. A crash before that commit leaves
 * the job to run again at the next start.
 */
export class JobWorker {
  /** The current run; it resolves to whether it found any job. */
  #running: Promise<boolean> | null = null;
  #again = false;
  #stopped = false;
  #timer: NodeJS.Timeout | null = null;
  #unlisten: (() => void) | null = null;

  constructor(
    private readonly options: {
      db: Database;
      kind: DatabaseKind;
      handlers: JobHandlers;
      changes: ChangeNotices;
      log: { warn(object: object, message: string): void; error(object: object, message: string): void };
    },
  ) {}

  start(): void {
    this.#unlisten = this.options.changes.onChange((notice) => {
      if (notice === JOBS_NOTICE || notice === ANYTHING_CHANGED) this.wake();
    });
    const tick = () => {
      this.wake();
      this.#timer = setTimeout(tick, POLL_MS);
      this.#timer.unref();
    };
    tick();
  }

  /** Runs due jobs until none is left; a wake-up during a run makes it look again. */
  wake(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#drain().finally(() => {
      this.#running = null;
      if (this.#again && !this.#stopped) {
        this.#again = false;
        this.wake();
      }
    });
  }

  /** Resolves once no job is due (or every due one failed this time): for tests and the bench. */
  async idle(): Promise<void> {
    for (;;) {
      while (this.#running) await this.#running;
      if (this.#stopped) return;
      this.wake();
      const foundWork = await this.#running!;
      if (!foundWork && !this.#running) return;
    }
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#unlisten?.();
    if (this.#timer) clearTimeout(this.#timer);
    await this.#running;
  }

  async #drain(): Promise<boolean> {
    this.#again = false;
    const failedThisRound = new Set<number>();
    let foundWork = false;
    while (!this.#stopped) {
      let ran: 'none' | 'done' | 'failed';
      try {
        ran = await this.#runOne(failedThisRound);
      } catch (error) {
        // The database itself is unreachable: the next wake-up tries again.
        this.options.log.warn({ err: error }, 'could not take a job');
        return foundWork;
      }
      if (ran === 'none') return foundWork;
      foundWork = true;
    }
    return foundWork;
  }

  async #runOne(skip: Set<number>): Promise<'none' | 'done' | 'failed'> {
    const { db, kind } = this.options;
    let taken: JobRow | undefined;
    try {
      if (kind === 'postgres') {
        const done = await db.transaction(async (tx) => {
          const [row] = await queryRows(tx, sql`${TAKE_DUE} FOR UPDATE SKIP LOCKED`, jobRow);
          if (!row) return false;
          taken = row;
          const commit = await this.#handle(row, tx);
          await commit(tx);
          await tx.execute(sql`DELETE FROM jobs WHERE id = ${row.id}`);
          return true;
        });
        return done ? 'done' : 'none';
      }
      const [row] = await queryRows(db, TAKE_DUE, jobRow);
      if (!row || skip.has(row.id)) return 'none';
      taken = row;
      const commit = await this.#handle(row, db);
      await db.transaction(async (tx) => {
        await commit(tx);
        await tx.execute(sql`DELETE FROM jobs WHERE id = ${row.id}`);
      });
      return 'done';
    } catch (error) {
      if (!taken) throw error;
      skip.add(taken.id);
      await this.#recordFailure(taken, error);
      return 'failed';
    }
  }

  #handle(row: JobRow, db: Queryable): Promise<JobCommit> {
    const handler = this.options.handlers[row.kind as JobKind] as JobHandler | undefined;
    if (!handler) throw new Error(`No handler for jobs of kind ${row.kind}`);
    const job = {
      id: row.id,
      kind: row.kind as JobKind,
      payload: row.payload,
      attempts: row.attempts,
    };
    return handler(job as Job, db);
  }

  async #recordFailure(row: JobRow, error: unknown): Promise<void> {
    const attempts = row.attempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    const giveUp = attempts >= MAX_ATTEMPTS;
    const details = { err: error, job: { id: row.id, kind: row.kind, attempts } };
    if (giveUp) this.options.log.error(details, 'a job failed for the last time');
    else this.options.log.warn(details, 'a job failed; it will be tried again');
    await this.options.db
      .execute(
        sql`UPDATE jobs SET attempts = ${attempts}, last_error = ${message.slice(0, 2000)},
            run_at = now() + make_interval(secs => ${retryDelaySeconds(attempts)}),
            failed_at = ${giveUp ? sql`now()` : sql`NULL`}
          WHERE id = ${row.id}`,
      )
      .catch((recordError: unknown) =>
        this.options.log.warn({ err: recordError }, 'could not record a job failure'),
      );
  }
}
