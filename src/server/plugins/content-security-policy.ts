import { createHash } from 'node:crypto';
import type { HelmetOptions } from 'helmet';
import { FIRST_SCREEN_START_SCRIPT } from '#shared/first-screen-start';
import type { AppConfig } from '#server/config';

/** A CSP source that allows exactly one inline script: its SHA-256 hash. */
export function inlineScriptSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/** The security headers' settings: what pages may load and from where. */
export function securityHeaderOptions(config: AppConfig): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The prerendered first screens' one inline script, by its hash (src/shared/first-screen-start.ts).
        scriptSrc: ["'self'", inlineScriptSource(FIRST_SCREEN_START_SCRIPT)],
        // Radix and the toaster set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org'],
        frameSrc: ['https://www.openstreetmap.org'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'", ...(config.oidc ? [new URL(config.oidc.issuer).origin] : [])],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.secureTransport ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.secureTransport,
  };
}
