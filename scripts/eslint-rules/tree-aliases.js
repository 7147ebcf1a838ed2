import path from 'node:path';

/**
 * The trees with an alias of their own, as package.json's `imports` names them. An import
 * from one tree into another is written with the other's alias, never with `../`, so a
 * file reads the same wherever it sits and moving it changes none of its imports.
 */
const TREES = [
  { alias: '#shared', dir: 'src/shared' },
  { alias: '#server', dir: 'src/server' },
  { alias: '#client', dir: 'src/client' },
  { alias: '#tests', dir: 'tests' },
];

function treeOf(relativePath) {
  return TREES.find((tree) => relativePath === tree.dir || relativePath.startsWith(`${tree.dir}/`));
}

/** What an import of `specifier` from `file` should say instead, or nothing if it is right. */
function aliasFor(root, file, specifier) {
  const relativeFile = path.relative(root, file).split(path.sep).join('/');
  const fromTree = treeOf(relativeFile);
  if (specifier.startsWith('@/')) {
    return `${fromTree?.alias === '#client' ? '#client' : '#server'}/${specifier.slice(2)}`;
  }
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(relativeFile), specifier));
  const toTree = treeOf(target);
  if (!toTree || toTree === fromTree) return undefined;
  return `${toTree.alias}/${target.slice(toTree.dir.length + 1).replace(/\.tsx?$/, '')}`;
}

/** `tree-aliases/tree-aliases`: refuses `@/…` and relative imports that leave their tree. */
export function treeAliases(root) {
  return {
    rules: {
      'tree-aliases': {
        meta: {
          type: 'problem',
          fixable: 'code',
          messages: {
            useAlias:
              'Import from another tree with its alias: `{{alias}}`, not `{{specifier}}` (see docs/decisions/0036).',
          },
          schema: [],
        },
        create(context) {
          function check(source) {
            if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
            const alias = aliasFor(root, context.filename, source.value);
            if (alias === undefined) return;
            context.report({
              node: source,
              messageId: 'useAlias',
              data: { alias, specifier: source.value },
              fix: (fixer) => fixer.replaceText(source, `'${alias}'`),
            });
          }
          return {
            ImportDeclaration: (node) => check(node.source),
            ExportNamedDeclaration: (node) => check(node.source),
            ExportAllDeclaration: (node) => check(node.source),
            ImportExpression: (node) => check(node.source),
            TSImportType: (node) =>
              check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
          };
        },
      },
    },
  };
}
