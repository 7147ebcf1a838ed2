import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '#server/app';
import { loadConfig, type AppConfig } from '#server/config';
import { openDatabase, type Database, type DatabaseHandle, type DatabaseKind } from '#server/db/client';
import { adminDesks, admins, sessions, members } from '#server/db/schema';
import { hashPassword } from '#server/services/auth/password-hash';
import { seedDesks } from '#server/services/desks/desks';
import { applySearchMasks } from '#server/services/found-reports/search-masks';
import { hashToken, SESSION_COOKIE } from '#server/plugins/session';
import { OUT_OF_REACH_LIMITS } from './out-of-reach-limits';
import { copyOfPgliteTemplate } from './pglite-template';

/** The databases API tests run on: always PGlite, and PostgreSQL when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export const TEST_ORIGIN = 'http://localhost:3000';

/** For a test that raises one limit back within reach and keeps the rest out of it. */
export { OUT_OF_REACH_LIMITS };

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    LIMITS: OUT_OF_REACH_LIMITS,
    ...overrides,
  });
}

/** A test database; on PostgreSQL with its URL, so other servers can share it. */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle & { url?: string }> {
  if (kind === 'pglite') {
    const dataDir = await copyOfPgliteTemplate();
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    return {
      ...handle,
      async close() {
        await handle.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const name = `clf_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const template = process.env.TEST_POSTGRES_TEMPLATE;
  if (!template) throw new Error('TEST_POSTGRES_TEMPLATE is not set: run the tests through vitest.');
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolSize: 20 });
  return {
    ...handle,
    url: dbUrl.toString(),
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * A password hash as the server stores it, at a cost of about 1/32 of the production one: the
 * parameters travel with the hash, so checking a password against it is as cheap. Tests of
 * sign-in then spend their time on what they prove; the production cost is password-hash.test.ts's.
 */
export function testPasswordHash(password: string): Promise<string> {
  return hashPassword(password, { N: 1024, r: 8, p: 1 });
}

export interface SignedIn<T> {
  /** Send as the `cookie` header. */
  cookie: string;
  record: T;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  kind: DatabaseKind;
  config: AppConfig;
  /** A member with a complete profile unless `complete: false`. */
  signInMember(
    options?: Partial<typeof members.$inferInsert> & { complete?: boolean },
  ): Promise<SignedIn<typeof members.$inferSelect>>;
  signInAdmin(options?: Partial<typeof admins.$inferInsert>): Promise<SignedIn<typeof admins.$inferSelect>>;
  /** Desk staff working at the desks named (decision 0055). */
  signInStaff(deskIds: string[]): Promise<SignedIn<typeof admins.$inferSelect>>;
  /** One more session (its cookie) for a member or admin already signed in. */
  newSession(owner: { memberId: string } | { adminId: string }): Promise<string>;
  /** One request as the holder of `cookie` (signed out without one), `payload` sent as JSON. */
  call(
    cookie: string | undefined,
    method: HTTPMethods,
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
  /** Another server on the same database (PostgreSQL only), closed with this one. */
  anotherServer(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

let counter = 0;

async function startSession(db: Database, owner: { memberId: string } | { adminId: string }) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    memberId: 'memberId' in owner ? owner.memberId : null,
    adminId: 'adminId' in owner ? owner.adminId : null,
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
  return `${SESSION_COOKIE}=${token}`;
}

/** A fresh app on a fresh, migrated database, driven with app.inject (no network). */
export async function createTestApp(
  kind: DatabaseKind,
  configOverrides: Record<string, string> = {},
  appOptions: Pick<BuildAppOptions, 'onRoute' | 'clock' | 'pushAgent'> = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const config = testConfig(configOverrides);
  // CLIENT_DIR in the overrides serves a built client too, as the server does.
  const app = await buildApp({ config, database, logger: false, clientDir: config.clientDir, ...appOptions });
  await app.ready();
  const db = database.db;
  // As every start does: the settings' office fills in the first desk.
  await seedDesks(db, config.university);
  // As every start does: the university ID pattern members' search hides (decision 0076).
  await applySearchMasks(db, config.university);
  const others: { app: FastifyInstance; database: DatabaseHandle }[] = [];
  const testApp: TestApp = {
    app,
    db,
    kind,
    config,
    call: (cookie, method, url, payload) =>
      app.inject({
        method,
        url,
        headers: cookie ? { cookie } : {},
        ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
      }),
    async anotherServer() {
      if (!database.url) throw new Error('Only PostgreSQL can be shared by several servers');
      const shared = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 5 });
      const other = await buildApp({
        config,
        database: shared,
        logger: false,
        ...(appOptions.pushAgent ? { pushAgent: appOptions.pushAgent } : {}),
      });
      await other.ready();
      others.push({ app: other, database: shared });
      return other;
    },
    newSession: (owner) => startSession(db, owner),
    async signInMember(options = {}) {
      counter += 1;
      const { complete = true, ...fields } = options;
      const n = `${Date.now().toString(36)}${counter}`;
      const [record] = await db
        .insert(members)
        .values({
          oidcIssuer: 'test',
          oidcSubject: `member-${n}`,
          email: `member${n}@${config.university.emailDomain}`,
          name: `Member ${n}`,
          ...(complete
            ? {
                universityId: `221-15-${String(counter).padStart(4, '0')}`,
                phone: '01712345678',
                department: config.university.faculties[0]!.departments[0]!,
              }
            : {}),
          ...fields,
        })
        .returning();
      return { cookie: await startSession(db, { memberId: record!.id }), record: record! };
    },
    async signInAdmin(options = {}) {
      counter += 1;
      const n = `${Date.now().toString(36)}${counter}`;
      const [record] = await db
        .insert(admins)
        .values({
          email: `admin${n}@${config.university.emailDomain}`,
          name: `Admin ${n}`,
          universityId: `EMP${n}`,
          ...options,
        })
        .returning();
      return { cookie: await startSession(db, { adminId: record!.id }), record: record! };
    },
    async signInStaff(deskIds) {
      const signedIn = await testApp.signInAdmin({ role: 'staff' });
      if (deskIds.length > 0) {
        await db
          .insert(adminDesks)
          .values(deskIds.map((deskId) => ({ adminId: signedIn.record.id, deskId })));
      }
      return signedIn;
    },
    async close() {
      for (const other of others) {
        await other.app.close();
        await other.database.close();
      }
      await app.close();
      await database.close();
    },
  };
  return testApp;
}
