import type { FastifyInstance } from 'fastify';
import { adminDashboardRoutes } from './admin-dashboard/admin-dashboard-routes';
import { adminRoutes } from './admins/admin-routes';
import { authRoutes } from './auth/auth-routes';
import { claimRoutes } from './claims/claim-routes';
import { devMailApiRoutes } from './dev/dev-mail-routes';
import { dispositionRoutes } from './disposition/disposition-routes';
import { foundReportRoutes } from './found-reports/found-report-routes';
import { healthRoutes } from './health/health-routes';
import { imagesRoutes } from './images/images-routes';
import { lostReportRoutes } from './lost-reports/lost-report-routes';
import { matchRoutes } from './matches/match-routes';
import { notificationRoutes } from './notifications/notification-routes';
import { storageRoutes } from './storage/storage-routes';
import { universityRoutes } from './university/university-routes';
import { uploadsRoutes } from './uploads/uploads-routes';
import { userRoutes } from './user/user-routes';

/** Every API route module, mounted under /api. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(universityRoutes);
  await app.register(uploadsRoutes);
  await app.register(imagesRoutes);
  await app.register(lostReportRoutes);
  await app.register(foundReportRoutes);
  await app.register(claimRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(adminRoutes);
  await app.register(devMailApiRoutes);
  await app.register(notificationRoutes);
  await app.register(matchRoutes);
  await app.register(storageRoutes);
  await app.register(dispositionRoutes);
}
