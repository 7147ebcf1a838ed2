// The whole test suite: unit and API tests (vitest; PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then browser tests (Playwright, Debian's Chromium).
// Ends with one line of totals across both runners, and fails if any process the
// runners started (a server, a browser) is still alive after them.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildClient, buildServer } from './start.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'clf-test-results-'));
const vitestJson = path.join(dir, 'vitest.json');
const playwrightJson = path.join(dir, 'playwright.json');
const only = process.argv[2]; // "unit" or "e2e" to run one half

// Every process started under this run inherits this mark in its environment, however
// deep, and keeps it after its parent is gone: that is how a left-over one is found.
const runId = `${process.pid}-${Date.now()}`;
const RUN_MARK = `CLF_TEST_RUN=${runId}`;

function run(command, args, env) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env, CLF_TEST_RUN: runId },
  });
  return result.status ?? 1;
}

/** Processes (other than this one) that carry this run's mark; Linux only (/proc). */
function leftOverProcesses() {
  if (!existsSync('/proc/self/environ')) return [];
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const environment = readFileSync(`/proc/${entry}/environ`, 'latin1').split('\0');
      if (!environment.includes(RUN_MARK)) continue;
      const command = readFileSync(`/proc/${entry}/cmdline`, 'latin1').split('\0').join(' ').trim();
      found.push({ pid: Number(entry), command });
    } catch {
      // Ended meanwhile, or not ours to read.
    }
  }
  return found;
}

/** Gives processes that are closing a few seconds, then names and stops whatever is left. */
function checkNothingLeftBehind() {
  const deadline = Date.now() + 5_000;
  let left = leftOverProcesses();
  while (left.length > 0 && Date.now() < deadline) {
    spawnSync('sleep', ['0.2']);
    left = leftOverProcesses();
  }
  if (left.length === 0) return true;
  console.error(`\nThe test run left ${left.length} process(es) behind:`);
  for (const { pid, command } of left) {
    console.error(`  ${pid}  ${command}`);
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  return false;
}

/** The exit status of a child process, once it has ended (1 if it could not start or was killed). */
function exited(child) {
  return new Promise((resolve) => {
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

// One production build of the client serves both runners (the size budget and the browser
// tests), and one bundle of the server (the tests that start it as a process); each runner
// builds its own when run alone. The server's goes inside the project, where its packages resolve.
const serverDir = path.resolve(`dist/test-server-${runId}`);
if (buildServer({ outDir: serverDir }) !== 0) {
  console.error('The server did not build.');
  process.exit(1);
}
// One migrated embedded database serves both runners too: each API test file starts from a
// copy, and so does the browser tests' server, which otherwise migrates a new one while every
// worker waits. Made by the server's own first-start step, while the client builds beside it,
// as `npm start` builds: each of the two keeps one core busy for about as long.
const pgliteTemplateDir = path.join(dir, 'pglite-template');
const { DATABASE_URL: _postgres, ...embedded } = process.env;
const preparing = exited(
  spawn(process.execPath, [path.join(serverDir, 'prepare-database.js')], {
    stdio: 'inherit',
    env: { ...embedded, NODE_ENV: 'development', DATA_DIR: pgliteTemplateDir, CLF_TEST_RUN: runId },
  }),
);
const clientDir = path.join(dir, 'client');
const clientBuilt = buildClient({ outDir: clientDir, logLevel: 'warn' });
const prepared = await preparing;
if (clientBuilt !== 0) {
  console.error('The client did not build.');
  process.exit(1);
}
if (prepared !== 0) {
  console.error('The embedded database for the tests was not made.');
  process.exit(1);
}
const built = {
  TEST_CLIENT_DIR: clientDir,
  TEST_SERVER_DIR: serverDir,
  TEST_PGLITE_TEMPLATE_DIR: pgliteTemplateDir,
};

let failedRunners = 0;
const totals = { passed: 0, failed: 0, skipped: 0 };

if (only !== 'e2e') {
  if (run('npx', ['vitest', 'run'], { ...built, VITEST_JSON_FILE: vitestJson }) !== 0) failedRunners += 1;
  const report = readJson(vitestJson);
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  }
}

if (only !== 'unit') {
  if (run('npx', ['playwright', 'test'], { ...built, PLAYWRIGHT_JSON_FILE: playwrightJson }) !== 0)
    failedRunners += 1;
  const report = readJson(playwrightJson);
  if (report) {
    totals.passed += report.stats.expected + report.stats.flaky;
    totals.failed += report.stats.unexpected;
    totals.skipped += report.stats.skipped;
  }
}

rmSync(dir, { recursive: true, force: true });
rmSync(serverDir, { recursive: true, force: true });
if (!checkNothingLeftBehind()) failedRunners += 1;
if (failedRunners > 0 && totals.failed === 0) totals.failed = failedRunners;
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedRunners > 0 ? 1 : 0);
