import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { expect } from 'vitest';
import type { LostReportMatches } from '#shared/schemas/notification';
import { queryRows, type Database } from '#server/db/client';
import { desks, FIRST_DESK_ID } from '#server/db/schema';
import type { TestApp } from '#tests/support/test-app';
import { nextReportId } from '#server/lib/report-ids';

export const today = () => new Date().toISOString().slice(0, 10);

export const foundPayload = (overrides: Record<string, unknown> = {}) => ({
  itemName: 'Black Wallet',
  color: 'Black',
  item_description: 'Leather wallet with a student card inside',
  found_date: '2025-06-01',
  found_time: '14:30',
  found_location: 'Central Library, 2nd floor',
  imageUrl: null,
  ...overrides,
});

export const lostPayload = (overrides: Record<string, unknown> = {}) => ({
  itemName: 'Blue Umbrella',
  color: 'Blue',
  item_description: 'Folding umbrella with a wooden handle',
  lost_date: '2025-06-02',
  lost_time: '',
  lost_location: 'Cafeteria',
  imageUrl: null,
  ...overrides,
});

export const personPayload = (t: TestApp, overrides: Record<string, unknown> = {}) => ({
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  universityId: '221-15-0001',
  phone: '01712345678',
  department: t.config.university.faculties[0]!.departments[0]!,
  ...overrides,
});

export interface SeedItem {
  itemName?: string;
  color?: string;
  description?: string;
  location?: string;
  foundDate?: string;
  status?: 'reported' | 'stored' | 'handed_over';
  claimCount?: number;
  /** Seconds before now, so tests control the order. */
  ageSeconds?: number;
  /** The first desk unless named. */
  deskId?: string;
  storageLocation?: string;
}

/** Inserts found reports in one statement (bulk data for paging, search and plans). */
export async function insertFoundReports(
  db: Database,
  items: SeedItem[],
): Promise<{ id: string; report_id: string }[]> {
  if (items.length === 0) return [];
  const values = items.map(
    (
      item,
      index,
    ) => sql`(${nextReportId('FND')}, ${item.itemName ?? 'Black Wallet'}, ${item.color ?? 'Black'},
      ${item.description ?? 'Found near the stairs, looks well used'}, ${item.foundDate ?? '2025-06-01'}::date,
      ${item.location ?? 'Central Library'}, ${item.status ?? 'stored'}::found_report_status, ${item.claimCount ?? 0},
      now() - make_interval(secs => ${item.ageSeconds ?? items.length - index}),
      ${item.status === 'handed_over' ? sql`now()` : sql`NULL`}, ${item.deskId ?? FIRST_DESK_ID}::uuid,
      ${item.storageLocation ?? null})`,
  );
  return queryRows(
    db,
    sql`INSERT INTO found_reports
          (report_id, item_name, color, description, found_date, found_location, status, claim_count, created_at, handed_over_at,
           desk_id, storage_location)
        VALUES ${sql.join(values, sql`, `)}
        RETURNING id, report_id`,
    z.object({ id: z.string(), report_id: z.string() }),
  );
}

/** Two desks besides the first, for tests of who may act where. */
export async function insertHallAndGymDesks(db: Database): Promise<{ hallDesk: string; gymDesk: string }> {
  const [hall, gym] = await db
    .insert(desks)
    .values([
      { name: 'Hall Desk', place: 'Hall 2, ground floor' },
      { name: 'Gym Desk', place: 'Sports complex' },
    ])
    .returning();
  return { hallDesk: hall!.id, gymDesk: gym!.id };
}

/**
 * Files a lost report as a new member and waits for matching, then gives the
 * stored items it was matched with, best first: what the member's Possible
 * Matches page would show.
 */
export async function matchesForNewLostReport(
  t: TestApp,
  overrides: Record<string, unknown>,
): Promise<LostReportMatches['matches']> {
  const owner = await t.signInMember();
  const filed = await t.app.inject({
    method: 'POST',
    url: '/api/lost-reports',
    headers: { cookie: owner.cookie },
    payload: lostPayload(overrides),
  });
  expect(filed.statusCode, filed.body).toBe(201);
  await t.app.jobs.idle();
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/lost-reports/mine/possible-matches',
    headers: { cookie: owner.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LostReportMatches[]>().flatMap((report) => report.matches);
}
