/**
 * A page the server links to: the member's side (/user/…), the console (/admin/…), the sign-in
 * and unsubscribe pages and a sticker's (/s/…), written where a string starts or right after an
 * interpolation (`${publicUrl}/user/…`). The API's own paths start with /api/ or are registered
 * without it, so they are not pages.
 */
const PAGE_PATH = /^\/(user|admin|unsubscribe|s|auth\/(login|reset-password))(?![\w-])/;

/** Fastify's ways of registering a route: their first argument is the API's path, not a page. */
const ROUTE_METHODS = new Set(['get', 'head', 'post', 'put', 'patch', 'delete', 'options', 'all']);

function registersRoute(node) {
  const call = node.parent;
  return (
    call?.type === 'CallExpression' &&
    call.arguments[0] === node &&
    call.callee.type === 'MemberExpression' &&
    call.callee.property.type === 'Identifier' &&
    ROUTE_METHODS.has(call.callee.property.name)
  );
}

/**
 * `page-paths/from-route-patterns`: the server links to a page through `pagePath` and the
 * patterns of #shared/route-patterns and #shared/console-route-patterns, never by a path written
 * out, so a page's URL lives in one place (decision 0087).
 */
export const pagePaths = {
  rules: {
    'from-route-patterns': {
      meta: {
        type: 'problem',
        messages: {
          writtenOut:
            'Link to a page with pagePath(routePatterns…/consoleRoutePatterns…), not a path written out (see docs/decisions/0087).',
        },
        schema: [],
      },
      create(context) {
        return {
          Literal(node) {
            if (typeof node.value === 'string' && PAGE_PATH.test(node.value) && !registersRoute(node)) {
              context.report({ node, messageId: 'writtenOut' });
            }
          },
          TemplateLiteral(node) {
            if (registersRoute(node)) return;
            for (const quasi of node.quasis) {
              if (PAGE_PATH.test(quasi.value.cooked ?? quasi.value.raw)) {
                context.report({ node: quasi, messageId: 'writtenOut' });
              }
            }
          },
        };
      },
    },
  },
};
