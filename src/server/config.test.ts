import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { defaultUniversityConfig } from '#shared/university/university-config';
import { ConfigError, loadConfig } from './config';

const keys = webpush.generateVAPIDKeys();
const vapid = { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config.demoAdmin).toBe(true);
    expect(config.university.emailDomain).toBe('diu.edu.bd');
  });

  it('believes no proxy unless TRUST_PROXY lists them', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ OIDC_ISSUER: 'https://accounts.example.com' }, 'OIDC_CLIENT_ID'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'proxy.example.edu' }, 'TRUST_PROXY'],
  ])('names the variable when %o is wrong', (env, variable) => {
    const problems = problemsOf(env);
    expect(problems.some((problem) => problem.split(':')[0]!.includes(variable))).toBe(true);
  });

  it('refuses the development provider, outbox and demo admin in production', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems.join('\n')).toMatch(/OIDC_ISSUER/);
    expect(problems.join('\n')).toMatch(/SMTP_URL/);
    expect(problems.join('\n')).toMatch(/PUBLIC_URL/);
    expect(problems.join('\n')).toMatch(/SESSION_SECRET/);
    expect(problems.join('\n')).toMatch(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: required in production/);
    const full = loadConfig({
      NODE_ENV: 'production',
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
      SMTP_URL: 'smtp://mail.example.edu:587',
      PUBLIC_URL: 'https://lostandfound.example.edu/',
      SESSION_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://db/lf',
      ...vapid,
    });
    expect(full.demoAdmin).toBe(false);
    expect(full.publicUrl).toBe('https://lostandfound.example.edu');
  });

  it('refuses an http PUBLIC_URL in production unless TLS_PROXY says TLS ends in front', () => {
    const production = {
      NODE_ENV: 'production',
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
      SMTP_URL: 'smtp://mail.example.edu:587',
      PUBLIC_URL: 'http://lostandfound.example.edu',
      SESSION_SECRET: 'x'.repeat(40),
      ...vapid,
    };
    expect(problemsOf(production).join('\n')).toMatch(/^PUBLIC_URL: must start with https:\/\//m);
    const proxied = loadConfig({ ...production, TLS_PROXY: 'true' });
    expect(proxied.secureTransport).toBe(true);
    expect(loadConfig({}).secureTransport).toBe(false);
  });

  it('takes Web Push keys in pairs, and a subject push services can write to', () => {
    expect(problemsOf({ VAPID_PUBLIC_KEY: keys.publicKey }).join('\n')).toMatch(
      /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: give both or neither/,
    );
    expect(problemsOf({ ...vapid, VAPID_PRIVATE_KEY: 'short' }).join('\n')).toMatch(/^VAPID_PRIVATE_KEY/m);
    expect(problemsOf({ VAPID_SUBJECT: 'http://example.edu' }).join('\n')).toMatch(/^VAPID_SUBJECT/m);
    const config = loadConfig({ ...vapid, VAPID_SUBJECT: 'mailto:security@example.edu' });
    expect(config.vapid).toEqual({ publicKey: keys.publicKey, privateKey: keys.privateKey });
    expect(config.vapidSubject).toBe('mailto:security@example.edu');
    expect(loadConfig({}).vapid).toBeUndefined();
    expect(loadConfig({}).vapidSubject).toBe(`mailto:${defaultUniversityConfig.securityContacts[0]!.email}`);
  });

  it("takes another university's settings from a file", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'clf-config-'));
    const file = path.join(dir, 'university.json');
    writeFileSync(
      file,
      JSON.stringify({
        ...defaultUniversityConfig,
        name: 'Example University',
        shortName: 'EU',
        emailDomain: 'example.edu',
      }),
    );
    const config = loadConfig({ UNIVERSITY_CONFIG_FILE: file });
    expect(config.university.shortName).toBe('EU');
    expect(config.mailFrom).toContain('example.edu');

    writeFileSync(file, JSON.stringify({ ...defaultUniversityConfig, emailDomain: 'not a domain' }));
    expect(problemsOf({ UNIVERSITY_CONFIG_FILE: file }).join('\n')).toMatch(
      /UNIVERSITY_CONFIG_FILE: emailDomain/,
    );
    expect(problemsOf({ UNIVERSITY_CONFIG_FILE: path.join(dir, 'missing.json') }).join('\n')).toMatch(
      /UNIVERSITY_CONFIG_FILE: cannot read/,
    );
  });
});
