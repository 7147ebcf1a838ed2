import type { FastifyInstance } from 'fastify';
import { createDemoAdmin } from './services/admins/demo-admin';

/**
 * Work done once the app is built and before it listens: development defaults
 * (the demo admin) and the like. Each task must be safe to run on every start.
 */
export type StartupTask = (app: FastifyInstance) => Promise<void>;

const tasks: StartupTask[] = [createDemoAdmin];

export async function runStartupTasks(app: FastifyInstance): Promise<void> {
  for (const task of tasks) await task(app);
}
