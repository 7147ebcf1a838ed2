import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The server as a person runs it: a real process on a real port. Slow-ish
 * (a brand-new embedded database takes seconds to create), so only the
 * behaviours that need a process live here.
 */
const running: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function startServer(env: Record<string, string>) {
  // The embedded database unless a test names a server: the caller's own DATABASE_URL must not leak in.
  const { DATABASE_URL: _callers, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    env: { ...inherited, LOG_LEVEL: 'warn', DEMO_ADMIN: 'false', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitHealthy(url: string, exited: Promise<unknown>, output: () => string) {
  let done = false;
  void exited.then(() => (done = true));
  for (let i = 0; i < 240; i += 1) {
    if (done) throw new Error(`server exited:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return (await response.json()) as { status: string; database: string };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server never became healthy:\n${output()}`);
}

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('the server process', () => {
  it('refuses a second server on the same data directory, keeps the first, and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clf-process-'));
    const port = await freePort();
    const first = startServer({ PORT: String(port), DATA_DIR: dataDir });
    const url = `http://127.0.0.1:${port}`;
    expect(await waitHealthy(url, first.exited, first.output)).toEqual({ status: 'ok', database: 'pglite' });

    const second = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by another Campus Lost & Found server/);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // The lock went with it: the directory can be opened again.
    const third = startServer({ PORT: String(port), DATA_DIR: dataDir });
    expect(await waitHealthy(url, third.exited, third.output)).toMatchObject({ status: 'ok' });
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
      const health = await waitHealthy(`http://127.0.0.1:${port}`, server.exited, server.output);
      expect(health).toEqual({ status: 'ok', database: 'postgres' });
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    },
    60_000,
  );
});
