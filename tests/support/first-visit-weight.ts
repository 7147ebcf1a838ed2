import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Manifest } from 'vite';

/** One answer as it came over the wire (body still encoded). */
export interface WireAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
}

export type Get = (url: string, headers: Record<string, string>) => Promise<WireAnswer>;

export interface FileWeight {
  url: string;
  /** Bytes of the file as built. */
  raw: number;
  /** Bytes of the body as sent. */
  wire: number;
  encoding: string;
  vary: string;
}

export interface FirstVisitWeight {
  path: string;
  page: { raw: number; wire: number; encoding: string };
  files: FileWeight[];
  /** JS and CSS only, as built and as sent. */
  raw: number;
  wire: number;
}

/** What a browser sends: Chromium asks for these. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * A chunk's file, its stylesheets and its static imports', by manifest key. Walked by key, not
 * by file: the page's start script already names the chunks, and their stylesheets (inlined in
 * the page) would otherwise go uncounted.
 */
function chunkFiles(manifest: Manifest, key: string, into: Set<string>, seen = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build has no chunk for ${key}.`);
  if (seen.has(key)) return;
  seen.add(key);
  into.add(`/${chunk.file}`);
  for (const css of chunk.css ?? []) into.add(`/${css}`);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into, seen);
}

const header = (answer: WireAnswer, name: string) => String(answer.headers[name] ?? '');

/**
 * What a first visit to `screen.path` downloads in JS and CSS: the scripts,
 * stylesheets and preloads its page names (a first screen's inlined styles are
 * counted as the stylesheet files they come from), the entry with its static imports,
 * and the route's lazy modules (layouts and page) with theirs and their CSS,
 * each fetched as a browser fetches it and counted as sent.
 */
export async function measureFirstVisit(
  get: Get,
  clientDir: string,
  screen: { path: string; modules: string[] },
  cookie?: string,
): Promise<FirstVisitWeight> {
  const manifest = JSON.parse(
    await readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const headers: Record<string, string> = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  if (cookie) headers.cookie = cookie;

  const pageAnswer = await get(screen.path, headers);
  if (pageAnswer.status !== 200) throw new Error(`${screen.path} answered ${pageAnswer.status}`);
  // The page's size as sent is only reported; the budget is for JS and CSS.
  const pageRaw = Buffer.byteLength(await pageText(get, screen.path, cookie));

  const urls = new Set<string>();
  const pageHtml = await pageText(get, screen.path, cookie);
  for (const match of pageHtml.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of pageHtml.matchAll(/<link[^>]*rel="(?:stylesheet|modulepreload)"[^>]*href="([^"]+)"/g)) {
    urls.add(match[1]!);
  }
  // A prerendered first screen names them for its start script, which requests them after the first paint.
  for (const match of pageHtml.matchAll(/<script data-entry="([^"]+)" data-preload="([^"]*)"/g)) {
    for (const url of [match[1]!, ...match[2]!.split(' ').filter(Boolean)]) urls.add(url);
  }
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The build manifest names no entry.');
  chunkFiles(manifest, entry, urls);
  for (const key of screen.modules) chunkFiles(manifest, key, urls);

  const files: FileWeight[] = [];
  for (const url of [...urls].filter((candidate) => /\.(?:js|css)$/.test(candidate)).sort()) {
    const answer = await get(url, { 'accept-encoding': BROWSER_ACCEPT_ENCODING });
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
    const raw = (await readFile(path.join(clientDir, url))).length;
    files.push({
      url,
      raw,
      wire: answer.body.length,
      encoding: header(answer, 'content-encoding') || 'identity',
      vary: header(answer, 'vary'),
    });
  }
  return {
    path: screen.path,
    page: {
      raw: pageRaw,
      wire: pageAnswer.body.length,
      encoding: header(pageAnswer, 'content-encoding') || 'identity',
    },
    files,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    wire: files.reduce((sum, file) => sum + file.wire, 0),
  };
}

async function pageText(get: Get, url: string, cookie?: string): Promise<string> {
  const answer = await get(url, cookie ? { cookie } : {});
  return answer.body.toString('utf8');
}
