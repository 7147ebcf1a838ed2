import { request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFoundReports } from '#server/routes/api/found-reports/found-report-fixtures';
import { createTestApp, databaseKinds, TEST_ORIGIN, type TestApp } from '../support/test-app';
import { ACCESS_RULES, type Access, type Caller as AccessCaller } from '#server/lib/access-rules';
import { FIRST_DESK_ID } from '#server/db/schema';

/**
 * Who may call what, for every operation of the OpenAPI document and six
 * callers, and the same answers whatever form the request's target is written
 * in: the rules follow the route that serves a request, never its raw text.
 * Sent over a real socket, as written: `inject` would tidy the target first.
 */

type Caller = 'anonymous' | 'incomplete member' | 'member A' | 'member B' | 'desk staff' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'incomplete member', 'member A', 'member B', 'desk staff', 'admin'];
/** The row of the access table each caller reads; the desk staff work at the first desk, where the items are. */
const KIND_OF: Record<Caller, AccessCaller> = {
  anonymous: 'anonymous',
  'incomplete member': 'incomplete member',
  'member A': 'member',
  'member B': 'member',
  'desk staff': 'desk staff',
  admin: 'admin',
};

interface Operation {
  method: string;
  path: string;
  access: string;
  hasBody: boolean;
  query: string[];
}

interface Answer {
  status: number;
  type: string;
  code: string | undefined;
  body: string;
  location: string | undefined;
}

/** The forms a client may write one target in; each names what it does to `/api/…?query`. */
const FORMS: Record<string, (target: string, port: number) => { target: string; host: string }> = {
  'absolute form': (target, port) => ({
    target: `http://127.0.0.1:${port}${target}`,
    host: `127.0.0.1:${port}`,
  }),
  'upper-case scheme, another host with a trailing dot': (target) => ({
    target: `HTTP://Other.Example.${target}`,
    host: 'other.example.',
  }),
  'doubled slashes': (target, port) => ({
    target: target.replace(/^\/api\//, '//api//'),
    host: `127.0.0.1:${port}`,
  }),
  'letters written as escapes': (target, port) => ({
    target: target.replace(/^\/api\//, '/%61%70%69/'),
    host: `127.0.0.1:${port}`,
  }),
  'absolute form with escapes and doubled slashes': (target, port) => ({
    target: `https://localhost:${port}/${target.replace(/^\/api\//, '/%61pi//')}`,
    host: `localhost:${port}`,
  }),
};

const agent = new Agent({ keepAlive: true, maxSockets: 8 });

function send(
  port: number,
  options: { method: string; target: string; host: string; cookie?: string; body?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: options.host, origin: TEST_ORIGIN };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(options.body));
    }
    const request = httpRequest(
      { host: '127.0.0.1', port, method: options.method, path: options.target, headers, agent },
      (response) => {
        // A live event stream stays open: its first event is its answer.
        if (String(response.headers['content-type'] ?? '').startsWith('text/event-stream')) {
          response.once('data', () => {
            response.destroy();
            resolve({
              status: response.statusCode!,
              type: 'text/event-stream',
              code: undefined,
              body: '',
              location: undefined,
            });
          });
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          const type = String(response.headers['content-type'] ?? '').split(';')[0]!;
          let code: string | undefined;
          if (type === 'application/json' && response.statusCode! >= 400) {
            code = (JSON.parse(body) as { code?: string }).code;
          }
          resolve({
            status: response.statusCode!,
            type,
            code,
            body,
            location: response.headers.location,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** What the access table alone says a caller gets; null when the route itself decides. */
function refusal(access: string, caller: Caller): { status: number; code: string } | null {
  const rule = ACCESS_RULES[access as Access];
  if (!rule) return { status: 403, code: 'NO_ACCESS_RULE' };
  const refused = rule.callers[KIND_OF[caller]];
  return refused ? { status: refused.status, code: refused.code } : null;
}

/**
 * An answer as the caller sees it, less what differs between two requests by
 * design: a fresh sign-in state in a redirect, a session's own expiry.
 */
function comparable(answer: Answer) {
  const location = answer.location?.replace(/([?&](state|nonce|code_challenge)=)[^&]+/g, '$1…');
  // An export is compared by its columns: exporting the activity log is itself logged.
  const body =
    answer.type === 'application/json'
      ? answer.body
      : answer.type === 'text/csv'
        ? answer.body.split('\r\n')[0]
        : answer.type;
  return { status: answer.status, code: answer.code, location, body };
}

describe.each(databaseKinds)('the access table on %s', (kind) => {
  let t: TestApp;
  let port: number;
  let operations: Operation[];
  const owners = new Map<Caller, { memberId: string } | { adminId: string }>();
  let adminEmail: string;
  let storedReportId: string;
  let memberAUnsubscribe: string;
  let stickerCode: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;

    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          { 'x-access': string; requestBody?: unknown; parameters?: { in: string; name: string }[] }
        >
      >;
    };
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        access: operation['x-access'],
        hasBody: operation.requestBody !== undefined,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      })),
    );

    const memberA = await t.signInMember();
    const memberB = await t.signInMember();
    const incomplete = await t.signInMember({ complete: false });
    const admin = await t.signInAdmin();
    const staff = await t.signInStaff([FIRST_DESK_ID]);
    owners.set('desk staff', { adminId: staff.record.id });
    owners.set('member A', { memberId: memberA.record.id });
    owners.set('member B', { memberId: memberB.record.id });
    owners.set('incomplete member', { memberId: incomplete.record.id });
    owners.set('admin', { adminId: admin.record.id });
    adminEmail = admin.record.email;
    const [stored] = await insertFoundReports(t.db, [{ itemName: 'Black Wallet' }]);
    storedReportId = stored!.report_id;
    const belonging = await t.app.inject({
      method: 'POST',
      url: '/api/belongings',
      headers: { cookie: memberA.cookie },
      payload: { name: 'Laptop', category: 'Laptop' },
    });
    stickerCode = belonging.json<{ stickerCode: string }>().stickerCode;
    const { unsubscribeLinks } = await import('#server/services/notifications/unsubscribe-links');
    const link = new URL((await unsubscribeLinks(t.db, t.config.publicUrl, memberA.record.id)).oneClick);
    memberAUnsubscribe = link.search.slice(1);
  });
  afterAll(async () => t?.close());

  /**
   * The target of one operation. Reads name real things (a stored item, an
   * admin); anything that may change something names nothing that exists and
   * sends an empty body, so each form of it meets the same state.
   */
  function targetOf(operation: Operation): string {
    const reads = operation.method === 'GET';
    const values: Record<string, string> = reads
      ? {
          reportId: storedReportId,
          id: storedReportId,
          email: adminEmail,
          file: 'card.webp',
          claimId: 'CLM000000',
          code: stickerCode,
          key: 'A'.repeat(40),
        }
      : {
          reportId: 'FND999999',
          id: '0f8fad5b-d9cb-469f-a165-70867728950e',
          email: `nobody@${t.config.university.emailDomain}`,
          claimId: 'CLM999999',
          matchId: '0f8fad5b-d9cb-469f-a165-70867728950e',
          code: 'ZZZZZZZZZZZZZZZZ',
          key: 'A'.repeat(40),
        };
    if (operation.path === '/api/images/{id}/{file}') {
      values.id = '0f8fad5b-d9cb-469f-a165-70867728950e';
      values.file = 'card.webp';
    }
    const path = operation.path.replace(/\{(\w+)\}/g, (_all, name: string) =>
      encodeURIComponent(values[name]!),
    );
    if (operation.path.startsWith('/api/notifications/unsubscribe')) return `${path}?${memberAUnsubscribe}`;
    if (operation.path === '/api/id-lookup') return `${path}?q=${storedReportId}`;
    if (operation.query.includes('items')) return `${path}?items=${storedReportId}`;
    if (operation.query.includes('limit')) return `${path}?limit=5`;
    return path;
  }

  const readingSessions = new Map<Caller, string>();

  /** A call that may change something gets a fresh session, so a sign-out is that call's own. */
  async function cookieOf(caller: Caller, operation: Operation): Promise<string | undefined> {
    if (caller === 'anonymous') return undefined;
    if (operation.method === 'GET') {
      const kept = readingSessions.get(caller) ?? (await t.newSession(owners.get(caller)!));
      readingSessions.set(caller, kept);
      return kept;
    }
    // Deleting an account must not delete the callers the other rows use.
    if (
      operation.method === 'DELETE' &&
      operation.path === '/api/user/account' &&
      KIND_OF[caller].endsWith('member')
    ) {
      return (await t.signInMember({ complete: caller !== 'incomplete member' })).cookie;
    }
    return t.newSession(owners.get(caller)!);
  }

  function call(
    operation: Operation,
    caller: Caller,
    target: string,
    host: string,
    cookie: string | undefined,
  ) {
    return send(port, {
      method: operation.method,
      target,
      host,
      cookie,
      ...(operation.method !== 'GET' && operation.method !== 'DELETE' ? { body: '{}' } : {}),
    });
  }

  it('covers every operation of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(76);
  });

  /** What is wrong with one caller's answer to one operation by the access rule alone (none: empty). */
  function againstRule(operation: Operation, caller: Caller, answer: Answer): string[] {
    const name = `${caller} ${operation.method} ${operation.path}`;
    const expected = refusal(operation.access, caller);
    const wrong: string[] = [];
    if (answer.status >= 500) wrong.push(`${name}: ${answer.status} ${answer.body.slice(0, 120)}`);
    if (expected && (answer.status !== expected.status || answer.code !== expected.code)) {
      wrong.push(
        `${name}: expected ${expected.status} ${expected.code}, got ${answer.status} ${answer.code}`,
      );
    }
    if (!expected && (answer.status === 401 || answer.code === 'PROFILE_INCOMPLETE')) {
      wrong.push(`${name}: refused a caller the rule allows (${answer.status} ${answer.code})`);
    }
    return wrong;
  }

  /** Each caller's answer to `operation` in the ordinary form and in each of `forms`: what differs. */
  async function sameInEveryForm(operation: Operation, forms: string[]): Promise<string[]> {
    const wrong: string[] = [];
    const target = targetOf(operation);
    for (const caller of CALLERS) {
      const name = `${caller} ${operation.method} ${operation.path}`;
      const ordinary = await call(
        operation,
        caller,
        target,
        `127.0.0.1:${port}`,
        await cookieOf(caller, operation),
      );
      wrong.push(...againstRule(operation, caller, ordinary));
      for (const form of forms) {
        const written = FORMS[form]!(target, port);
        const answer = await call(
          operation,
          caller,
          written.target,
          written.host,
          await cookieOf(caller, operation),
        );
        if (JSON.stringify(comparable(answer)) !== JSON.stringify(comparable(ordinary))) {
          wrong.push(
            `${name} in ${form}: ${answer.status} ${answer.code ?? answer.type} instead of ${ordinary.status} ${ordinary.code ?? ordinary.type}`,
          );
        }
      }
    }
    return wrong;
  }

  it('gives every caller what the access rule says, in the ordinary and the absolute form alike', async () => {
    const wrong: string[] = [];
    for (const operation of operations) wrong.push(...(await sameInEveryForm(operation, ['absolute form'])));
    expect(wrong).toEqual([]);
  }, 600_000);

  /**
   * The other odd forms reach the same code as the absolute one (the route
   * that serves a request decides), so each is shown on representatives:
   * for every access rule, the read and the change with the most path
   * parameters, and the admin reads that once leaked, as every caller.
   */
  it('answers every other form of a target as the ordinary one, on a read and a change of each access rule', async () => {
    const representatives = new Map<string, Operation>();
    const parameters = (operation: Operation) => operation.path.split('{').length;
    for (const operation of operations) {
      const key = `${operation.access} ${operation.method === 'GET' ? 'read' : 'change'}`;
      const chosen = representatives.get(key);
      if (!chosen || parameters(operation) > parameters(chosen)) representatives.set(key, operation);
    }
    // Every access rule of the document has its representatives.
    expect(new Set([...representatives.values()].map((operation) => operation.access))).toEqual(
      new Set(operations.map((operation) => operation.access)),
    );
    // With the two admin reads that once answered anyone (and with a 500) in absolute form.
    for (const path of ['/api/admins', '/api/admins/{email}']) {
      representatives.set(
        `once wrong ${path}`,
        operations.find((each) => each.method === 'GET' && each.path === path)!,
      );
    }
    const odd = Object.keys(FORMS).filter((form) => form !== 'absolute form');
    const wrong: string[] = [];
    for (const operation of new Set(representatives.values())) {
      wrong.push(...(await sameInEveryForm(operation, odd)));
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('answers an API address with an escaped slash as not found, as JSON', async () => {
    for (const target of ['/api%2Fadmins', '/api/admins%2F', `http://127.0.0.1:${port}/api%2fadmins`]) {
      const answer = await send(port, { method: 'GET', target, host: `127.0.0.1:${port}` });
      expect(answer.status, target).toBe(404);
      expect(answer.code, target).toBe('NOT_FOUND');
    }
  });

  it('guards the body and the origin of a request in absolute form as in the ordinary one', async () => {
    const cookie = await t.newSession(owners.get('member A')!);
    const target = `http://127.0.0.1:${port}/api/found-reports`;
    const host = `127.0.0.1:${port}`;
    const nul = await send(port, {
      method: 'POST',
      target,
      host,
      cookie,
      body: JSON.stringify({ itemName: 'Wal\u0000let' }),
    });
    expect([nul.status, nul.code]).toEqual([400, 'INVALID']);
    const deep = await send(port, {
      method: 'POST',
      target,
      host,
      cookie,
      body: `${'['.repeat(100)}${']'.repeat(100)}`,
    });
    expect([deep.status, deep.code]).toEqual([400, 'TOO_DEEP']);
    const large = await send(port, {
      method: 'POST',
      target,
      host,
      cookie,
      body: `"${'a'.repeat(1024 * 1024)}"`,
    });
    expect([large.status, large.code]).toEqual([413, 'TOO_LARGE']);
    const crossSite = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: target,
          headers: { host, cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode!);
        },
      );
      request.on('error', reject);
      request.end('{}');
    });
    expect(crossSite).toBe(403);
  });
});
