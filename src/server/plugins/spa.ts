import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual, promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGES, type Language } from '#shared/i18n/languages';
import type { UniversityConfig } from '#shared/university/university-config';
import { requestLanguage } from '#server/lib/i18n';
import { publicWithoutSession } from './access';
import { SESSION_COOKIE } from './session';

/** Where the built client page expects the university's settings. */
const CONFIG_MARKER = '<!--university-config-->';
/** The build's prerendered first screens (src/client/app/first-screens.ts) and the index of them. */
const FIRST_SCREENS_DIR = 'first-screens';

function inlineJson(value: unknown): string {
  // "<" is escaped so no value can close the script element early.
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * A page as sent: the same for every request, so compressed once at start, as
 * the build compresses the assets (brotli at its best quality, gzip at 9),
 * instead of at every request, or never: pages leave through the not-found
 * handler, which is no route, and so is not compressed by @fastify/compress.
 */
interface Page {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** In zlib's threads, so a start compresses its pages side by side (about 0.1 s of CPU at best quality). */
async function compressedPage(html: string): Promise<Page> {
  const [br, gzipped] = await Promise.all([
    brotliAsync(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      },
    }),
    gzipAsync(html, { level: 9 }),
  ]);
  return { html, br, gzip: gzipped };
}

interface FirstScreenPage {
  page: Page;
  /** Only sent to a browser holding a session cookie; others get the plain page. */
  needsSession: boolean;
}

/** `first-screens/pages.json`, written by the build. */
interface FirstScreensIndex {
  university: unknown;
  pages: { path: string; language: Language; file: string; needsSession: boolean }[];
  /** Each language's first catalogue part, which the app fetches before it draws. */
  messages: Record<Language, string>;
}

/** The build's `<html lang="en">`, which each language's pages state for themselves. */
const HTML_LANG = /<html lang="[^"]*">/;

/** index.html in a language: its `lang`, and its catalogue fetched with the scripts rather than after them. */
function inLanguage(html: string, language: Language, messages: Record<Language, string> | null): string {
  const preload = messages
    ? `</title>\n    <link rel="modulepreload" crossorigin href="${messages[language]}">`
    : '</title>';
  return html.replace(HTML_LANG, `<html lang="${language}">`).replace('</title>', () => preload);
}

const pageKey = (path: string, language: Language) => `${language} ${path}`;

/**
 * The prerendered pages, by path, when the build drew them for the university
 * this server runs for; otherwise none, and every page starts empty and is drawn
 * by the app (correct, only slower to first paint).
 */
async function readFirstScreens(
  clientDir: string,
  university: UniversityConfig,
  withConfig: (html: string) => string,
): Promise<{
  pages: Map<string, FirstScreenPage>;
  messages: Record<Language, string> | null;
  skipped: string | null;
}> {
  const pages = new Map<string, FirstScreenPage>();
  const dir = path.join(clientDir, FIRST_SCREENS_DIR);
  const indexFile = path.join(dir, 'pages.json');
  if (!existsSync(indexFile)) return { pages, messages: null, skipped: 'the build has no prerendered pages' };
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as FirstScreensIndex;
  if (!isDeepStrictEqual(index.university, university)) {
    return {
      pages,
      messages: index.messages,
      skipped: 'the build drew them for other university settings; run "npm run build" again',
    };
  }
  await Promise.all(
    index.pages.map(async (page) => {
      pages.set(pageKey(page.path, page.language), {
        page: await compressedPage(withConfig(readFileSync(path.join(dir, page.file), 'utf8'))),
        needsSession: page.needsSession,
      });
    }),
  );
  return { pages, messages: index.messages, skipped: null };
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
      app.decorate('sendSpaPage', (_request: FastifyRequest, reply: FastifyReply) => reply);
      return;
    }
    const withConfig = (html: string) =>
      html.replace(
        CONFIG_MARKER,
        `<script type="application/json" id="university-config">${inlineJson(options.university)}</script>`,
      );
    const builtIndex = withConfig(readFileSync(indexFile, 'utf8'));
    const { pages, messages, skipped } = await readFirstScreens(
      options.clientDir,
      options.university,
      withConfig,
    );
    const indexPages = new Map<Language, Page>(
      await Promise.all(
        LANGUAGES.map(
          async (language) =>
            [language, await compressedPage(inLanguage(builtIndex, language, messages))] as const,
        ),
      ),
    );
    app.decorate('spaIndexHtml', indexPages.get('en')!.html);

    if (skipped) app.log.info(`Pages are served without their prerendered first screen: ${skipped}.`);
    // Every page is in the language of the browser's choice or its Accept-Language.
    const pageFor = (request: FastifyRequest): Page => {
      const language = requestLanguage(request);
      const indexPage = indexPages.get(language)!;
      const pathname = (request.url.split('?')[0] ?? '').replace(/(.)\/+$/, '$1');
      const firstScreen = pages.get(pageKey(pathname, language));
      if (!firstScreen) return indexPage;
      if (!firstScreen.needsSession) return firstScreen.page;
      return request.cookies[SESSION_COOKIE] ? firstScreen.page : indexPage;
    };
    app.decorate('sendSpaPage', (request: FastifyRequest, reply: FastifyReply) => {
      const page = pageFor(request);
      reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
      const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''), ['br', 'gzip']);
      if (encoding === null) return reply.send(page.html);
      return reply.header('Content-Encoding', encoding).send(page[encoding]);
    });

    // The built files are the same for everyone: no rule but public, and no session read for them.
    await app.register(async (files) => {
      files.addHook('onRoute', publicWithoutSession);
      await files.register(fastifyStatic, {
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
    });
  },
  { name: 'spa' },
);

declare module 'fastify' {
  interface FastifyInstance {
    spaIndexHtml: string | null;
    /** Answers a client route with its page, compressed when the browser accepts it. */
    sendSpaPage(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  }
}
