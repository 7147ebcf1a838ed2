import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { FoundReport, FoundReportCard } from '#shared/schemas/found-report';
import { foundReportSchema } from '#shared/schemas/found-report-responses';
import type { PersonRecord } from '#shared/schemas/person';
import type { MyClaim } from '#shared/schemas/claim';
import { cursorTime, isoTime } from '#server/lib/paging';
import { reportItemColumns } from '#server/db/row-columns';

/** The columns a member's card needs; nothing about who found or claimed it. */
export const cardColumns = sql`
  f.id, f.report_id, f.item_name, f.color, f.description, f.image_url,
  to_char(f.found_date, 'YYYY-MM-DD') AS found_date, f.found_time, f.found_location,
  f.claim_count, f.desk_id, ${cursorTime(sql`f.created_at`)} AS cursor_at`;

/** A row of `cardColumns`. */
export const cardRow = z.object({
  ...reportItemColumns,
  found_date: z.string(),
  found_time: z.string().nullable(),
  found_location: z.string(),
  claim_count: z.number(),
  desk_id: z.string(),
  cursor_at: z.string(),
});

/** A card's row, with the member's own claim on it when a member asks. */
export type CardRow = z.output<typeof cardRow> & {
  claimed_by_me?: boolean;
  my_claim?: MyClaim | null;
};

export function toCard(row: CardRow): FoundReportCard {
  const card: FoundReportCard = {
    _id: row.id,
    reportId: row.report_id,
    itemName: row.item_name,
    color: row.color,
    description: row.description,
    imageUrl: row.image_url,
    found_date: row.found_date,
    found_time: row.found_time,
    found_location: row.found_location,
    claimedStatus: Number(row.claim_count) > 0,
    deskId: row.desk_id,
  };
  if (row.claimed_by_me !== undefined) card.claimedByMe = Boolean(row.claimed_by_me);
  if (row.my_claim !== undefined) card.myClaim = row.my_claim;
  return card;
}

/**
 * What admins see of a found report: the item, who reported it (the member
 * online, or the founder of a manual entry), who took it, and custody.
 * `cursorColumn` is the list's sort timestamp.
 */
export const adminColumns = (cursorColumn: SQL = sql`f.created_at`) => sql`
  ${cardColumns},
  f.status, ${isoTime(sql`f.created_at`)} AS created_at, f.storage_location, d.name AS desk_name,
  f.transfer_to_desk_id, td.name AS transfer_to_desk_name,
  f.stored_by_email, ${isoTime(sql`f.stored_at`)} AS stored_at,
  f.handed_over_by_email, ${isoTime(sql`f.handed_over_at`)} AS handed_over_at,
  ${cursorTime(cursorColumn)} AS list_cursor_at,
  coalesce(u.name, fp.name) AS reporter_name,
  coalesce(u.email, fp.email) AS reporter_email,
  coalesce(u.university_id, fp.university_id) AS reporter_university_id,
  coalesce(u.phone, fp.phone) AS reporter_phone,
  coalesce(u.department, fp.department) AS reporter_department,
  u.photo_url AS reporter_photo_url,
  tp.name AS taker_name, tp.email AS taker_email, tp.university_id AS taker_university_id,
  tp.phone AS taker_phone, tp.department AS taker_department`;

export const adminJoins = sql`
  JOIN desks d ON d.id = f.desk_id
  LEFT JOIN desks td ON td.id = f.transfer_to_desk_id
  LEFT JOIN users u ON u.id = f.reported_by_user_id
  LEFT JOIN people fp ON fp.id = f.founder_person_id
  LEFT JOIN people tp ON tp.id = f.taken_by_person_id`;

/** A row of `adminColumns`. */
export const adminRow = cardRow.extend({
  status: foundReportSchema.shape.status,
  created_at: z.string(),
  storage_location: z.string().nullable(),
  desk_name: z.string(),
  transfer_to_desk_id: z.string().nullable(),
  transfer_to_desk_name: z.string().nullable(),
  stored_by_email: z.string().nullable(),
  stored_at: z.string().nullable(),
  handed_over_by_email: z.string().nullable(),
  handed_over_at: z.string().nullable(),
  list_cursor_at: z.string().nullable(),
  reporter_name: z.string().nullable(),
  reporter_email: z.string().nullable(),
  reporter_university_id: z.string().nullable(),
  reporter_phone: z.string().nullable(),
  reporter_department: z.string().nullable(),
  reporter_photo_url: z.string().nullable(),
  taker_name: z.string().nullable(),
  taker_email: z.string().nullable(),
  taker_university_id: z.string().nullable(),
  taker_phone: z.string().nullable(),
  taker_department: z.string().nullable(),
});
export type AdminRow = z.output<typeof adminRow>;

function person(
  name: string | null,
  email: string | null,
  universityId: string | null,
  phone: string | null,
  department: string | null,
  photoURL: string | null,
): PersonRecord | null {
  if (name === null || email === null) return null;
  return { name, email, universityId, phone, department, photoURL };
}

export function toAdminReport(row: AdminRow): FoundReport {
  const { claimedByMe: _unused, myClaim: _mine, ...card } = toCard(row);
  return {
    ...card,
    createdAt: row.created_at,
    status: row.status,
    storageLocation: row.storage_location,
    deskName: row.desk_name,
    transferTo: row.transfer_to_desk_id
      ? { deskId: row.transfer_to_desk_id, deskName: row.transfer_to_desk_name! }
      : null,
    storedBy: row.stored_by_email,
    storedAt: row.stored_at,
    handedOverBy: row.handed_over_by_email,
    handedOverAt: row.handed_over_at,
    reportedByUser: person(
      row.reporter_name,
      row.reporter_email,
      row.reporter_university_id,
      row.reporter_phone,
      row.reporter_department,
      row.reporter_photo_url,
    ),
    takenByUser: person(
      row.taker_name,
      row.taker_email,
      row.taker_university_id,
      row.taker_phone,
      row.taker_department,
      null,
    ),
    claimCount: Number(row.claim_count),
  };
}
