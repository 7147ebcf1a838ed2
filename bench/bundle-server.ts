import path from 'node:path';
import { build } from 'esbuild';

/**
 * A tree's bench server (`bench/server.ts`), bundled as scripts/build-server.mjs
 * bundles the server: dependencies left to node_modules, so `outfile` lies
 * inside that tree, where the bundle finds them. Resolves to `outfile`.
 */
export async function bundleBenchServer(root: string, outfile: string): Promise<string> {
  await build({
    entryPoints: [path.join(root, 'bench', 'server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  return outfile;
}
