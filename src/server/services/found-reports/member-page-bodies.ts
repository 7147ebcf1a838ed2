import type { FoundReportCard } from '#shared/schemas/found-report';
import { changeNotice, noticeSubject, type ChangeNotices } from '#server/db/change-notices';
import type { Database } from '#server/db/client';
import { NoticedCache } from '#server/lib/noticed-cache';
import type { UniversityConfig } from '#shared/university/university-config';
import { toCard } from './found-report-rows';
import { memberView } from './member-card-privacy';
import {
  cardsForMember,
  claimedByMember,
  memberCardCachesFor,
  type IdPage,
  type MemberCardCaches,
} from './member-card-caches';

/** A page's response body as sent (encoded once, not on every send), and the items on it. */
interface PageBody {
  ids: Set<string>;
  body: Buffer;
}

/**
 * Members' pages as sent, byte for byte: most members have claimed nothing on
 * a page, so they all get the same body, and serialising the same 24 cards for
 * each of them was most of a cached page's cost (decision 0012). A body is
 * made by the route's own serializer (its response schema), so it is exactly
 * what that route would send. It goes when the catalogue changes or an item on
 * it is claimed; a member with a claim on the page gets a page of their own.
 */
export type MemberPageBodies = NoticedCache<PageBody>;

export function createMemberPageBodies(notices: ChangeNotices): MemberPageBodies {
  const claimedItem = (notice: string) => noticeSubject(notice, 'claim')?.split(':')[1];
  return new NoticedCache<PageBody>({
    notices,
    maxEntries: 1000,
    maxAgeMs: 10 * 60 * 1000,
    concerns: (notice) => notice === changeNotice.catalogue || claimedItem(notice) !== undefined,
    staleOn: (notice, _key, page) => {
      const item = claimedItem(notice);
      return item === undefined || page.ids.has(item);
    },
  });
}

export type MemberListCaches = MemberCardCaches & { bodies: MemberPageBodies };

const perServer = new WeakMap<ChangeNotices, MemberListCaches>();

/**
 * The caches behind the members' lists of the server these notices belong
 * to (cards, pages, totals and page bodies), made on first use: the service
 * layer keeps them, so every route and service of one server shares them.
 */
export function memberListCachesFor(notices: ChangeNotices): MemberListCaches {
  let caches = perServer.get(notices);
  if (!caches) {
    caches = { ...memberCardCachesFor(notices), bodies: createMemberPageBodies(notices) };
    perServer.set(notices, caches);
  }
  return caches;
}

/**
 * A page of cards for one member, as the route is to send it: the body every
 * member without a claim on the page shares, already serialised, or cards
 * marked with the member's claims, for the route to serialise. Cards that any
 * member without a claim on the page may share say how to keep their body
 * (`toShare`, for keepSharedBody once the route has serialised them).
 */
export type MemberPage =
  | { nextCursor: string | null; sharedBody: Buffer }
  | { nextCursor: string | null; cards: FoundReportCard[]; toShare: PageToShare | null };

/** A page whose body members without a claim on it share, and the generation its ids were read in. */
export interface PageToShare {
  key: string;
  ids: Set<string>;
  generation: number;
}

/**
 * Reads a page of cards for this member: the shared body when the member
 * claimed none of its items and it is kept, otherwise cards. `ids` is the
 * page's ids as they are being read (from their own cache or the database):
 * pass the read itself, started in this call, as the body's generation is
 * taken here, before any change could be noticed, so a change noticed
 * meanwhile voids the body. The member's claims are asked beside the page,
 * not after it: a round trip less to wait for.
 */
export async function readMemberPage(
  db: Database,
  university: UniversityConfig,
  caches: MemberListCaches,
  memberId: string,
  key: string,
  ids: Promise<IdPage>,
): Promise<MemberPage> {
  const generation = caches.bodies.generation();
  const [page, claimed] = await Promise.all([ids, claimedByMember(db, caches, memberId)]);
  const { nextCursor } = page;
  // A member's claim on an item of the page, whatever its state, shows on their card.
  const shared = !page.ids.some((id) => id in claimed);
  if (shared) {
    const kept = caches.bodies.get(key);
    if (kept) return { nextCursor, sharedBody: kept.body };
  }
  const cards = (await cardsForMember(db, caches, memberId, page.ids)).map((row) =>
    memberView(toCard(row), university),
  );
  return { nextCursor, cards, toShare: shared ? { key, ids: new Set(page.ids), generation } : null };
}

/**
 * Keeps a page's body as the route's own serializer (its response schema)
 * made it, so a kept body is exactly what the route would send.
 */
export function keepSharedBody(caches: MemberListCaches, page: PageToShare, body: Buffer): void {
  caches.bodies.set(page.key, { ids: page.ids, body }, page.generation);
}
