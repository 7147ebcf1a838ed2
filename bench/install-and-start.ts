/**
 * A fresh clone to a healthy server, as the README tells a person to do it (part of
 * `npm run bench`, or alone: `tsx bench/install-and-start.ts`). Clones the current
 * commit into a temporary folder, runs the README's "Run it" command there step by
 * step, timing each, until `/api/health` answers; then stops the server and times a
 * restart on the data it made. Prints the figures and writes
 * bench/results/install-and-start-*.json with the machine's load.
 *
 * What it cannot control: npm's cache (~/.npm). A machine that never installed these
 * packages also downloads them; here they come from the cache, as on any second install.
 * Clones are deleted together at the end, not one by one: an install that followed the
 * deletion of the one before took 4-6 s more.
 *
 * Env: BENCH_FRESH_CLONES (how many clones, one after the other; 1).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, killGroup, stopProcessGroup, waitForHealth } from '#tests/support/local-server';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..');
const CLONES = Number(process.env.BENCH_FRESH_CLONES ?? 1);
/** Long enough for a slow install, short enough that a server that never answers ends the run. */
const HEALTHY_WITHIN_MS = 180_000;

const seconds = (ms: number) => Math.round(ms / 10) / 100;
const loadAverage = () => loadavg().map((value) => Math.round(value * 100) / 100);

/** The steps of the README's "Run it" command, e.g. `npm ci --omit=dev` and `npm start`. */
async function readmeStartSteps(): Promise<string[]> {
  const text = await readFile(path.join(root, 'README.md'), 'utf8');
  const command = /## Run it[\s\S]*?```sh\n(.+)\n```/.exec(text)?.[1];
  if (!command) throw new Error('README.md has no sh block under "## Run it"');
  return command.split('&&').map((step) => step.trim());
}

/**
 * What a person's shell would hold: the path, the home with npm's cache, the locale;
 * not this run's DATABASE_URL or any other of the app's settings.
 */
function personEnvironment(port: number): NodeJS.ProcessEnv {
  const kept = ['PATH', 'HOME', 'LANG', 'TMPDIR', 'USER', 'SHELL', 'TERM'];
  return {
    ...Object.fromEntries(kept.filter((name) => process.env[name]).map((name) => [name, process.env[name]])),
    PORT: String(port),
  };
}

function runStep(step: string, cwd: string, env: NodeJS.ProcessEnv) {
  const started = performance.now();
  const result = spawnSync('sh', ['-c', step], { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0)
    throw new Error(`\`${step}\` exited with ${result.status}:\n${result.stderr.slice(-2000)}`);
  return performance.now() - started;
}

/** Runs a step that serves, in a process group of its own so that stopping it stops the server too. */
async function serveUntilHealthy(step: string, cwd: string, env: NodeJS.ProcessEnv, port: number) {
  const started = performance.now();
  const child = spawn('sh', ['-c', step], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, child, () => output, {
      pollMs: 50,
      timeoutMs: HEALTHY_WITHIN_MS,
    });
  } catch (error) {
    killGroup(child, 'SIGKILL');
    throw error;
  }
  return { ms: performance.now() - started, stop: () => stopProcessGroup(child) };
}

async function countFiles(dir: string) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

async function oneClone(steps: string[], dir: string) {
  runStep(`git clone --quiet --no-hardlinks "${root}" "${dir}"`, tmpdir(), process.env);
  const port = await freePort();
  const env = personEnvironment(port);
  const loadAtStart = loadAverage();
  const stepTimes: { step: string; seconds: number }[] = [];
  for (const step of steps.slice(0, -1)) stepTimes.push({ step, seconds: seconds(runStep(step, dir, env)) });
  const last = steps.at(-1)!;
  const first = await serveUntilHealthy(last, dir, env, port);
  stepTimes.push({ step: `${last} (to healthy)`, seconds: seconds(first.ms) });
  await first.stop();
  const restart = await serveUntilHealthy('npm start', dir, env, port);
  await restart.stop();
  return {
    loadAtStart,
    steps: stepTimes,
    totalSeconds: seconds(stepTimes.reduce((sum, { seconds: s }) => sum + s * 1000, 0)),
    restartSeconds: seconds(restart.ms),
    installedFiles: await countFiles(path.join(dir, 'node_modules')),
  };
}

export async function runInstallAndStartBench() {
  const steps = await readmeStartSteps();
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: root,
    encoding: 'utf8',
  }).stdout.trim();
  const npm = spawnSync('npm', ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(
    `\na fresh clone of ${commit} to healthy: ${steps.join(' && ')} (npm ${npm}, ${CLONES} clone(s))`,
  );
  // Every clone is deleted only after the last one is timed: for seconds after rm returns,
  // the disk is still freeing a deleted install's 13,000 files, and an install started
  // meanwhile took 4-6 s more of system time (sync did not help). A person's fresh clone
  // does not follow such a deletion.
  const clonesDir = await mkdtemp(path.join(tmpdir(), 'clf-fresh-clones-'));
  const runs = [];
  try {
    for (let run = 0; run < CLONES; run++) runs.push(await oneClone(steps, path.join(clonesDir, `${run}`)));
  } finally {
    await rm(clonesDir, { recursive: true, force: true });
  }
  console.table(
    runs.map((run) => ({
      ...Object.fromEntries(run.steps.map(({ step, seconds: s }) => [step, s])),
      'total s': run.totalSeconds,
      'restart s': run.restartSeconds,
      'files installed': run.installedFiles,
      'load at start': run.loadAtStart[0],
    })),
  );
  const dir = path.join(here, 'results');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `install-and-start-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const report = {
    at: new Date().toISOString(),
    commit,
    node: process.version,
    npm,
    cores: availableParallelism(),
    command: steps.join(' && '),
    loadAverage: loadAverage(),
    runs,
  };
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written to ${path.relative(process.cwd(), file)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runInstallAndStartBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
