import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { UniversityConfig } from '../../shared/university/university-config';

/** Where the built client page expects the university's settings. */
const CONFIG_MARKER = '<!--university-config-->';

function inlineJson(value: unknown): string {
  // "<" is escaped so no value can close the script element early.
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Serves the built single-page app: hashed assets cached for a year, and
 * index.html (never cached) for every other GET so client routes survive a reload.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, options: { clientDir: string; university: UniversityConfig }) => {
    const indexFile = path.join(options.clientDir, 'index.html');
    if (!existsSync(indexFile)) {
      app.log.warn(`No built client at ${options.clientDir}; run "npm run build" to serve the pages.`);
      app.decorate('spaIndexHtml', null);
      return;
    }
    const indexHtml = readFileSync(indexFile, 'utf8').replace(
      CONFIG_MARKER,
      `<script type="application/json" id="university-config">${inlineJson(options.university)}</script>`,
    );
    app.decorate('spaIndexHtml', indexHtml);

    await app.register(fastifyStatic, {
      root: options.clientDir,
      index: false,
      wildcard: false,
      globIgnore: ['index.html'],
      cacheControl: false,
      setHeaders(res, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'Cache-Control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  },
  { name: 'spa' },
);

declare module 'fastify' {
  interface FastifyInstance {
    spaIndexHtml: string | null;
  }
}
