import { describe, expect, it } from 'vitest';
import { replyText } from './reply-text';

describe('replyText', () => {
  it('keeps the new words above a quoted earlier mail', () => {
    const body = [
      'It has a sticker of a cat on the back.',
      '',
      'And a cracked corner.',
      '',
      'On Mon, 13 Apr 2026 at 09:12, DIU Lost & Found <no-reply@diu.edu.bd> wrote:',
      '> Please describe the lock screen.',
      '> Thank you',
    ].join('\r\n');
    expect(replyText(body)).toBe('It has a sticker of a cat on the back.\n\nAnd a cracked corner.');
  });

  it('stops at an attribution wrapped over two lines, a Bangla one, or an Outlook header block', () => {
    expect(
      replyText(
        'Yes, it is mine.\n\nOn Mon, 13 Apr 2026 at 09:12, DIU Lost & Found\n<no-reply@diu.edu.bd> wrote:\n> Hello',
      ),
    ).toBe('Yes, it is mine.');
    expect(replyText('এটা আমার ফোন।\n\n১৩ এপ্রিল ২০২৬ তারিখে DIU Lost & Found লিখেছেন:\n> প্রশ্ন')).toBe(
      'এটা আমার ফোন।',
    );
    expect(
      replyText('Mine.\n\n-----Original Message-----\nFrom: DIU <no-reply@diu.edu.bd>\nSent: Monday'),
    ).toBe('Mine.');
    expect(replyText('Mine.\n\nFrom: DIU Lost & Found <no-reply@diu.edu.bd>\nSubject: New message')).toBe(
      'Mine.',
    );
  });

  it('leaves out the signature and a phone’s "Sent from my"', () => {
    expect(replyText('It is blue.\n-- \nNusrat Jahan\nCSE, batch 61')).toBe('It is blue.');
    expect(replyText('It is blue.\n\nSent from my iPhone')).toBe('It is blue.');
  });

  it('keeps a mail with nothing to strip as it is, and finds nothing in a bare quote', () => {
    expect(replyText('  The strap is torn.  \n')).toBe('The strap is torn.');
    expect(replyText('> only the earlier mail')).toBe('');
  });
});
