// `npm start`: builds only when the sources changed since the last build, then runs the
// built server. The build's inputs are fingerprinted (path, size and content of every
// file) and the fingerprint is kept in dist/ beside what it produced.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What the server runs with unless the caller's environment says otherwise.
 * glibc gives the threads that allocate their own malloc arenas, up to eight per
 * core, and what they free mostly stays with the process: V8's compiler threads
 * and zlib's held some 70 MB that way in a server on the embedded database. With
 * two arenas it was ready at 25-35 MB less, with the same throughput (decision
 * 0032). Other C libraries ignore the variable.
 */
export const SERVER_ENVIRONMENT = { MALLOC_ARENA_MAX: '2' };

const INPUTS = [
  'src',
  'scripts/build-server.mjs',
  'scripts/vite-plugins',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];
const STAMP = 'dist/build-inputs.sha256';
const OUTPUTS = ['dist/server/server.js', 'dist/client/index.html'];

function filesOf(entry) {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(entry, name))
    .filter((file) => statSync(file).isFile() && !/\.test\.tsx?$/.test(file));
}

export function buildInputsHash(inputs = INPUTS) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(filesOf).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * Vite warns, in twelve lines on every build, that its config is not ready for a config
 * loader planned for a later major version: Node's own TypeScript loading, which Node 20
 * does not have. Nothing can be done about it on Node 20, so buildClient (the start's,
 * the tests' and the benches' builds) asks Vite not to say it; `npm run build` and
 * `npm run dev` set the same variable in package.json.
 */
export const BUILD_ENVIRONMENT = { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Builds the client with Vite, into `outDir` when given (the tests' and benches' own
 * folders) and into dist/client otherwise. Returns Vite's exit status. Always the production
 * build: Vite takes React's development build when NODE_ENV says anything else, and vitest
 * sets it to `test`.
 */
export function buildClient({ outDir, logLevel } = {}) {
  const args = [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'];
  if (logLevel) args.push('--logLevel', logLevel);
  const env = {
    ...process.env,
    ...BUILD_ENVIRONMENT,
    NODE_ENV: 'production',
    ...(outDir ? { CLIENT_OUT_DIR: outDir } : {}),
  };
  return spawnSync(process.execPath, args, { stdio: 'inherit', cwd: ROOT, env }).status ?? 1;
}

/**
 * Bundles the server and its commands (scripts/build-server.mjs) into `outDir` when given (the
 * tests' own folder, inside the project so the bundle finds node_modules) and into dist/server
 * otherwise. Returns esbuild's exit status.
 */
export function buildServer({ outDir } = {}) {
  const args = [path.join(ROOT, 'scripts/build-server.mjs'), ...(outDir ? ['--out', outDir] : [])];
  return spawnSync(process.execPath, args, { stdio: 'inherit', cwd: ROOT }).status ?? 1;
}

function exitOnFailure(status) {
  if (status !== 0) process.exit(status ?? 1);
}

function exited(child) {
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  });
}

/**
 * `npm run build`'s two steps, the server's first: its bundle holds the command that
 * creates the embedded database, which then runs while the client builds. On a first
 * start the two take about as long each; one after the other, the start took twice as long.
 */
async function build() {
  exitOnFailure(buildServer());
  const preparing = exited(
    spawn(process.execPath, ['dist/server/prepare-database.js'], { stdio: 'inherit' }),
  );
  // Vite's list of every chunk it wrote says nothing to someone starting the app; its
  // warnings and errors still print.
  exitOnFailure(buildClient({ logLevel: 'warn' }));
  exitOnFailure(await preparing);
}

const secondsSince = (start) => ((performance.now() - start) / 1000).toFixed(1);

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const current = buildInputsHash();
  const built = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : null;
  if (built !== current || !OUTPUTS.every((file) => existsSync(file))) {
    const started = performance.now();
    console.log(
      built
        ? 'Sources changed since the last build: building the app (some 15 s on an idle machine).'
        : 'First start: building the app and creating its database (some 20 s on an idle machine).',
    );
    await build();
    writeFileSync(STAMP, `${current}\n`);
    console.log(`Built in ${secondsSince(started)} s. Starting the server.`);
  } else {
    console.log('The build is up to date with the sources.');
  }
  const server = spawn(process.execPath, ['dist/server/server.js'], {
    stdio: 'inherit',
    env: { ...SERVER_ENVIRONMENT, ...process.env },
  });
  // The server shuts down gracefully on these; pass them on rather than leave it behind.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  // npm runs this under `sh -c`, and a shell sent SIGTERM (Debian's dash) ends without
  // passing it on, which left this process and the server running. The parent going
  // away means the same.
  const parent = process.ppid;
  const watchParent = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watchParent);
    server.kill('SIGTERM');
  }, 500);
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
