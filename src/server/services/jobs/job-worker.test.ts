import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { queryRows } from '#server/db/client';
import { enqueueJob, type JobKind } from './job-queue';
import { JobWorker, type JobHandler, type JobHandlers } from './job-worker';

describe.each(databaseKinds)('the job queue on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // The app's own worker would take the jobs this test lines up.
    await t.app.jobs.stop();
  });
  afterAll(async () => t?.close());

  it('runs the work members wait on before housekeeping queued earlier', async () => {
    const ran: string[] = [];
    const record =
      (label: string): JobHandler =>
      async (job) => {
        ran.push(`${label} ${JSON.stringify(job.payload)}`);
        return async () => {};
      };
    const handlers = Object.fromEntries(
      (
        [
          'match-found-item',
          'match-lost-report',
          'alert-mail',
          'claim-mail',
          'push',
          'retention-sweep',
        ] as JobKind[]
      ).map((jobKind) => [jobKind, record(jobKind)]),
    ) as unknown as JobHandlers;
    await t.db.transaction(async (tx) => {
      await enqueueJob(tx, 'retention-sweep', {}, 'housekeeping');
      await enqueueJob(tx, 'alert-mail', { notificationId: 'closure notice' }, 'housekeeping');
      await enqueueJob(tx, 'match-found-item', { foundReportId: 'stored item' });
      await enqueueJob(tx, 'alert-mail', { notificationId: 'match alert' });
    });
    const worker = new JobWorker({
      db: t.db,
      kind: t.kind,
      handlers,
      changes: t.app.changes,
      log: { warn() {}, error() {} },
    });
    await worker.idle();
    await worker.stop();
    expect(ran).toEqual([
      'match-found-item {"foundReportId":"stored item"}',
      'alert-mail {"notificationId":"match alert"}',
      'retention-sweep {}',
      'alert-mail {"notificationId":"closure notice"}',
    ]);
    const [left] = await queryRows(
      t.db,
      sql`SELECT count(*)::int AS n FROM jobs WHERE run_at <= now()`,
      z.object({ n: z.number() }),
    );
    expect(left!.n).toBe(0);
  });
});
