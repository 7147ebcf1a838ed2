import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, queryRows, type Database, type DatabaseHandle } from '#server/db/client';
import { hashToken, SESSION_COOKIE } from '#server/plugins/session';
import { freePort, startServer, waitHealthy } from '../support/server-process';
import { copyOfPgliteTemplate } from '../support/pglite-template';
import { databaseKinds, openTestDatabase } from '../support/test-app';

const idRow = z.object({ id: z.string() });
const countRow = z.object({ n: z.number() });

/**
 * The alert outlives a crash: a server stores an item, matches it, and dies
 * while its alert mail is on the wire (the mail server holds the message
 * unanswered). Restarted, it sends the alert, once.
 */
/** A mail server that holds the first message unanswered until told otherwise. */
async function mailServer() {
  const delivered: string[] = [];
  let hold = true;
  let heldOne: () => void = () => {};
  const held = new Promise<void>((resolve) => (heldOne = resolve));
  let deliveredOne: () => void = () => {};
  const firstDelivery = new Promise<void>((resolve) => (deliveredOne = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let message = '';
      stream.on('data', (chunk: Buffer) => (message += chunk.toString()));
      stream.on('end', () => {
        if (hold) {
          heldOne();
          return; // never answered: the sender waits
        }
        delivered.push(message);
        deliveredOne();
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    held,
    firstDelivery,
    release: () => (hold = false),
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/** A member with an open lost report, an admin session, and a reported wallet that answers it. */
async function seed(db: Database) {
  const day = new Date().toISOString().slice(0, 10);
  const [member] = await queryRows(
    db,
    sql`INSERT INTO users (oidc_issuer, oidc_subject, email, name, university_id, phone, department)
        VALUES ('test', 'crash-member', 'crash.member@diu.edu.bd', 'Crash Member', '221-15-4242', '01712345678', 'Department of Software Engineering')
        RETURNING id`,
    idRow,
  );
  await db.execute(sql`INSERT INTO lost_reports (report_id, item_name, color, description, lost_date, lost_location, reported_by_user_id)
        VALUES ('LST900001', 'Wallet', 'Black', 'Black leather wallet with my bus card', ${day}::date, 'Central Library', ${member!.id}::uuid)`);
  await db.execute(sql`INSERT INTO found_reports (report_id, item_name, color, description, found_date, found_location, status)
        VALUES ('FND900001', 'Black wallet', 'Black', 'Leather wallet, bus card inside', ${day}::date, 'Central Library', 'reported')`);
  const [admin] = await queryRows(
    db,
    sql`INSERT INTO admins (email, name, university_id) VALUES ('crash.admin@diu.edu.bd', 'Crash Admin', 'EMP1') RETURNING id`,
    idRow,
  );
  const token = randomBytes(32).toString('base64url');
  await db.execute(sql`INSERT INTO sessions (token_hash, admin_id, expires_at)
        VALUES (${hashToken(token)}, ${admin!.id}::uuid, now() + interval '1 day')`);
  return `${SESSION_COOKIE}=${token}`;
}

describe.each(databaseKinds)('an alert across a crash on %s', (kind) => {
  it('is sent once by the restarted server', async () => {
    const mail = await mailServer();
    let database: (DatabaseHandle & { url?: string }) | undefined;
    // The embedded database starts from the tests' migrated template: making one takes seconds.
    const dataDir =
      kind === 'pglite' ? await copyOfPgliteTemplate() : mkdtempSync(path.join(tmpdir(), 'clf-crash-'));
    try {
      database =
        kind === 'pglite'
          ? await openDatabase({ kind: 'pglite', dataDir })
          : await openTestDatabase('postgres');
      const cookie = await seed(database.db);
      const where: Record<string, string> =
        kind === 'pglite' ? { DATA_DIR: dataDir } : { DATABASE_URL: database.url! };
      if (kind === 'pglite') {
        await database.close(); // the server locks the directory for itself
        database = undefined;
      }
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const env: Record<string, string> = {
        ...where,
        PORT: String(port),
        PUBLIC_URL: url,
        SMTP_URL: mail.url,
      };

      const first = startServer(env);
      await waitHealthy(url, first);
      const stored = await fetch(`${url}/api/found-reports/FND900001/store`, {
        method: 'PATCH',
        headers: { cookie, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(stored.status).toBe(200);
      await mail.held; // the store committed; the alert is on the wire, unanswered
      first.child.kill('SIGKILL');
      await first.exited;

      mail.release();
      const second = startServer(env);
      await waitHealthy(url, second);
      await mail.firstDelivery;
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);

      if (kind === 'pglite') database = await openDatabase({ kind: 'pglite', dataDir });
      const db = database!.db;
      // The periodic sweeps (retention, decision 0018; pickup reminders, 0066; staff alerts, 0070) always wait for their turn; no other work is left.
      const jobs = await queryRows(
        db,
        sql`SELECT count(*)::int AS n FROM jobs WHERE kind NOT IN ('retention-sweep', 'pickup-reminders', 'staff-alerts-sweep')`,
        countRow,
      );
      expect(jobs[0]!.n).toBe(0);
      const notices = await queryRows(
        db,
        sql`SELECT emailed_at IS NOT NULL AS emailed FROM notifications`,
        z.object({ emailed: z.boolean() }),
      );
      expect(notices).toEqual([{ emailed: true }]);
      expect(mail.delivered).toHaveLength(1);
      const [message] = mail.delivered;
      expect(message).toMatch(/^To: crash\.member@diu\.edu\.bd/m);
      expect(message).toMatch(
        /^List-Unsubscribe:\s+<http:\/\/127\.0\.0\.1:\d+\/api\/notifications\/unsubscribe\?/m,
      );
      expect(message).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
      expect(message).toContain('FND900001');
    } finally {
      await database?.close();
      await mail.close();
    }
  }, 180_000);
});
