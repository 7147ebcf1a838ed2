import type { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { claimMailHandler } from '#server/services/claims/alert-claimant';
import { JobWorker } from '#server/services/jobs/job-worker';
import { matchLostReportHandler, matchStoredItemHandler } from '#server/services/matching/matching-jobs';
import { alertDigestHandler, alertMailHandler } from '#server/services/notifications/alert-mail';
import { staffAlertsSweepHandler } from '#server/services/notifications/staff-alerts-sweep';
import { pickupMailHandler } from '#server/services/pickups/pickup-mail';
import { pickupRemindersHandler } from '#server/services/pickups/pickup-reminders';
import { pushHandler } from '#server/services/push/send-push';
import { retentionSweepHandler } from '#server/services/retention/retention-sweep';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the work queued in the database (matching, alert mail) after the commits that queued it. */
    jobs: JobWorker;
  }
}

/** Every server runs the job queue; it starts once the app is ready and stops before the database closes. */
export const jobsPlugin = fp(
  async (app: FastifyInstance, options: { pushAgent?: Agent | undefined }) => {
    const worker = new JobWorker({
      db: app.db,
      kind: app.databaseKind,
      changes: app.changes,
      log: app.log,
      handlers: {
        'match-found-item': matchStoredItemHandler(app.config.university),
        'match-lost-report': matchLostReportHandler(app.config.university),
        'alert-mail': alertMailHandler({ config: app.config, db: app.db, limits: app.limits }),
        'alert-digest': alertDigestHandler({ config: app.config, db: app.db, limits: app.limits }),
        'claim-mail': claimMailHandler({ config: app.config, db: app.db }),
        'pickup-mail': pickupMailHandler({ config: app.config, db: app.db }),
        'pickup-reminders': pickupRemindersHandler({ config: app.config, clock: () => app.clock() }),
        push: pushHandler({ config: app.config, db: app.db, agent: options.pushAgent }),
        'retention-sweep': retentionSweepHandler({
          university: app.config.university,
          clock: () => app.clock(),
          onSwept: (result) => {
            if (Object.values(result).some((count) => count > 0)) app.log.info(result, 'retention sweep');
          },
        }),
        'staff-alerts-sweep': staffAlertsSweepHandler({
          university: app.config.university,
          clock: () => app.clock(),
        }),
      },
    });
    app.decorate('jobs', worker);
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'jobs', dependencies: ['database', 'limits'] },
);
