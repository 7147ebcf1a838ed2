import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '#server/config';

/**
 * A request's line in a development terminal: what was asked, the answer's status and how
 * long it took, on one line. pino-pretty runs in a worker and takes its options as data, so
 * the line is a template. An error's stack still follows its line.
 */
const DEVELOPMENT_LINE =
  '{if req.method}{req.method} {req.url} {res.statusCode} in {responseTime} ms: {end}{msg}';

/** The server's logger: JSON lines in production, one readable line per event in development. */
export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  const options = {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
  if (config.env !== 'development') return options;
  return {
    ...options,
    transport: {
      target: 'pino-pretty',
      options: {
        translateTime: 'HH:MM:ss',
        ignore: 'pid,hostname,req,res,responseTime,reqId',
        messageFormat: DEVELOPMENT_LINE,
      },
    },
  };
}
