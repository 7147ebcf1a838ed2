import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminDesk, Desk, DeskInput } from '#shared/schemas/desk';
import {
  deskInputSchema,
  openingHoursSchema,
  PICKUP_SLOT_CAPACITY,
  PICKUP_SLOT_MINUTES,
} from '#shared/schemas/desk';
import type { UniversityConfig } from '#shared/university/university-config';
import { queryRows, type Database } from '#server/db/client';
import { FIRST_DESK_ID } from '#server/db/schema';
import { conflict, notFound, text } from '#server/lib/errors';
import type { AdminActor } from '#server/lib/actor';
import { recordActivity } from '#server/services/activity-log/record-activity';

type Executor = Parameters<typeof queryRows>[0];

/** Most universities have a handful; past this many a list of desks is no longer a list. */
export const MAX_DESKS = 100;

const deskRow = z.object({
  id: z.string(),
  name: z.string(),
  place: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  opening_hours: openingHoursSchema,
  shelves: z.array(z.string()),
});
type DeskRow = z.infer<typeof deskRow>;

const managedDeskRow = deskRow.extend({
  pickup_slot_minutes: z.number(),
  pickup_slot_capacity: z.number(),
  stored_items: z.number(),
  items: z.number(),
});

/** A text[] parameter: drizzle writes an array as a list of parameters, so it travels as JSON. */
const textArray = (values: string[]) =>
  sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

const COLUMNS = sql`d.id, d.name, d.place, d.latitude, d.longitude, d.opening_hours, d.shelves`;
const ORDER = sql`ORDER BY d.position, d.created_at, d.id`;

const toDesk = (row: DeskRow): Desk => ({
  id: row.id,
  name: row.name,
  place: row.place,
  latitude: row.latitude,
  longitude: row.longitude,
  openingHours: row.opening_hours,
  shelves: row.shelves,
});

/** Every desk, in the order admins gave them (the first desk first). */
export async function listDesks(db: Database): Promise<Desk[]> {
  const rows = await queryRows(db, sql`SELECT ${COLUMNS} FROM desks d ${ORDER}`, deskRow);
  return rows.map(toDesk);
}

/** Every desk with how many items it holds in storage and in all, for the console. */
export async function listDesksForAdmin(db: Database): Promise<AdminDesk[]> {
  const rows = await queryRows(
    db,
    sql`SELECT ${COLUMNS}, d.pickup_slot_minutes, d.pickup_slot_capacity,
          (SELECT count(*)::int FROM found_reports f WHERE f.desk_id = d.id AND f.status = 'stored') AS stored_items,
          (SELECT count(*)::int FROM found_reports f WHERE f.desk_id = d.id) AS items
        FROM desks d ${ORDER}`,
    managedDeskRow,
  );
  return rows.map((row) => ({
    ...toDesk(row),
    pickupSlotMinutes: row.pickup_slot_minutes,
    pickupSlotCapacity: row.pickup_slot_capacity,
    storedItems: row.stored_items,
    items: row.items,
  }));
}

/** The desk, or a 404 that names desks; for a desk an admin picked. */
export async function requireDesk(db: Executor, deskId: string): Promise<Desk> {
  const [row] = await queryRows(
    db,
    sql`SELECT ${COLUMNS} FROM desks d WHERE d.id = ${deskId}::uuid`,
    deskRow,
  );
  if (!row) throw notFound(text('desks.unknownDesk'));
  return toDesk(row);
}

function isNameTaken(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const pg = cause as { code?: string; constraint?: string; message?: string };
  return (
    pg.code === '23505' && (pg.constraint === 'desks_name_key' || /desks_name_key/.test(pg.message ?? ''))
  );
}

async function withNameCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isNameTaken(error)) throw conflict(text('desks.nameTaken'), 'DESK_NAME_TAKEN');
    throw error;
  }
}

export async function createDesk(db: Database, admin: AdminActor, input: DeskInput): Promise<Desk> {
  const desk = deskInputSchema.parse(input);
  const created = await withNameCheck(() =>
    db.transaction(async (tx) => {
      // Adds run one at a time, so the cap holds when two arrive together.
      await tx.execute(sql`LOCK TABLE desks IN SHARE ROW EXCLUSIVE MODE`);
      const [desks] = await queryRows(
        tx,
        sql`SELECT count(*)::int AS n FROM desks`,
        z.object({ n: z.number() }),
      );
      if (desks!.n >= MAX_DESKS) throw conflict(text('desks.tooMany', { max: MAX_DESKS }), 'TOO_MANY_DESKS');
      const [row] = await queryRows(
        tx,
        sql`INSERT INTO desks AS d (name, place, latitude, longitude, opening_hours, shelves,
              pickup_slot_minutes, pickup_slot_capacity, position)
            VALUES (${desk.name}, ${desk.place}, ${desk.latitude}, ${desk.longitude},
              ${JSON.stringify(desk.openingHours)}::jsonb, ${textArray(desk.shelves)},
              ${desk.pickupSlotMinutes ?? PICKUP_SLOT_MINUTES.default},
              ${desk.pickupSlotCapacity ?? PICKUP_SLOT_CAPACITY.default},
              (SELECT coalesce(max(position), 0) + 1 FROM desks))
            RETURNING ${COLUMNS}`,
        deskRow,
      );
      await recordActivity(
        tx,
        admin,
        { key: 'activity.deskAdded', values: { desk: desk.name } },
        {
          kind: 'desk_added',
          details: { deskId: row!.id },
        },
      );
      return toDesk(row!);
    }),
  );
  return created;
}

export async function updateDesk(
  db: Database,
  admin: AdminActor,
  deskId: string,
  input: DeskInput,
): Promise<Desk> {
  const desk = deskInputSchema.parse(input);
  const updated = await withNameCheck(() =>
    db.transaction(async (tx) => {
      const [row] = await queryRows(
        tx,
        sql`UPDATE desks AS d
            SET name = ${desk.name}, place = ${desk.place}, latitude = ${desk.latitude}, longitude = ${desk.longitude},
                opening_hours = ${JSON.stringify(desk.openingHours)}::jsonb, shelves = ${textArray(desk.shelves)},
                pickup_slot_minutes = coalesce(${desk.pickupSlotMinutes ?? null}::int, pickup_slot_minutes),
                pickup_slot_capacity = coalesce(${desk.pickupSlotCapacity ?? null}::int, pickup_slot_capacity),
                seeded_at = coalesce(seeded_at, now()), updated_at = now()
            WHERE d.id = ${deskId}::uuid
            RETURNING ${COLUMNS}`,
        deskRow,
      );
      if (!row) throw notFound(text('desks.unknownDesk'));
      await recordActivity(
        tx,
        admin,
        { key: 'activity.deskChanged', values: { desk: desk.name } },
        {
          kind: 'desk_changed',
          details: { deskId },
        },
      );
      return toDesk(row);
    }),
  );
  return updated;
}

/**
 * Removes a desk that never held an item; one that did keeps its place in the
 * items' history. The first desk stays: members' reports of found items name it until staff
 * store them elsewhere.
 */
export async function removeDesk(db: Database, admin: AdminActor, deskId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE desks IN SHARE ROW EXCLUSIVE MODE`);
    const [desk] = await queryRows(
      tx,
      sql`SELECT name FROM desks WHERE id = ${deskId}::uuid FOR UPDATE`,
      z.object({ name: z.string() }),
    );
    if (!desk) throw notFound(text('desks.unknownDesk'));
    if (deskId === FIRST_DESK_ID) throw conflict(text('desks.firstDesk'), 'FIRST_DESK');
    const [held] = await queryRows(
      tx,
      sql`SELECT 1 AS held FROM found_reports WHERE desk_id = ${deskId}::uuid LIMIT 1`,
      z.object({ held: z.literal(1) }),
    );
    if (held) throw conflict(text('desks.holdsItems'), 'DESK_HOLDS_ITEMS');
    await tx.execute(sql`DELETE FROM desks WHERE id = ${deskId}::uuid`);
    await recordActivity(
      tx,
      admin,
      { key: 'activity.deskRemoved', values: { desk: desk.name } },
      {
        kind: 'desk_removed',
        details: { deskId },
      },
    );
  });
}

/**
 * The university settings' desks: the office fills in the first desk the
 * migration made (once), and each further desk of the settings is made once,
 * by its key. Desks an admin changed are never overwritten. Safe on every start
 * and on several servers starting together.
 */
export async function seedDesks(db: Database, university: UniversityConfig): Promise<void> {
  const { office } = university;
  const seeds = [
    {
      key: 'office',
      name: office.name,
      place: office.address,
      latitude: office.latitude,
      longitude: office.longitude,
      openingHours: office.openingHours ?? { weekly: [], closedDates: [] },
      shelves: [] as string[],
    },
    ...university.desks,
  ];
  await db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE desks IN SHARE ROW EXCLUSIVE MODE`);
    for (const [index, seed] of seeds.entries()) {
      await tx.execute(
        // A desk an admin already gave the seed's name keeps it; the seed is then left out.
        sql`INSERT INTO desks (settings_key, name, place, latitude, longitude, opening_hours, shelves, position, seeded_at)
            SELECT ${seed.key}, ${seed.name}, ${seed.place}, ${seed.latitude}::double precision,
              ${seed.longitude}::double precision, ${JSON.stringify(seed.openingHours)}::jsonb,
              ${textArray(seed.shelves)}, ${index}, now()
            WHERE NOT EXISTS (SELECT 1 FROM desks WHERE lower(name) = lower(${seed.name})
                                AND settings_key IS DISTINCT FROM ${seed.key})
            ON CONFLICT (settings_key) DO UPDATE
              SET name = excluded.name, place = excluded.place, latitude = excluded.latitude,
                  longitude = excluded.longitude, opening_hours = excluded.opening_hours,
                  shelves = excluded.shelves, seeded_at = now(), updated_at = now()
              WHERE desks.seeded_at IS NULL`,
      );
    }
  });
}
