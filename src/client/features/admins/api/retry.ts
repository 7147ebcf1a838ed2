import { ApiError } from '#client/lib/api-client';

/** Spec §7: admin list and lookup retry once; a 4xx (404 = not an admin) is an answer, not a failure. */
export const retryOnce = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(error instanceof ApiError && error.status < 500);
