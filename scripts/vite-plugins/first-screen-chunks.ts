import path from 'node:path';
import type { Plugin } from 'vite';
import { firstScreens } from '#client/app/first-screens';

type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
};

/** Every module `from` loads before it runs: itself and its static imports, transitively. */
function staticClosure(graph: ModuleGraph, from: string[]): Set<string> {
  const seen = new Set<string>();
  const waiting = [...from];
  while (waiting.length > 0) {
    const id = waiting.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    waiting.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * A production build splits the first screens' code into few chunks: the browser
 * spends a task on every module script it fetches, compiles and links, and a
 * member's first visit to the search screen used to start about 28 of them.
 *
 * - `app`: the entry's static imports (React, the router, the query cache), and
 *   what every first screen's route needs (the root layout and its few helpers).
 * - one chunk per first screen (`src/client/app/first-screens.ts`): what only that
 *   screen's route modules need (`user-search` is the member header and the
 *   search page).
 *
 * Everything else stays split by route as before. A later screen that shares a
 * module with a first screen loads that screen's chunk, a few kilobytes more
 * than the module alone; the first visit, which nothing is cached for yet, is the
 * one that counts.
 */
export function firstScreenChunks(): Plugin {
  let root = '';
  let closures:
    { app: Set<string>; screens: Map<string, Set<string>>; routeModules: Set<string> } | undefined;

  const closuresOf = (graph: ModuleGraph) => {
    if (closures) return closures;
    const file = (relative: string) => path.join(root, relative);
    const app = staticClosure(graph, [file('main.tsx')]);
    const screens = new Map<string, Set<string>>();
    for (const screen of firstScreens) {
      const own = staticClosure(graph, screen.modules.map(file));
      for (const id of app) own.delete(id);
      screens.set(screen.name, own);
    }
    // What every first screen needs goes with the app, so no screen loads another's chunk.
    const [first, ...others] = [...screens.values()];
    for (const id of first ?? []) {
      if (!others.every((other) => other.has(id))) continue;
      app.add(id);
      for (const own of screens.values()) own.delete(id);
    }
    const routeModules = new Set(firstScreens.flatMap((screen) => screen.modules.map(file)));
    closures = { app, screens, routeModules };
    return closures;
  };

  return {
    name: 'first-screen-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      closures = undefined;
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            {
              debugName: 'first-screens',
              name: (id, graph) => {
                const { app, screens, routeModules } = closuresOf(graph);
                // The route modules keep chunks of their own: the router imports each by
                // itself, and the build's manifest names them for the prerender step.
                if (routeModules.has(id)) return null;
                if (app.has(id)) return 'app';
                for (const [name, own] of screens) if (own.has(id)) return name;
                return null;
              },
            },
          ],
        },
      };
    },
  };
}
