import { randomBytes } from 'node:crypto';
import type { Agent } from 'node:https';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { loggerOptions } from './lib/log-options';
import { RequestLog } from './lib/request-log';
import { originForm } from './lib/request-target';
import { accessPlugin } from './plugins/access';
import { accessRuleCheckPlugin } from './plugins/access-rule-check';
import { apiDocsPlugin } from './plugins/api-docs';
import { compressionPlugin } from './plugins/compression';
import { securityHeaderOptions } from './plugins/content-security-policy';
import { csrfPlugin } from './plugins/csrf';
import { developmentRoutes } from './dev-identity-provider/development-routes';
import { databasePlugin } from './plugins/database';
import { errorAnswersPlugin } from './plugins/error-answers';
import { housekeepingPlugin } from './plugins/housekeeping';
import { inboundMailPlugin } from './plugins/inbound-mail';
import { inputGuardPlugin, JSON_BODY_LIMIT } from './plugins/input-guard';
import { jobsPlugin } from './plugins/jobs';
import { limitsPlugin } from './plugins/limits';
import { liveEventsPlugin } from './plugins/live-events';
import { metricsPlugin } from './plugins/metrics';
import { notFoundPlugin } from './plugins/not-found';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { spaPlugin } from './plugins/spa';
import { apiRoutes } from './routes/api';
import type { ApiRoute } from './routes/api/route-contract';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** Every route under /api, as registered: what the OpenAPI document must describe. */
    registeredApiRoutes: ApiRoute[];
    /** The time holding and retention periods are measured at: the real time, or a test's own clock. */
    clock: () => Date;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** The built client; left out by API tests, which serve no pages. */
  clientDir?: string;
  logger?: boolean;
  /** Told of every route as it is added (tests that exercise all routes collect them). */
  onRoute?: (route: RouteOptions) => void;
  /** Tests move time forward with it instead of waiting for a holding or retention period to pass. */
  clock?: () => Date;
  /** The TLS agent pushes go through; tests give one that trusts the push service they run on loopback. */
  pushAgent?: Agent;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config),
    logController: new RequestLog({ disableRequestLogging: !config.logRequests }),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Every form of the same address reaches the app as one (lib/request-target.ts).
    rewriteUrl: (request) => originForm(request.url ?? '/'),
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('clock', options.clock ?? (() => new Date()));
  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));
  await app.register(accessRuleCheckPlugin);
  await app.register(errorAnswersPlugin);

  await app.register(inputGuardPlugin);
  // Signs the short-lived sign-in cookies; without SESSION_SECRET (development) a start-up's own.
  await app.register(fastifyCookie, {
    secret: config.sessionSecret ?? randomBytes(32).toString('base64url'),
  });
  // Before every route and the static files, so its hook sees all their answers.
  await app.register(compressionPlugin);
  await app.register(securityHeadersPlugin, securityHeaderOptions(config));
  await app.register(databasePlugin, { database: options.database });
  // Before any route, so that every route is timed.
  await app.register(metricsPlugin, { database: options.database });
  await app.register(sessionPlugin);
  await app.register(limitsPlugin);
  await app.register(housekeepingPlugin);
  await app.register(jobsPlugin, { pushAgent: options.pushAgent });
  await app.register(inboundMailPlugin);
  await app.register(liveEventsPlugin);
  await app.register(csrfPlugin, { allowedOrigins: [config.publicUrl] });
  await app.register(accessPlugin);

  const registeredApiRoutes: ApiRoute[] = [];
  app.decorate('registeredApiRoutes', registeredApiRoutes);
  await app.register(apiDocsPlugin);
  await app.register(apiRoutes, { prefix: '/api', registered: registeredApiRoutes });
  await app.register(developmentRoutes);

  if (options.clientDir) {
    await app.register(spaPlugin, { clientDir: options.clientDir, university: config.university });
  }

  await app.register(notFoundPlugin);

  return app;
}
