import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import { oidcLoginAttempts } from '#server/db/schema';
import { DEV_OIDC_CLIENT_ID, devIssuer, oidcRedirectUri } from './oidc-paths';

const ATTEMPT_MINUTES = 10;

export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
  returnTo: string | null;
}

export interface OidcClient {
  /** Records a sign-in attempt and returns the provider address to send the browser to. */
  start(returnTo: string | null): Promise<URL>;
  /** Checks the provider's answer (state, PKCE, nonce, ID token) and says who signed in. */
  finish(callbackUrl: URL): Promise<OidcIdentity>;
}

export class OidcFlowError extends Error {
  override name = 'OidcFlowError';
}

/** The client sends forms (URLSearchParams) and JSON text; nothing it sends is streamed. */
function requestPayload(body: NonNullable<Parameters<oidc.CustomFetch>[1]['body']>): string | Buffer {
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  throw new Error('A streamed request body cannot be answered in process.');
}

/** Answers the client's requests to the development provider in process: no network round trip. */
function inProcessFetch(app: FastifyInstance): oidc.CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const body = options.body;
    const response = await app.inject({
      method: options.method,
      url: `${target.pathname}${target.search}`,
      headers: options.headers,
      ...(body === undefined || body === null ? {} : { payload: requestPayload(body) }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    return new Response(new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
}

const isGoogle = (issuer: string) => new URL(issuer).hostname === 'accounts.google.com';

/**
 * One client code path for every issuer: a configured one (Google Workspace or
 * any OpenID Connect provider) or the development provider in this process.
 */
export function createOidcClient(app: FastifyInstance): OidcClient {
  const { config } = app;
  const configured = config.oidc;
  const issuer = configured?.issuer ?? devIssuer(config);
  const redirectUri = oidcRedirectUri(config);
  let discovered: Promise<oidc.Configuration> | undefined;

  function configuration(): Promise<oidc.Configuration> {
    discovered ??= (async () => {
      const insecureAllowed = !config.isProduction && issuer.startsWith('http://');
      const options: oidc.DiscoveryRequestOptions = {
        execute: insecureAllowed ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      };
      if (!configured) options[oidc.customFetch] = inProcessFetch(app);
      return configured
        ? oidc.discovery(
            new URL(issuer),
            configured.clientId,
            undefined,
            oidc.ClientSecretPost(configured.clientSecret),
            options,
          )
        : oidc.discovery(new URL(issuer), DEV_OIDC_CLIENT_ID, undefined, oidc.None(), options);
    })();
    // A provider that was down must not stay "down" for the life of the process.
    discovered.catch(() => {
      discovered = undefined;
    });
    return discovered;
  }

  return {
    async start(returnTo) {
      const server = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const now = new Date();
      await app.db.delete(oidcLoginAttempts).where(lt(oidcLoginAttempts.expiresAt, now));
      await app.db.insert(oidcLoginAttempts).values({
        state,
        nonce,
        codeVerifier,
        returnTo,
        expiresAt: new Date(now.getTime() + ATTEMPT_MINUTES * 60 * 1000),
      });
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      };
      if (isGoogle(issuer)) {
        // A hint only: the callback checks the domain itself.
        parameters.hd = config.university.emailDomain;
        parameters.prompt = 'select_account';
      }
      return oidc.buildAuthorizationUrl(server, parameters);
    },

    async finish(callbackUrl) {
      const state = callbackUrl.searchParams.get('state');
      if (!state) throw new OidcFlowError('The provider answered without state.');
      // Single use: the attempt is deleted as it is read, so a replayed answer finds nothing.
      const [attempt] = await app.db
        .delete(oidcLoginAttempts)
        .where(and(eq(oidcLoginAttempts.state, state), gt(oidcLoginAttempts.expiresAt, new Date())))
        .returning();
      if (!attempt) throw new OidcFlowError('No sign-in attempt matches this answer (or it expired).');
      const server = await configuration();
      const tokens = await oidc.authorizationCodeGrant(server, callbackUrl, {
        pkceCodeVerifier: attempt.codeVerifier,
        expectedState: attempt.state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new OidcFlowError('The provider sent no ID token.');
      const email = typeof claims.email === 'string' ? claims.email.trim() : '';
      if (!email) throw new OidcFlowError('The provider sent no email address.');
      const name =
        typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : email.split('@')[0]!;
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email,
        // Some providers send the flag as a string.
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name,
        returnTo: attempt.returnTo,
      };
    },
  };
}
