import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The README promises the Node version package.json's `engines` names. Every package the
 * lock file installs must run on it: one that asks for a later Node makes `npm ci` print
 * EBADENGINE warnings, and may use what that Node lacks. package.json's `overrides` pin a
 * version that supports it when a dependency's own range allows only a later one.
 */
interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockedPackage>;
};

describe('the Node version the README promises', () => {
  const promised = semver.minVersion(manifest.engines.node)!.version;

  it(`is one that every locked package supports (${promised})`, () => {
    const refusing = Object.entries(lock.packages)
      .filter(([where]) => where !== '')
      .flatMap(([where, locked]) => {
        const range = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
        if (!range || semver.satisfies(promised, range, { includePrerelease: true })) return [];
        return [`${where.replace(/^.*node_modules\//, '')}@${locked.version} needs Node ${range}`];
      });
    expect(refusing).toEqual([]);
  });
});
