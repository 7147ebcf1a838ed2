/** An error whose message is safe to show to the caller, with its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    /** Sent as Retry-After: when a refused caller may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code?: string) => new AppError(400, message, code);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new AppError(401, message, 'UNAUTHENTICATED');
export const forbidden = (message = "You don't have permission to do this.", code = 'FORBIDDEN') =>
  new AppError(403, message, code);
export const notFound = (message = 'Not found.') => new AppError(404, message, 'NOT_FOUND');
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, message, code);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new AppError(429, message, 'RATE_LIMITED', retryAfterSeconds);
