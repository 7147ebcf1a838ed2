import { createHash, randomBytes } from 'node:crypto';
import type { Agent } from 'node:https';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyError, type FastifyInstance, type RouteOptions } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { AppError, text } from './lib/errors';
import { english, refOf } from './lib/i18n';
import type { MessageRef } from '#shared/i18n/message-key';
import { loggerOptions } from './lib/log-options';
import { RequestLog } from './lib/request-log';
import { isApiPath, originForm } from './lib/request-target';
import { accessPlugin, requireAccessRule } from './plugins/access';
import { apiDocsPlugin } from './plugins/api-docs';
import { compressionPlugin } from './plugins/compression';
import { csrfPlugin } from './plugins/csrf';
import { developmentRoutes } from './dev-identity-provider/development-routes';
import { databasePlugin } from './plugins/database';
import { housekeepingPlugin } from './plugins/housekeeping';
import { inboundMailPlugin } from './plugins/inbound-mail';
import { inputGuardPlugin, JSON_BODY_LIMIT } from './plugins/input-guard';
import { jobsPlugin } from './plugins/jobs';
import { limitsPlugin } from './plugins/limits';
import { liveEventsPlugin } from './plugins/live-events';
import { metricsPlugin } from './plugins/metrics';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { spaPlugin } from './plugins/spa';
import { apiRoutes } from './routes/api';
import type { ApiRoute } from './routes/api/route-contract';
import { FIRST_SCREEN_START_SCRIPT } from '#shared/first-screen-start';

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

/** A CSP source that allows exactly one inline script: its SHA-256 hash. */
export function inlineScriptSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/** PostgreSQL's foreign_key_violation, wherever the driver or Drizzle wrapped it. */
function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** What a refused request is told: the English text, and its catalogue key and values when it has them. */
function errorBody(message: string | MessageRef, code: string | undefined) {
  if (typeof message === 'string') {
    const ref = refOf(message);
    if (!ref) return { message, code };
    message = ref;
  }
  const values = message.values && Object.keys(message.values).length > 0 ? message.values : undefined;
  return {
    message: english(message.key, message.values),
    code,
    messageKey: message.key,
    ...(values ? { messageValues: values } : {}),
  };
}

function firstValidationMessage(error: FastifyError): string | MessageRef {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const [first] = error.validation;
    return first?.message ?? text('errors.invalidRequest');
  }
  return error.message;
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
  // Checked once all are added: a plugin's own hook may give its routes their rule after this one runs.
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    for (const route of routes.splice(0)) requireAccessRule(route);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(errorBody(error.text ?? error.message, error.code));
    }
    // A row another request removed a moment ago (an admin, an item): a conflict, not a crash.
    if (isForeignKeyViolation(error)) {
      return reply.status(409).send(errorBody(text('errors.changedMeanwhile'), 'CONFLICT'));
    }
    if (error.validation) {
      return reply.status(400).send(errorBody(firstValidationMessage(error), 'INVALID'));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send(errorBody(text('errors.tooLarge'), 'TOO_LARGE'));
    }
    if (status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.status(400).send(errorBody(text('errors.badJson'), 'BAD_JSON'));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message, code: error.code });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(text('errors.internal'), 'INTERNAL'));
  });

  await app.register(inputGuardPlugin);
  // Signs the short-lived sign-in cookies; without SESSION_SECRET (development) a start-up's own.
  await app.register(fastifyCookie, {
    secret: config.sessionSecret ?? randomBytes(32).toString('base64url'),
  });
  // Before every route and the static files, so its hook sees all their answers.
  await app.register(compressionPlugin);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The prerendered first screens' one inline script, by its hash (src/shared/first-screen-start.ts).
        scriptSrc: ["'self'", inlineScriptSource(FIRST_SCREEN_START_SCRIPT)],
        // Radix and the toaster set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org'],
        frameSrc: ['https://www.openstreetmap.org'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'", ...(config.oidc ? [new URL(config.oidc.issuer).origin] : [])],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.secureTransport ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.secureTransport,
  });
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

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (isPage && app.hasDecorator('spaIndexHtml') && app.spaIndexHtml) {
      return app.sendSpaPage(request, reply);
    }
    return reply
      .status(404)
      .send({ message: `No such address: ${request.method} ${request.url}`, code: 'NOT_FOUND' });
  });

  return app;
}
