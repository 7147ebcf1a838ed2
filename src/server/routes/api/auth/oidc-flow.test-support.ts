import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '#server/plugins/session';

const STATE_COOKIE = 'clf_oidc_state';

export interface ProviderSignIn {
  /** The app's answer to the provider's redirect back (302 to /auth/login?result=…). */
  callback: LightMyRequestResponse;
  /** `clf_session=…` when the callback started a session. */
  cookie: string | null;
  /** The sign-in page the development provider showed. */
  page: LightMyRequestResponse;
}

const relative = (location: string) => {
  const url = new URL(location, 'http://localhost');
  return `${url.pathname}${url.search}`;
};

/** The values of the hidden fields the provider's form carries. */
export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1]!] = match[2]!.replace(/&#(\d+);/g, (_, code: string) =>
      String.fromCharCode(Number(code)),
    );
  }
  return fields;
}

export function sessionCookie(response: LightMyRequestResponse): string | null {
  const cookie = response.cookies.find((item) => item.name === SESSION_COOKIE);
  return cookie && cookie.value ? `${SESSION_COOKIE}=${cookie.value}` : null;
}

/** Adds the cookie the start set (binding the attempt to the browser) to the callback's headers. */
export function withStateCookie(
  headers: Record<string, string>,
  start: LightMyRequestResponse,
): Record<string, string> {
  const state = start.cookies.find((item) => item.name === STATE_COOKIE);
  if (!state) return headers;
  const pair = `${STATE_COOKIE}=${state.value}`;
  return { ...headers, cookie: headers.cookie ? `${headers.cookie}; ${pair}` : pair };
}

/**
 * Walks the whole OpenID Connect flow against the development provider the
 * way a browser would: start, the provider's page, its form, the callback.
 */
export async function signInThroughProvider(
  app: FastifyInstance,
  options: { email: string; name: string; returnTo?: string; cookie?: string },
): Promise<ProviderSignIn> {
  const headers: Record<string, string> = options.cookie ? { cookie: options.cookie } : {};
  const start = await app.inject({
    method: 'GET',
    url: `/api/auth/oidc/start${options.returnTo ? `?returnTo=${encodeURIComponent(options.returnTo)}` : ''}`,
    headers,
  });
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode}: ${start.body}`);
  const page = await app.inject({ method: 'GET', url: relative(start.headers.location as string) });
  if (page.statusCode !== 200) throw new Error(`provider page answered ${page.statusCode}: ${page.body}`);
  const submitted = await app.inject({
    method: 'POST',
    url: '/oidc/auth',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      ...hiddenFields(page.body),
      email: options.email,
      name: options.name,
    }).toString(),
  });
  if (submitted.statusCode !== 303) throw new Error(`provider form answered ${submitted.statusCode}`);
  const callback = await app.inject({
    method: 'GET',
    url: relative(submitted.headers.location as string),
    headers: withStateCookie(headers, start),
  });
  return { callback, cookie: sessionCookie(callback), page };
}
