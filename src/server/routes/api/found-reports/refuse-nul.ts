import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../../lib/errors';

/**
 * PostgreSQL text cannot hold the NUL character; a body carrying one would
 * fail at the database as a 500. Refused up front as the bad input it is.
 */
export async function refuseNul(request: FastifyRequest): Promise<void> {
  if (request.body !== undefined && JSON.stringify(request.body).includes('\\u0000')) {
    throw badRequest('Text may not contain the NUL character.', 'INVALID');
  }
}
