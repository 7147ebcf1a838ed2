import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/health-routes';
import { universityRoutes } from './university/university-routes';

/** Every API route module, mounted under /api. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(universityRoutes);
}
