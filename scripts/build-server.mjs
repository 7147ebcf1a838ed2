// Bundles the server and the admin:create command into dist/server (or the folder given
// with --out), so `npm start` runs plain JavaScript, and copies the committed SQL
// migrations beside both: each finds them next to itself.
import { cp, rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'dist/server' } } });
const outdir = values.out;

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: [
    { in: 'src/server/server.ts', out: 'server' },
    { in: 'src/server/cli/admin-create.ts', out: 'admin-create' },
    { in: 'src/server/cli/prepare-database.ts', out: 'prepare-database' },
  ],
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
await cp('src/server/db/migrations', `${outdir}/migrations`, { recursive: true });
