import type { Transporter } from 'nodemailer';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { mailsSent } from '#server/lib/metrics';
import { devOutbox } from '#server/db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes: a claim thread's reply address (decision 0080). */
  replyTo?: string;
  /** Extra header lines (List-Unsubscribe); the development outbox keeps none. */
  headers?: Record<string, string>;
  /** Files sent with it; one with a `cid` is an image its HTML shows (a pickup pass's QR code). */
  attachments?: { filename: string; content: Buffer; cid: string; contentType: string }[];
}

const transports = new Map<string, Transporter>();

/**
 * nodemailer is loaded with the first mail sent over SMTP: a development server
 * keeps its mail in the outbox and never needs it, and it adds about 10 MB to
 * the process (issue #14 §5).
 */
async function transportFor(smtpUrl: string): Promise<Transporter> {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    const { default: nodemailer } = await import('nodemailer');
    transport = transports.get(smtpUrl) ?? nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/**
 * Sends over SMTP when SMTP_URL is set; otherwise (development only: production
 * refuses to start without SMTP_URL) keeps the message in the development
 * outbox, readable at /dev/mail.
 */
export async function sendMail(
  context: { config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'isProduction'>; db: Pick<Database, 'insert'> },
  message: MailMessage,
): Promise<void> {
  try {
    await deliver(context, message);
  } catch (error) {
    mailsSent.inc({ result: 'failed' });
    throw error;
  }
  mailsSent.inc({ result: 'sent' });
}

async function deliver({ config, db }: Parameters<typeof sendMail>[0], message: MailMessage): Promise<void> {
  if (config.smtpUrl) {
    await (await transportFor(config.smtpUrl)).sendMail({ from: config.mailFrom, ...message });
    return;
  }
  if (config.isProduction) throw new Error('SMTP_URL is required in production');
  // The outbox keeps no files: an image the HTML shows is written into it, so /dev/mail shows it too.
  const html = (message.attachments ?? []).reduce(
    (page, file) =>
      page.replaceAll(
        `cid:${file.cid}`,
        `data:${file.contentType};base64,${file.content.toString('base64')}`,
      ),
    message.html,
  );
  await db.insert(devOutbox).values({ to: message.to, subject: message.subject, text: message.text, html });
}
