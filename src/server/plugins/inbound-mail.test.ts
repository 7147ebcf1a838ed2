import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app';

/** Holds a loopback port the way another local server would; resolves whether or not it was free. */
async function holdPort(port: number): Promise<Server> {
  const holder = createServer();
  await new Promise<void>((resolve) => {
    // Taken already (another local server): it is taken either way.
    holder.once('error', () => resolve());
    holder.listen(port, '127.0.0.1', () => resolve());
  });
  return holder;
}

describe('the listener for replies by mail', () => {
  let holder: Server | undefined;
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
    await new Promise<void>((resolve) => (holder?.listening ? holder.close(() => resolve()) : resolve()));
  });

  it('leaves replies by mail off when development’s default port is another server’s, and starts', async () => {
    holder = await holdPort(2525);
    t = await createTestApp('pglite', { NODE_ENV: 'development', HOST: '127.0.0.1' });
    expect(t.app.inboundMail).toBeNull();
    expect((await t.call(undefined, 'GET', '/api/health')).statusCode).toBe(200);
  });

  it('refuses to start when a port asked for is taken', async () => {
    holder = await holdPort(0);
    const { port } = holder.address() as AddressInfo;
    await expect(
      createTestApp('pglite', { INBOUND_SMTP_PORT: String(port), HOST: '127.0.0.1' }),
    ).rejects.toThrow(/EADDRINUSE/);
  });
});
