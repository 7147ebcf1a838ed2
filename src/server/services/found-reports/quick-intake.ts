import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { changeNotice } from '#server/db/change-notices';
import { queryRows, type Database } from '#server/db/client';
import { FIRST_DESK_ID } from '#server/db/schema';
import type { AdminActor } from '#server/lib/actor';
import { refuseOtherDesk } from '#server/lib/desk-scope';
import { conflict, notFound, text } from '#server/lib/errors';
import { nextReportId } from '#server/lib/report-ids';
import { recordActivity } from '#server/services/activity-log/record-activity';
import { requireDesk } from '#server/services/desks/desks';
import { enqueueJob } from '#server/services/jobs/job-queue';
import { upsertPerson } from '#server/services/people/upsert-person';
import type { ServiceContext } from '#server/services/service-context';
import {
  founderLookupSchema,
  type FounderLookup,
  type quickIntakeSchema,
  type storeManySchema,
} from '#shared/schemas/quick-intake';
import { zonedDay, zonedTime } from '#shared/pickup-slots';
import type { UniversityConfig } from '#shared/university/university-config';
import { isSensitiveItem } from './sensitive-items';
import { tellFinder } from './tell-finder';

type Executor = Parameters<typeof queryRows>[0];
type QuickIntake = z.output<typeof quickIntakeSchema>;
type StoreMany = z.output<typeof storeManySchema>;

const FOUNDER_NOT_FOUND = text('intake.founderNotFound');

/** A university ID as its index reads it: lower case, letters and digits only ("221-15-1234" = "2211 51234"). */
const idKey = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The person one field names: a member by their account's email or university
 * ID, else a founder or receiver a desk wrote down before. A member comes
 * first: their account is what they keep up to date.
 */
export async function lookUpFounder(db: Executor | Database, key: string): Promise<FounderLookup | null> {
  const byEmail = key.includes('@');
  const wanted = byEmail ? key.toLowerCase() : idKey(key);
  if (wanted === '') return null;
  const [member] = await queryRows(
    db,
    sql`SELECT name, email, university_id AS "universityId", phone, department, 'member' AS source
        FROM users
        WHERE ${
          byEmail
            ? sql`lower(email) = ${wanted}`
            : sql`regexp_replace(lower(university_id), '[^a-z0-9]', '', 'g') = ${wanted}`
        }
        ORDER BY updated_at DESC LIMIT 1`,
    founderLookupSchema,
  );
  if (member) return member;
  const [person] = await queryRows(
    db,
    sql`SELECT name, email, university_id AS "universityId", phone, department, 'person' AS source
        FROM people
        WHERE ${byEmail ? sql`lower(email) = ${wanted}` : sql`lower(university_id) = ${key.toLowerCase()}`}
        ORDER BY updated_at DESC LIMIT 1`,
    founderLookupSchema,
  );
  return person ?? null;
}

/** The founder's person record for a quick intake, or null for an anonymous one or staff. */
async function founderPerson(tx: Executor, founder: QuickIntake['founder']): Promise<string | null> {
  if (founder.kind !== 'lookup') return null;
  const found = await lookUpFounder(tx, founder.key);
  if (!found) throw notFound(FOUNDER_NOT_FOUND);
  // Only a person the desk wrote down before is kept as it is; a member's current details are copied.
  return upsertPerson(tx, {
    name: found.name,
    email: found.email,
    universityId: found.universityId ?? '',
    phone: found.phone ?? '',
    department: found.department ?? '',
  });
}

export interface QuickIntakeCreated {
  _id: string;
  reportId: string;
  found_date: string;
  found_time: string;
}

/**
 * An item handed in at a desk, stored at once: found now (the server's clock,
 * `now`, in the university's time zone), at the desk and on the shelf
 * given, its founder looked up again here rather than taken from the form.
 */
export async function createQuickIntake(
  { db, changes }: ServiceContext,
  admin: AdminActor,
  payload: QuickIntake,
  university: UniversityConfig,
  now: Date,
): Promise<QuickIntakeCreated> {
  const foundDate = zonedDay(now.getTime(), university.timeZone);
  const foundTime = zonedTime(now.getTime(), university.timeZone);
  const created = await db.transaction(async (tx) => {
    const deskId = payload.deskId ? (await requireDesk(tx, payload.deskId)).id : FIRST_DESK_ID;
    const founderId = await founderPerson(tx, payload.founder);
    const [row] = await queryRows(
      tx,
      sql`INSERT INTO found_reports
            (report_id, item_name, color, description, image_url, found_date, found_time, found_location,
             status, founder_person_id, stored_by_admin_id, stored_by_email, stored_at, storage_location, desk_id, sensitive)
          VALUES (${nextReportId('FND')}, ${payload.itemName}, ${payload.color}, ${payload.item_description},
            ${payload.imageUrl}, ${foundDate}::date, ${foundTime}, ${payload.found_location},
            'stored', ${founderId}::uuid, ${admin.id}::uuid, ${admin.email}, ${now.toISOString()}::timestamptz,
            ${payload.storageLocation}, ${deskId}::uuid, ${isSensitiveItem(payload.itemName, university)})
          RETURNING id, report_id`,
      z.object({ id: z.string(), report_id: z.string() }),
    );
    await recordActivity(
      tx,
      admin,
      { key: 'activity.itemQuickIntake', values: { reportId: row!.report_id } },
      {
        kind: 'item_entered',
        foundReportId: row!.id,
        details: {
          founder: payload.founder.kind === 'lookup' ? 'person' : payload.founder.kind,
          ...(payload.storageLocation ? { storageLocation: payload.storageLocation } : {}),
        },
      },
    );
    // Matched after the commit (decision 0014): the intake never waits for it or fails with it.
    await enqueueJob(tx, 'match-found-item', { foundReportId: row!.id });
    return { _id: row!.id, reportId: row!.report_id, found_date: foundDate, found_time: foundTime };
  });
  changes.announce(changeNotice.catalogue);
  return created;
}

/**
 * Reported items brought in together, stored on one shelf: every one or none.
 * Each row is locked in one order (by report ID) so two bulk stores sharing
 * items never wait on each other in a circle; each gets its own history line.
 */
export async function storeMany(
  { db, changes }: ServiceContext,
  admin: AdminActor,
  payload: StoreMany,
): Promise<string[]> {
  const reportIds = [...payload.reportIds].sort();
  await db.transaction(async (tx) => {
    if (payload.deskId) await requireDesk(tx, payload.deskId);
    const rows = await queryRows(
      tx,
      sql`SELECT id, report_id, status, desk_id FROM found_reports
          WHERE report_id IN (${sql.join(
            reportIds.map((id) => sql`${id}`),
            sql`, `,
          )})
          ORDER BY report_id FOR UPDATE`,
      z.object({ id: z.string(), report_id: z.string(), status: z.string(), desk_id: z.string() }),
    );
    const missing = reportIds.filter((id) => !rows.some((row) => row.report_id === id));
    if (missing.length > 0) throw notFound(text('intake.someNotFound', { ids: missing.join(', ') }));
    // Desk staff store their own desks' items only: read under the lock, so an item sent away meanwhile counts.
    for (const row of rows) refuseOtherDesk(admin, row.desk_id);
    const notReported = rows.filter((row) => row.status !== 'reported').map((row) => row.report_id);
    if (notReported.length > 0)
      throw conflict(text('intake.someNotReported', { ids: notReported.join(', ') }), 'ALREADY_STORED');
    await tx.execute(sql`UPDATE found_reports
          SET status = 'stored', stored_by_admin_id = ${admin.id}::uuid, stored_by_email = ${admin.email},
              stored_at = now(), storage_location = ${payload.storageLocation},
              desk_id = coalesce(${payload.deskId ?? null}::uuid, desk_id)
          WHERE id IN (${sql.join(
            rows.map((row) => sql`${row.id}::uuid`),
            sql`, `,
          )})`);
    const where = payload.storageLocation;
    for (const row of rows) {
      await recordActivity(
        tx,
        admin,
        where
          ? { key: 'activity.itemStoredIn', values: { reportId: row.report_id, location: where } }
          : { key: 'activity.itemStored', values: { reportId: row.report_id } },
        {
          kind: 'item_stored',
          foundReportId: row.id,
          ...(where ? { details: { storageLocation: where } } : {}),
        },
      );
      await enqueueJob(tx, 'match-found-item', { foundReportId: row.id });
      await tellFinder(tx, row.id, 'stored');
    }
  });
  changes.announce(changeNotice.catalogue);
  return reportIds;
}
