// The whole test suite: unit and API tests (vitest; PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then browser tests (Playwright, Debian's Chromium).
// Ends with one line of totals across both runners.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(tmpdir(), 'clf-test-results-'));
const vitestJson = path.join(dir, 'vitest.json');
const playwrightJson = path.join(dir, 'playwright.json');
const only = process.argv[2]; // "unit" or "e2e" to run one half

function run(command, args, env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

let failedRunners = 0;
const totals = { passed: 0, failed: 0, skipped: 0 };

if (only !== 'e2e') {
  if (run('npx', ['vitest', 'run'], { VITEST_JSON_FILE: vitestJson }) !== 0) failedRunners += 1;
  const report = readJson(vitestJson);
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  }
}

if (only !== 'unit') {
  if (run('npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_FILE: playwrightJson }) !== 0) failedRunners += 1;
  const report = readJson(playwrightJson);
  if (report) {
    totals.passed += report.stats.expected + report.stats.flaky;
    totals.failed += report.stats.unexpected;
    totals.skipped += report.stats.skipped;
  }
}

rmSync(dir, { recursive: true, force: true });
if (failedRunners > 0 && totals.failed === 0) totals.failed = failedRunners;
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedRunners > 0 ? 1 : 0);
