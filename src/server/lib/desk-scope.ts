import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '#server/db/client';
import type { AdminActor } from './actor';
import { forbidden, text } from './errors';
import { queryRows } from '#server/db/client';

/**
 * Which desk's item a route acts on, for desk staff (decision 0055): the item
 * named by a path parameter (its FND id, its record id, or one of its claims),
 * and a desk named in the body. An admin works at every desk.
 */
export interface DeskScope {
  param?: 'reportId' | 'id' | 'claimId';
  /** Staff of the desk the item is on its way to may act too: they open it before they receive it. */
  incoming?: true;
  /** The body's `deskId` must be one of the caller's; `default` fills in their first when left out. */
  body?: 'check' | 'default';
  /** The query's `items` (FND ids) must all be at the caller's desks. */
  items?: true;
}

const OTHER_DESK = text('errors.otherDesk');

export const worksAtEveryDesk = (actor: AdminActor) => actor.role === 'admin';

export function refuseOtherDesk(actor: AdminActor, deskId: string): void {
  if (!worksAtEveryDesk(actor) && !actor.deskIds.includes(deskId)) throw forbidden(OTHER_DESK, 'OTHER_DESK');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const itemDesksRow = z.object({ desk_id: z.string(), transfer_to_desk_id: z.string().nullable() });
type ItemDesks = z.infer<typeof itemDesksRow>;

/** The desk holding the item a parameter names, and the one it is on its way to; null when it names none (the route answers 404). */
async function desksOf(
  db: Database,
  param: NonNullable<DeskScope['param']>,
  value: string,
): Promise<ItemDesks | null> {
  const id = value.trim();
  const where =
    param === 'claimId'
      ? sql`f.id = (SELECT c.found_report_id FROM claims c WHERE c.claim_id = ${id.toUpperCase()})`
      : param === 'id' && UUID.test(id)
        ? sql`f.id = ${id}::uuid`
        : sql`f.report_id = ${id.toUpperCase()}`;
  const [row] = await queryRows(
    db,
    sql`SELECT f.desk_id, f.transfer_to_desk_id FROM found_reports f WHERE ${where}`,
    itemDesksRow,
  );
  return row ?? null;
}

/** Refuses desk staff an item or a desk that is not theirs; fills in their desk where the body may leave it out. */
export async function checkDeskScope(
  db: Database,
  actor: AdminActor,
  scope: DeskScope,
  request: { params: unknown; query: unknown; body: unknown },
): Promise<void> {
  if (worksAtEveryDesk(actor)) return;
  const params = request.params as Record<string, string>;
  const body = request.body;
  const items = (request.query as { items?: string[] } | undefined)?.items;
  if (scope.items && items && items.length > 0) {
    const rows = await queryRows(
      db,
      sql`SELECT DISTINCT f.desk_id FROM found_reports f
          WHERE f.report_id IN (${sql.join(
            items.map((id) => sql`${id.toUpperCase()}`),
            sql`, `,
          )})`,
      z.object({ desk_id: z.string() }),
    );
    for (const row of rows) refuseOtherDesk(actor, row.desk_id);
  }
  if (scope.param && params[scope.param] !== undefined) {
    const item = await desksOf(db, scope.param, params[scope.param]!);
    const incoming = scope.incoming && item?.transfer_to_desk_id;
    if (item && !(incoming && actor.deskIds.includes(incoming))) refuseOtherDesk(actor, item.desk_id);
  }
  if (scope.body && body && typeof body === 'object') {
    const fields = body as { deskId?: string | null };
    if (fields.deskId) refuseOtherDesk(actor, fields.deskId);
    else if (scope.body === 'default') fields.deskId = actor.deskIds[0] ?? null;
  }
}

/** The desks a list shows its caller: the one asked for (if theirs), or all of theirs. */
export function listDesks(actor: AdminActor, desk: string | undefined): string[] | undefined {
  if (desk) {
    refuseOtherDesk(actor, desk);
    return [desk];
  }
  return worksAtEveryDesk(actor) ? undefined : actor.deskIds;
}
