import { defineConfig } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The features Playwright turns off in Chromium, read from the version installed. Chromium reads
 * only the last --disable-features it is given, and Playwright gives its own first: a list of ours
 * must repeat Playwright's, or it turns them back on (HTTPS upgrades among them).
 */
function playwrightDisabledFeatures(): string[] {
  const bundle = createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle');
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(readFileSync(bundle, 'utf8'))?.[1] ?? '';
  const features = [...list.matchAll(/^\s*"(\w+)"/gm)].map((match) => match[1]!);
  if (!features.includes('PaintHolding'))
    throw new Error(`Playwright's list of disabled Chromium features was not found in ${bundle}.`);
  return features;
}

/**
 * Every new window preloads the address bar's two suggestion popups, each a renderer of its own
 * that no test looks at: some 1.6 s of CPU per browser context, a sixth of the browser tests'
 * CPU (decision 0057).
 */
const HIDDEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];
const playwrightFeatures = playwrightDisabledFeatures();

/**
 * Browser tests drive the real server (started by the global setup on a free
 * port, with its own data directory and a real SMTP inbox) through Debian's Chromium.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  // Five on CI's two cores: a browser test spends most of its time waiting (on the server, on
  // the app's own one-second hand-offs, on mail), and three workers left about half of the two
  // cores idle through the browser run (decision 0082).
  workers: process.env.CI ? 5 : undefined,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.PLAYWRIGHT_JSON_FILE
    ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_FILE }]]
    : [['list']],
  use: {
    // A failed test keeps its trace of actions, requests and console, without the screencast
    // (decision 0020) or a DOM snapshot around every action (0072): recording those for every
    // test cost a tenth of the browser tests' CPU. The failure screenshot and the page's
    // accessibility snapshot in the error context stay; `--trace on` brings snapshots back.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    // Endless animations (the category strip on Search) keep a software-drawn page busy for as long
    // as it is open; tests of a motion ask for it themselves (decision 0063).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      ignoreDefaultArgs: [`--disable-features=${playwrightFeatures.join(',')}`],
      args: [
        `--disable-features=${[...playwrightFeatures, ...HIDDEN_BROWSER_UI].join(',')}`,
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { viewport: { width: 1280, height: 800 } } }],
});
