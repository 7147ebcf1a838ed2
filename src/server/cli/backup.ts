import { backupDatabase, restoreDatabase } from '#server/db/backup';
import { loadConfig } from '#server/config';

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE`: the configured
 * database (DATA_DIR, or DATABASE_URL) to a snapshot file and back.
 */
const [command, file] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('Usage: npm run backup -- FILE   |   npm run restore -- FILE');
  process.exit(1);
}
try {
  const config = loadConfig();
  const target = config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir };
  if (command === 'backup') {
    await backupDatabase(target, file);
    console.log(`Backed up to ${file}.`);
  } else {
    await restoreDatabase(target, file);
    console.log(`Restored from ${file}.`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
