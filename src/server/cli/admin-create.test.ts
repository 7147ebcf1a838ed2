import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { admins, passwordResetTokens } from '#server/db/schema';
import { hashToken } from '#server/plugins/session';
import { builtServerFile } from '#tests/support/built-server';

const run = promisify(execFile);

/** The command as production runs it: `node dist/server/admin-create.js`, from this run's bundle. */
async function adminCreate(dataDir: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [builtServerFile('admin-create'), ...args], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PUBLIC_URL: 'https://lf.example.edu',
      },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// Each run is a fresh process opening the embedded database: slow, so one directory serves all.
describe('npm run admin:create', { timeout: 120_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'clf-admin-create-'));
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  it('creates an admin without a password and prints a one-time link valid a day', async () => {
    const result = await adminCreate(dataDir, ['--email', 'Chief@DIU.edu.bd', '--name', 'Chief Officer']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Admin chief@diu.edu.bd created.');
    const link = /https:\/\/lf\.example\.edu\/auth\/reset-password\?token=([\w-]+)/.exec(result.stdout);
    expect(link).not.toBeNull();

    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const [admin] = await database.db.select().from(admins);
      expect(admin).toMatchObject({ email: 'chief@diu.edu.bd', name: 'Chief Officer', passwordHash: null });
      const [token] = await database.db.select().from(passwordResetTokens);
      expect(token!.tokenHash).toBe(hashToken(link![1]!));
      const hours = (token!.expiresAt.getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23.5);
      expect(hours).toBeLessThanOrEqual(24);
    } finally {
      await database.close();
    }
  });

  it('refuses a duplicate email', async () => {
    const result = await adminCreate(dataDir, ['--email', 'chief@diu.edu.bd', '--name', 'Chief Again']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('An admin with this email already exists');
  });

  it('explains its usage when the email or name is missing', async () => {
    const result = await adminCreate(dataDir, ['--email', 'x@diu.edu.bd']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Usage: npm run admin:create');
  });

  it('refuses to open a data directory a running server holds', async () => {
    // The test process itself plays the running server.
    await writeFile(path.join(dataDir, 'server.lock'), String(process.pid));
    try {
      const result = await adminCreate(dataDir, ['--email', 'late@diu.edu.bd', '--name', 'Late Comer']);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('server is running');
    } finally {
      await rm(path.join(dataDir, 'server.lock'), { force: true });
    }
  });
});
