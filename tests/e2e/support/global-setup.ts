import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildClient } from '../../../scripts/start.mjs';
import { ensureBuiltServer, builtServerFile } from '../../support/built-server';
import { freePort, killGroup, stopProcessGroup, waitForHealth } from '../../support/local-server';
import { OUT_OF_REACH_LIMITS } from '../../support/out-of-reach-limits';
import { startSmtpInbox } from './smtp-inbox';

/** The demo admin the server creates at first start, with credentials the tests know. */
const E2E_ADMIN = { email: 'security.admin@diu.edu.bd', password: 'e2e-admin-passphrase' };

/**
 * Builds the client into a folder of this run's own, starts a real SMTP inbox
 * and the real server (embedded database in a fresh data directory, the
 * development sign-in provider), and hands their addresses to the tests.
 */
export default async function globalSetup() {
  const workDir = await mkdtemp(path.join(tmpdir(), 'clf-e2e-'));
  // `npm test` builds the client once for both runners; run alone, this builds its own.
  const clientDir = process.env.TEST_CLIENT_DIR ?? path.join(workDir, 'client');
  if (!process.env.TEST_CLIENT_DIR) {
    if (buildClient({ outDir: clientDir, logLevel: 'warn' }) !== 0)
      throw new Error('The client did not build.');
  }

  const removeServerBuild = ensureBuiltServer();

  const mailFile = path.join(workDir, 'mail.jsonl');
  await writeFile(mailFile, '');
  const inbox = await startSmtpInbox(mailFile);

  // `npm test` hands over a migrated embedded database: the server starts from a copy of it.
  const dataDir = path.join(workDir, 'data');
  if (process.env.TEST_PGLITE_TEMPLATE_DIR)
    await cp(process.env.TEST_PGLITE_TEMPLATE_DIR, dataDir, { recursive: true });

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  // The server's bundle under node itself, as `npm start` runs it: the server is our own child,
  // leading a process group of its own, and stopping that group stops everything it started.
  const server = spawn(process.execPath, [builtServerFile('server')], {
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // The tests make their items in bulk, a few members for many, and share one demo admin.
      LIMITS: OUT_OF_REACH_LIMITS,
      DEMO_ADMIN: 'true',
      DEMO_ADMIN_EMAIL: E2E_ADMIN.email,
      DEMO_ADMIN_PASSWORD: E2E_ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Should the runner end without its teardown (interrupted, crashed), the server goes too.
  const killOnExit = () => killGroup(server, 'SIGKILL');
  process.once('exit', killOnExit);
  try {
    await waitForHealth(baseUrl, server, () => output);
  } catch (error) {
    await stopProcessGroup(server);
    throw error;
  }

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_ADMIN_EMAIL = E2E_ADMIN.email;
  process.env.E2E_ADMIN_PASSWORD = E2E_ADMIN.password;
  process.env.E2E_MAIL_FILE = mailFile;
  process.env.E2E_SERVER_OUTPUT_FILE = path.join(workDir, 'server.log');

  return async () => {
    await stopProcessGroup(server);
    process.off('exit', killOnExit);
    await writeFile(path.join(workDir, 'server.log'), output);
    await inbox.close();
    await removeServerBuild();
    if (!process.env.E2E_KEEP) await rm(workDir, { recursive: true, force: true });
  };
}
