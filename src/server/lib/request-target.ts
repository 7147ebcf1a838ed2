/**
 * HTTP lets a client write the same address several ways: `GET /api/x`, the
 * absolute form a proxy sends (`GET http://host/api/x`, any case of scheme, any
 * host), doubled slashes, letters written as percent escapes. The router serves
 * them all from one route, so nothing that decides may read the raw text: the
 * access rules read the route (plugins/access.ts). This module gives the rest
 * (logs, Link headers, pages, not-found answers) the one form the router means.
 */

const ABSOLUTE_FORM = /^https?:\/\//i;

/**
 * The origin form (`/path?query`) of a request target: the scheme and
 * authority of an absolute form dropped, runs of slashes in the path made
 * one. Anything else (`*`, a malformed target) is returned as it came, for
 * the router to refuse.
 */
export function originForm(target: string): string {
  let path = target;
  if (path.charCodeAt(0) !== 47 /* / */) {
    if (!ABSOLUTE_FORM.test(path)) return target;
    const afterScheme = path.indexOf('//') + 2;
    // The authority ends at the path, the query, or the end; a fragment has no place in a target.
    let end = path.length;
    for (const mark of ['/', '?', '#']) {
      const at = path.indexOf(mark, afterScheme);
      if (at !== -1 && at < end) end = at;
    }
    if (end === afterScheme || path.includes('#', afterScheme)) return target;
    path = path.slice(end);
    if (!path.startsWith('/')) path = `/${path}`;
  }
  const queryAt = path.indexOf('?');
  const pathPart = queryAt === -1 ? path : path.slice(0, queryAt);
  if (!pathPart.includes('//')) return path;
  return pathPart.replace(/\/{2,}/g, '/') + (queryAt === -1 ? '' : path.slice(queryAt));
}

/** The path of a target as the router reads it: percent escapes decoded, where they decode. */
export function decodedPath(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** True when a target names something under /api (for the form of a not-found answer). */
export function isApiPath(url: string): boolean {
  const path = decodedPath(originForm(url)).replace(/\/{2,}/g, '/');
  return path === '/api' || path.startsWith('/api/');
}
