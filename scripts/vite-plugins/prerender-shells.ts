import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin as EsbuildPlugin } from 'esbuild';
import subsetFont from 'subset-font';
import icons from 'unplugin-icons/esbuild';
import type { Manifest, Plugin, ResolvedConfig } from 'vite';
import type { FirstScreen } from '#client/app/first-screens';
import { lucideIcons } from './lucide-icons';
import { FIRST_SCREEN_START_SCRIPT } from '#shared/first-screen-start';
import {
  defaultUniversityConfig,
  universityConfigSchema,
  type UniversityConfig,
} from '#shared/university/university-config';

/** Where the built page keeps its (empty) app container. */
const ROOT_ELEMENT = '<div id="root"></div>';
/** The one Inter file English text needs; the others are fetched only for other scripts. */
const FONT_FILE = /^inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * What the first screens' own font file holds: printable ASCII and the few signs
 * the screens and their messages use, at the weights the app uses (400-700).
 * 21 KB instead of the latin file's 48 KB. Any other character is drawn from
 * the latin file, fetched only when such a character is shown.
 */
const FIRST_FONT_TEXT = `${Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('')}©–—‘’“”•…`;
const FIRST_FONT_WEIGHTS = { min: 400, max: 700 };

/** The latin Inter file cut to FIRST_FONT_TEXT, written beside it; its @font-face rule and file name. */
async function writeFirstFont(assetsDir: string, latinFile: string): Promise<{ rule: string; file: string }> {
  const subset = await subsetFont(await readFile(path.join(assetsDir, latinFile)), FIRST_FONT_TEXT, {
    targetFormat: 'woff2',
    variationAxes: { wght: FIRST_FONT_WEIGHTS },
  });
  const hash = createHash('sha256').update(subset).digest('base64url').slice(0, 8);
  const file = `inter-first-screens-wght-normal-${hash}.woff2`;
  await writeFile(path.join(assetsDir, file), subset);
  const unicodeRange = [...new Set(FIRST_FONT_TEXT)]
    .map((char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase()}`)
    .join(',');
  // Declared after the stylesheet's faces of the same family, so it is the one chosen for its characters.
  const rule = `@font-face{font-family:Inter Variable;font-style:normal;font-display:swap;font-weight:${FIRST_FONT_WEIGHTS.min} ${FIRST_FONT_WEIGHTS.max};src:url(/assets/${file})format("woff2-variations");unicode-range:${unicodeRange}}`;
  return { rule, file };
}

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
 * `#client/…` as Vite reads it: package.json maps it to src/client with the file's
 * extension left out, and esbuild, unlike Vite, tries no extensions on such a target.
 */
function clientImports(root: string): EsbuildPlugin {
  return {
    name: 'client-imports',
    setup(build) {
      build.onResolve({ filter: /^#client\// }, (args) =>
        build.resolve(`./${args.path.slice('#client/'.length)}`, { kind: args.kind, resolveDir: root }),
      );
    },
  };
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
    // The icons' modules come from a plugin, with no folder to resolve from.
    external: ['react'],
    plugins: [clientImports(root), icons(lucideIcons)],
    logLevel: 'warning',
  });
  const module = (await import(pathToFileURL(outfile).href)) as RenderModule;
  return { module, cleanup: () => rm(outfile, { force: true }) };
}

/** What index.html loads before its first paint: the entry, its preloads, its stylesheet. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="[^"]+"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
const STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="[^"]+">/g;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * After the client build: draws the first screens (first-screens.ts) to static
 * HTML through the app's own routes, and writes one page per screen into
 * `first-screens/` that paints from itself alone:
 * - the screen in #root, inert (seen, not used) until the app draws over it: a
 *   click or a key pressed in it before then would otherwise be lost;
 * - the stylesheets it needs (the entry's and the route's) inlined, so nothing
 *   is fetched before the first paint (CSP style-src already allows inline styles:
 *   the toaster and Radix set them);
 * - no script or preload in the head: the one inline script at the end
 *   (src/shared/first-screen-start.ts, allowed by its hash) requests the entry and
 *   the route's chunks once the screen is painted, so on a slow connection the
 *   first paint does not share it with them.
 * - the one request it starts before its first paint: a preload of its own cut
 *   of the font (writeFirstFont), declared after the stylesheet's faces. Without
 *   the preload the text is drawn in the fallback face and moves when Inter
 *   arrives, and the app, drawing it again in Inter, makes a later, larger paint
 *   (measured: LCP 2.5 s instead of 1.1 s).
 * index.html (every other page, drawn by the app) preloads the latin file instead.
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
        const builtIndexHtml = await readFile(indexFile, 'utf8');
        await writeFile(indexFile, builtIndexHtml.replace('</title>', `</title>\n    ${fontPreload}`));
        const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
        if (!entryKey) throw new Error('The build manifest names no entry.');
        const entry = manifest[entryKey]!;
        const entryChunks = chunksOf(manifest, entryKey);
        const shellHtml = builtIndexHtml
          .replace(ENTRY_SCRIPT, '')
          .replace(MODULE_PRELOAD, '')
          .replace(STYLESHEET, '');
        if (
          /<script(?![^>]*type="application\/json")|<link rel="(?:stylesheet|modulepreload)"/.test(shellHtml)
        ) {
          throw new Error('index.html loads something the first screens do not account for.');
        }

        const firstFont = await writeFirstFont(path.join(outDir, 'assets'), fontFile);
        const firstFontPreload = `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${firstFont.file}">`;

        const university = await buildUniversity();
        const { module, cleanup } = await loadRenderer(config.root);
        try {
          await mkdir(path.join(outDir, 'first-screens'), { recursive: true });
          for (const screen of module.firstScreens) {
            const markup = await module.renderFirstScreen(screen, university);
            if (/<script/i.test(markup)) throw new Error(`${screen.path} prerendered an inline script.`);
            const routeChunks = new Set<string>();
            for (const key of screen.modules) chunksOf(manifest, key, routeChunks);
            const preloads = [...entryChunks, ...routeChunks].filter((file) => file !== entry.file);
            const styles = new Set<string>(entry.css ?? []);
            for (const key of screen.modules) cssOf(manifest, key, styles);
            const css = [
              ...(await Promise.all([...styles].map((file) => readFile(path.join(outDir, file), 'utf8')))),
              firstFont.rule,
            ].join('\n');
            if (/<\/style/i.test(css))
              throw new Error(`${screen.path}: a stylesheet cannot be inlined as it is.`);
            const start = `<script data-entry="/${escapeAttribute(entry.file)}" data-preload="${escapeAttribute(
              [...new Set(preloads)].map((file) => `/${file}`).join(' '),
            )}">${FIRST_SCREEN_START_SCRIPT}</script>`;
            // Replaced by functions: a "$" in the styles or the markup is no replacement pattern.
            const page = shellHtml
              .replace('</title>', () => `</title>\n    ${firstFontPreload}`)
              .replace('</head>', () => `  <style>${css}</style>\n  </head>`)
              .replace(ROOT_ELEMENT, () => `<div id="root" inert>${markup}</div>\n    ${start}`);
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
