import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * A real server process on a real port, for the browser tests, the tests that need
 * one and the benches. Nothing here belongs to a test runner, so the benches load it too.
 */

/** A port free on loopback now; the caller's server takes it a moment later. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Until `/api/health` answers; fails at once if the process ends first, with what it printed. */
export async function waitForHealth(
  url: string,
  server: ChildProcess,
  output: () => string,
  { pollMs = 250, timeoutMs = 90_000 } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`The server did not become healthy in ${timeoutMs / 1000} s:\n${output()}`);
}

export function killGroup(child: ChildProcess, signal: NodeJS.Signals | 0) {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    // The whole group has already gone.
    return false;
  }
}

/**
 * Stops a child started with `detached: true` and everything in its process group:
 * SIGTERM for a graceful close (the data directory's lock is released), SIGKILL
 * if the group has not ended after 10 s. The child may be a shell that ends at once
 * while the server it started is still closing, so this waits for the whole group.
 */
export async function stopProcessGroup(child: ChildProcess) {
  const exited =
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killGroup(child, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 10_000);
  await exited;
  while (Date.now() < deadline && killGroup(child, 0))
    await new Promise((resolve) => setTimeout(resolve, 50));
  clearTimeout(timer);
  // Anything the server started itself goes with it.
  killGroup(child, 'SIGKILL');
}
