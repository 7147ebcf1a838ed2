import { officeNameBesideAddress } from '#shared/university/office-place';
import { translate } from '#server/lib/i18n';
import type { Language } from '#shared/i18n/languages';
import type { MessageKey, MessageValues } from '#shared/i18n/message-key';
import type { MailMessage } from './send-mail';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The texts of one mail, in its reader's language. */
export const mailTexts = (language: Language) => (key: MessageKey, values?: MessageValues) =>
  translate(language, key, values);

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
  language: Language,
  paragraphs: string[],
  link: { href: string; label: string },
  footer: string,
  footerLink?: { href: string; label: string },
  /** An image attached to the mail (by its content id) shown below the paragraphs, its words beneath. */
  figure?: { cid: string; alt: string; caption: string },
): string {
  const text = mailTexts(language);
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  const footerEnd = footerLink
    ? ` <a href="${escapeHtml(footerLink.href)}" style="color: #1d4ed8;">${escapeHtml(footerLink.label)}</a>`
    : '';
  // Bangla is drawn in the reader's own Bengali font; the list names the common ones.
  const fonts =
    language === 'bn' ? `'Noto Sans Bengali', 'Nirmala UI', Vrinda, Arial, sans-serif` : 'Arial, sans-serif';
  return `<!doctype html>
<html lang="${language}"><body style="font-family: ${fonts}; color: #111827; line-height: 1.5;">
${body}
${
  figure
    ? `<p><img src="cid:${escapeHtml(figure.cid)}" alt="${escapeHtml(figure.alt)}" width="220" height="220" style="display:block;"><br><strong style="font-family: monospace; font-size: 20px; letter-spacing: 2px;">${escapeHtml(figure.caption)}</strong></p>
`
    : ''
}<p><a href="${escapeHtml(link.href)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;">${escapeHtml(link.label)}</a></p>
<p style="font-size: 13px; color: #4b5563;">${escapeHtml(text('mail.copyAddress'))}<br>${escapeHtml(link.href)}</p>
<p style="font-size: 13px; color: #4b5563;">${escapeHtml(footer)}${footerEnd}</p>
</body></html>`;
}

export interface ResetMailOptions {
  to: string;
  name: string;
  link: string;
  appName: string;
  /** How long the link works. */
  hours: number;
  /** Admins read their mail in English until they have a language of their own. */
  language?: Language;
}

export function passwordResetMail(options: ResetMailOptions): MailMessage {
  const language = options.language ?? 'en';
  const text = mailTexts(language);
  const intro = text('mail.hello', { name: options.name });
  const ask = text('mail.resetAsk', { appName: options.appName, hours: options.hours });
  const footer = text('mail.resetFooter');
  return {
    to: options.to,
    subject: text('mail.resetSubject', { appName: options.appName }),
    text: `${intro}\n\n${ask}\n\n${options.link}\n\n${footer}\n`,
    html: mailLayout(language, [intro, ask], { href: options.link, label: text('mail.resetButton') }, footer),
  };
}

export function welcomeAdminMail(options: ResetMailOptions & { addedBy: string }): MailMessage {
  const language = options.language ?? 'en';
  const text = mailTexts(language);
  const intro = text('mail.hello', { name: options.name });
  const added = text('mail.welcomeAdminAdded', {
    addedBy: options.addedBy,
    appName: options.appName,
    hours: options.hours,
  });
  const footer = text('mail.welcomeAdminFooter');
  return {
    to: options.to,
    subject: text('mail.welcomeAdminSubject', { appName: options.appName }),
    text: `${intro}\n\n${added}\n\n${options.link}\n\n${footer}\n`,
    html: mailLayout(
      language,
      [intro, added],
      { href: options.link, label: text('mail.welcomeAdminButton') },
      footer,
    ),
  };
}

export interface ClaimMailOptions {
  to: string;
  name: string;
  language: Language;
  appName: string;
  itemName: string;
  reportId: string;
  claimId: string;
  outcome: 'approved' | 'rejected' | 'approval_withdrawn' | 'closed';
  reason: string | null;
  /** Where to collect the item: the holding desk (or the settings' office); hours null when it has none. */
  office: { name: string; address: string; hours: string | null; map?: string | null };
  link: string;
}

/** Tells a claimant what staff decided, or that the item went to someone else. */
export function claimDecisionMail(options: ClaimMailOptions): MailMessage {
  const text = mailTexts(options.language);
  const intro = text('mail.hello', { name: options.name });
  const item = text('mail.claimItem', {
    itemName: options.itemName,
    reportId: options.reportId,
    claimId: options.claimId,
  });
  const office = {
    officeName: options.office.name,
    officeAddress: options.office.address,
    officeHours: options.office.hours ?? '',
  };
  const collect = {
    ...office,
    // The office is named once: its name leaves out what its address says.
    officeName: officeNameBesideAddress(options.office),
  };
  const paragraphs: Record<ClaimMailOptions['outcome'], string[]> = {
    approved: [
      text('mail.claimApproved', { item }),
      options.office.hours ? text('mail.claimCollect', collect) : text('mail.claimCollectAskHours', collect),
      ...(options.office.map ? [text('mail.claimMap', { link: options.office.map })] : []),
    ],
    rejected: [
      text('mail.claimRejected', { item }),
      text('mail.claimReason', { reason: options.reason ?? text('mail.claimNoReason') }),
      text('mail.claimMistake', office),
    ],
    approval_withdrawn: [
      text('mail.claimApprovalWithdrawn', { item }),
      text('mail.claimReason', { reason: options.reason ?? text('mail.claimNoReason') }),
      text('mail.claimDoNotCome', office),
    ],
    closed: [text('mail.claimClosed', { item }), text('mail.claimMistake', office)],
  };
  const subjects: Record<ClaimMailOptions['outcome'], MessageKey> = {
    approved: 'mail.claimApprovedSubject',
    rejected: 'mail.claimRejectedSubject',
    approval_withdrawn: 'mail.claimApprovalWithdrawnSubject',
    closed: 'mail.claimClosedSubject',
  };
  const lines = [intro, ...paragraphs[options.outcome]];
  const footer = text('mail.claimFooter', { appName: options.appName });
  return {
    to: options.to,
    subject: text(subjects[options.outcome], { itemName: quotedInSubject(options.itemName) }),
    text: `${lines.join('\n\n')}\n\n${text('mail.seeClaims', { link: options.link })}\n\n${footer}\n`,
    html: mailLayout(
      options.language,
      lines,
      { href: options.link, label: text('mail.claimButton') },
      footer,
    ),
  };
}
