import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { queryRows } from '#server/db/client';
import { imageUrl } from '#shared/image-urls';
import { deleteUnusedImages, UNUSED_IMAGE_GRACE_MS } from './delete-unused-images';

describe.each(databaseKinds)('deleting unused photos on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  /** An image row uploaded `ageMs` ago (the bytes do not matter here). */
  const image = async (ageMs: number) => {
    const [row] = await queryRows(
      t.db,
      sql`INSERT INTO images (card, detail, card_width, card_height, detail_width, detail_height, created_at)
          VALUES ('\\x00'::bytea, '\\x00'::bytea, 1, 1, 1, 1, now() - make_interval(secs => ${ageMs / 1000}))
          RETURNING id`,
      z.object({ id: z.string() }),
    );
    return row!.id;
  };
  const remaining = async (ids: string[]) =>
    (await queryRows(t.db, sql`SELECT id FROM images`, z.object({ id: z.string() })))
      .map((row) => row.id)
      .filter((id) => ids.includes(id))
      .sort();

  it('deletes old photos nothing refers to, and keeps recent ones and every photo in use', async () => {
    const old = UNUSED_IMAGE_GRACE_MS + 60_000;
    const abandoned = await image(old);
    const alsoAbandoned = await image(old);
    const recent = await image(60_000);
    const onFoundReport = await image(old);
    const onLostReport = await image(old);
    const memberPhoto = await image(old);
    const adminPhoto = await image(old);

    await t.db.execute(sql`
      INSERT INTO found_reports (report_id, item_name, color, description, found_date, found_location, image_url)
      VALUES ('FND900001', 'Wallet', 'Black', 'A wallet with a photo', current_date, 'Library',
        ${imageUrl(onFoundReport, 'detail')})`);
    await t.db.execute(sql`
      INSERT INTO lost_reports (report_id, item_name, color, description, lost_date, lost_location, image_url)
      VALUES ('LST900001', 'Umbrella', 'Blue', 'An umbrella with a photo', current_date, 'Cafeteria',
        ${imageUrl(onLostReport, 'card')})`);
    await t.signInMember({ photoUrl: imageUrl(memberPhoto, 'detail') });
    await t.signInAdmin({ photoUrl: imageUrl(adminPhoto, 'detail') });
    // Photos from elsewhere (a provider's avatar) are no image of ours, and break nothing.
    await t.signInMember({ photoUrl: 'https://example.com/avatar.png' });

    const all = [abandoned, alsoAbandoned, recent, onFoundReport, onLostReport, memberPhoto, adminPhoto];
    expect(await deleteUnusedImages(t.db)).toBe(2);
    expect(await remaining(all)).toEqual(
      [recent, onFoundReport, onLostReport, memberPhoto, adminPhoto].sort(),
    );

    // A day later the recent one is old too.
    expect(await deleteUnusedImages(t.db, new Date(Date.now() + UNUSED_IMAGE_GRACE_MS))).toBe(1);
    expect(await remaining(all)).toEqual([onFoundReport, onLostReport, memberPhoto, adminPhoto].sort());
  });
});
