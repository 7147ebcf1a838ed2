import { rm } from 'node:fs/promises';
import path from 'node:path';
import { buildServer } from '../../scripts/start.mjs';

/** The server's bundle and its commands', as scripts/build-server.mjs names them. */
export type BuiltEntry = 'server' | 'admin-create' | 'prepare-database';

/**
 * Tests run the server and its commands as `npm start` runs them: bundled, under plain node.
 * The bundle is built once per run, by `npm test` for both runners or by a runner's global
 * setup when it runs alone, into TEST_SERVER_DIR (decision 0057).
 */
export function builtServerFile(entry: BuiltEntry): string {
  const dir = process.env.TEST_SERVER_DIR;
  if (!dir) throw new Error('TEST_SERVER_DIR is not set: the global setup did not run.');
  return path.join(dir, `${entry}.js`);
}

/**
 * Builds the bundle unless this run already did, into a folder of its own inside the project
 * (its packages resolve from node_modules, as in dist/). Returns what removes it again.
 */
export function ensureBuiltServer(): () => Promise<void> {
  if (process.env.TEST_SERVER_DIR) return async () => {};
  const dir = path.resolve(`dist/test-server-${process.pid}-${Date.now().toString(36)}`);
  if (buildServer({ outDir: dir }) !== 0) throw new Error('The server did not build.');
  process.env.TEST_SERVER_DIR = dir;
  return () => rm(dir, { recursive: true, force: true });
}
