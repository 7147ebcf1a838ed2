import webpush from 'web-push';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { instanceSecret } from '#server/lib/instance-secret';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const kept = new WeakMap<Database, VapidKeys>();

/**
 * The key pair this server signs its pushes with: the settings' in production;
 * otherwise one generated at first start and kept in the database, so every
 * server on it signs alike and a browser's subscription survives a restart.
 */
export async function vapidKeys(db: Database, config: Pick<AppConfig, 'vapid'>): Promise<VapidKeys> {
  if (config.vapid) return config.vapid;
  const known = kept.get(db);
  if (known) return known;
  const keys = JSON.parse(
    await instanceSecret(db, 'vapid-keys', async () => JSON.stringify(webpush.generateVAPIDKeys())),
  ) as VapidKeys;
  kept.set(db, keys);
  return keys;
}
