import type { MessageRef } from '#shared/i18n/message-key';
import { english, text } from './i18n';

/**
 * An error whose message is safe to show to the caller, with its HTTP status.
 * Given as a catalogue text (`text('errors.…')`), its `message` is the English
 * text and the answer carries the key too, so the client shows it in the
 * person's language; a plain string is shown as it is, in English.
 */
export class AppError extends Error {
  readonly text: MessageRef | null;

  constructor(
    readonly statusCode: number,
    message: string | MessageRef,
    readonly code?: string,
  ) {
    super(typeof message === 'string' ? message : english(message.key, message.values));
    this.name = 'AppError';
    this.text = typeof message === 'string' ? null : message;
  }
}

export { text };

type Message = string | MessageRef;

export const badRequest = (message: Message, code?: string) => new AppError(400, message, code);
export const unauthorized = (message: Message = text('errors.signInRequired')) =>
  new AppError(401, message, 'UNAUTHENTICATED');
export const forbidden = (message: Message = text('errors.forbidden'), code = 'FORBIDDEN') =>
  new AppError(403, message, code);
export const notFound = (message: Message = text('errors.notFound')) =>
  new AppError(404, message, 'NOT_FOUND');
export const conflict = (message: Message, code = 'CONFLICT') => new AppError(409, message, code);
export const tooManyRequests = (message: Message) => new AppError(429, message, 'RATE_LIMITED');

/** The 404 of every operation on one found report (item) by its id. */
export const ITEM_NOT_FOUND = text('errors.itemNotFound');
