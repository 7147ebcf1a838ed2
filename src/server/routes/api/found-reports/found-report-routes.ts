import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '#shared/constants/messages';
import { latestTodayAnywhere } from '#shared/dates';
import {
  claimSchema,
  createFoundReportSchema,
  handoverSchema,
  manualEntrySchema,
  storeSchema,
} from '#shared/schemas/found-report';
import { adminListQuerySchema } from '#shared/schemas/admin-list-query';
import { recoveredItemsQuerySchema, searchQuerySchema } from '#shared/schemas/list-query';
import { createdReportSchema, successSchema } from '#shared/schemas/api-responses';
import type { FoundReportCard } from '#shared/schemas/found-report';
import {
  foundReportCardSchema,
  foundReportSchema,
  manualEntryCreatedSchema,
} from '#shared/schemas/found-report-responses';
import { listDesks, worksAtEveryDesk } from '#server/lib/desk-scope';
import { requireAdmin, requireMember } from '#server/plugins/access';
import { verificationSchema } from '#shared/schemas/claim';
import { myFoundReportSchema } from '#shared/schemas/my-items';
import { exportAdminList } from '#server/services/admin-lists/export-admin-list';
import { claimFoundReport } from '#server/services/claims/claim-found-report';
import { listMyFoundReports } from '#server/services/found-reports/my-found-reports';
import { setVerificationDetails } from '#server/services/found-reports/set-verification-details';
import { handOverFoundReport, storeFoundReport } from '#server/services/found-reports/change-custody';
import { createFoundReport, createManualEntry } from '#server/services/found-reports/create-found-report';
import { getFoundReportDetails } from '#server/services/found-reports/get-found-report-details';
import { getItemHistory } from '#server/services/activity-log/item-history';
import { itemHistoryEntrySchema } from '#shared/schemas/activity-log';
import {
  countStoredForMembers,
  listFoundReportsForAdmin,
  storedPageIds,
  storedPageKey,
  type AdminFoundList,
} from '#server/services/found-reports/list-found-reports';
import { setNextLink } from '#server/routes/api/next-link';
import { errorAnswers } from '#server/routes/api/route-contract';
import { searchCachesFor } from '#server/services/search/search-cache';
import { withoutContacts } from '#server/lib/contacts-in-text';
import { searchPageIds, searchPageKey } from '#server/services/search/search-found-reports';
import {
  keepSharedBody,
  memberListCachesFor,
  readMemberPage,
  type MemberListCaches,
  type MemberPage,
} from '#server/services/found-reports/member-page-bodies';
import { csvResponse, sendCsv } from '#server/routes/api/admin-lists/send-csv';

/** The number of items a members' list holds in all, beside its first page. */
const TOTAL_COUNT_HEADER = 'X-Total-Count';

const reportIdParams = z.object({ reportId: z.string().trim().min(1).max(40) });

/** The route's own serializer (its response schema) as bytes, the form a shared page body is kept in. */
const serializedBody = (reply: FastifyReply, cards: FoundReportCard[]) => {
  const serialized: unknown = reply.serialize(cards);
  return typeof serialized === 'string' ? Buffer.from(serialized) : Buffer.from(serialized as Uint8Array);
};

/**
 * Sends a members' page: the shared body as kept, or the cards through the
 * response schema, keeping that body for every member without a claim on the
 * page when it may be shared; the next page in the Link header either way.
 */
function sendMemberPage(
  request: FastifyRequest,
  reply: FastifyReply,
  caches: MemberListCaches,
  page: MemberPage,
) {
  setNextLink(request, reply, page.nextCursor);
  const json = 'application/json; charset=utf-8';
  if ('sharedBody' in page) return reply.type(json).send(page.sharedBody);
  if (!page.toShare) return page.cards;
  const body = serializedBody(reply, page.cards);
  keepSharedBody(caches, page.toShare, body);
  return reply.type(json).send(body);
}

/** Found items: members report, browse, search and claim; admins store, enter, hand over and review. */
export async function foundReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const context = { db: app.db, changes: app.changes };
  const memberCards = memberListCachesFor(app.changes);
  const searchCaches = searchCachesFor(app.changes);

  app.post(
    '/found-reports',
    {
      config: { access: 'member-complete', limits: ['found-reports'] },
      schema: {
        summary: 'A member reports an item they found',
        body: createFoundReportSchema(latestTodayAnywhere),
        response: { 201: createdReportSchema.describe('The report is filed.') },
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      const created = await createFoundReport(context, member.id, request.body, app.config.university);
      return reply.status(201).send({ success: true, ...created });
    },
  );

  app.get(
    '/found-reports/stored-for-users',
    {
      config: { access: 'member' },
      schema: {
        summary:
          'Found items in the office that members may claim, newest first, narrowed by found date, category, colour and place (Link header: next page)',
        querystring: recoveredItemsQuerySchema(latestTodayAnywhere),
        response: { 200: z.array(foundReportCardSchema).describe('One page of cards.') },
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      const query = request.query;
      // 'Showing N recovered items' states the whole list, not the pages loaded so far.
      reply.header(TOTAL_COUNT_HEADER, String(await countStoredForMembers(app.db, memberCards, query)));
      const page = await readMemberPage(
        app.db,
        app.config.university,
        memberCards,
        member.id,
        storedPageKey(query),
        storedPageIds(app.db, memberCards, query),
      );
      return sendMemberPage(request, reply, memberCards, page);
    },
  );

  app.get(
    '/found-reports/search',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Searches the stored found items, best match first (Link header: next page)',
        querystring: searchQuerySchema(latestTodayAnywhere),
        response: { 200: z.array(foundReportCardSchema).describe('One page of cards.') },
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      // Members find an item by what its card shows them, never by a contact it hides.
      const query = { ...request.query, q: withoutContacts(request.query.q, app.config.university) };
      // One key for the ranked page and its body: working it out is a cached search's own cost.
      const key = searchPageKey(query);
      const page = await readMemberPage(
        app.db,
        app.config.university,
        memberCards,
        member.id,
        key,
        searchPageIds(app.searchDb, searchCaches, query, key),
      );
      return sendMemberPage(request, reply, memberCards, page);
    },
  );

  app.patch(
    '/found-reports/:reportId/claim',
    {
      config: {
        access: 'member-complete',
        limits: ['claims', { rule: 'claims-per-item', perParam: 'reportId' }],
      },
      schema: {
        summary: 'A member claims a stored found item as theirs',
        params: reportIdParams,
        body: claimSchema.nullish(),
        response: {
          200: z
            .object({ success: z.literal(true), claimId: z.string() })
            .meta({ examples: [{ success: true, claimId: 'CLM000007' }] })
            .describe('The claim is filed.'),
          ...errorAnswers(400, 404, 409),
        },
      },
    },
    async (request) => {
      const member = requireMember(request);
      const claimed = await claimFoundReport(
        context,
        member.id,
        request.params.reportId,
        request.body?.message ?? null,
      );
      return { success: true as const, claimId: claimed.claimId };
    },
  );

  const adminLists: AdminFoundList[] = ['reported', 'stored', 'claimed', 'resolved'];
  for (const list of adminLists) {
    const querystring = adminListQuerySchema(list, latestTodayAnywhere);
    app.get(
      `/found-reports/${list}`,
      {
        config: { access: 'staff' },
        schema: {
          summary: `Found reports that are ${list}, newest first (Link header: next page)`,
          querystring,
          response: { 200: z.array(foundReportSchema).describe('One page of reports.') },
        },
      },
      async (request, reply) => {
        const actor = requireAdmin(request);
        const query = {
          ...request.query,
          desks: listDesks(actor, (request.query as { desk?: string }).desk),
          incoming: !worksAtEveryDesk(actor),
        };
        const page = await listFoundReportsForAdmin(app.db, list, query);
        setNextLink(request, reply, page.nextCursor);
        return page.items;
      },
    );
    app.get(
      `/found-reports/${list}/export`,
      {
        config: { access: 'staff' },
        schema: {
          summary: `Every found report that is ${list} and that the list’s filters select, as a CSV file`,
          querystring,
          response: { 200: csvResponse },
        },
      },
      async (request, reply) => {
        const actor = requireAdmin(request);
        const query = {
          ...request.query,
          desks: listDesks(actor, (request.query as { desk?: string }).desk),
          incoming: !worksAtEveryDesk(actor),
        };
        return sendCsv(reply, list, exportAdminList(app.db, actor, list, query));
      },
    );
  }

  app.patch(
    '/found-reports/:reportId/store',
    {
      config: { access: 'staff', limits: ['changes'], desk: { param: 'reportId', body: 'check' } },
      schema: {
        summary: 'An admin records that a reported item is now in the office',
        params: reportIdParams,
        body: storeSchema.nullable(),
        response: { 200: successSchema.describe('Stored.'), ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      await storeFoundReport(
        context,
        admin,
        request.params.reportId,
        request.body?.storageLocation ?? null,
        request.body?.deskId ?? null,
      );
      return { success: true };
    },
  );

  app.post(
    '/found-reports/manual-entry',
    {
      config: { access: 'staff', limits: ['found-reports'], desk: { body: 'default' } },
      schema: {
        summary: 'An admin enters an item handed in at the office',
        body: manualEntrySchema(latestTodayAnywhere, app.config.university),
        response: {
          201: manualEntryCreatedSchema.describe('The item is entered and stored.'),
        },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const created = await createManualEntry(context, admin, request.body, app.config.university);
      return reply.status(201).send({
        success: true,
        message: MESSAGES.manualEntrySubmitted,
        reportId: created.reportId,
        _id: created._id,
      });
    },
  );

  app.patch(
    '/found-reports/:reportId/handover',
    {
      config: { access: 'staff', limits: ['changes'], desk: { param: 'reportId' } },
      schema: {
        summary: 'An admin hands a stored item over to its owner',
        params: reportIdParams,
        body: handoverSchema(app.config.university),
        response: {
          200: z
            .object({ success: z.literal(true), _id: z.string() })
            .meta({ examples: [{ success: true, _id: '0b6f3c1e-4f0a-4d8e-9a57-2f3b7c9d1e20' }] })
            .describe('Handed over.'),
          ...errorAnswers(400, 404, 409),
        },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const outcome = await handOverFoundReport(context, admin, request.params.reportId, request.body);
      return { success: true as const, _id: outcome.itemId };
    },
  );

  app.put(
    '/found-reports/:reportId/verification',
    {
      config: { access: 'staff', limits: ['changes'], desk: { param: 'reportId' } },
      schema: {
        summary: 'An admin records the private details that identify the item',
        params: reportIdParams,
        body: verificationSchema,
        response: { 200: successSchema.describe('Saved.'), ...errorAnswers(404) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      await setVerificationDetails(app.db, admin, request.params.reportId, request.body.verificationDetails);
      return { success: true as const };
    },
  );

  app.get(
    '/found-reports/mine',
    {
      config: { access: 'member' },
      schema: {
        summary: 'The found items the signed-in member reported',
        response: { 200: z.array(myFoundReportSchema).describe('Newest first.') },
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      reply.header('Cache-Control', 'no-store');
      return listMyFoundReports(app.db, member.id);
    },
  );

  app.get(
    '/found-reports/details/:id',
    {
      config: { access: 'staff', desk: { param: 'id', incoming: true } },
      schema: {
        summary: 'One found report with every claim and its claimant',
        params: z.object({ id: z.string() }),
        response: { 200: foundReportSchema.describe('The report.'), ...errorAnswers(404) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return getFoundReportDetails(app.db, request.params.id);
    },
  );

  app.get(
    '/found-reports/details/:id/history',
    {
      config: { access: 'staff', desk: { param: 'id', incoming: true } },
      schema: {
        summary: "One found item's history, oldest first: every change to it and to its claims",
        params: z.object({ id: z.string().trim().min(1).max(40) }),
        response: { 200: z.array(itemHistoryEntrySchema).describe('The events.'), ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('Cache-Control', 'no-store');
      return getItemHistory(app.db, request.params.id);
    },
  );
}
