import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import {
  DEV_OIDC_CLIENT_ID,
  devIdentityProviderEnabled,
  devIssuer,
  oidcRedirectUri,
} from '#server/services/auth/oidc-paths';
import { isEmailAddress } from '#shared/email-address';
import { loadProviderKeys } from './provider-keys';
import { requestLanguage } from '#server/lib/i18n';
import type { MessageKey } from '#shared/i18n/message-key';
import { renderErrorPage, renderSignInPage } from './sign-in-page';

const CODE_LIFETIME_SECONDS = 60;
const ID_TOKEN_LIFETIME = '10m';

/** The authorization request parameters the form carries from the GET to the POST. */
const REQUEST_PARAMS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
] as const;

type Params = Record<string, string | undefined>;

/** A stable subject per email, so signing in again with the same email is the same person. */
const subjectFor = (email: string) =>
  `dev-${createHash('sha256').update(email.toLowerCase()).digest('base64url').slice(0, 32)}`;

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .header('Cache-Control', 'no-store')
    // Under the app's no-referrer policy a form POST carries `Origin: null`, which the CSRF check refuses.
    .header('Referrer-Policy', 'same-origin')
    .type('text/html; charset=utf-8')
    .send(html);

/**
 * A small OpenID Connect provider for development and tests: discovery,
 * authorization code with PKCE (S256 only), RS256 ID tokens, JWKS. Its sign-in
 * page takes any email and name, so the app runs the real protocol path
 * without a university account. Never registered in production.
 */
export async function devIdentityProvider(app: FastifyInstance) {
  if (!devIdentityProviderEnabled(app.config)) {
    throw new Error('The development identity provider is refused in production or next to a real issuer.');
  }
  const issuer = devIssuer(app.config);
  const redirectUri = oidcRedirectUri(app.config);
  const keys = await loadProviderKeys(app.db);
  // Codes live one minute; remembering the used ones in memory is enough for a development provider.
  const usedCodes = new Map<string, number>();

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get('/.well-known/openid-configuration', async () => ({
    issuer,
    authorization_endpoint: `${issuer}/auth`,
    token_endpoint: `${issuer}/token`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: ['openid', 'email', 'profile'],
    claims_supported: ['iss', 'sub', 'aud', 'exp', 'iat', 'nonce', 'email', 'email_verified', 'name'],
    token_endpoint_auth_methods_supported: ['none'],
    code_challenge_methods_supported: ['S256'],
    authorization_response_iss_parameter_supported: true,
  }));

  app.get('/jwks', async () => ({ keys: [keys.publicJwk] }));

  /** Checks an authorization request; a bad client or redirect is a dead end, never a redirect. */
  function checkRequest(params: Params): { deadEnd: MessageKey } | { redirectError: string } | null {
    if (params.client_id !== DEV_OIDC_CLIENT_ID) return { deadEnd: 'development.unknownClient' };
    if (params.redirect_uri !== redirectUri) return { deadEnd: 'development.unknownRedirect' };
    if (params.response_type !== 'code') return { redirectError: 'unsupported_response_type' };
    if (!params.scope?.split(' ').includes('openid')) return { redirectError: 'invalid_scope' };
    if (!params.code_challenge || params.code_challenge_method !== 'S256') {
      return { redirectError: 'invalid_request' };
    }
    return null;
  }

  function redirectBack(reply: FastifyReply, params: Params, result: Record<string, string>) {
    const target = new URL(redirectUri);
    for (const [name, value] of Object.entries(result)) target.searchParams.set(name, value);
    if (params.state) target.searchParams.set('state', params.state);
    target.searchParams.set('iss', issuer);
    return reply.header('Cache-Control', 'no-store').redirect(target.toString(), 303);
  }

  function carried(params: Params): Record<string, string> {
    const request: Record<string, string> = {};
    for (const name of REQUEST_PARAMS) {
      const value = params[name];
      if (value !== undefined) request[name] = value;
    }
    return request;
  }

  const pageBase = {
    universityName: app.config.university.shortName,
    emailDomain: app.config.university.emailDomain,
  };

  app.get('/auth', async (request, reply) => {
    const params = request.query as Params;
    const problem = checkRequest(params);
    const language = requestLanguage(request);
    if (problem && 'deadEnd' in problem) {
      return sendHtml(reply, 400, renderErrorPage(language, problem.deadEnd));
    }
    if (problem) return redirectBack(reply, params, { error: problem.redirectError });
    return sendHtml(reply, 200, renderSignInPage({ ...pageBase, language, request: carried(params) }));
  });

  app.post('/auth', async (request, reply) => {
    const params = (request.body ?? {}) as Params;
    const problem = checkRequest(params);
    const language = requestLanguage(request);
    if (problem && 'deadEnd' in problem) {
      return sendHtml(reply, 400, renderErrorPage(language, problem.deadEnd));
    }
    if (problem) return redirectBack(reply, params, { error: problem.redirectError });
    const email = (params.email ?? '').trim();
    const name = (params.name ?? '').trim().replace(/\s+/g, ' ');
    let error: MessageKey | undefined;
    if (!isEmailAddress(email)) error = 'development.invalidEmail';
    else if (!name || name.length > 120) error = 'development.nameRequired';
    if (error) {
      return sendHtml(
        reply,
        400,
        renderSignInPage({ ...pageBase, language, request: carried(params), email, name, error }),
      );
    }
    const code = await new SignJWT({
      email: email.toLowerCase(),
      name,
      nonce: params.nonce,
      challenge: params.code_challenge,
      redirect_uri: params.redirect_uri,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subjectFor(email))
      .setAudience(DEV_OIDC_CLIENT_ID)
      .setJti(randomBytes(12).toString('base64url'))
      .setIssuedAt()
      .setExpirationTime(`${CODE_LIFETIME_SECONDS}s`)
      .sign(keys.codeKey);
    return redirectBack(reply, params, { code });
  });

  app.post('/token', async (request, reply) => {
    const params = (request.body ?? {}) as Params;
    reply.header('Cache-Control', 'no-store');
    const fail = (error: string, description: string) =>
      reply.status(400).send({ error, error_description: description });
    if (params.grant_type !== 'authorization_code') return fail('unsupported_grant_type', 'Only codes.');
    if (params.client_id !== DEV_OIDC_CLIENT_ID) return fail('invalid_client', 'Unknown client.');
    let claims;
    try {
      ({ payload: claims } = await jwtVerify(params.code ?? '', keys.codeKey, {
        audience: DEV_OIDC_CLIENT_ID,
        algorithms: ['HS256'],
      }));
    } catch {
      return fail('invalid_grant', 'The code is invalid or has expired.');
    }
    const now = Date.now();
    for (const [jti, expiresAt] of usedCodes) if (expiresAt < now) usedCodes.delete(jti);
    if (!claims.jti || usedCodes.has(claims.jti)) return fail('invalid_grant', 'The code was already used.');
    if (claims.redirect_uri !== params.redirect_uri) return fail('invalid_grant', 'The redirect differs.');
    const challenge = createHash('sha256')
      .update(params.code_verifier ?? '')
      .digest('base64url');
    if (!params.code_verifier || challenge !== claims.challenge) {
      return fail('invalid_grant', 'The PKCE verifier does not match.');
    }
    usedCodes.set(claims.jti, now + CODE_LIFETIME_SECONDS * 1000);
    const idToken = await new SignJWT({
      email: claims.email,
      email_verified: true,
      name: claims.name,
      ...(typeof claims.nonce === 'string' ? { nonce: claims.nonce } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid: keys.publicJwk.kid! })
      .setIssuer(issuer)
      .setAudience(DEV_OIDC_CLIENT_ID)
      .setSubject(claims.sub!)
      .setIssuedAt()
      .setExpirationTime(ID_TOKEN_LIFETIME)
      .sign(keys.signingKey);
    return {
      access_token: randomBytes(24).toString('base64url'),
      token_type: 'Bearer',
      expires_in: 600,
      scope: 'openid email profile',
      id_token: idToken,
    };
  });
}
