import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { forbidden } from './errors';

/** True for an address of this computer: 127.0.0.0/8, ::1, or an IPv4 loopback mapped into IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

export const LOOPBACK_ONLY = 'The development sign-in and outbox answer only on this computer.';

/**
 * The development provider signs anyone in and the outbox shows admins' reset
 * links: a development server bound to 0.0.0.0 must not hand them to the
 * network. Judged by the socket's own address: X-Forwarded-For cannot vouch.
 */
export async function refuseUnlessLoopback(request: FastifyRequest): Promise<void> {
  if (!isLoopbackAddress(request.raw.socket.remoteAddress)) throw forbidden(LOOPBACK_ONLY, 'LOOPBACK_ONLY');
}
