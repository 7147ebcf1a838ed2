import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'clf-lock-'));

describe('the data directory lock', () => {
  it('refuses a second owner while the first holds it, and frees it on release', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    // Another live process owns the lock: pretend this test's parent is that owner.
    writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that died', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'server.lock'), '999999999');
    const release = lockDataDir(dir);
    release();
  });

  it('creates the directory when it does not exist', () => {
    const dir = path.join(freshDir(), 'nested', 'data');
    lockDataDir(dir)();
    expect(existsSync(dir)).toBe(true);
  });
});
