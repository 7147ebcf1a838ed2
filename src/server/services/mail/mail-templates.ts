import { officePlace } from '#shared/university/office-place';
import type { MailMessage } from './send-mail';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The most of a name someone else typed that a subject shows. */
export const SUBJECT_QUOTE_MAX = 40;

/**
 * Text someone else typed (a finder's item name), as a subject shows it: on
 * one line, at most SUBJECT_QUOTE_MAX characters, in plain quotes (a subject of
 * ASCII stays unencoded), so it can never pass for the app's own words or push
 * them out of sight.
 */
export function quotedInSubject(text: string, max = SUBJECT_QUOTE_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const characters = [...line];
  const shown =
    characters.length > max
      ? `${characters
          .slice(0, max - 1)
          .join('')
          .trimEnd()}…`
      : line;
  return `"${shown}"`;
}

/**
 * An email's HTML: its paragraphs, its one button (with its address for mail
 * programs that show no buttons), and a footer, which may end in a link of its
 * own (an unsubscribe link is a link, never an address to copy).
 */
export function mailLayout(
  paragraphs: string[],
  link: { href: string; label: string },
  footer: string,
  footerLink?: { href: string; label: string },
): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');
  const footerEnd = footerLink
    ? ` <a href="${escapeHtml(footerLink.href)}" style="color: #1d4ed8;">${escapeHtml(footerLink.label)}</a>`
    : '';
  return `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #111827; line-height: 1.5;">
${body}
<p><a href="${escapeHtml(link.href)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;">${escapeHtml(link.label)}</a></p>
<p style="font-size: 13px; color: #4b5563;">If the button does not work, copy this address into your browser:<br>${escapeHtml(link.href)}</p>
<p style="font-size: 13px; color: #4b5563;">${escapeHtml(footer)}${footerEnd}</p>
</body></html>`;
}

export interface ResetMailOptions {
  to: string;
  name: string;
  link: string;
  appName: string;
  validFor: string;
}

export function passwordResetMail(options: ResetMailOptions): MailMessage {
  const intro = `Hello ${options.name},`;
  const ask = `Someone asked to reset the password of your ${options.appName} admin account. Use the link below to set a new password. It works once and expires in ${options.validFor}.`;
  const footer = 'If you did not ask for this, you can ignore this email: your password stays as it is.';
  return {
    to: options.to,
    subject: `Reset your ${options.appName} password`,
    text: `${intro}\n\n${ask}\n\n${options.link}\n\n${footer}\n`,
    html: mailLayout([intro, ask], { href: options.link, label: 'Set a new password' }, footer),
  };
}

export function welcomeAdminMail(options: ResetMailOptions & { addedBy: string }): MailMessage {
  const intro = `Hello ${options.name},`;
  const added = `${options.addedBy} added you as an admin of ${options.appName}. You can sign in with the password they gave you, or set a password of your own with the link below. The link works once and expires in ${options.validFor}.`;
  const footer = 'If you did not expect this email, please tell the security office.';
  return {
    to: options.to,
    subject: `Your ${options.appName} admin account`,
    text: `${intro}\n\n${added}\n\n${options.link}\n\n${footer}\n`,
    html: mailLayout([intro, added], { href: options.link, label: 'Set your password' }, footer),
  };
}

export interface ClaimMailOptions {
  to: string;
  name: string;
  appName: string;
  itemName: string;
  reportId: string;
  claimId: string;
  outcome: 'approved' | 'rejected' | 'approval_withdrawn' | 'closed';
  reason: string | null;
  office: { name: string; address: string; hours: string };
  link: string;
}

/** Tells a claimant what staff decided, or that the item went to someone else. */
export function claimDecisionMail(options: ClaimMailOptions): MailMessage {
  const intro = `Hello ${options.name},`;
  const item = `${options.itemName} (item ${options.reportId}, claim ${options.claimId})`;
  const paragraphs: Record<ClaimMailOptions['outcome'], string[]> = {
    approved: [
      `Your claim on ${item} has been approved.`,
      `Please come to the ${officePlace(options.office)}, with your university ID card to collect it. Office hours: ${options.office.hours}.`,
    ],
    rejected: [
      `Your claim on ${item} has been rejected.`,
      `Reason: ${options.reason ?? 'none given'}`,
      `If you think this is a mistake, please contact the ${options.office.name}.`,
    ],
    approval_withdrawn: [
      `The approval of your claim on ${item} has been withdrawn, so the item will not be handed to you.`,
      `Reason: ${options.reason ?? 'none given'}`,
      `Please do not come to collect it. If you think this is a mistake, please contact the ${options.office.name}.`,
    ],
    closed: [
      `Your claim on ${item} has been closed: the item was handed over to its owner.`,
      `If you think this is a mistake, please contact the ${options.office.name}.`,
    ],
  };
  const subjects: Record<ClaimMailOptions['outcome'], string> = {
    approved: `Your claim on ${quotedInSubject(options.itemName)} is approved`,
    rejected: `Your claim on ${quotedInSubject(options.itemName)} is rejected`,
    approval_withdrawn: `The approval of your claim on ${quotedInSubject(options.itemName)} is withdrawn`,
    closed: `Your claim on ${quotedInSubject(options.itemName)} is closed`,
  };
  const lines = [intro, ...paragraphs[options.outcome]];
  const footer = `You get this email because you claimed an item on ${options.appName}.`;
  return {
    to: options.to,
    subject: subjects[options.outcome],
    text: `${lines.join('\n\n')}\n\nSee your claims: ${options.link}\n\n${footer}\n`,
    html: mailLayout(lines, { href: options.link, label: 'See my items' }, footer),
  };
}
