import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { limitHeapGrowth } from './lib/heap-growth';
import { startServer } from './start-server';

async function main() {
  limitHeapGrowth();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let server;
  try {
    server = await startServer(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    console.error('Could not start the server:', error);
    process.exit(1);
  }

  const where = server.database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  console.log(`\nCampus Lost & Found is running at ${server.url} (${where})\n`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal} received: finishing requests and closing`);
    server
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error('Error while closing:', error);
        process.exit(1);
      });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
