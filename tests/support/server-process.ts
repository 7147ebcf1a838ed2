import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach } from 'vitest';
import { builtServerFile } from './built-server';

/**
 * The server as a person runs it (its bundle, under plain node), for the few tests that need a
 * real process on a real port. Every process started here is killed after its test, whatever happened.
 */
const running: ChildProcess[] = [];

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

export { freePort } from './local-server';

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Everything it printed so far. */
  output: () => string;
}

export function startServer(env: Record<string, string>): ServerProcess {
  // The embedded database unless a test names a server: the caller's own DATABASE_URL must not leak in.
  const { DATABASE_URL: _callers, ...inherited } = process.env;
  const child = spawn(process.execPath, [builtServerFile('server')], {
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

/** Waits for /api/health to answer (up to a minute) and returns what it said. */
export async function waitHealthy(
  url: string,
  server: ServerProcess,
): Promise<{ status: string; database: string }> {
  let done = false;
  void server.exited.then(() => (done = true));
  for (let i = 0; i < 240; i += 1) {
    if (done) throw new Error(`server exited:\n${server.output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return (await response.json()) as { status: string; database: string };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server never became healthy:\n${server.output()}`);
}
