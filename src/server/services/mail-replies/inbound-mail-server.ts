import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MAX_CLAIM_MESSAGE } from '#shared/schemas/claim-conversation';
import type { MessageKey } from '#shared/i18n/message-key';
import { queryRows, type Database } from '#server/db/client';
import type { MemberActor } from '#server/lib/actor';
import { AppError } from '#server/lib/errors';
import { english } from '#server/lib/i18n';
import { postClaimMessage } from '#server/services/claims/claim-conversation';
import type { Limits } from '#server/services/limits/limits';
import { readReplyAddress, type ReplyThread } from '#server/services/mail/reply-addresses';
import { replyText } from './reply-text';

/** A reply is words: past this the mail carries photos or whole earlier threads, which are not taken. */
export const MAX_REPLY_BYTES = 1024 * 1024;

/** An SMTP refusal: the sending server bounces the mail to its sender with this reason (always English: SMTP replies are ASCII). */
function refusal(code: number, key: MessageKey, values?: Record<string, string | number>): Error {
  return Object.assign(new Error(english(key, values)), { responseCode: code });
}

/** A mail a machine sent (an out-of-office notice, a list): accepted and dropped, so two robots never answer each other. */
function isAutomatic(mail: ParsedMail): boolean {
  const header = (name: string) => {
    const value = mail.headers.get(name);
    return typeof value === 'string' ? value.trim().toLowerCase() : '';
  };
  const submitted = header('auto-submitted');
  return (
    (submitted !== '' && submitted !== 'no') ||
    ['bulk', 'junk', 'list', 'auto_reply'].includes(header('precedence')) ||
    mail.headers.has('x-autoreply') ||
    mail.headers.has('x-autorespond')
  );
}

export interface InboundMailOptions {
  db: Database;
  limits: Limits;
  domain: string;
  log: FastifyBaseLogger;
}

/**
 * Takes replies to the office's mail into the claim's thread (decision 0080).
 * Only mail to a reply address this server signed is accepted, one address a
 * mail. Its text (mailparser reads HTML-only mail as text too), without the
 * quoted earlier mail and the signature, is written into the thread as the
 * member the address was made for, by the call the app's own form makes: the
 * same checks, limit, alerts and history line. A thread that is closed, a mail
 * with nothing new in it, one too long or too large is refused with the reason,
 * which the sender's mail server returns to them.
 */
export function createInboundMailServer(options: InboundMailOptions): SMTPServer {
  const { db, limits, domain, log } = options;
  const threadOf = (session: SMTPServerSession): Promise<ReplyThread | null> => {
    const address = session.envelope.rcptTo[0]?.address;
    return address ? readReplyAddress(db, domain, address) : Promise.resolve(null);
  };

  async function take(thread: ReplyThread, mail: ParsedMail): Promise<void> {
    if (isAutomatic(mail)) return;
    const [member] = await queryRows(
      db,
      sql`SELECT u.email, u.name, u.photo_url, c.claim_id
          FROM users u JOIN claims c ON c.user_id = u.id
          WHERE u.id = ${thread.memberId}::uuid AND c.id = ${thread.claimUuid}::uuid`,
      z.object({
        email: z.string(),
        name: z.string(),
        photo_url: z.string().nullable(),
        claim_id: z.string(),
      }),
    );
    // The member left, or the claim is gone (its item's people erased): nobody to write as.
    if (!member) throw refusal(550, 'mail.replyUnknownAddress');
    const text = replyText(mail.text ?? '');
    if (!text) throw refusal(550, 'mail.replyEmpty');
    if (text.length > MAX_CLAIM_MESSAGE) throw refusal(552, 'mail.replyTooLong', { max: MAX_CLAIM_MESSAGE });
    const actor: MemberActor = {
      kind: 'member',
      id: thread.memberId,
      email: member.email,
      name: member.name,
      photoUrl: member.photo_url,
      profileComplete: true,
    };
    const { reached } = await limits.count('claim-messages', { actor });
    // A temporary refusal: the sender's server tries again later, so the reply is not lost.
    if (reached) throw refusal(450, 'mail.replyTooMany');
    try {
      await postClaimMessage(db, actor, member.claim_id, { text, imageUrl: null });
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONVERSATION_READ_ONLY')
        throw refusal(550, 'errors.conversationReadOnly');
      if (error instanceof AppError && error.statusCode === 404)
        throw refusal(550, 'mail.replyUnknownAddress');
      throw error;
    }
  }

  return new SMTPServer({
    // Replies come from the university's mail relay or the senders' servers: no sign-in, no TLS of its own.
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_REPLY_BYTES,
    logger: false,
    banner: 'replies to the Lost & Found office',
    onRcptTo(address, session, callback) {
      if (session.envelope.rcptTo.length > 0) {
        callback(refusal(452, 'mail.replyOneThread'));
        return;
      }
      readReplyAddress(db, domain, address.address).then(
        (thread) => callback(thread ? undefined : refusal(550, 'mail.replyUnknownAddress')),
        (error: unknown) => callback(error as Error),
      );
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const done = (error?: Error) => {
        if (error && !('responseCode' in error)) {
          log.error({ err: error }, 'a reply by mail could not be taken');
          callback(refusal(451, 'mail.replyTryLater'));
          return;
        }
        callback(error ?? null);
      };
      simpleParser(stream as Readable)
        .then(async (mail) => {
          if (stream.sizeExceeded) throw refusal(552, 'mail.replyTooLarge');
          const thread = await threadOf(session);
          if (!thread) throw refusal(550, 'mail.replyUnknownAddress');
          await take(thread, mail);
        })
        .then(
          () => done(),
          (error: unknown) => done(error as Error),
        );
    },
  });
}
