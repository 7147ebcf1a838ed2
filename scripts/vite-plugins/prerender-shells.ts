import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { Manifest, Plugin, ResolvedConfig } from 'vite';
import type { FirstScreen } from '../../src/client/app/first-screens';
import {
  defaultUniversityConfig,
  universityConfigSchema,
  type UniversityConfig,
} from '../../src/shared/university/university-config';

/** Where the built page keeps its (empty) app container. */
const ROOT_ELEMENT = '<div id="root"></div>';
/** The one Inter file English text needs; the others are fetched only for other scripts. */
const FONT_FILE = /^inter-latin-wght-normal-[\w-]+\.woff2$/;

/** The university the server will run for, read as the server reads it. */
async function buildUniversity(): Promise<UniversityConfig> {
  const file = process.env.UNIVERSITY_CONFIG_FILE;
  if (!file) return defaultUniversityConfig;
  return universityConfigSchema.parse(JSON.parse(await readFile(path.resolve(file), 'utf8')));
}

/** Every JavaScript chunk a module loads before it runs: itself and its static imports. */
function chunksOf(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build has no chunk for ${key}.`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, into);
  return into;
}

/** Every stylesheet a module needs: its own and its static imports'. */
function cssOf(manifest: Manifest, key: string, into: Set<string>, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return into;
  seen.add(key);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) cssOf(manifest, imported, into, seen);
  return into;
}

interface RenderModule {
  firstScreens: FirstScreen[];
  renderFirstScreen(screen: FirstScreen, university: UniversityConfig): Promise<string>;
}

/**
 * The first-screen renderer bundled for Node from the client's own sources. It
 * is written under node_modules so its imports of React and the router resolve
 * to this project's packages.
 */
async function loadRenderer(root: string): Promise<{ module: RenderModule; cleanup: () => Promise<void> }> {
  const dir = path.join(root, '..', '..', 'node_modules', '.cache', 'prerender-shells');
  const outfile = path.join(dir, `render-${process.pid}-${Date.now()}.mjs`);
  await build({
    stdin: {
      contents: `export { renderFirstScreen } from './app/render-first-screen';
        export { firstScreens } from './app/first-screens';`,
      resolveDir: root,
      loader: 'ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    // Styles come from the client build; small images inline as the client build inlines them.
    loader: { '.css': 'empty', '.svg': 'dataurl' },
    packages: 'external',
    logLevel: 'warning',
  });
  const module = (await import(pathToFileURL(outfile).href)) as RenderModule;
  return { module, cleanup: () => rm(outfile, { force: true }) };
}

/**
 * After the client build: draws the first screens (first-screens.ts) to static
 * HTML through the app's own routes, and writes one page per screen into
 * `first-screens/` with the screen in #root and its route chunks preloaded.
 * The screen is inert (seen, not used) until the app draws over it: a click or
 * a key pressed in it before then would otherwise be lost.
 * Every page also preloads the Inter file its text uses, so text is drawn in
 * its font at once instead of swapping late.
 */
export function prerenderShells(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-shells',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const manifest = JSON.parse(
          await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
        ) as Manifest;
        const fontFile = (await readdir(path.join(outDir, 'assets'))).find((name) => FONT_FILE.test(name));
        if (!fontFile) throw new Error('The build has no Inter latin font file to preload.');
        const fontPreload = `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${fontFile}">`;

        const indexFile = path.join(outDir, 'index.html');
        const indexHtml = (await readFile(indexFile, 'utf8')).replace(
          '</title>',
          `</title>\n    ${fontPreload}`,
        );
        await writeFile(indexFile, indexHtml);
        const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
        if (!entryKey) throw new Error('The build manifest names no entry.');
        const entryChunks = chunksOf(manifest, entryKey);

        const university = await buildUniversity();
        const { module, cleanup } = await loadRenderer(config.root);
        try {
          await mkdir(path.join(outDir, 'first-screens'), { recursive: true });
          for (const screen of module.firstScreens) {
            const markup = await module.renderFirstScreen(screen, university);
            if (/<script/i.test(markup)) throw new Error(`${screen.path} prerendered an inline script.`);
            const routeChunks = new Set<string>();
            for (const key of screen.modules) chunksOf(manifest, key, routeChunks);
            const preloads = [...routeChunks]
              .filter((file) => !entryChunks.has(file))
              .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
              .join('\n    ');
            // The route's own stylesheets too, so the screen is drawn styled (the entry's
            // is in the page already).
            const routeStyles = new Set<string>();
            for (const key of screen.modules) cssOf(manifest, key, routeStyles);
            const styleLinks = [...routeStyles]
              .filter((file) => !indexHtml.includes(`/${file}"`))
              .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
            const page = indexHtml
              .replace('</head>', `  ${[...styleLinks, preloads].join('\n    ')}\n  </head>`)
              .replace(ROOT_ELEMENT, `<div id="root" inert>${markup}</div>`);
            await writeFile(path.join(outDir, 'first-screens', `${screen.name}.html`), page);
          }
          // What the server reads at start: which page answers which path, for whom, and the
          // university they show (it serves them only when it runs for the same one).
          const index = {
            university,
            pages: module.firstScreens.map((screen) => ({
              path: screen.path,
              file: `${screen.name}.html`,
              needsSession: screen.audience === 'member',
            })),
          };
          await writeFile(path.join(outDir, 'first-screens', 'pages.json'), JSON.stringify(index));
        } finally {
          await cleanup();
        }
      },
    },
  };
}
