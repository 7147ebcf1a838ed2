import { DEFAULT_LIMITS, LIMIT_NAMES, type LimitName } from '#server/lib/limit-rules';

/** Limits whose own tests use their defaults: sign-in and reset attempts, and the log lines they write. */
const KEPT: LimitName[] = [
  'sign-in-per-address',
  'sign-in-per-account-and-address',
  'sign-in-slowdown',
  'password-resets-per-address',
  'password-resets-per-account',
  'unknown-email-log-lines',
];

/**
 * A LIMITS setting that puts every other limit, admins' allowances too, out of
 * the tests' reach: a test's few people do in a minute what people do in a day,
 * and make their items in bulk. Limits themselves are tested through the API
 * with low values of their own (tests/api/limits.test.ts). A rule added later
 * is out of reach here too, without anyone listing it.
 */
export const OUT_OF_REACH_LIMITS = LIMIT_NAMES.filter((name) => !KEPT.includes(name))
  .flatMap((name) => {
    const window = `${DEFAULT_LIMITS[name].seconds}s`;
    const admin = 'adminPoints' in DEFAULT_LIMITS[name] ? [`${name}:admin=100000/${window}`] : [];
    return [`${name}=100000/${window}`, ...admin];
  })
  .join(',');
