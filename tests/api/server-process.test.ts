import { describe, expect, it } from 'vitest';
import { copyOfPgliteTemplate } from '../support/pglite-template';
import { freePort, startServer, waitHealthy } from '../support/server-process';

/**
 * The server as a person runs it: a real process on a real port. Slow-ish, so only the
 * behaviours that need a process live here; creating the embedded database is
 * prepare-database's test.
 */
describe('the server process', () => {
  it('refuses a second server on the same data directory, keeps the first, and stops cleanly on SIGTERM', async () => {
    const dataDir = await copyOfPgliteTemplate();
    const port = await freePort();
    const first = startServer({ PORT: String(port), DATA_DIR: dataDir });
    const url = `http://127.0.0.1:${port}`;
    expect(await waitHealthy(url, first)).toEqual({ status: 'ok', database: 'pglite' });

    const second = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by another Campus Lost & Found server/);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // The lock went with it: the directory can be opened again.
    const third = startServer({ PORT: String(port), DATA_DIR: dataDir });
    expect(await waitHealthy(url, third)).toMatchObject({ status: 'ok' });
    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
  }, 120_000);

  it('stops with exit code 1 and names the variable on bad configuration', async () => {
    const server = startServer({ PORT: 'not-a-port' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT/);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'runs on PostgreSQL when DATABASE_URL is set',
    async () => {
      const port = await freePort();
      const server = startServer({ PORT: String(port), DATABASE_URL: process.env.TEST_DATABASE_URL! });
      const health = await waitHealthy(`http://127.0.0.1:${port}`, server);
      expect(health).toEqual({ status: 'ok', database: 'postgres' });
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    },
    60_000,
  );
});
