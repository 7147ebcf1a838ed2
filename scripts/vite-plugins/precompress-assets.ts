import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; fonts and images are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/**
 * Pages are not copied: the server fills in the university's settings at start
 * and compresses them as it sends them. The build manifest is never served.
 */
const SKIPPED = /(?:\.html$|^\.vite\/|^first-screens\/)/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) copy beside every text file
 * of the build, once, so the server sends them as they are (@fastify/static
 * `preCompressed`) instead of compressing the same bytes on every request.
 */
export function precompressAssets(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After the pages are prerendered (prerender-shells.ts).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const jobs: Promise<void>[] = [];
        for await (const file of filesUnder(outDir)) {
          const relative = path.relative(outDir, file).split(path.sep).join('/');
          if (!COMPRESSIBLE.test(file) || SKIPPED.test(relative)) continue;
          jobs.push(
            (async () => {
              const raw = await readFile(file);
              if (raw.length < MIN_BYTES) return;
              const [br, gz] = await Promise.all([
                brotli(raw, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                    [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                  },
                }),
                gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
              ]);
              await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
            })(),
          );
        }
        await Promise.all(jobs);
      },
    },
  };
}
