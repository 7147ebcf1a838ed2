import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A data directory (a new one unless named) holding the run's migrated embedded database:
 * open it with openDatabase({ kind: 'pglite', dataDir }), or hand it to a server as DATA_DIR.
 */
export async function copyOfPgliteTemplate(dataDir?: string): Promise<string> {
  const template = process.env.TEST_PGLITE_TEMPLATE_DIR;
  if (!template) throw new Error('TEST_PGLITE_TEMPLATE_DIR is not set: run the tests through vitest.');
  const target = dataDir ?? (await mkdtemp(path.join(tmpdir(), 'clf-test-pglite-')));
  await cp(template, target, { recursive: true });
  return target;
}
