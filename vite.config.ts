import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import icons from 'unplugin-icons/vite';
import { defineConfig } from 'vite';
import { firstScreenChunks } from './scripts/vite-plugins/first-screen-chunks';
import { lucideIcons } from './scripts/vite-plugins/lucide-icons';
import { messageCatalogues } from './scripts/vite-plugins/message-catalogues';
import { precompressAssets } from './scripts/vite-plugins/precompress-assets';
import { prerenderShells } from './scripts/vite-plugins/prerender-shells';

const apiPort = process.env.API_PORT ?? '3000';
const require = createRequire(import.meta.url);

/**
 * react-router's export map names only its development build (dev warnings on);
 * its production build sits beside it with the same files, so a production
 * bundle takes that one instead.
 */
const reactRouterProduction = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ mode }) => ({
  root: 'src/client',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    icons(lucideIcons),
    messageCatalogues(),
    firstScreenChunks(),
    prerenderShells(),
    precompressAssets(),
  ],
  resolve: {
    alias: [
      ...(mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  build: {
    outDir: process.env.CLIENT_OUT_DIR ?? '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // Read by the prerender step and the first-visit budget test to know which
    // chunks a route loads.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/oidc': `http://127.0.0.1:${apiPort}`,
      '/dev': `http://127.0.0.1:${apiPort}`,
    },
  },
}));
