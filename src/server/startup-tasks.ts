import type { FastifyInstance } from 'fastify';
import { createDemoAdmin } from './services/admins/demo-admin';
import { seedDesks } from './services/desks/desks';
import { applySearchMasks } from './services/found-reports/search-masks';
import { markSensitiveItemsIfListChanged } from './services/found-reports/sensitive-items';
import { schedulePickupReminders } from './services/pickups/pickup-reminders';
import { vapidKeys } from './services/push/vapid-keys';
import { scheduleRetentionSweep } from './services/retention/retention-sweep';
import { scheduleStaffAlertsSweep } from './services/notifications/staff-alerts-sweep';

/**
 * Work done once the app is built and before it listens: development defaults
 * (the demo admin) and the like. Each task must be safe to run on every start.
 */
export type StartupTask = (app: FastifyInstance) => Promise<void>;

/** The holding and retention sweep runs from the job queue; a minute after start, then hourly. */
const scheduleSweep: StartupTask = async (app) => scheduleRetentionSweep(app.db, { delaySeconds: 60 });

/** Pickup reminders (decision 0066) are swept from the job queue every minute, by whichever server takes the sweep. */
const scheduleReminders: StartupTask = async (app) => schedulePickupReminders(app.db);

/** Staff alerts that come with time (the morning's pickups, holding ends) are swept hourly (decision 0070). */
const scheduleStaffAlerts: StartupTask = async (app) => scheduleStaffAlertsSweep(app.db);

/** Web Push keys: the settings' in production, otherwise made at first start and kept in the database. */
const preparePushKeys: StartupTask = async (app) => {
  await vapidKeys(app.db, app.config);
};

/** The university settings' desks, each made (or the first filled in) once. */
const prepareDesks: StartupTask = async (app) => seedDesks(app.db, app.config.university);

/** Items of the kinds the settings keep private, marked anew when the list changed (decision 0061). */
const markSensitive: StartupTask = async (app) => {
  await markSensitiveItemsIfListChanged(app.db, app.config.university);
};

/** The university ID pattern members' search hides, and the items' words again when it changed (decision 0076). */
const maskSearch: StartupTask = async (app) => {
  await applySearchMasks(app.db, app.config.university, (message) => app.log.warn(message));
};

const tasks: StartupTask[] = [
  prepareDesks,
  maskSearch,
  markSensitive,
  createDemoAdmin,
  scheduleSweep,
  scheduleReminders,
  scheduleStaffAlerts,
  preparePushKeys,
];

export async function runStartupTasks(app: FastifyInstance): Promise<void> {
  for (const task of tasks) await task(app);
}
