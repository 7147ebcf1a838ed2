// The npm registry mirror this project is built against does not carry the
// prebuilt binaries of other platforms for some packages (e.g. Tailwind's
// macOS and Windows engines), so `npm install` leaves them out of
// package-lock.json, and then `npm ci` refuses the lock as out of sync.
// This adds the missing optional platform entries, with their os/cpu, so
// `npm ci` accepts the lock and skips them on Linux, and another platform
// still installs its own binary from the public registry. Run it after any
// `npm install` that changes these packages: node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const PLATFORMS = {
  'android-arm-eabi': { os: ['android'], cpu: ['arm'] },
  'android-arm64': { os: ['android'], cpu: ['arm64'] },
  'darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'freebsd-x64': { os: ['freebsd'], cpu: ['x64'] },
  'linux-arm-gnueabihf': { os: ['linux'], cpu: ['arm'] },
  'linux-arm-musleabihf': { os: ['linux'], cpu: ['arm'], libc: ['musl'] },
  'linux-arm64-gnu': { os: ['linux'], cpu: ['arm64'], libc: ['glibc'] },
  'linux-arm64-musl': { os: ['linux'], cpu: ['arm64'], libc: ['musl'] },
  'linux-loong64-gnu': { os: ['linux'], cpu: ['loong64'], libc: ['glibc'] },
  'linux-loong64-musl': { os: ['linux'], cpu: ['loong64'], libc: ['musl'] },
  'linux-ppc64-gnu': { os: ['linux'], cpu: ['ppc64'], libc: ['glibc'] },
  'linux-riscv64-gnu': { os: ['linux'], cpu: ['riscv64'], libc: ['glibc'] },
  'linux-riscv64-musl': { os: ['linux'], cpu: ['riscv64'], libc: ['musl'] },
  'linux-s390x-gnu': { os: ['linux'], cpu: ['s390x'], libc: ['glibc'] },
  'linux-x64-gnu': { os: ['linux'], cpu: ['x64'], libc: ['glibc'] },
  'linux-x64-musl': { os: ['linux'], cpu: ['x64'], libc: ['musl'] },
  'openharmony-arm64': { os: ['openharmony'], cpu: ['arm64'] },
  'wasm32-wasi': { cpu: ['wasm32'] },
  'win32-arm64-msvc': { os: ['win32'], cpu: ['arm64'] },
  'win32-ia32-msvc': { os: ['win32'], cpu: ['ia32'] },
  'win32-x64-msvc': { os: ['win32'], cpu: ['x64'] },
};

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const target = `node_modules/${name}`;
    if (lock.packages[target]) continue;
    const suffix = Object.keys(PLATFORMS).find((platform) => name.endsWith(`-${platform}`));
    if (!suffix) continue;
    lock.packages[target] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...PLATFORMS[suffix],
    };
    added += 1;
    console.log(`added ${name}@${version} (optional for ${location || 'the project'})`);
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(added ? `${added} entries added` : 'lock file already complete');
