import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { MIN_ADMIN_PASSWORD } from '#shared/constants/limits';
import { isCommonPassword } from '#server/lib/password-policy';
import { parseLimits, type LimitRules } from '#server/lib/limit-rules';
import {
  defaultUniversityConfig,
  universityConfigSchema,
  type UniversityConfig,
} from '#shared/university/university-config';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** Where replies by mail come in (decision 0080): a port, or `off`; on 2525 in development, off elsewhere. */
  INBOUND_SMTP_PORT: z
    .union([z.literal('off'), z.coerce.number().int().min(0).max(65535)], {
      error: 'must be a port number or off',
    })
    .optional(),
  /** The domain of reply addresses (reply+…@domain), whose mail reaches INBOUND_SMTP_PORT. */
  INBOUND_MAIL_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'must be a domain name, e.g. replies.diu.edu.bd')
    .optional(),
  UNIVERSITY_CONFIG_FILE: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_ADMIN: booleanFlag.optional(),
  DEMO_ADMIN_EMAIL: z.email().optional(),
  DEMO_ADMIN_PASSWORD: z
    .string()
    .min(MIN_ADMIN_PASSWORD, `must be at least ${MIN_ADMIN_PASSWORD} characters`)
    .max(200)
    .refine((password) => !isCommonPassword(password), 'is a commonly used password: choose another')
    .optional(),
  /** The built client to serve; defaults to dist/client of the project. */
  CLIENT_DIR: z.string().min(1).optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  LOG_REQUESTS: booleanFlag.optional(),
  /** TLS ends in a proxy in front of the app: cookies are Secure and HSTS is sent whatever PUBLIC_URL says. */
  TLS_PROXY: booleanFlag.optional(),
  ADMIN_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  ADMIN_SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  /** Web Push's VAPID key pair (base64url, as `web-push generate-vapid-keys` prints it); generated and kept in the database when absent outside production. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{86,88}$/, 'must be a P-256 public key in base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{42,44}$/, 'must be a P-256 private key in base64url (43 characters)')
    .optional(),
  /** Who push services may contact about this server's pushes. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
    .optional(),
  /** Proxies whose X-Forwarded-For is believed: comma-separated addresses, CIDR ranges or range names. */
  TRUST_PROXY: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine(
      (entries) => entries.length > 0 && entries.every(isProxyEntry),
      'must list proxy addresses or CIDR ranges, e.g. 10.0.0.5,10.1.0.0/16',
    )
    .optional(),
  /** Overrides of the default limits: `found-reports=20/1h,claims-per-item:admin=10/1d` (decision 0044). */
  LIMITS: z.string().max(2000).optional(),
});

/** Every variable the configuration reads (the README's table lists each). */
export const CONFIG_VARIABLES = Object.keys(environmentSchema.shape);

export type Environment = z.infer<typeof environmentSchema>;

/** Names proxy-addr (Fastify's trustProxy) knows for whole ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or a range name. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits >= 0 && bits <= (version === 4 ? 32 : 128);
}

export interface AppConfig {
  env: Environment['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The address people reach the app at; links in mail and OIDC redirects use it. */
  publicUrl: string;
  /** True when PUBLIC_URL was not given and is derived from HOST and PORT. */
  publicUrlDerived: boolean;
  /** People reach the app over TLS (an https PUBLIC_URL, or TLS_PROXY): Secure cookies and HSTS. */
  secureTransport: boolean;
  sessionSecret: string | undefined;
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * The listener for replies by mail, and the domain of reply addresses; undefined: off, and
   * mail carries no reply address. `optional`: a port already taken is warned of, not fatal.
   */
  inboundMail: { port: number; host: string; domain: string; optional: boolean } | undefined;
  logLevel: Environment['LOG_LEVEL'];
  /** Create a demo admin at first start (embedded default only). */
  demoAdmin: boolean;
  /** The demo admin's sign-in; without a password one is generated and printed once. */
  demoAdminEmail: string;
  demoAdminPassword: string | undefined;
  clientDir: string | undefined;
  /** Without it /metrics answers only loopback callers; with it, callers bearing it. */
  metricsToken: string | undefined;
  /** One log line per request (on unless LOG_REQUESTS=false); errors are logged either way. */
  logRequests: boolean;
  /**
   * Proxies in front of the app whose X-Forwarded-For names the client; false
   * (the default) believes no one, so a client cannot choose its own address.
   */
  trustProxy: string[] | false;
  /** Web Push's keys from the settings; without them the server keeps generated ones in the database. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** Who push services may contact: VAPID_SUBJECT, or the first security contact's email. */
  vapidSubject: string;
  /** An admin's session ends after this long without a request, and this long after sign-in at most. */
  adminSession: { idleMinutes: number; maxHours: number };
  /** How often members, admins, addresses and accounts may do each thing (LIMITS over the defaults). */
  limits: LimitRules;
  university: UniversityConfig;
}

/** Development listens on a loopback port unless told otherwise; production and tests only when told. */
function inboundMail(env: Environment): AppConfig['inboundMail'] {
  const asked = env.INBOUND_SMTP_PORT;
  if (asked === 'off') return undefined;
  const byDefault = asked === undefined;
  if (byDefault && env.NODE_ENV !== 'development') return undefined;
  return {
    port: asked ?? 2525,
    // The web server's interface: loopback unless HOST says otherwise.
    host: env.HOST,
    domain: (env.INBOUND_MAIL_DOMAIN ?? 'localhost').toLowerCase(),
    optional: byDefault,
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function loadUniversityConfig(file: string | undefined): UniversityConfig {
  if (!file) return defaultUniversityConfig;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path.resolve(file), 'utf8'));
  } catch (error) {
    throw new ConfigError([`UNIVERSITY_CONFIG_FILE: cannot read ${file}: ${(error as Error).message}`]);
  }
  const parsed = universityConfigSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `UNIVERSITY_CONFIG_FILE: ${issue.path.join('.') || '(root)'} ${issue.message}`,
      ),
    );
  }
  return parsed.data;
}

/** Reads and validates the environment once; a bad value names its variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const problems: string[] = [];
  const oidcParts = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    problems.push('OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: give all three or none');
  }
  const isProduction = env.NODE_ENV === 'production';
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: give both or neither');
  }
  if (isProduction) {
    if (!env.OIDC_ISSUER) {
      problems.push('OIDC_ISSUER: required in production (the development sign-in provider is refused)');
    }
    if (!env.SMTP_URL) {
      problems.push('SMTP_URL: required in production (the development outbox is refused)');
    }
    if (!env.PUBLIC_URL) problems.push('PUBLIC_URL: required in production');
    else if (!env.PUBLIC_URL.startsWith('https://') && !env.TLS_PROXY) {
      problems.push(
        'PUBLIC_URL: must start with https:// in production (or set TLS_PROXY=true when TLS ends in a proxy in front of the app)',
      );
    }
    if (!env.SESSION_SECRET) problems.push('SESSION_SECRET: required in production');
    if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) {
      problems.push(
        'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: required in production (push alerts; make a pair with npx web-push generate-vapid-keys)',
      );
    }
    if (env.DEMO_ADMIN) problems.push('DEMO_ADMIN: a demo admin is refused in production');
    if (typeof env.INBOUND_SMTP_PORT === 'number' && !env.INBOUND_MAIL_DOMAIN) {
      problems.push('INBOUND_MAIL_DOMAIN: required in production when INBOUND_SMTP_PORT is set');
    }
  }
  const limits = parseLimits(env.LIMITS);
  if ('problems' in limits) problems.push(...limits.problems.map((problem) => `LIMITS: ${problem}`));
  if (problems.length > 0 || 'problems' in limits) throw new ConfigError(problems);

  const university = loadUniversityConfig(env.UNIVERSITY_CONFIG_FILE);
  const displayHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const publicUrl = (env.PUBLIC_URL ?? `http://${displayHost}:${env.PORT}`).replace(/\/+$/, '');

  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    publicUrl,
    publicUrlDerived: env.PUBLIC_URL === undefined,
    secureTransport: publicUrl.startsWith('https://') || env.TLS_PROXY === true,
    sessionSecret: env.SESSION_SECRET,
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET }
        : undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `${university.shortName} Lost & Found <no-reply@${university.emailDomain}>`,
    inboundMail: inboundMail(env),
    logLevel: env.LOG_LEVEL,
    demoAdmin: env.DEMO_ADMIN ?? (!isProduction && env.DATABASE_URL === undefined),
    demoAdminEmail: (env.DEMO_ADMIN_EMAIL ?? `admin@${university.emailDomain}`).toLowerCase(),
    demoAdminPassword: env.DEMO_ADMIN_PASSWORD,
    clientDir: env.CLIENT_DIR ? path.resolve(env.CLIENT_DIR) : undefined,
    metricsToken: env.METRICS_TOKEN,
    logRequests: env.LOG_REQUESTS ?? true,
    trustProxy: env.TRUST_PROXY ?? false,
    vapid:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject:
      env.VAPID_SUBJECT ??
      `mailto:${university.securityContacts[0]?.email || `no-reply@${university.emailDomain}`}`,
    adminSession: { idleMinutes: env.ADMIN_SESSION_IDLE_MINUTES, maxHours: env.ADMIN_SESSION_MAX_HOURS },
    limits: limits.rules,
    university,
  };
}
