import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient } from '../../scripts/start.mjs';
import { firstScreens } from '#client/app/first-screens';
import { FIRST_SCREEN_START_SCRIPT } from '#shared/first-screen-start';
import { measureFirstVisit, type Get } from '../support/first-visit-weight';
import { createTestApp, type TestApp } from '../support/test-app';

/** Issue #14 §1: JS and CSS of a first visit, compressed as sent, at most this. */
const FIRST_VISIT_BUDGET_BYTES = 100 * 1024;

/**
 * Builds the client as `npm run build` does and serves it through the real
 * server, then adds up what a first visit to each first screen downloads.
 * Byte sizes do not depend on the machine, so this is a test, not a bench.
 */
describe('first visit weight', () => {
  let test: TestApp;
  let clientDir: string;
  let memberCookie: string;

  const get: Get = async (url, headers) => {
    const answer = await test.app.inject({ method: 'GET', url, headers });
    return { status: answer.statusCode, headers: answer.headers, body: answer.rawPayload };
  };

  beforeAll(async () => {
    clientDir = process.env.TEST_CLIENT_DIR ?? mkdtempSync(path.join(tmpdir(), 'clf-budget-'));
    if (!process.env.TEST_CLIENT_DIR) {
      if (buildClient({ outDir: clientDir, logLevel: 'error' }) !== 0)
        throw new Error('The client did not build.');
    }
    test = await createTestApp('pglite', { CLIENT_DIR: clientDir });
    memberCookie = (await test.signInMember()).cookie;
  }, 120_000);

  afterAll(async () => {
    await test?.close();
    if (clientDir && !process.env.TEST_CLIENT_DIR) rmSync(clientDir, { recursive: true, force: true });
  });

  for (const screen of firstScreens) {
    it(`${screen.path} loads at most 100 KB of JS and CSS, compressed at build and sent so`, async () => {
      const cookie = screen.audience === 'member' ? memberCookie : undefined;
      const weight = await measureFirstVisit(get, clientDir, screen, cookie);
      for (const file of weight.files) {
        expect(file.encoding, file.url).toBe('br');
        expect(file.vary.toLowerCase(), file.url).toContain('accept-encoding');
      }
      expect(weight.wire, JSON.stringify(weight.files, null, 1)).toBeLessThanOrEqual(
        FIRST_VISIT_BUDGET_BYTES,
      );
    });

    it(`${screen.path} arrives with its screen already drawn`, async () => {
      const cookie = screen.audience === 'member' ? memberCookie : undefined;
      const page = await get(screen.path, cookie ? { cookie } : {});
      const html = page.body.toString('utf8');
      expect(html).toMatch(/<div id="root" inert><.+<\/main>/s);
      // Nothing is fetched before the first paint: styles inline, no script or preload in the head.
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).not.toMatch(
        /<script(?![^>]*type="application\/json")|<link rel="(?:stylesheet|modulepreload)"/,
      );
      expect(head).toContain('<style>');
      // One inline script runs, the start script, and the CSP allows it by its hash and nothing else.
      const inline = [
        ...html.matchAll(/<script(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
      ];
      expect(inline.map((match) => match[1])).toEqual([FIRST_SCREEN_START_SCRIPT]);
      const scriptSrc = String(page.headers['content-security-policy']).match(/script-src ([^;]*)/)?.[1];
      const hash = createHash('sha256').update(FIRST_SCREEN_START_SCRIPT).digest('base64');
      expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
    });
  }

  it('sends the plain page to a signed-out visitor of a member screen', async () => {
    const page = await get('/user/search', {});
    expect(page.body.toString('utf8')).toContain('<div id="root"></div>');
    expect(String(page.headers.vary)).toMatch(/cookie/i);
  });

  it('compresses JSON answers above the threshold and leaves small ones alone', async () => {
    const big = await get('/api/university', { 'accept-encoding': 'gzip, deflate, br' });
    expect(big.status).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(String(big.headers.vary).toLowerCase()).toContain('accept-encoding');
    const small = await get('/api/health', { 'accept-encoding': 'gzip, deflate, br' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
