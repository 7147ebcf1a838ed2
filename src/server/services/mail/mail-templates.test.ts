import { describe, expect, it } from 'vitest';
import { claimDecisionMail, quotedInSubject, SUBJECT_QUOTE_MAX } from './mail-templates';

describe('a finder’s words in a subject', () => {
  it('are quoted, on one line, and cut with an ellipsis past the limit', () => {
    expect(quotedInSubject('Black Wallet')).toBe('"Black Wallet"');
    expect(quotedInSubject('Wallet\nURGENT: your account is locked')).toBe(
      '"Wallet URGENT: your account is locked"',
    );
    const long = quotedInSubject(`Blue bag ${'x'.repeat(100)} reply with your password`);
    expect([...long].length).toBe(SUBJECT_QUOTE_MAX + 2);
    expect(long).toMatch(/^"Blue bag x+…"$/);
    expect([...quotedInSubject('ব'.repeat(60))].length).toBe(SUBJECT_QUOTE_MAX + 2);
  });

  it('never let an item name speak as the app in a claim mail’s subject', () => {
    const mail = claimDecisionMail({
      to: 'member@diu.edu.bd',
      name: 'Rahim',
      language: 'en',
      appName: 'DIU Lost & Found',
      itemName: `Phone\r\nBcc: everyone@diu.edu.bd ${'and more '.repeat(10)}`,
      reportId: 'FND000001',
      claimId: 'CLM000001',
      outcome: 'rejected',
      reason: null,
      office: { name: 'Security Office', address: 'Gate 1', hours: '9–5' },
      link: 'http://localhost:3000/user/my-items',
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toMatch(/^Your claim on "Phone Bcc: everyone@diu\.edu\.bd and more…" is rejected$/);
  });
});

describe('a claim mail in Bangla', () => {
  it('quotes the finder’s words in its subject as the English one does', () => {
    const mail = claimDecisionMail({
      to: 'member@diu.edu.bd',
      name: 'রহিম',
      language: 'bn',
      appName: 'DIU Lost & Found',
      itemName: 'কালো মানিব্যাগ\nURGENT',
      reportId: 'FND000001',
      claimId: 'CLM000001',
      outcome: 'approval_withdrawn',
      reason: null,
      office: { name: 'Security Office', address: 'Gate 1', hours: '9–5' },
      link: 'http://localhost:3000/user/my-items',
    });
    expect(mail.subject).toBe('"কালো মানিব্যাগ URGENT"-এর ওপর আপনার দাবির অনুমোদন প্রত্যাহার করা হয়েছে');
    expect(mail.html).toContain('<html lang="bn">');
  });
});
