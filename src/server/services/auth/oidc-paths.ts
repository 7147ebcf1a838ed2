import type { AppConfig } from '#server/config';

/** Where the identity provider sends people back to; registered with the provider. */
export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';

/** The client name the development identity provider knows this app by. */
export const DEV_OIDC_CLIENT_ID = 'campus-lost-and-found';

/** The development provider lives in the same process, under /oidc. */
export const DEV_OIDC_PATH = '/oidc';

export const devIssuer = (config: Pick<AppConfig, 'publicUrl'>) => `${config.publicUrl}${DEV_OIDC_PATH}`;

export const oidcRedirectUri = (config: Pick<AppConfig, 'publicUrl'>) =>
  `${config.publicUrl}${OIDC_CALLBACK_PATH}`;

/**
 * The development provider must never run in production, nor next to a real
 * issuer (two ways to sign in would be two doors).
 */
export const devIdentityProviderEnabled = (config: Pick<AppConfig, 'isProduction' | 'oidc'>) =>
  !config.isProduction && config.oidc === undefined;
