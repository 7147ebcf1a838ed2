import { describe, expect, it } from 'vitest';
import { testConfig } from '#tests/support/test-app';
import { alertMail } from './alert-mail';

describe('an alert mail', () => {
  const config = testConfig();
  const unsubscribe = {
    page: `${config.publicUrl}/unsubscribe?member=m&token=t&x=1`,
    oneClick: `${config.publicUrl}/api/notifications/unsubscribe?member=m&token=t&x=1`,
  };
  const mail = alertMail({
    to: 'member@diu.edu.bd',
    name: 'Nusrat',
    language: 'en',
    title: 'Possible match for your lost blue water bottle',
    body: 'An item like the one you reported lost (LST000042) is now at the security office.',
    items: [
      {
        reportId: 'FND000123',
        itemName: 'Blue water bottle',
        color: 'Blue',
        found_date: '2026-04-12',
        found_location: 'Library, second floor',
        lostReportId: 'LST000042',
      },
    ],
    link: `${config.publicUrl}/user/items/FND000123`,
    unsubscribe,
    config,
  });

  it('says where to collect the item naming each place once', () => {
    for (const body of [mail.text, mail.html]) {
      expect(body.match(/Daffodil Smart City/g)).toHaveLength(1);
      expect(body).toContain(
        'Collect it at the Security Office, Ground floor, Admission Building, Daffodil Smart City, Birulia, Savar, Dhaka 1216, Bangladesh.',
      );
    }
  });

  it('links the app’s unsubscribe page in the HTML, gives it whole in the text, and one-click in the header', () => {
    const escaped = unsubscribe.page.replaceAll('&', '&#38;');
    expect(mail.html).toContain(`<a href="${escaped}" style="color: #1d4ed8;">Turn off email alerts</a>`);
    expect(mail.html).not.toContain(`open this link: ${escaped}`);
    expect(mail.text).toContain(`To turn them off, open this link: ${unsubscribe.page}`);
    expect(mail.headers?.['List-Unsubscribe']).toBe(`<${unsubscribe.oneClick}>`);
  });
});
