import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { NotifiedItem } from '#shared/schemas/notification';
import type { UniversityConfig } from '#shared/university/university-config';
import { queryRows } from '#server/db/client';
import { text } from '#server/lib/i18n';
import type { MessageRef } from '#shared/i18n/message-key';
import type { Queryable } from '#server/services/jobs/job-queue';
import type { JobHandler } from '#server/services/jobs/job-worker';
import { notifyMember } from '#server/services/notifications/notify-member';
import {
  belongingsLikeStoredItem,
  matchesForLostReport,
  matchesForStoredItem,
  openLostReport,
  storedItem,
  type FoundMatch,
  type MatchedReport,
} from './find-matches';
import { ownersNamedIn, type NamedOwner } from './named-owners';
import { pagePath } from '#shared/page-path';
import { routePatterns } from '#shared/route-patterns';

const itemText = (report: MatchedReport) =>
  `${report.item_name} ${report.color} ${report.description} ${report.location}`;

const notified = (found: MatchedReport, lostReportId: string | null): NotifiedItem => ({
  reportId: found.report_id,
  itemName: found.item_name,
  color: found.color,
  found_date: found.day,
  found_location: found.location,
  lostReportId,
});

/**
 * Keeps new pairs (a pair is kept once, ever: one dismissed is never suggested
 * again) and returns those that are new. Pairs whose report has a member are
 * alerted in the same transaction, so they are kept as 'alerted'.
 */
async function keepMatches(tx: Queryable, found: FoundMatch[]): Promise<FoundMatch[]> {
  if (found.length === 0) return [];
  const rows = await queryRows(
    tx,
    sql`INSERT INTO matches (lost_report_id, found_report_id, score, state)
        SELECT l, f, s, (CASE WHEN a THEN 'alerted' ELSE 'suggested' END)::match_state
        FROM unnest(${sql.param(found.map((match) => match.lost.id))}::uuid[],
                    ${sql.param(found.map((match) => match.found.id))}::uuid[],
                    ${sql.param(found.map((match) => match.score))}::real[],
                    ${sql.param(found.map((match) => match.lost.member_id !== null))}::boolean[]) AS pair(l, f, s, a)
        ON CONFLICT (lost_report_id, found_report_id) DO NOTHING
        RETURNING lost_report_id, found_report_id`,
    z.object({ lost_report_id: z.string(), found_report_id: z.string() }),
  );
  const kept = new Set(rows.map((row) => `${row.lost_report_id}/${row.found_report_id}`));
  return found.filter((match) => kept.has(`${match.lost.id}/${match.found.id}`));
}

function byMember(found: FoundMatch[]): Map<string, FoundMatch[]> {
  const members = new Map<string, FoundMatch[]>();
  for (const match of found) {
    if (!match.lost.member_id) continue;
    members.set(match.lost.member_id, [...(members.get(match.lost.member_id) ?? []), match]);
  }
  return members;
}

/** One notice per member per run, however many matches: never a flood. */
async function alertMatches(tx: Queryable, member: string, found: FoundMatch[]): Promise<void> {
  const [first] = found;
  if (!first) return;
  const items = found.map((match) => notified(match.found, match.lost.report_id));
  const single = found.length === 1;
  const oneReport = found.every((match) => match.lost.id === first.lost.id);
  const lostName = first.lost.item_name.toLowerCase();
  await notifyMember(tx, {
    memberId: member,
    kind: 'match',
    title: single
      ? text('notices.matchTitle', { itemName: lostName })
      : oneReport
        ? text('notices.matchesTitle', { count: found.length, itemName: lostName })
        : text('notices.matchesTitleItems', { count: found.length }),
    body: single
      ? text('notices.matchBody', { reportId: first.lost.report_id })
      : oneReport
        ? text('notices.matchesBodyOne', { reportId: first.lost.report_id })
        : text('notices.matchesBody'),
    link: single
      ? pagePath(routePatterns.user.item, { reportId: first.found.report_id })
      : pagePath(routePatterns.user.possibleMatches),
    items,
    push: 'matches',
  });
}

/** A member a stored item is told to be theirs: named on it, or like a belonging they registered. */
type OwnerAlert =
  | NamedOwner
  | { memberId: string; reason: 'belonging'; shown: string; belongingId: string; belongingName: string };

/** The notice each way of naming gives its member; what it shows is theirs alone. */
function ownerNotice(owner: OwnerAlert): { kind: string; title: MessageRef; body: MessageRef } {
  switch (owner.reason) {
    case 'university-id':
      return {
        kind: 'id-card',
        title: text('notices.idCardTitle'),
        body: text('notices.idCardBody', { universityId: owner.shown }),
      };
    case 'email':
      return {
        kind: 'named-owner',
        title: text('notices.emailTitle'),
        body: text('notices.emailBody', { email: owner.shown }),
      };
    case 'phone':
      return {
        kind: 'named-owner',
        title: text('notices.phoneTitle'),
        body: text('notices.phoneBody', { phone: owner.shown }),
      };
    case 'serial-number':
      return {
        kind: 'belonging',
        title: text('notices.serialTitle', { name: owner.belongingName! }),
        body: text('notices.serialBody', { name: owner.belongingName!, serialNumber: owner.shown }),
      };
    case 'belonging':
      return {
        kind: 'belonging',
        title: text('notices.belongingTitle', { name: owner.belongingName }),
        body: text('notices.belongingBody', { name: owner.belongingName }),
      };
  }
}

/**
 * Keeps that these members were told of this item; returns those not told
 * before. The key (item, member) makes it once per item, ever, whichever
 * server runs the job and however often the item is stored again.
 */
async function keepOwnerAlerts(tx: Queryable, foundId: string, owners: OwnerAlert[]): Promise<OwnerAlert[]> {
  if (owners.length === 0) return [];
  const rows = await queryRows(
    tx,
    sql`INSERT INTO owner_alerts (found_report_id, user_id, reason, belonging_id)
        SELECT ${foundId}::uuid, m, r, b
        FROM unnest(${sql.param(owners.map((owner) => owner.memberId))}::uuid[],
                    ${sql.param(owners.map((owner) => owner.reason))}::text[],
                    ${sql.param(owners.map((owner) => owner.belongingId ?? null))}::uuid[]) AS o(m, r, b)
        ON CONFLICT (found_report_id, user_id) DO NOTHING
        RETURNING user_id`,
    z.object({ user_id: z.string() }),
  );
  const told = new Set(rows.map((row) => row.user_id));
  return owners.filter((owner) => told.has(owner.memberId));
}

/**
 * A found item is now stored. If it names members (a registered belonging's
 * serial number, a university ID, a university email address, a phone number),
 * it is theirs: they alone are told, lost report or not, and only their own
 * lost reports are matched with it. Otherwise it is matched against every open
 * lost report and every registered belonging; each member with a match is
 * told once.
 */
export function matchStoredItemHandler(university: UniversityConfig): JobHandler<'match-found-item'> {
  return async (job, db) => {
    const found = await storedItem(db, job.payload.foundReportId);
    if (!found) return async () => {};
    const named =
      (await ownersNamedIn(db, new Map([[found.id, itemText(found)]]), university)).get(found.id) ?? [];
    const ownerIds = named.map((owner) => owner.memberId);
    const candidates = await matchesForStoredItem(db, found, ownerIds.length > 0 ? ownerIds : undefined);
    const owners: OwnerAlert[] =
      named.length > 0
        ? named
        : (await belongingsLikeStoredItem(db, found)).map((match) => ({
            memberId: match.memberId,
            reason: 'belonging' as const,
            shown: match.name,
            belongingId: match.belongingId,
            belongingName: match.name,
          }));
    return async (tx) => {
      const fresh = byMember(await keepMatches(tx, candidates));
      for (const owner of await keepOwnerAlerts(tx, found.id, owners)) {
        const theirs = fresh.get(owner.memberId) ?? [];
        fresh.delete(owner.memberId);
        await notifyMember(tx, {
          memberId: owner.memberId,
          ...ownerNotice(owner),
          link: pagePath(routePatterns.user.item, { reportId: found.report_id }),
          items: [notified(found, theirs[0]?.lost.report_id ?? null)],
          push: 'matches',
        });
      }
      for (const [member, matches] of fresh) await alertMatches(tx, member, matches);
    };
  };
}

/**
 * A lost report was filed (or opened again): it is matched against the items
 * in storage, and its member is told once of every new match. Items that name
 * another member (serial number, university ID, email, phone) are that
 * member's, and are left out.
 */
export function matchLostReportHandler(university: UniversityConfig): JobHandler<'match-lost-report'> {
  return async (job, db) => {
    const lost = await openLostReport(db, job.payload.lostReportId);
    if (!lost?.member_id) return async () => {};
    const candidates = await matchesForLostReport(db, lost);
    const owners = await ownersNamedIn(
      db,
      new Map(candidates.map((match) => [match.found.id, itemText(match.found)])),
      university,
    );
    const wanted = candidates.filter((match) =>
      (owners.get(match.found.id) ?? []).every((owner) => owner.memberId === lost.member_id),
    );
    return async (tx) => {
      const fresh = await keepMatches(tx, wanted);
      await alertMatches(tx, lost.member_id!, fresh);
      // The report's screen counts its matches once this commits, none included.
      await tx.execute(sql`UPDATE lost_reports SET matched_at = now() WHERE id = ${lost.id}::uuid`);
    };
  };
}
