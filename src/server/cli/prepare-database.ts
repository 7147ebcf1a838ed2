import { openDatabase } from '@/db/client';
import { migrate } from '@/db/migrate';

/**
 * Creates and migrates a new embedded database in the data directory given,
 * then exits. The server runs this in a process of its own on a first start
 * (see db/prepare-embedded-database.ts).
 */
async function main() {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('Usage: prepare-database DATA_DIR');
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await migrate(handle.db);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
