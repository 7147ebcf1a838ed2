import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/health-routes';
import { imagesRoutes } from './images/images-routes';
import { universityRoutes } from './university/university-routes';
import { uploadsRoutes } from './uploads/uploads-routes';

/** Every API route module, mounted under /api. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(universityRoutes);
  await app.register(uploadsRoutes);
  await app.register(imagesRoutes);
}
