/**
 * `npm run lighthouse`: Lighthouse (mobile, its default simulated slow 4G and
 * CPU slowdown) on the first screens, through Debian's Chromium:
 *   /auth/login    signed out
 *   /user/search   signed in as a member (a session made through the development
 *                  sign-in provider, the way a person signs in, sent as a cookie)
 * Builds the client into a folder of its own and starts the real server on a
 * fresh embedded database. Each page is measured LIGHTHOUSE_RUNS times (3) and
 * the median run is reported, with the JS and CSS it transferred. Writes the
 * figures and the machine's load to bench/results/lighthouse-*.json.
 *
 * Env: LIGHTHOUSE_RUNS (3), CHROMIUM_PATH (/usr/bin/chromium), LIGHTHOUSE_REPORTS=1
 * (also keep every run's full Lighthouse report, with its request chains and
 * the simulated graphs' timings, as bench/results/lighthouse-report-*.json, and
 * the browser's trace of the load beside it as lighthouse-trace-*.json, to see
 * which tasks block the main thread),
 * LIGHTHOUSE_PAGES (the paths to measure, comma-separated; both by default),
 * LIGHTHOUSE_LANGUAGES (the languages to measure each in, comma-separated; en and bn by
 * default: Bangla loads its own catalogue and the Noto Sans Bengali cut, decision 0081),
 * LIGHTHOUSE_CLIENT_DIR (measure this client build instead of building one, so that
 * builds can be compared in turn under the same machine load).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { buildClient } from '../scripts/start.mjs';
import { LANGUAGE_COOKIE } from '#shared/i18n/languages';
import { freePort, waitForHealth } from '#tests/support/local-server';

const here = path.dirname(fileURLToPath(import.meta.url));
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const keepReports = process.env.LIGHTHOUSE_REPORTS === '1';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const languages = (process.env.LIGHTHOUSE_LANGUAGES ?? 'en,bn')
  .split(',')
  .map((language) => language.trim())
  .filter(Boolean);
const onlyPages = process.env.LIGHTHOUSE_PAGES?.split(',')
  .map((pagePath) => pagePath.trim())
  .filter(Boolean);
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Issue #14 §2. */
const GOALS = { performance: 98, lcpMs: 1200 };

/** What this script uses of Lighthouse's and chrome-launcher's interfaces. */
interface LighthouseResult {
  lhr: {
    runtimeError?: { message: string };
    audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
    categories: Record<string, { score: number | null } | undefined>;
  };
  artifacts: { Trace: unknown };
}
type Lighthouse = (
  url: string,
  flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[] },
  config: { extends: 'lighthouse:default'; settings: { extraHeaders?: Record<string, string> } },
) => Promise<LighthouseResult | undefined>;
interface ChromeLauncher {
  launch(options: {
    chromePath: string;
    chromeFlags: string[];
  }): Promise<{ port: number; kill(): Promise<void> }>;
}

/**
 * Lighthouse and its 200 packages are a project of their own (bench/lighthouse-deps,
 * decision 0028), installed from its lock file on the first run and again when the
 * lock changes, so that `npm ci` for the app and its tests does not unpack them.
 */
async function loadLighthouseDeps(): Promise<{ lighthouse: Lighthouse; chromeLauncher: ChromeLauncher }> {
  const depsDir = path.join(here, 'lighthouse-deps');
  const installed = path.join(depsDir, 'node_modules', '.package-lock.json');
  const lock = path.join(depsDir, 'package-lock.json');
  if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
    console.log('Installing Lighthouse into bench/lighthouse-deps (first run).');
    execFileSync('npm', ['ci', '--prefix', depsDir, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  }
  const resolveThere = createRequire(path.join(depsDir, 'package.json'));
  const load = (name: string) => import(pathToFileURL(resolveThere.resolve(name)).href);
  const [lighthouseModule, chromeLauncher] = await Promise.all([load('lighthouse'), load('chrome-launcher')]);
  return {
    lighthouse: (lighthouseModule as { default: Lighthouse }).default,
    chromeLauncher: chromeLauncher as ChromeLauncher,
  };
}

async function startServer(
  clientDir: string,
  dataDir: string,
): Promise<{ url: string; server: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  // Node itself, not npx: npx does not pass SIGTERM on, which left the server running
  // (and this script waiting on its output) after the measurements.
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Nothing here mails the server, and another server on the machine may hold the port.
      INBOUND_SMTP_PORT: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(url, server, () => output, { timeoutMs: 600_000 });
  return { url, server };
}

/** A member with a complete profile, signed in through the development provider; returns the cookie header. */
async function signInMember(url: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ baseURL: url });
    const page = await context.newPage();
    const stamp = Date.now().toString(36);
    await page.goto('/auth/login');
    await page.getByRole('button', { name: /Sign in with .* Email Account/ }).click();
    await page.getByLabel('Email', { exact: true }).fill(`lighthouse.${stamp}@diu.edu.bd`);
    await page.getByLabel('Name', { exact: true }).fill('Lighthouse Member');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((next) => !next.pathname.startsWith('/oidc') && !next.pathname.startsWith('/api/'));
    const university = (await (await page.request.get('/api/university')).json()) as {
      faculties: { departments: string[] }[];
    };
    const saved = await page.request.post('/api/user/profile', {
      data: {
        name: 'Lighthouse Member',
        universityId: '221-15-9999',
        phone: '01712345678',
        department: university.faculties[0]?.departments[0],
        photoURL: null,
      },
    });
    if (!saved.ok())
      throw new Error(`Completing the profile failed: ${saved.status()} ${await saved.text()}`);
    // Signing in keeps the profile's language in the `lang` cookie; each run sends its own.
    const cookies = (await context.cookies(url)).filter((cookie) => cookie.name !== LANGUAGE_COOKIE);
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  } finally {
    await browser.close();
  }
}

interface RunFigures {
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** JS and CSS as transferred (compressed), and as decoded. */
  scriptAndStyleTransferBytes: number;
  scriptAndStyleResourceBytes: number;
  lcpElement: string | null;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

async function measure(
  lighthouse: Lighthouse,
  url: string,
  port: number,
  cookie: string | undefined,
  reportFile: string,
): Promise<RunFigures> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    { extends: 'lighthouse:default', settings: cookie ? { extraHeaders: { Cookie: cookie } } : {} },
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (keepReports) {
    await writeFile(reportFile, `${JSON.stringify(lhr, null, 2)}\n`);
    await writeFile(
      reportFile.replace('lighthouse-report-', 'lighthouse-trace-'),
      JSON.stringify(result.artifacts.Trace),
    );
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (
    (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []
  ).filter((request) => request.resourceType === 'Script' || request.resourceType === 'Stylesheet');
  const lcpItems = (
    lhr.audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
  )?.items;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    fcpMs: Math.round(audit('first-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    speedIndexMs: Math.round(audit('speed-index')),
    scriptAndStyleTransferBytes: requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    scriptAndStyleResourceBytes: requests.reduce((sum, request) => sum + (request.resourceSize ?? 0), 0),
    lcpElement: lcpItems?.[0]?.items?.[0]?.node?.snippet ?? null,
  };
}

/**
 * Lighthouse now and then loses the trace of a load on a busy machine
 * (NO_NAVSTART, NO_FCP); such a run says nothing about the page, so it is run again.
 */
async function measureRetrying(
  lighthouse: Lighthouse,
  url: string,
  port: number,
  cookie: string | undefined,
  reportFile: string,
): Promise<RunFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(lighthouse, url, port, cookie, reportFile);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`${(error as Error).message}; measuring again.`);
    }
  }
}

const median = (runsOf: RunFigures[]): RunFigures => {
  const sorted = [...runsOf].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function main() {
  const { lighthouse, chromeLauncher } = await loadLighthouseDeps();
  const workDir = await mkdtemp(path.join(tmpdir(), 'clf-lighthouse-'));
  const clientDir = process.env.LIGHTHOUSE_CLIENT_DIR ?? path.join(workDir, 'client');
  if (!process.env.LIGHTHOUSE_CLIENT_DIR) {
    if (buildClient({ outDir: clientDir, logLevel: 'warn' }) !== 0)
      throw new Error('The client did not build.');
  }
  const { url, server } = await startServer(clientDir, path.join(workDir, 'data'));
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: CHROMIUM_FLAGS });
  const loadBefore = loadavg();
  const resultsDir = path.join(here, 'results');
  const startedAt = new Date().toISOString().replace(/[:.]/g, '-');
  await mkdir(resultsDir, { recursive: true });
  try {
    const wanted = (pagePath: string) => !onlyPages?.length || onlyPages.includes(pagePath);
    const cookie = wanted('/user/search') ? await signInMember(url) : undefined;
    const pages = [
      { path: '/auth/login', cookie: undefined },
      { path: '/user/search', cookie },
    ].filter((page) => wanted(page.path));
    const results = [];
    // The browser's kept choice of language (the `lang` cookie) decides the page's language.
    for (const page of pages.flatMap((one) => languages.map((language) => ({ ...one, language })))) {
      const cookie = [page.cookie, `${LANGUAGE_COOKIE}=${page.language}`].filter(Boolean).join('; ');
      const all: RunFigures[] = [];
      for (let run = 0; run < runs; run += 1) {
        const reportFile = path.join(
          resultsDir,
          `lighthouse-report-${startedAt}-${page.path.slice(1).replace(/\//g, '-')}-${page.language}-${run + 1}.json`,
        );
        all.push(await measureRetrying(lighthouse, `${url}${page.path}`, chrome.port, cookie, reportFile));
      }
      const chosen = median(all);
      results.push({
        path: page.path,
        language: page.language,
        signedIn: Boolean(page.cookie),
        median: chosen,
        runs: all,
        meetsGoals: chosen.performance >= GOALS.performance && chosen.lcpMs <= GOALS.lcpMs,
      });
    }
    const loadAfter = loadavg();
    const report = {
      at: new Date().toISOString(),
      lighthouse: 'mobile (default simulated throttling)',
      chromium: chromiumPath,
      goals: GOALS,
      machine: { cores: availableParallelism(), loadBefore, loadAfter },
      results,
    };
    const file = path.join(resultsDir, `lighthouse-${report.at.replace(/[:.]/g, '-')}.json`);
    await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);

    console.log(
      `\nLighthouse mobile, median of ${runs}; load average ${loadBefore.map((n) => n.toFixed(2)).join(' ')} before, ${loadAfter.map((n) => n.toFixed(2)).join(' ')} after (${availableParallelism()} cores, shared)`,
    );
    console.log('page            lang  perf  LCP ms  FCP ms  TBT ms  CLS    JS+CSS sent  goal');
    for (const result of results) {
      const m = result.median;
      console.log(
        `${result.path.padEnd(15)} ${result.language.padEnd(4)}  ${String(m.performance).padStart(4)}  ${String(m.lcpMs).padStart(6)}  ${String(m.fcpMs).padStart(6)}  ${String(m.tbtMs).padStart(6)}  ${m.cls.toFixed(3)}  ${`${(m.scriptAndStyleTransferBytes / 1024).toFixed(1)} KB`.padStart(11)}  ${result.meetsGoals ? 'met' : 'missed'}`,
      );
    }
    console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(workDir, { recursive: true, force: true });
  }
}

await main();
