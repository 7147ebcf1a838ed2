import { sql } from 'drizzle-orm';
import { changeNotice, noticeSubject, type ChangeNotices } from '#server/db/change-notices';
import { preparedRows, type Database } from '#server/db/client';
import { NoticedCache } from '#server/lib/noticed-cache';
import { z } from 'zod';
import { claimStatusSchema, OPEN_CLAIM_STATUSES, type MyClaim } from '#shared/schemas/claim';
import { cardColumns, cardRow, type CardRow } from './found-report-rows';

/** A page of a member list or search, as the ids of its cards in order. */
export interface IdPage {
  ids: string[];
  nextCursor: string | null;
}

/**
 * What members' lists and searches read on every request, kept in memory
 * (decision 0007): the cards of stored items, which items each member claimed,
 * and the first pages of the recovered-items list. A card changes only when
 * its item changes state or is claimed; the database says when.
 */
export interface MemberCardCaches {
  /** Cards by item id, without the reader's own claim. */
  cards: NoticedCache<CardRow>;
  /** Each member's latest claim on each item they claimed, by member id, then item id. */
  claimedBy: NoticedCache<Record<string, MyClaim>>;
  /** Pages of the recovered-items list by dates, cursor and page size. */
  listPages: NoticedCache<IdPage>;
  /** How many items the recovered-items list holds in all, by dates. */
  listTotals: NoticedCache<number>;
}

/** The member and the item a claim notice names ('claim:<member>:<item>'). */
function claimOf(notice: string): { memberId: string; itemId: string } | undefined {
  const [memberId, itemId] = noticeSubject(notice, 'claim')?.split(':') ?? [];
  return memberId !== undefined && itemId !== undefined ? { memberId, itemId } : undefined;
}

export function createMemberCardCaches(notices: ChangeNotices): MemberCardCaches {
  const isClaim = (notice: string) => noticeSubject(notice, 'claim') !== undefined;
  return {
    cards: new NoticedCache<CardRow>({
      name: 'member-cards',
      notices,
      maxEntries: 10_000,
      maxAgeMs: 10 * 60 * 1000,
      // A card says what the item is and whether it is claimed, and nothing changes what an
      // item is: only a claim changes its item's card (claimedStatus). An item that leaves
      // storage leaves every page (pages go with 'catalogue'), so its card is not asked for
      // again. Keeping the cards through a store or a handover spares every member waiting
      // at that moment a read of the 24 cards they already had.
      concerns: isClaim,
      staleKey: (notice) => claimOf(notice)?.itemId,
    }),
    claimedBy: new NoticedCache<Record<string, MyClaim>>({
      name: 'member-claims',
      notices,
      maxEntries: 20_000,
      maxAgeMs: 10 * 60 * 1000,
      concerns: isClaim,
      staleKey: (notice) => claimOf(notice)?.memberId,
    }),
    listPages: new NoticedCache<IdPage>({
      name: 'member-list-pages',
      notices,
      maxEntries: 500,
      maxAgeMs: 10 * 60 * 1000,
      concerns: (notice) => notice === changeNotice.catalogue,
    }),
    listTotals: new NoticedCache<number>({
      notices,
      maxEntries: 500,
      maxAgeMs: 10 * 60 * 1000,
      concerns: (notice) => notice === changeNotice.catalogue,
    }),
  };
}

const perServer = new WeakMap<ChangeNotices, MemberCardCaches>();

/** The member card caches of the server these notices belong to, made on first use. */
export function memberCardCachesFor(notices: ChangeNotices): MemberCardCaches {
  let caches = perServer.get(notices);
  if (!caches) {
    caches = createMemberCardCaches(notices);
    perServer.set(notices, caches);
  }
  return caches;
}

/** A card row as the cache keeps it: the same for every reader. */
export function sharedCard(row: CardRow): CardRow {
  const { claimed_by_me: _reader, my_claim: _readerClaim, ...card } = row;
  return card;
}

/** Stores cards read by a query that began at `generation`. */
export function keepCards(caches: MemberCardCaches, rows: CardRow[], generation: number): void {
  for (const row of rows) caches.cards.set(row.id, sharedCard(row), generation);
}

/**
 * The cards of these items, in this order, each marked with whether this
 * member claimed it: from memory where possible, the rest read by id. Items no
 * longer stored are left out.
 */
export async function cardsForMember(
  db: Database,
  caches: MemberCardCaches,
  memberId: string,
  ids: string[],
): Promise<CardRow[]> {
  const known = new Map<string, CardRow>();
  for (const id of ids) {
    const card = caches.cards.get(id);
    if (card) known.set(id, card);
  }
  const missing = ids.filter((id) => !known.has(id));
  const [read, claimed] = await Promise.all([
    missing.length > 0 ? readCards(db, caches, missing) : [],
    claimedByMember(db, caches, memberId),
  ]);
  for (const row of read) known.set(row.id, row);
  return ids.flatMap((id) => {
    const card = known.get(id);
    if (!card) return [];
    const mine = claimed[id] ?? null;
    return [
      { ...card, claimed_by_me: mine !== null && OPEN_CLAIM_STATUSES.includes(mine.status), my_claim: mine },
    ];
  });
}

async function readCards(db: Database, caches: MemberCardCaches, ids: string[]): Promise<CardRow[]> {
  const generation = caches.cards.generation();
  const rows = await preparedRows(
    db,
    sql`SELECT ${cardColumns} FROM found_reports f
        WHERE f.id = ANY(${sql.param(ids)}::uuid[]) AND f.status = 'stored'`,
    cardRow,
  );
  keepCards(caches, rows, generation);
  return rows;
}

/** A member's latest claim on one item. */
const memberClaimRow = z.object({
  found_report_id: z.string(),
  claim_id: z.string(),
  status: claimStatusSchema,
  reason: z.string().nullable(),
});

/** The member's latest claim on each item they claimed. */
export async function claimedByMember(
  db: Database,
  caches: MemberCardCaches,
  memberId: string,
): Promise<Record<string, MyClaim>> {
  const cached = caches.claimedBy.get(memberId);
  if (cached) return cached;
  const generation = caches.claimedBy.generation();
  const rows = await preparedRows(
    db,
    sql`SELECT DISTINCT ON (found_report_id) found_report_id, claim_id, status, reason
        FROM claims WHERE user_id = ${memberId}::uuid
        ORDER BY found_report_id, claimed_at DESC, id DESC`,
    memberClaimRow,
  );
  const claims: Record<string, MyClaim> = {};
  for (const row of rows)
    claims[row.found_report_id] = { claimId: row.claim_id, status: row.status, reason: row.reason };
  caches.claimedBy.set(memberId, claims, generation);
  return claims;
}
