import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { MessageRef } from '#shared/i18n/message-key';
import { AppError, text } from '#server/lib/errors';
import { english, refOf } from '#server/lib/i18n';

/** PostgreSQL's foreign_key_violation, wherever the driver or Drizzle wrapped it. */
function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** What a refused request is told: the English text, and its catalogue key and values when it has them. */
function errorBody(message: string | MessageRef, code: string | undefined) {
  if (typeof message === 'string') {
    const ref = refOf(message);
    if (!ref) return { message, code };
    message = ref;
  }
  const values = message.values && Object.keys(message.values).length > 0 ? message.values : undefined;
  return {
    message: english(message.key, message.values),
    code,
    messageKey: message.key,
    ...(values ? { messageValues: values } : {}),
  };
}

function firstValidationMessage(error: FastifyError): string | MessageRef {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const [first] = error.validation;
    return first?.message ?? text('errors.invalidRequest');
  }
  return error.message;
}

/** How every failed request is answered: one body shape, and a 500 only for what nobody foresaw. */
export const errorAnswersPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.retryAfterSeconds !== undefined)
          reply.header('Retry-After', String(error.retryAfterSeconds));
        return reply.status(error.statusCode).send(errorBody(error.text ?? error.message, error.code));
      }
      // A row another request removed a moment ago (an admin, an item): a conflict, not a crash.
      if (isForeignKeyViolation(error)) {
        return reply.status(409).send(errorBody(text('errors.changedMeanwhile'), 'CONFLICT'));
      }
      if (error.validation) {
        return reply.status(400).send(errorBody(firstValidationMessage(error), 'INVALID'));
      }
      const status = error.statusCode ?? 500;
      if (status === 413) {
        return reply.status(413).send(errorBody(text('errors.tooLarge'), 'TOO_LARGE'));
      }
      if (status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
        return reply.status(400).send(errorBody(text('errors.badJson'), 'BAD_JSON'));
      }
      if (status >= 400 && status < 500) {
        return reply.status(status).send({ message: error.message, code: error.code });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(errorBody(text('errors.internal'), 'INTERNAL'));
    });
  },
  { name: 'error-answers' },
);
