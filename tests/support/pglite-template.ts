import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A data directory (a new one unless named) holding the run's migrated embedded database:
 * open it with openDatabase({ kind: 'pglite', dataDir }), or hand it to a server as DATA_DIR.
 * Copied by the system's `cp`: Node's own recursive copy cost several times the CPU for the
 * template's many small files, and every test file on the embedded database copies it (decision 0082).
 */
export async function copyOfPgliteTemplate(dataDir?: string): Promise<string> {
  const template = process.env.TEST_PGLITE_TEMPLATE_DIR;
  if (!template) throw new Error('TEST_PGLITE_TEMPLATE_DIR is not set: run the tests through vitest.');
  const target = dataDir ?? (await mkdtemp(path.join(tmpdir(), 'clf-test-pglite-')));
  // `dir/.` copies what the template holds, into a target that exists already or not.
  await run('cp', ['-a', `${template}/.`, target]);
  return target;
}
