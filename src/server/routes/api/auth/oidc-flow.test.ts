import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../../../../../tests/support/test-app';
import { signInThroughProvider } from './oidc-flow.test-support';

describe.each(databaseKinds)('member sign-in through the development provider on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('signs a university member in', async () => {
    const flow = await signInThroughProvider(t.app, { email: 'Rahim.Uddin@diu.edu.bd', name: 'Rahim Uddin' });
    expect(flow.callback.statusCode).toBe(302);
    expect(flow.callback.headers.location).toBe('/auth/login?result=welcome');
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: flow.cookie! },
    });
    expect(session.json().user).toMatchObject({
      kind: 'member',
      email: 'rahim.uddin@diu.edu.bd',
      displayName: 'Rahim Uddin',
      profileComplete: false,
    });
  });
});
