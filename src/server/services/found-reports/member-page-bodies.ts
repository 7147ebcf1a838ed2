import type { FastifyReply } from 'fastify';
import type { FoundReportCard } from '../../../shared/schemas/found-report';
import { changeNotice, noticeSubject, type ChangeNotices } from '@/db/change-notices';
import type { Database } from '@/db/client';
import { NoticedCache } from '@/lib/noticed-cache';
import { setNextLink } from '@/services/paging/page';
import { toCard } from './found-report-rows';
import {
  cardsForMember,
  claimedByMember,
  memberCardCachesFor,
  type IdPage,
  type MemberCardCaches,
} from './member-card-caches';

/** A page's response body as sent, and the items on it. */
interface PageBody {
  ids: Set<string>;
  body: string;
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
 * Answers with a page of cards for this member: the shared body when the
 * member claimed none of its items, otherwise cards marked with their claims.
 * `readPage` gives the page's ids (from its own cache or the database); the
 * body's generation is taken before it, so a change noticed meanwhile voids it.
 */
export async function sendMemberPage(
  reply: FastifyReply,
  db: Database,
  caches: MemberListCaches,
  memberId: string,
  key: string,
  readPage: () => Promise<IdPage>,
): Promise<FoundReportCard[] | FastifyReply> {
  const generation = caches.bodies.generation();
  const page = await readPage();
  setNextLink(reply.request, reply, page.nextCursor);
  const claimed = await claimedByMember(db, caches, memberId);
  // A member's claim on an item of the page, whatever its state, shows on their card.
  const shared = !page.ids.some((id) => id in claimed);
  if (shared) {
    const kept = caches.bodies.get(key);
    if (kept) return reply.type('application/json; charset=utf-8').send(kept.body);
  }
  const items = (await cardsForMember(db, caches, memberId, page.ids)).map(toCard);
  if (!shared) return items;
  const serialized = reply.serialize(items);
  const body =
    typeof serialized === 'string' ? serialized : Buffer.from(serialized as Uint8Array).toString('utf8');
  caches.bodies.set(key, { ids: new Set(page.ids), body }, generation);
  return reply.type('application/json; charset=utf-8').send(body);
}
