import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, Agent, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ece from 'http_ece';
import { importJWK, jwtVerify } from 'jose';

/**
 * A Web Push service on loopback, as a browser vendor runs one: it takes
 * encrypted pushes over TLS for the subscriptions it hands out, checks their
 * VAPID signature, and decrypts them with the keys only the "browser" holds,
 * so a test sees what a phone would show.
 */

export interface ReceivedPush {
  subscription: string;
  headers: Record<string, string | string[] | undefined>;
  /** The VAPID claims the push was signed with (aud, exp, sub). */
  claims: Record<string, unknown>;
  /** The decrypted payload, parsed. */
  payload: { tag: string; title: string; body: string; url: string; topic: string };
}

interface BrowserKeys {
  ecdh: ECDH;
  auth: Buffer;
}

/** A self-signed certificate for 127.0.0.1, made with the system's openssl. */
function loopbackCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'clf-push-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface PushService {
  /** The TLS agent the app pushes through: it trusts this service's certificate. */
  agent: Agent;
  /** A new browser's subscription, as PushSubscription.toJSON() gives it. */
  subscribe(): { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Every push received so far, in order. */
  received: ReceivedPush[];
  /** The next push for this endpoint (one already received counts). */
  nextPush(endpoint: string, after?: number): Promise<ReceivedPush>;
  /** From now on this endpoint answers 410 Gone, as when the browser unsubscribed. */
  expire(endpoint: string): void;
  /** Pushes that arrived for an endpoint, however they were answered. */
  count(endpoint: string): number;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushService> {
  const { key, cert } = loopbackCertificate();
  const browsers = new Map<string, BrowserKeys>();
  const expired = new Set<string>();
  const received: ReceivedPush[] = [];
  const arrivals = new Map<string, number>();
  const waiters: { endpoint: string; after: number; resolve: (push: ReceivedPush) => void }[] = [];
  let origin = '';

  const server: Server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url}`;
      arrivals.set(endpoint, (arrivals.get(endpoint) ?? 0) + 1);
      void (async () => {
        const browser = browsers.get(endpoint);
        if (!browser || expired.has(endpoint)) {
          response.writeHead(browser ? 410 : 404).end();
          return;
        }
        // "vapid t=<JWT>, k=<public key>" (RFC 8292): the signature must verify against k.
        const authorization = /^vapid t=([^,]+),\s*k=(\S+)$/.exec(String(request.headers.authorization));
        if (!authorization || request.headers['content-encoding'] !== 'aes128gcm') {
          response.writeHead(400).end();
          return;
        }
        const publicKey = Buffer.from(authorization[2]!, 'base64url');
        const jwk = {
          kty: 'EC',
          crv: 'P-256',
          x: publicKey.subarray(1, 33).toString('base64url'),
          y: publicKey.subarray(33, 65).toString('base64url'),
        };
        let claims: Record<string, unknown>;
        try {
          claims = (await jwtVerify(authorization[1]!, await importJWK(jwk, 'ES256'))).payload;
        } catch {
          response.writeHead(403).end();
          return;
        }
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: browser.ecdh,
          authSecret: browser.auth.toString('base64url'),
        });
        const push: ReceivedPush = {
          subscription: endpoint,
          headers: request.headers,
          claims,
          payload: JSON.parse(plain.toString('utf8')) as ReceivedPush['payload'],
        };
        received.push(push);
        response.writeHead(201, { location: `${endpoint}/messages/${received.length}` }).end();
        const index = received.filter((one) => one.subscription === endpoint).length - 1;
        for (const waiter of waiters.filter((one) => one.endpoint === endpoint && one.after <= index)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(push);
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: cert, keepAlive: false });

  return {
    agent,
    received,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(12).toString('base64url')}`;
      browsers.set(endpoint, { ecdh, auth });
      return {
        endpoint,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    nextPush(endpoint, after = 0) {
      const already = received.filter((one) => one.subscription === endpoint)[after];
      if (already) return Promise.resolve(already);
      return new Promise((resolve) => waiters.push({ endpoint, after, resolve }));
    },
    expire(endpoint) {
      expired.add(endpoint);
    },
    count(endpoint) {
      return arrivals.get(endpoint) ?? 0;
    },
    close() {
      agent.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
