import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { publicWithoutSession } from './access';
import { SESSION_COOKIE } from './session';

export const DOCS_PREFIX = '/api/docs';

/** The route schema key naming a multipart route's file field (its body is not JSON, so not zod). */
export const MULTIPART_FILE = 'x-multipart-file';

type SchemaTransform = typeof jsonSchemaTransform;

/** Zod to JSON Schema, plus the one body zod cannot describe: a file upload. */
const transform: SchemaTransform = (document) => {
  // Pages and the development identity provider are not the API.
  if (!document.url.startsWith('/api/')) return { schema: { hide: true }, url: document.url };
  const result = jsonSchemaTransform(document);
  const field = (document.schema as Record<string, unknown> | undefined)?.[MULTIPART_FILE];
  if (typeof field !== 'string') return result;
  return {
    ...result,
    schema: {
      ...result.schema,
      consumes: ['multipart/form-data'],
      body: {
        type: 'object',
        required: [field],
        properties: {
          [field]: { type: 'string', format: 'binary', description: 'A JPEG, PNG or WebP photo.' },
        },
      },
    },
  };
};

/**
 * The OpenAPI 3.1 document, built from the routes' zod schemas as they are
 * registered (so register this before the routes), and a reference page at
 * /api/docs served from the package's own files: no CDN, works offline and
 * under the app's CSP (no inline script).
 */
export const apiDocsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${app.config.university.shortName} Lost & Found API`,
          version: '1.0.0',
          description:
            'Report, search, claim and hand back lost items. Each operation says who may call it; ' +
            'a signed-in caller sends the session cookie, and every error answers `{ message, code }`.',
        },
        servers: [{ url: app.config.publicUrl }],
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          },
        },
      },
      transform,
    });

    await app.register(async (docs) => {
      // The page and its files are public; the API's own rules guard the calls it makes.
      docs.addHook('onRoute', publicWithoutSession);
      await docs.register(fastifySwaggerUi, {
        routePrefix: DOCS_PREFIX,
        // No call to the public validator badge: the page works offline.
        uiConfig: { validatorUrl: null, deepLinking: true, tryItOutEnabled: false },
        theme: { title: `${app.config.university.shortName} Lost & Found API` },
      });
    });
  },
  { name: 'api-docs' },
);
