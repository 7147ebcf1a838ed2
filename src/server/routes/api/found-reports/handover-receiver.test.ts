import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { insertFoundReports, personPayload } from './found-report-fixtures';

describe.each(databaseKinds)(
  "a handover checks the receiver's email and phone as the profile does, on %s",
  (kind) => {
    let t: TestApp;
    let admin: string;
    beforeAll(async () => {
      t = await createTestApp(kind);
      admin = (await t.signInAdmin()).cookie;
    });
    afterAll(async () => t?.close());

    const handover = (reportId: string, receiver: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/found-reports/${reportId}/handover`,
        headers: { cookie: admin },
        payload: { receiver },
      });

    it.each([
      [
        'a phone that is not a mobile number',
        { phone: '12345' },
        (t: TestApp) => t.config.university.phone.message,
      ],
      ['an email without a domain', { email: 'rahim@' }, () => 'Invalid email address'],
    ] as const)('refuses %s with 400, handing nothing over', async (_name, change, message) => {
      const [item] = await insertFoundReports(t.db, [{}]);
      const response = await handover(item!.report_id, personPayload(t, change));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message(t));
      const stored = await t.app.inject({
        method: 'GET',
        url: `/api/found-reports/stored?q=${item!.report_id}`,
        headers: { cookie: admin },
      });
      expect(stored.json()).toHaveLength(1);
    });

    it('accepts a mobile number written with spaces and dashes, kept without them', async () => {
      const [item] = await insertFoundReports(t.db, [{}]);
      const response = await handover(item!.report_id, personPayload(t, { phone: '+88 017-1234-5678' }));
      expect(response.statusCode, response.body).toBe(200);
      const resolved = await t.app.inject({
        method: 'GET',
        url: `/api/found-reports/resolved?q=${item!.report_id}`,
        headers: { cookie: admin },
      });
      expect(resolved.json()[0].takenByUser.phone).toBe('+8801712345678');
    });
  },
);
