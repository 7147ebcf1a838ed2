import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { simpleParser, type ParsedMail } from 'mailparser';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimConversation } from '#shared/schemas/claim-conversation';
import { queryRows } from '#server/db/client';
import { foundPayload } from '#server/routes/api/found-reports/found-report-fixtures';
import { createTestApp, databaseKinds, type SignedIn, type TestApp } from '#tests/support/test-app';

/** The university's outgoing mail server, as the app sees it: every mail it sends, read back. */
async function outgoingMail() {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const DOMAIN = 'replies.example.edu';

describe.each(databaseKinds)('replies by mail on %s', (kind) => {
  let t: TestApp;
  let outgoing: Awaited<ReturnType<typeof outgoingMail>>;
  let admin: SignedIn<{ id: string; name: string }>;

  beforeAll(async () => {
    outgoing = await outgoingMail();
    t = await createTestApp(kind, {
      SMTP_URL: outgoing.url,
      INBOUND_SMTP_PORT: '0',
      INBOUND_MAIL_DOMAIN: DOMAIN,
    });
    admin = await t.signInAdmin();
  });
  afterAll(async () => {
    await t?.close();
    await outgoing?.close();
  });

  /** A claimant's mail program, sending to the app's listener. */
  const reply = (message: { from: string; to: string; text: string; headers?: Record<string, string> }) =>
    nodemailer
      .createTransport({ host: '127.0.0.1', port: t.app.inboundMail!.port, secure: false, ignoreTLS: true })
      .sendMail({ subject: 'Re: New message about your claim', ...message });

  it('takes the claimant’s answer into the thread, tells the office, and refuses a wrong address or a closed thread', async () => {
    const finder = await t.signInMember();
    const created = await t.call(
      finder.cookie,
      'POST',
      '/api/found-reports',
      foundPayload({ itemName: 'Grey Phone' }),
    );
    const { reportId } = created.json<{ reportId: string }>();
    expect((await t.call(admin.cookie, 'PATCH', `/api/found-reports/${reportId}/store`)).statusCode).toBe(
      200,
    );
    const claimant = await t.signInMember();
    const claimed = await t.call(claimant.cookie, 'PATCH', `/api/found-reports/${reportId}/claim`, {
      message: 'Grey phone, blue case',
    });
    const { claimId } = claimed.json<{ claimId: string }>();

    // The office asks: its mail to the claimant says where a reply goes.
    const question = 'Please describe the lock screen.';
    expect(
      (await t.call(admin.cookie, 'POST', `/api/claims/${claimId}/messages`, { text: question })).statusCode,
    ).toBe(200);
    await t.app.jobs.idle();
    const asked = outgoing.mails.find((mail) => mail.text?.includes(question));
    expect(asked?.to).toMatchObject({ value: [{ address: claimant.record.email }] });
    const replyTo = asked!.replyTo!.value[0]!.address!;
    expect(replyTo).toMatch(new RegExp(`^reply\\+[0-9a-f.]+@${DOMAIN.replaceAll('.', '\\.')}$`));
    expect(asked!.text).toContain('You can answer by replying to this email');

    // The claimant replies from their mail program: the words above the quote, as the claimant.
    await reply({
      from: claimant.record.email,
      to: replyTo,
      text: `It is a photo of my cat on a red sofa.\n\nOn Mon, 13 Apr 2026, Lost & Found <no-reply@${DOMAIN}> wrote:\n> ${question}\n`,
    });
    const conversation = (
      await t.call(admin.cookie, 'GET', `/api/claims/${claimId}/messages`)
    ).json<ClaimConversation>();
    expect(conversation.messages.at(-1)).toMatchObject({
      fromOffice: false,
      text: 'It is a photo of my cat on a red sofa.',
      unread: true,
    });
    // The office hears of it as of a message written in the app (decision 0070).
    const [alert] = await queryRows(
      t.db,
      sql`SELECT body FROM notifications WHERE admin_id = ${admin.record.id}::uuid AND kind = 'claim-message'
          ORDER BY created_at DESC LIMIT 1`,
      z.object({ body: z.string() }),
    );
    expect(alert!.body).toContain('It is a photo of my cat on a red sofa.');

    // An out-of-office notice is taken and dropped; nothing is written.
    await reply({
      from: claimant.record.email,
      to: replyTo,
      text: 'I am away until Monday.',
      headers: { 'Auto-Submitted': 'auto-replied' },
    });
    const after = (
      await t.call(admin.cookie, 'GET', `/api/claims/${claimId}/messages`)
    ).json<ClaimConversation>();
    expect(after.messages).toHaveLength(conversation.messages.length);

    // An address whose signature is not the server's is refused before any words are sent.
    const forged = replyTo.replace(/[0-9a-f](?=@)/, (last) => (last === '0' ? '1' : '0'));
    await expect(
      reply({ from: claimant.record.email, to: forged, text: 'Let me in.' }),
    ).rejects.toMatchObject({
      responseCode: 550,
      response: expect.stringContaining('This address takes no mail'),
    });

    // Once the claim is rejected its thread is read-only: the reply comes back with the reason.
    expect(
      (await t.call(admin.cookie, 'PATCH', `/api/claims/${claimId}/reject`, { reason: 'Not the owner' }))
        .statusCode,
    ).toBe(200);
    await expect(
      reply({ from: claimant.record.email, to: replyTo, text: 'But it is mine!' }),
    ).rejects.toMatchObject({
      responseCode: 550,
      response: expect.stringContaining('This claim is no longer open'),
    });
    const closed = (
      await t.call(claimant.cookie, 'GET', `/api/claims/${claimId}/messages`)
    ).json<ClaimConversation>();
    expect(closed.messages.map((message) => message.text)).not.toContain('But it is mine!');
  });
});
