import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import type { AppConfig } from '#server/config';
import type { DatabaseHandle } from '#server/db/client';
import { openTestDatabase, testConfig } from '#tests/support/test-app';
import type { FastifyInstance } from 'fastify';

describe('serving the single-page app', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let config: AppConfig;
  let otherClientDir: string;

  beforeAll(async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'clf-client-'));
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(
      path.join(clientDir, 'index.html'),
      '<html lang="en"><head><title>Lost</title><!--university-config--></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    mkdirSync(path.join(clientDir, 'first-screens'));
    const firstScreen = (file: string, language: string, main: string, head = '') =>
      writeFileSync(
        path.join(clientDir, 'first-screens', file),
        `<html lang="${language}"><head>${head}</head><body><div id="root" inert><main>${main}</main></div></body></html>`,
      );
    firstScreen('auth-login.en.html', 'en', 'Sign in', '<!--university-config-->');
    firstScreen('auth-login.bn.html', 'bn', 'সাইন ইন', '<!--university-config-->');
    firstScreen('user-search.en.html', 'en', 'Find what you lost');
    firstScreen('user-search.bn.html', 'bn', 'হারানো জিনিস খুঁজে নিন');
    config = testConfig();
    const pages = (university: unknown) =>
      JSON.stringify({
        university,
        pages: [
          { path: '/auth/login', language: 'en', file: 'auth-login.en.html', needsSession: false },
          { path: '/auth/login', language: 'bn', file: 'auth-login.bn.html', needsSession: false },
          { path: '/user/search', language: 'en', file: 'user-search.en.html', needsSession: true },
          { path: '/user/search', language: 'bn', file: 'user-search.bn.html', needsSession: true },
        ],
        messages: { en: '/assets/messages-en-first-1.js', bn: '/assets/messages-bn-first-2.js' },
      });
    writeFileSync(path.join(clientDir, 'first-screens', 'pages.json'), pages(config.university));
    database = await openTestDatabase('pglite');
    app = await buildApp({ config, database, clientDir, logger: false });
    // The same build, drawn for another university's settings.
    otherClientDir = mkdtempSync(path.join(tmpdir(), 'clf-client-'));
    cpSync(clientDir, otherClientDir, { recursive: true });
    writeFileSync(
      path.join(otherClientDir, 'first-screens', 'pages.json'),
      pages({ ...config.university, shortName: 'ELSE' }),
    );
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers any client route with index.html, never cached, with the university inlined', async () => {
    const response = await app.inject({ method: 'GET', url: '/user/search-results?q=wallet' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<script type="application/json" id="university-config">');
    expect(response.body).toContain('"emailDomain":"diu.edu.bd"');
  });

  it('serves hashed assets with a year of immutable caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps unhashed files on a short cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends security headers with pages', async () => {
    const response = await app.inject({ method: 'GET', url: '/about' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a first screen with its prerendered page, the member one only with a session cookie', async () => {
    const login = await app.inject({ method: 'GET', url: '/auth/login?returnTo=%2Fuser%2Fprofile' });
    expect(login.body).toContain('<main>Sign in</main>');
    expect(login.body).toContain('"emailDomain":"diu.edu.bd"');
    expect(login.headers['cache-control']).toBe('no-cache');

    const signedOut = await app.inject({ method: 'GET', url: '/user/search' });
    expect(signedOut.body).toContain('<div id="root"></div>');
    expect(signedOut.headers.vary).toMatch(/cookie/i);
    const member = await app.inject({
      method: 'GET',
      url: '/user/search/',
      headers: { cookie: 'clf_session=abc' },
    });
    expect(member.body).toContain('<main>Find what you lost</main>');
  });

  it('answers in the chosen language, else the one the browser asks for, else English', async () => {
    const asked = await app.inject({
      method: 'GET',
      url: '/auth/login',
      headers: { 'accept-language': 'bn-BD, en;q=0.5' },
    });
    expect(asked.body).toContain('<main>সাইন ইন</main>');
    expect(asked.headers.vary).toMatch(/accept-language/i);
    const chosen = await app.inject({
      method: 'GET',
      url: '/auth/login',
      headers: { 'accept-language': 'bn', cookie: 'lang=en' },
    });
    expect(chosen.body).toContain('<main>Sign in</main>');
    const member = await app.inject({
      method: 'GET',
      url: '/user/search',
      headers: { cookie: 'clf_session=abc; lang=bn' },
    });
    expect(member.body).toContain('<main>হারানো জিনিস খুঁজে নিন</main>');
    const neither = await app.inject({
      method: 'GET',
      url: '/auth/login',
      headers: { 'accept-language': 'fr' },
    });
    expect(neither.body).toContain('<main>Sign in</main>');

    // Every other page says its language and fetches that language's texts with its scripts.
    const page = await app.inject({ method: 'GET', url: '/about', headers: { cookie: 'lang=bn' } });
    expect(page.body).toContain('<html lang="bn">');
    expect(page.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/messages-bn-first-2.js">',
    );
    expect(page.headers.vary).toMatch(/cookie/i);
    const english = await app.inject({ method: 'GET', url: '/about' });
    expect(english.body).toContain('<html lang="en">');
  });

  it('sends pages compressed to browsers that accept it, as it sends the assets', async () => {
    const brotli = await app.inject({
      method: 'GET',
      url: '/auth/login',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('<main>Sign in</main>');

    const gzip = await app.inject({
      method: 'GET',
      url: '/user/search',
      headers: { 'accept-encoding': 'gzip', cookie: 'clf_session=abc' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/cookie/i);
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<main>Find what you lost</main>');

    const plain = await app.inject({ method: 'GET', url: '/about' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('"emailDomain":"diu.edu.bd"');
  });

  it('never serves the prerendered pages as files', async () => {
    const file = await app.inject({ method: 'GET', url: '/first-screens/auth-login.html' });
    expect(file.body).not.toContain('<main>Sign in</main>');
  });

  it('serves plain pages when the build drew its first screens for other university settings', async () => {
    const other = await buildApp({ config, database, clientDir: otherClientDir, logger: false });
    try {
      const login = await other.inject({ method: 'GET', url: '/auth/login' });
      expect(login.statusCode).toBe(200);
      expect(login.body).toContain('<div id="root"></div>');
    } finally {
      await other.close();
    }
  });

  it('never answers API paths or non-GET requests with the page', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
    const post = await app.inject({ method: 'POST', url: '/about', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.headers['content-type']).toMatch(/application\/json/);
  });
});
