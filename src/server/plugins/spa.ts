import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UniversityConfig } from '../../shared/university/university-config';
import { SESSION_COOKIE } from './session';

/** Where the built client page expects the university's settings. */
const CONFIG_MARKER = '<!--university-config-->';
/** The build's prerendered first screens (src/client/app/first-screens.ts) and the index of them. */
const FIRST_SCREENS_DIR = 'first-screens';

function inlineJson(value: unknown): string {
  // "<" is escaped so no value can close the script element early.
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

interface FirstScreenPage {
  html: string;
  /** Only sent to a browser holding a session cookie; others get the plain page. */
  needsSession: boolean;
}

/** `first-screens/pages.json`, written by the build. */
interface FirstScreensIndex {
  university: unknown;
  pages: { path: string; file: string; needsSession: boolean }[];
}

/**
 * The prerendered pages, by path, when the build drew them for the university
 * this server runs for; otherwise none, and every page starts empty and is drawn
 * by the app (correct, only slower to first paint).
 */
function readFirstScreens(
  clientDir: string,
  university: UniversityConfig,
  withConfig: (html: string) => string,
): { pages: Map<string, FirstScreenPage>; skipped: string | null } {
  const pages = new Map<string, FirstScreenPage>();
  const dir = path.join(clientDir, FIRST_SCREENS_DIR);
  const indexFile = path.join(dir, 'pages.json');
  if (!existsSync(indexFile)) return { pages, skipped: 'the build has no prerendered pages' };
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as FirstScreensIndex;
  if (!isDeepStrictEqual(index.university, university)) {
    return { pages, skipped: 'the build drew them for other university settings; run "npm run build" again' };
  }
  for (const page of index.pages) {
    pages.set(page.path, {
      html: withConfig(readFileSync(path.join(dir, page.file), 'utf8')),
      needsSession: page.needsSession,
    });
  }
  return { pages, skipped: null };
}

/**
 * Serves the built single-page app: hashed assets cached for a year (their
 * brotli or gzip copy made at build when the browser accepts one), and a page
 * (never cached) for every other GET so client routes survive a reload: the
 * first screen prerendered for its path when there is one, else index.html.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, options: { clientDir: string; university: UniversityConfig }) => {
    const indexFile = path.join(options.clientDir, 'index.html');
    if (!existsSync(indexFile)) {
      app.log.warn(`No built client at ${options.clientDir}; run "npm run build" to serve the pages.`);
      app.decorate('spaIndexHtml', null);
      app.decorate('spaPage', () => '');
      return;
    }
    const withConfig = (html: string) =>
      html.replace(
        CONFIG_MARKER,
        `<script type="application/json" id="university-config">${inlineJson(options.university)}</script>`,
      );
    const indexHtml = withConfig(readFileSync(indexFile, 'utf8'));
    app.decorate('spaIndexHtml', indexHtml);

    const { pages, skipped } = readFirstScreens(options.clientDir, options.university, withConfig);
    if (skipped) app.log.info(`Pages are served without their prerendered first screen: ${skipped}.`);
    app.decorate('spaPage', (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = (request.url.split('?')[0] ?? '').replace(/(.)\/+$/, '$1');
      const page = pages.get(pathname);
      if (!page) return indexHtml;
      if (!page.needsSession) return page.html;
      reply.header('Vary', 'Cookie');
      return request.cookies[SESSION_COOKIE] ? page.html : indexHtml;
    });

    await app.register(fastifyStatic, {
      root: options.clientDir,
      index: false,
      wildcard: false,
      globIgnore: ['index.html', `${FIRST_SCREENS_DIR}/**`],
      preCompressed: true,
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
    /** The page to answer a client route with. */
    spaPage(request: FastifyRequest, reply: FastifyReply): string;
  }
}
