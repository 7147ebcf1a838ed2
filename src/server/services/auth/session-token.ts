import { createHash } from 'node:crypto';

/**
 * What the database keeps of a session or reset token: its SHA-256, so a copy
 * of the database opens no session.
 */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
