import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'clf-lock-'));
const lockFile = (dir: string) => path.join(dir, 'server.lock');
const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
const holders: ChildProcess[] = [];

afterEach(() => {
  for (const holder of holders.splice(0)) if (holder.exitCode === null) holder.kill('SIGKILL');
});

/** Another process that takes the lock on `dir` and keeps it until it is stopped. */
async function holdInAnotherProcess(dir: string): Promise<{ child: ChildProcess; exited: Promise<unknown> }> {
  const code = [
    `import { lockDataDir } from ${JSON.stringify(lockModule)};`,
    `const release = lockDataDir(${JSON.stringify(dir)});`,
    `process.on('SIGTERM', () => { release(); process.exit(0); });`,
    `console.log('locked');`,
    `setInterval(() => {}, 60_000);`,
  ].join('\n');
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  holders.push(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (status) => reject(new Error(`the lock holder ended early (${String(status)})`)));
  });
  return { child, exited };
}

describe('the data directory lock', () => {
  it('refuses the directory while another live process holds it, naming that process', async () => {
    const dir = freshDir();
    const holder = await holdInAnotherProcess(dir);

    let refusal: unknown;
    try {
      lockDataDir(dir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as DataDirLockedError).ownerPid).toBe(holder.child.pid);
    expect((refusal as DataDirLockedError).message).toContain(dir);
    // The refusal leaves the holder's lock as it was.
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(holder.child.pid));

    // Once the holder closes, it has released the directory and this process may have it.
    holder.child.kill('SIGTERM');
    await holder.exited;
    expect(existsSync(lockFile(dir))).toBe(false);
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    release();
  }, 30_000);

  it('takes over the lock of a process that died without releasing it', async () => {
    const dir = freshDir();
    const holder = await holdInAnotherProcess(dir);
    holder.child.kill('SIGKILL');
    await holder.exited;
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(holder.child.pid));

    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    release();
    expect(readdirSync(dir)).toEqual([]);
  }, 30_000);

  it('takes over an empty or unreadable lock file', () => {
    const dir = freshDir();
    writeFileSync(lockFile(dir), '');
    lockDataDir(dir)();
    writeFileSync(lockFile(dir), 'not a process');
    lockDataDir(dir)();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('frees the directory on release, once, and never removes a lock that is no longer its own', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    release();
    expect(existsSync(lockFile(dir))).toBe(false);

    // Released twice: the second time does nothing, even with a new owner in place.
    const next = lockDataDir(dir);
    release();
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    next();

    // A lock that another process has taken over since stays where it is.
    const stolen = lockDataDir(dir);
    writeFileSync(lockFile(dir), String(process.ppid));
    stolen();
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.ppid));
  });

  it('creates the directory when it does not exist', () => {
    const dir = path.join(freshDir(), 'nested', 'data');
    lockDataDir(dir)();
    expect(existsSync(dir)).toBe(true);
  });
});
