import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_RULES } from '#server/lib/access-rules';
import { createTestApp, type TestApp } from '../support/test-app';

interface Operation {
  description?: string;
  summary?: string;
  'x-access'?: string;
  security?: unknown[];
  responses: Record<string, { description: string; content?: Record<string, { schema?: unknown }> }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const ACCESS = Object.keys(ACCESS_RULES);
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

/** Fastify's `/a/:id` is OpenAPI's `/a/{id}`. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

const hasExample = (value: unknown): boolean => {
  if (!value || typeof value !== 'object') return false;
  if ('examples' in value || 'example' in value) return true;
  return Object.values(value).some(hasExample);
};

// The document does not depend on the database: PGlite alone describes it.
describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(async () => t?.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every registered API route, and nothing else', () => {
    const registered = t.app.registeredApiRoutes.map(
      (route) => `${route.method.toLowerCase()} ${openapiPath(route.url)}`,
    );
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => HTTP_METHODS.has(method))
        .map((method) => `${method} ${path}`),
    );
    expect(registered.length).toBeGreaterThan(30);
    expect(documented.sort()).toEqual([...new Set(registered)].sort());
  });

  it('names who may call each operation, its answers, its errors and an example', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const name = `${method.toUpperCase()} ${path}`;
        expect(ACCESS, name).toContain(operation['x-access']);
        expect(operation.summary, name).toBeTruthy();
        expect(operation.description, name).toMatch(/Who may call it: /);
        const statuses = Object.keys(operation.responses);
        const success = statuses.filter((status) => /^[23]/.test(status));
        expect(success.length, name).toBeGreaterThan(0);
        expect(
          statuses.some((status) => /^[45]/.test(status)),
          name,
        ).toBe(true);
        if (operation['x-access'] === 'public') {
          expect(operation.security, name).toBeUndefined();
        } else {
          expect(statuses, name).toContain('401');
          expect(operation.security, name).toEqual([{ session: [] }]);
        }
        const withJson = success.filter(
          (status) => operation.responses[status]!.content?.['application/json'],
        );
        for (const status of withJson) {
          expect(hasExample(operation.responses[status]), `${name} ${status}`).toBe(true);
        }
      }
    }
  });

  it('says that a member-only call is refused to admins, and an admin call to members', () => {
    const search = document.paths['/api/found-reports/search']!.get!;
    expect(search['x-access']).toBe('member');
    expect(search.responses['403']!.description).toMatch(/admin/);
    const stats = document.paths['/api/admin/dashboard/stats']!.get!;
    expect(stats['x-access']).toBe('admin');
    expect(stats.responses['403']!.description).toMatch(/member/);
  });

  it('documents the photo upload as a multipart body', () => {
    const upload = document.paths['/api/upload']!.post! as Operation & {
      requestBody: { content: Record<string, unknown> };
    };
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
  });
});

describe('the API documentation page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('is served from this server, with no inline script, under the app’s CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const csp = String(page.headers['content-security-policy']);
    // Same-origin scripts, and only the first screens' start script inline (by its hash).
    expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')?(;|$)/);
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(body!.trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attributes!)?.[1];
      expect(src).toMatch(/^\.?\/|^[a-z]/);
      expect(src).not.toMatch(/^(https?:)?\/\//);
    }
    for (const file of ['swagger-ui-bundle.js', 'swagger-initializer.js', 'swagger-ui.css']) {
      const asset = await t.app.inject({ method: 'GET', url: `/api/docs/static/${file}` });
      expect(asset.statusCode, file).toBe(200);
    }
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().openapi).toBe('3.1.0');
  });
});
