import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admins/admin-routes';
import { authRoutes } from './auth/auth-routes';
import { belongingRoutes } from './belongings/belonging-routes';
import { claimConversationRoutes } from './claims/claim-conversation-routes';
import { claimMessageTemplateRoutes } from './claims/claim-message-template-routes';
import { claimRoutes } from './claims/claim-routes';
import { dashboardRoutes } from './dashboard/dashboard-routes';
import { deskRoutes } from './desks/desk-routes';
import { devMailApiRoutes } from './dev/dev-mail-routes';
import { dispositionRoutes } from './disposition/disposition-routes';
import { reportRoutes } from './reports/report-routes';
import { eventRoutes } from './events/event-routes';
import { foundReportRoutes } from './found-reports/found-report-routes';
import { quickIntakeRoutes } from './found-reports/quick-intake-routes';
import { healthRoutes } from './health/health-routes';
import { idLookupRoutes } from './id-lookup/id-lookup-routes';
import { imageRoutes } from './images/image-routes';
import { languageRoutes } from './languages/language-routes';
import { lostReportRoutes } from './lost-reports/lost-report-routes';
import { matchRoutes } from './matches/match-routes';
import { notificationRoutes } from './notifications/notification-routes';
import { staffAlertRoutes } from './notifications/staff-alert-routes';
import { openapiRoutes } from './openapi/openapi-routes';
import { pickupRoutes } from './pickups/pickup-routes';
import { routeContract, type ApiRoute } from './route-contract';
import { storageRoutes } from './storage/storage-routes';
import { universityRoutes } from './university/university-routes';
import { profileRoutes } from './profile/profile-routes';
import { pushRoutes } from './push/push-routes';

export interface ApiRoutesOptions {
  /** Filled with every API route as it is registered (the OpenAPI test compares them). */
  registered: ApiRoute[];
}

/** Every API route module, mounted under /api; each route must declare its access and answers. */
export async function apiRoutes(app: FastifyInstance, options: ApiRoutesOptions) {
  app.addHook('onRoute', routeContract(options.registered));
  await app.register(healthRoutes);
  await app.register(openapiRoutes);
  await app.register(universityRoutes);
  await app.register(languageRoutes);
  await app.register(imageRoutes);
  await app.register(lostReportRoutes);
  await app.register(foundReportRoutes);
  await app.register(quickIntakeRoutes);
  await app.register(claimRoutes);
  await app.register(claimConversationRoutes);
  await app.register(claimMessageTemplateRoutes);
  await app.register(dashboardRoutes);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(adminRoutes);
  await app.register(devMailApiRoutes);
  await app.register(notificationRoutes);
  await app.register(staffAlertRoutes);
  await app.register(pushRoutes);
  await app.register(belongingRoutes);
  await app.register(eventRoutes);
  await app.register(matchRoutes);
  await app.register(storageRoutes);
  await app.register(dispositionRoutes);
  await app.register(reportRoutes);
  await app.register(deskRoutes);
  await app.register(pickupRoutes);
  await app.register(idLookupRoutes);
}
