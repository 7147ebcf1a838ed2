import fs from 'node:fs';
import path from 'node:path';

/**
 * Service folders (src/server/services/<noun>/) import each other one way only: when a
 * service folder imports another, the other must not reach back to it, directly or through
 * a third. What two folders both need moves down to src/server/lib/ (decision 0043).
 *
 * The rule reads the imports of every other service module from the disk, once per run,
 * and adds those of the file it lints as the linter sees them.
 */
const SERVICES = 'src/server/services';
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;
const TEST_FILE = /(\.test\.tsx?|-fixtures\.ts)$/;

/** The service folder a repository path lies in, if any. */
function folderOf(relativePath) {
  if (!relativePath.startsWith(`${SERVICES}/`)) return undefined;
  const parts = relativePath.slice(SERVICES.length + 1).split('/');
  return parts.length > 1 ? parts[0] : undefined;
}

/** The service folder an import names, resolved from the importing file's path. */
function importedFolder(fromRelative, specifier) {
  if (specifier.startsWith('#server/')) return folderOf(`src/server/${specifier.slice('#server/'.length)}`);
  if (specifier.startsWith('./') || specifier.startsWith('../'))
    return folderOf(path.posix.normalize(path.posix.join(path.posix.dirname(fromRelative), specifier)));
  return undefined;
}

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !TEST_FILE.test(name))
    .map((name) => path.join(dir, name));
}

/** folder -> Map(imported folder -> first file seen importing it), as on the disk. */
function readGraph(root) {
  const graph = new Map();
  for (const file of sourceFiles(path.join(root, SERVICES))) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    const from = folderOf(relative);
    if (!from) continue;
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = importedFolder(relative, specifier);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      if (!graph.get(from).has(to)) graph.get(from).set(to, relative);
    }
  }
  return graph;
}

/** A path of folders from `start` back to `goal`, as a list, or undefined. */
function pathBack(graph, start, goal, seen = new Set([start])) {
  for (const next of graph.get(start)?.keys() ?? []) {
    if (next === goal) return [start, goal];
    if (seen.has(next)) continue;
    seen.add(next);
    const rest = pathBack(graph, next, goal, seen);
    if (rest) return [start, ...rest];
  }
  return undefined;
}

/** `service-folders/one-way`: refuses an import between service folders that closes a circle. */
export function serviceFolders(root) {
  let graph;
  return {
    rules: {
      'one-way': {
        meta: {
          type: 'problem',
          messages: {
            circle:
              'services/{{from}} imports services/{{to}}, which already imports it back ({{circle}}): move what both need down to src/server/lib/ (see docs/decisions/0043).',
          },
          schema: [],
        },
        create(context) {
          const relative = path.relative(root, context.filename).split(path.sep).join('/');
          const from = folderOf(relative);
          if (!from || TEST_FILE.test(relative)) return {};
          graph ??= readGraph(root);
          function check(source) {
            if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
            const to = importedFolder(relative, source.value);
            if (!to || to === from) return;
            const back = pathBack(graph, to, from);
            if (!back) return;
            context.report({
              node: source,
              messageId: 'circle',
              data: { from, to, circle: [from, ...back].join(' → ') },
            });
          }
          return {
            ImportDeclaration: (node) => check(node.source),
            ExportNamedDeclaration: (node) => check(node.source),
            ExportAllDeclaration: (node) => check(node.source),
            ImportExpression: (node) => check(node.source),
          };
        },
      },
    },
  };
}
