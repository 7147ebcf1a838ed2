import { createHmac } from 'node:crypto';
import type { Database } from '#server/db/client';
import { sameSignature, signingKeyOf } from '#server/lib/instance-secret';

/** The key reply addresses are signed with, shared by every server through the database. */
const signingKey = signingKeyOf('reply-address-key');

/** 128 bits of the signature, in lower-case hex: mail systems may change the case of an address. */
const sign = (key: string, claimUuid: string, memberId: string) =>
  createHmac('sha256', key).update(`claim-reply:${claimUuid}:${memberId}`).digest('hex').slice(0, 32);

const UUID_HEX = /^[0-9a-f]{32}$/;
const toHex = (uuid: string) => uuid.replaceAll('-', '').toLowerCase();
const fromHex = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/** Whose reply an address takes: the claim (its row's id) and the member it was sent to. */
export interface ReplyThread {
  claimUuid: string;
  memberId: string;
}

/**
 * The Reply-To of a mail the office sends a claimant about their claim's thread
 * (decision 0080): `reply+<claim>.<member>.<signature>@<domain>`. Only the server
 * can make the signature, so nobody writes into a thread by guessing an address;
 * it names both the thread and the person it was sent to.
 */
export async function replyAddress(db: Database, domain: string, thread: ReplyThread): Promise<string> {
  const signature = sign(await signingKey(db), thread.claimUuid, thread.memberId);
  return `reply+${toHex(thread.claimUuid)}.${toHex(thread.memberId)}.${signature}@${domain}`;
}

/** The thread a reply address names, or null when it is not one this server signed for its domain. */
export async function readReplyAddress(
  db: Database,
  domain: string,
  address: string,
): Promise<ReplyThread | null> {
  const match = /^reply\+([0-9a-f]{32})\.([0-9a-f]{32})\.([0-9a-f]{32})@(.+)$/.exec(
    address.trim().toLowerCase(),
  );
  if (!match || match[4] !== domain.toLowerCase()) return null;
  const [, claimHex = '', memberHex = '', signature = ''] = match;
  if (!UUID_HEX.test(claimHex) || !UUID_HEX.test(memberHex)) return null;
  const thread = { claimUuid: fromHex(claimHex), memberId: fromHex(memberHex) };
  return sameSignature(signature, sign(await signingKey(db), thread.claimUuid, thread.memberId))
    ? thread
    : null;
}
