import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';
import icons from 'unplugin-icons/vite';
import type { Messages } from '@lingui/core';
import { build as viteBuild, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import { firstScreens, type FirstScreen } from '#client/app/first-screens';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '#shared/i18n/languages';
import { lucideIcons } from './lucide-icons';
import { cutFontToTexts } from './shaped-font-cut';
import { compileCataloguePart } from './message-catalogues';
import { FIRST_SCREEN_START_SCRIPT } from '#shared/first-screen-start';
import {
  defaultUniversityConfig,
  universityConfigSchema,
  type UniversityConfig,
} from '#shared/university/university-config';

/** Where the built page keeps its (empty) app container. */
const ROOT_ELEMENT = '<div id="root"></div>';
/** The page's language, which each first screen's page states for itself. */
const HTML_LANG = /<html lang="[^"]*">/;
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

/** The Bangla face's file the stylesheet declares (fontsource's Bengali cut, every glyph of the script). */
const BANGLA_FONT_FILE = /^noto-sans-bengali-bengali-wght-normal-[\w-]+\.woff2$/;

interface FirstFont {
  rule: string;
  preload: string;
}

/** A cut written beside the fonts it was cut from, named by its bytes; its URL. */
async function writeCut(assetsDir: string, name: string, cut: Buffer): Promise<string> {
  const hash = createHash('sha256').update(cut).digest('base64url').slice(0, 8);
  const file = `${name}-wght-normal-${hash}.woff2`;
  await writeFile(path.join(assetsDir, file), cut);
  return `/assets/${file}`;
}

/** The @font-face of a cut (`family` as CSS writes it), at the weights the cuts keep, for exactly `characters`. */
function fontFaceRule(family: string, source: string, characters: Iterable<string>): string {
  const unicodeRange = [...new Set(characters)]
    .map((char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase()}`)
    .join(',');
  return `@font-face{font-family:${family};font-style:normal;font-display:swap;font-weight:${FIRST_FONT_WEIGHTS.min} ${FIRST_FONT_WEIGHTS.max};src:url(${source})format("woff2-variations");unicode-range:${unicodeRange}}`;
}

const preloadOf = (url: string) =>
  `<link rel="preload" as="font" type="font/woff2" crossorigin href="${url}">`;

/**
 * A font file cut to `text` (with the glyphs its letters join into), written
 * beside the file it was cut from; its @font-face rule and its preload.
 */
async function writeFirstFont(
  assetsDir: string,
  from: { file: string; family: string; name: string },
  text: string,
): Promise<FirstFont> {
  const subset = await subsetFont(await readFile(path.join(assetsDir, from.file)), text, {
    targetFormat: 'woff2',
    variationAxes: { wght: FIRST_FONT_WEIGHTS },
  });
  const url = await writeCut(assetsDir, `${from.name}-first-screens`, subset);
  // Declared after the stylesheet's faces of the same family, so it is the one chosen for its characters.
  return { rule: fontFaceRule(from.family, url, text), preload: preloadOf(url) };
}

/** What Bangla text is written with: the Bengali block, the danda (which Bangla shares with Devanagari) and the two joiners. */
const BENGALI_CHARACTERS = '\\u0964\\u0965\\u0980-\\u09FF\\u200C\\u200D';

/** A Bangla page's Bengali runs: its texts' and its attributes' (a placeholder is drawn too). */
const BENGALI_RUN = new RegExp(`[${BENGALI_CHARACTERS}]+`, 'gu');

const BENGALI_CHARACTER = new RegExp(`[${BENGALI_CHARACTERS}]`, 'u');

/** The family of the Bangla first screens' own cut, which draws their texts and no other (shaped-font-cut.ts). */
const FIRST_BANGLA_FAMILY = 'Noto Sans Bengali First Screens';

/**
 * The Bangla first screens' own cut of Noto Sans Bengali: the glyphs their texts are drawn
 * with, under a family of its own that only the inert, prerendered screen uses. Once the
 * app has drawn over it, the page asks for the whole face (styles.css) and draws with this
 * cut, the same glyphs, until it has arrived.
 */
async function writeFirstBanglaFont(assetsDir: string, from: string, markups: string[]): Promise<FirstFont> {
  const runs = [...new Set(markups.flatMap((markup) => markup.match(BENGALI_RUN) ?? []))];
  const cut = await cutFontToTexts(await readFile(path.join(assetsDir, from)), runs, FIRST_FONT_WEIGHTS);
  const url = await writeCut(assetsDir, 'noto-sans-bengali-first-screens', cut);
  const rule = [
    fontFaceRule(`'${FIRST_BANGLA_FAMILY}'`, url, runs.join('')),
    `html:lang(bn) #root[inert]{font-family:'${FIRST_LATIN_FAMILY}','${FIRST_BANGLA_FAMILY}',ui-sans-serif,system-ui,sans-serif}`,
  ].join('\n');
  return { rule, preload: preloadOf(url) };
}

/** The family of the Bangla first screens' cut of Inter, which draws their few Latin letters and nothing else. */
const FIRST_LATIN_FAMILY = 'Inter First Screens';

/** The characters of a drawn screen's texts and of what it draws from attributes (a placeholder, a value). */
function drawnCharacters(markup: string): Set<string> {
  const decoded = (text: string) =>
    text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) =>
      name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : "'",
    );
  const texts = [
    ...[...markup.matchAll(/>([^<]+)</g)].map((match) => match[1]!),
    ...[...markup.matchAll(/\s(?:placeholder|value)="([^"]*)"/g)].map((match) => match[1]!),
  ];
  return new Set(decoded(texts.join('')));
}

/**
 * The Latin letters of the Bangla first screens (the university's name, "English" on the
 * switch), cut from Inter and put in the page itself: a Bangla page's first paint then waits
 * for one font file, its Bengali cut, not two. The cut is a few kilobytes; the page sends it
 * again each time, where a file would be kept, so it holds only what these screens draw.
 * Once the app has drawn over the page, Latin text asks for Inter itself, as on English pages.
 */
async function firstLatinRule(assetsDir: string, from: string, markups: string[]): Promise<string> {
  const characters = new Set(
    markups.flatMap((markup) => [...drawnCharacters(markup)]).filter((char) => !BENGALI_CHARACTER.test(char)),
  );
  const text = [...characters].join('');
  const cut = await subsetFont(await readFile(path.join(assetsDir, from)), text, {
    targetFormat: 'woff2',
    variationAxes: { wght: FIRST_FONT_WEIGHTS },
  });
  return fontFaceRule(
    `'${FIRST_LATIN_FAMILY}'`,
    `data:font/woff2;base64,${cut.toString('base64')}`,
    characters,
  );
}

/** The family of the cut that draws the languages' own names (the language switch), whatever fonts the device has. */
const LANGUAGE_NAMES_FAMILY = 'Language Names';

/**
 * The language switch on an English page offers "বাংলা": a device with no Bengali font of
 * its own (many Linux desktops) would draw it as empty boxes, and the one person it is for
 * could not find it. Cut from Noto Sans Bengali to the glyphs of that word alone (a kilobyte
 * and a half), in a file of its own that a page fetches only to draw the switch. A first screen
 * declares it after its first paint, with the icons: in the page itself it made an English
 * sign-in page one round trip longer on a slow connection (decision 0088).
 */
async function languageNamesRule(assetsDir: string, banglaFile: string): Promise<string> {
  const names = LANGUAGES.map((language) => LANGUAGE_NAMES[language]).filter((name) =>
    BENGALI_CHARACTER.test(name),
  );
  const cut = await cutFontToTexts(
    await readFile(path.join(assetsDir, banglaFile)),
    names,
    FIRST_FONT_WEIGHTS,
  );
  return fontFaceRule(
    `'${LANGUAGE_NAMES_FAMILY}'`,
    await writeCut(assetsDir, 'language-names', cut),
    names.join(''),
  );
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
  renderFirstScreen(
    screen: FirstScreen,
    university: UniversityConfig,
    language: Language,
    messages: Messages,
  ): Promise<string>;
}

/** The chunk of a language's first catalogue part (src/client/lib/i18n.tsx imports it by this name). */
function firstMessagesChunk(manifest: Manifest, language: Language): string {
  const key = Object.keys(manifest).find((name) => name.endsWith(`virtual:messages-${language}-first`));
  if (!key) throw new Error(`The build has no chunk for the ${language} catalogue.`);
  return manifest[key]!.file;
}

/**
 * The first-screen renderer, built for Node by Vite from the client's own sources with the
 * client build's aliases and icons, so that what it draws (an inlined image's URL, an icon)
 * is what the app draws when it takes the page over. It is written under node_modules so
 * its imports of React and the router resolve to this project's packages.
 */
async function loadRenderer(
  config: ResolvedConfig,
): Promise<{ module: RenderModule; cleanup: () => Promise<void> }> {
  const outDir = path.join(
    config.root,
    '..',
    '..',
    'node_modules',
    '.cache',
    'prerender-shells',
    `${process.pid}-${Date.now()}`,
  );
  await viteBuild({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: config.resolve.alias },
    plugins: [icons(lucideIcons)],
    build: {
      ssr: 'app/render-first-screen.tsx',
      outDir,
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      target: 'node20',
      rolldownOptions: {
        // The catalogues are given to the renderer compiled; their modules are the client build's.
        external: [/^virtual:messages-/],
        output: { entryFileNames: 'render.mjs' },
        onLog(level, log, handler) {
          // react-router's "use client" marks it for servers that split client and server
          // components; a renderer to a string has nothing to split.
          if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
          handler(level, log);
        },
      },
    },
  });
  const module = (await import(pathToFileURL(path.join(outDir, 'render.mjs')).href)) as RenderModule;
  return { module, cleanup: () => rm(outDir, { recursive: true, force: true }) };
}

/**
 * What index.html's head asks for that a first paint does not need: the icons and the web app
 * manifest. A first screen adds them with its scripts, once it is painted.
 */
const AFTER_FIRST_PAINT_LINKS = /\s*<link rel="(?:icon|manifest|apple-touch-icon)"[^>]*>/g;

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
 *   of the font (writeFirstFont; a Bangla page's Bengali cut, its few Latin letters
 *   being in the page, firstLatinRule), declared after the stylesheet's faces. Without
 *   the preload the text is drawn in the fallback face and moves when Inter
 *   arrives, and the app, drawing it again in Inter, makes a later, larger paint
 *   (measured: LCP 2.5 s instead of 1.1 s);
 * - the icons and the manifest in a template the start script adds to the head, so
 *   that they are not fetched before the first paint either (decision 0088).
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

        const assetsDir = path.join(outDir, 'assets');
        const assets = await readdir(assetsDir);
        const banglaFile = assets.find((name) => BANGLA_FONT_FILE.test(name));
        if (!banglaFile) throw new Error('The build has no Noto Sans Bengali file to cut.');
        const languageNames = await languageNamesRule(assetsDir, banglaFile);

        const indexFile = path.join(outDir, 'index.html');
        const builtIndexHtml = await readFile(indexFile, 'utf8');
        await writeFile(
          indexFile,
          builtIndexHtml
            .replace('</title>', `</title>\n    ${fontPreload}`)
            .replace('</head>', () => `  <style>${languageNames}</style>\n  </head>`),
        );
        const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
        if (!entryKey) throw new Error('The build manifest names no entry.');
        const entry = manifest[entryKey]!;
        const entryChunks = chunksOf(manifest, entryKey);
        const afterFirstPaint = (builtIndexHtml.match(AFTER_FIRST_PAINT_LINKS) ?? []).map((link) =>
          link.trim(),
        );
        const shellHtml = builtIndexHtml
          .replace(ENTRY_SCRIPT, '')
          .replace(MODULE_PRELOAD, '')
          .replace(STYLESHEET, '')
          .replace(AFTER_FIRST_PAINT_LINKS, '');
        if (
          /<script(?![^>]*type="application\/json")|<link rel="(?:stylesheet|modulepreload)"/.test(shellHtml)
        ) {
          throw new Error('index.html loads something the first screens do not account for.');
        }

        const interFont = await writeFirstFont(
          assetsDir,
          { file: fontFile, family: 'Inter Variable', name: 'inter' },
          FIRST_FONT_TEXT,
        );

        const university = await buildUniversity();
        const { module, cleanup } = await loadRenderer(config);
        const written: { path: string; language: Language; file: string; needsSession: boolean }[] = [];
        try {
          await mkdir(path.join(outDir, 'first-screens'), { recursive: true });
          const drawn = [];
          for (const language of LANGUAGES) {
            const messages = (await compileCataloguePart(language, 'first')) as Messages;
            for (const screen of firstScreens) {
              const markup = await module.renderFirstScreen(screen, university, language, messages);
              if (/<script/i.test(markup)) throw new Error(`${screen.path} prerendered an inline script.`);
              drawn.push({ language, screen, markup });
            }
          }
          const banglaMarkups = drawn.filter((page) => page.language === 'bn').map((page) => page.markup);
          const banglaFont = await writeFirstBanglaFont(assetsDir, banglaFile, banglaMarkups);
          const banglaLatin = await firstLatinRule(assetsDir, fontFile, banglaMarkups);
          // English pages never draw a Bengali letter in Noto (styles.css), so they never fetch it.
          // A Bangla page declares Inter's cut, unloaded, for the Latin text the app draws later.
          const fontsOf: Record<Language, { rules: string[]; preloads: string[] }> = {
            en: { rules: [interFont.rule], preloads: [interFont.preload] },
            bn: { rules: [interFont.rule, banglaLatin, banglaFont.rule], preloads: [banglaFont.preload] },
          };
          for (const { language, screen, markup } of drawn) {
            const messagesChunk = firstMessagesChunk(manifest, language);
            const fonts = fontsOf[language];
            const routeChunks = new Set<string>();
            for (const key of screen.modules) chunksOf(manifest, key, routeChunks);
            const preloads = [...entryChunks, ...routeChunks, messagesChunk].filter(
              (file) => file !== entry.file,
            );
            const styles = new Set<string>(entry.css ?? []);
            for (const key of screen.modules) cssOf(manifest, key, styles);
            const css = [
              ...(await Promise.all([...styles].map((file) => readFile(path.join(outDir, file), 'utf8')))),
              ...fonts.rules,
            ].join('\n');
            if (/<\/style/i.test(css))
              throw new Error(`${screen.path}: a stylesheet cannot be inlined as it is.`);
            const start = `<script data-entry="/${escapeAttribute(entry.file)}" data-preload="${escapeAttribute(
              [...new Set(preloads)].map((file) => `/${file}`).join(' '),
            )}">${FIRST_SCREEN_START_SCRIPT}</script>`;
            // Replaced by functions: a "$" in the styles or the markup is no replacement pattern.
            const page = shellHtml
              .replace(HTML_LANG, () => `<html lang="${language}">`)
              .replace('</title>', () => `</title>\n    ${fonts.preloads.join('\n    ')}`)
              .replace('</head>', () => `  <style>${css}</style>\n  </head>`)
              .replace(
                ROOT_ELEMENT,
                () =>
                  `<div id="root" inert>${markup}</div>\n    <template data-after-first-paint>${[...afterFirstPaint, `<style>${languageNames}</style>`].join('')}</template>\n    ${start}`,
              );
            const file = `${screen.name}.${language}.html`;
            await writeFile(path.join(outDir, 'first-screens', file), page);
            written.push({ path: screen.path, language, file, needsSession: screen.audience === 'member' });
          }
          // What the server reads at start: which page answers which path in which language, for
          // whom, and the university they show (it serves them only when it runs for the same one);
          // and each language's first catalogue part, which every other page preloads in it.
          const index = {
            university,
            pages: written,
            messages: Object.fromEntries(
              LANGUAGES.map((language) => [language, `/${firstMessagesChunk(manifest, language)}`]),
            ),
          };
          await writeFile(path.join(outDir, 'first-screens', 'pages.json'), JSON.stringify(index));
        } finally {
          await cleanup();
        }
      },
    },
  };
}
