import { test as base, expect, type Page } from '@playwright/test';
import libmime from 'libmime';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ReceivedMail } from './smtp-inbox';

export const test = base.extend<{ mailbox: Mailbox }>({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not run.');
    await use(url);
  },
  mailbox: async ({}, use) => {
    await use(new Mailbox(process.env.E2E_MAIL_FILE ?? ''));
  },
});

export { expect };

/** What the app sent over SMTP during this run. */
export class Mailbox {
  constructor(private readonly file: string) {}

  async all(): Promise<ReceivedMail[]> {
    const text = await readFile(this.file, 'utf8');
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ReceivedMail);
  }

  /** Waits for a message to `to` received after `since` (and holding `containing`, if given). */
  async waitFor(
    to: string,
    since = new Date(0),
    timeoutMs = 15_000,
    containing?: string,
  ): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = (await this.all()).find(
        (mail) =>
          mail.to.includes(to.toLowerCase()) &&
          new Date(mail.receivedAt) >= since &&
          (containing === undefined || mail.raw.includes(containing)),
      );
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`No mail to ${to} arrived`);
  }
}

/** The Subject header as a reader sees it: unfolded, encoded words decoded. */
export function subjectOf(mail: ReceivedMail): string {
  const head = (mail.raw.split(/\r?\n\r?\n/, 1)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((header) => /^subject:/i.test(header));
  return line ? libmime.decodeWords(line.slice('subject:'.length).trim()) : '';
}

/** The first link in a received message that `pattern` matches, whatever transfer encoding the mailer chose. */
export function linkIn(mail: ReceivedMail, pattern: RegExp): string {
  const candidates = [mail.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=')];
  for (const block of mail.raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)) {
    candidates.push(Buffer.from(block[1]!.replace(/\s/g, ''), 'base64').toString('utf8'));
  }
  for (const text of candidates) {
    const match = pattern.exec(text);
    if (match) return match[0];
  }
  throw new Error(`No link like ${String(pattern)} in the message:\n${mail.raw}`);
}

/**
 * Stops the page's installed clock about where it stands. The clock runs until it is paused,
 * so the pause is asked for a moment ahead of the page's time; on a loaded machine the clock
 * may pass that moment before the call arrives (the call then fails, changing nothing), and it
 * is asked for again from the page's new time.
 */
export async function pauseClock(page: Page) {
  await expect(async () => {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250);
  }).toPass({ timeout: 15_000 });
}

/**
 * The rules a scan runs: WCAG 2.0, 2.1 and 2.2 at levels A and AA (2.2 adds target size, which
 * axe-core leaves off unless asked) and axe-core's best practices (heading order, landmarks each
 * named once, content inside landmarks); none of the experimental ones (decision 0081).
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** No accessibility violation of any impact on the page as it stands (WCAG 2.2 AA and best practices). */
export async function expectAccessible(page: Page) {
  // A prerendered first screen is inert until the app takes it over: to assistive tech it is
  // empty by design for that moment, so a scan then measures nothing the person meets.
  await page.waitForFunction(() => !document.getElementById('root')?.inert);
  for (let scan = 1; ; scan++) {
    // Colour transitions (a button leaving its busy state) would be measured half way: scan
    // once every running CSS transition has ended. Endless animations (spinners) are not
    // transitions.
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
    );
    await watchForTransitions(page);
    const results = await runAxe(page);
    const bad = results.violations;
    // A transition that began during the scan (a toast whose time ran out, fading away) was
    // measured half way too: what the person sees once it settles is what counts.
    if (bad.length > 0 && scan < 3 && (await transitionedSinceWatch(page))) continue;
    expect(
      bad.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      ),
    ).toEqual([]);
    return;
  }
}

/** axe-core's own script, as it ships. */
let axeSource: string | undefined;

interface AxeViolation {
  id: string;
  help: string;
  impact?: string | null;
  nodes: { target: string[] }[];
}

/**
 * One axe-core run in the page itself, asked for violations only. The script goes into a
 * document once and serves every later scan of it; the wrapper library injected it into every
 * frame and returned every passing check on each scan, which cost about three times as long
 * (decision 0053). The app's only frame is the office map, whose content is not ours to check.
 */
async function runAxe(page: Page): Promise<{ violations: AxeViolation[] }> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) {
    axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    await page.evaluate(axeSource);
  }
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
    };
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
      iframes: false,
    });
    return {
      violations: results.violations.map(({ id, help, impact, nodes }) => ({
        id,
        help,
        impact,
        nodes: nodes.map(({ target }) => ({ target })),
      })),
    };
  }, AXE_TAGS);
}

type TransitionWatch = { transitionedDuringScan?: boolean; watchingTransitions?: boolean };

async function watchForTransitions(page: Page) {
  await page.evaluate(() => {
    const watch = window as unknown as TransitionWatch;
    watch.transitionedDuringScan = false;
    if (watch.watchingTransitions) return;
    watch.watchingTransitions = true;
    document.addEventListener(
      'transitionrun',
      () => {
        watch.transitionedDuringScan = true;
      },
      true,
    );
  });
}

async function transitionedSinceWatch(page: Page) {
  return page.evaluate(() => (window as unknown as TransitionWatch).transitionedDuringScan === true);
}
