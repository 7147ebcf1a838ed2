import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ItemLabel } from '#shared/schemas/storage';
import { queryRows, type Database } from '#server/db/client';
import { notFound, text } from '#server/lib/errors';
import { isoTime } from '#server/lib/paging';
import { pagePath } from '#shared/page-path';
import { consoleRoutePatterns } from '#shared/console-route-patterns';

/** The admin console's page of one item: what a label's QR code opens. */
export const adminItemUrl = (publicUrl: string, reportId: string) =>
  `${publicUrl}${pagePath(consoleRoutePatterns.item, { reportId })}`;

const labelRow = z.object({
  report_id: z.string(),
  item_name: z.string(),
  color: z.string(),
  found_date: z.string(),
  stored_at: z.string().nullable(),
  storage_location: z.string().nullable(),
});

/**
 * The labels of the named items, in the order asked for. An ID that names no
 * found report is a 404 naming it, so a mistyped ID is never silently left off.
 */
export async function itemLabels(db: Database, publicUrl: string, reportIds: string[]): Promise<ItemLabel[]> {
  const rows = await queryRows(
    db,
    sql`SELECT report_id, item_name, color, to_char(found_date, 'YYYY-MM-DD') AS found_date,
          ${isoTime(sql`stored_at`)} AS stored_at, storage_location
        FROM found_reports
        WHERE report_id IN (${sql.join(
          reportIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    labelRow,
  );
  const byId = new Map(rows.map((row) => [row.report_id, row]));
  const missing = reportIds.filter((id) => !byId.has(id));
  if (missing.length > 0) throw notFound(text('errors.itemsNotFound', { ids: missing.join(', ') }));
  return reportIds.map((id) => {
    const row = byId.get(id)!;
    return {
      reportId: row.report_id,
      itemName: row.item_name,
      color: row.color,
      found_date: row.found_date,
      storedAt: row.stored_at,
      storageLocation: row.storage_location,
      url: adminItemUrl(publicUrl, row.report_id),
    };
  });
}
