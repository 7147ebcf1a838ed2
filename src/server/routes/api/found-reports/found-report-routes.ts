import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../../../../shared/constants/messages';
import { latestTodayAnywhere } from '../../../../shared/dates';
import {
  claimSchema,
  createFoundReportSchema,
  handoverSchema,
  manualEntrySchema,
  storeSchema,
} from '../../../../shared/schemas/found-report';
import { adminListQuerySchema } from '../../../../shared/schemas/admin-list-query';
import { listQuerySchema, searchQuerySchema } from '../../../../shared/schemas/list-query';
import { changeNotice } from '../../../db/change-notices';
import { requireAdmin, requireMember } from '../../../plugins/access';
import { verificationSchema } from '../../../../shared/schemas/claim';
import { myFoundReportSchema, successSchema } from '../../../../shared/schemas/my-items';
import { alertClaimant } from '../../../services/claims/alert-claimant';
import { exportAdminList } from '../../../services/admin-lists/export-admin-list';
import { claimFoundReport } from '../../../services/claims/claim-found-report';
import { listMyFoundReports } from '../../../services/found-reports/my-found-reports';
import { setVerificationDetails } from '../../../services/found-reports/set-verification-details';
import { handOverFoundReport, storeFoundReport } from '../../../services/found-reports/change-custody';
import { createFoundReport, createManualEntry } from '../../../services/found-reports/create-found-report';
import { getFoundReportDetails } from '../../../services/found-reports/get-found-report-details';
import { getItemHistory } from '../../../services/activity-log/item-history';
import { itemHistoryEntrySchema } from '../../../../shared/schemas/activity-log';
import {
  countStoredForMembers,
  listFoundReportsForAdmin,
  storedPageIds,
  storedPageKey,
  type AdminFoundList,
} from '../../../services/found-reports/list-found-reports';
import { setNextLink } from '../../../services/paging/page';
import { createMemberCardCaches } from '../../../services/found-reports/member-card-caches';
import { createSearchCaches } from '../../../services/search/search-cache';
import { searchPageIds, searchPageKey } from '../../../services/search/search-found-reports';
import { createMemberPageBodies, sendMemberPage } from '../../../services/found-reports/member-page-bodies';

/** The number of items a members' list holds in all, beside its first page. */
const TOTAL_COUNT_HEADER = 'X-Total-Count';
import { csvResponse, sendCsv } from '../admin-lists/send-csv';

const reportIdParams = z.object({ reportId: z.string().trim().min(1).max(40) });

/** Found items: members report, browse, search and claim; admins store, enter, hand over and review. */
export async function foundReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const listQuery = listQuerySchema(latestTodayAnywhere);
  const memberCards = { ...createMemberCardCaches(app.changes), bodies: createMemberPageBodies(app.changes) };
  const searchCaches = createSearchCaches(app.changes);
  const alertContext = { db: app.db, config: app.config, log: app.log };

  app.post(
    '/found-reports',
    { config: { access: 'member-complete' }, schema: { body: createFoundReportSchema(latestTodayAnywhere) } },
    async (request, reply) => {
      const member = requireMember(request);
      const created = await createFoundReport(app.db, member.id, request.body);
      app.changes.announce(changeNotice.catalogue);
      return reply.status(201).send({ success: true, ...created });
    },
  );

  app.get(
    '/found-reports/stored-for-users',
    { config: { access: 'member' }, schema: { querystring: listQuery } },
    async (request, reply) => {
      const member = requireMember(request);
      const query = request.query;
      // 'Showing N recovered items' states the whole list, not the pages loaded so far.
      reply.header(TOTAL_COUNT_HEADER, String(await countStoredForMembers(app.db, memberCards, query)));
      return sendMemberPage(reply, app.db, memberCards, member.id, storedPageKey(query), () =>
        storedPageIds(app.db, memberCards, query),
      );
    },
  );

  app.get(
    '/found-reports/search',
    { config: { access: 'member' }, schema: { querystring: searchQuerySchema(latestTodayAnywhere) } },
    async (request, reply) => {
      const member = requireMember(request);
      const query = request.query;
      return sendMemberPage(reply, app.db, memberCards, member.id, searchPageKey(query), () =>
        searchPageIds(app.db, searchCaches, query),
      );
    },
  );

  app.patch(
    '/found-reports/:reportId/claim',
    {
      config: { access: 'member-complete' },
      schema: {
        params: reportIdParams,
        body: claimSchema.nullish(),
        response: { 200: z.object({ success: z.literal(true), claimId: z.string() }) },
      },
    },
    async (request) => {
      const member = requireMember(request);
      const claimed = await claimFoundReport(
        app.db,
        member.id,
        request.params.reportId,
        request.body?.message ?? null,
      );
      app.changes.announce(changeNotice.claim(member.id, claimed.itemId));
      return { success: true as const, claimId: claimed.claimId };
    },
  );

  const adminLists: AdminFoundList[] = ['reported', 'stored', 'claimed', 'resolved'];
  for (const list of adminLists) {
    const querystring = adminListQuerySchema(list, latestTodayAnywhere);
    app.get(
      `/found-reports/${list}`,
      { config: { access: 'admin' }, schema: { querystring } },
      async (request, reply) => {
        requireAdmin(request);
        const page = await listFoundReportsForAdmin(app.db, list, request.query);
        setNextLink(request, reply, page.nextCursor);
        return page.items;
      },
    );
    app.get(
      `/found-reports/${list}/export`,
      { config: { access: 'admin' }, schema: { querystring, response: { 200: csvResponse } } },
      async (request, reply) =>
        sendCsv(reply, list, exportAdminList(app.db, requireAdmin(request), list, request.query)),
    );
  }

  app.patch(
    '/found-reports/:reportId/store',
    { config: { access: 'admin' }, schema: { params: reportIdParams, body: storeSchema.nullable() } },
    async (request) => {
      const admin = requireAdmin(request);
      await storeFoundReport(app.db, admin, request.params.reportId, request.body?.storageLocation ?? null);
      app.changes.announce(changeNotice.catalogue);
      return { success: true };
    },
  );

  app.post(
    '/found-reports/manual-entry',
    {
      config: { access: 'admin' },
      schema: { body: manualEntrySchema(latestTodayAnywhere, app.config.university) },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const created = await createManualEntry(app.db, admin, request.body);
      app.changes.announce(changeNotice.catalogue);
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
      config: { access: 'admin' },
      schema: {
        params: reportIdParams,
        body: handoverSchema(app.config.university),
        response: { 200: z.object({ success: z.literal(true), _id: z.string() }) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const outcome = await handOverFoundReport(app.db, admin, request.params.reportId, request.body);
      app.changes.announce(changeNotice.catalogue);
      const ended = [...outcome.closedClaims, ...(outcome.handedOverClaim ? [outcome.handedOverClaim] : [])];
      for (const claim of ended) {
        if (claim.memberId) app.changes.announce(changeNotice.claim(claim.memberId, outcome.itemId));
      }
      // The receiver was there in person; the others learn their claims are closed.
      for (const claim of outcome.closedClaims) await alertClaimant(alertContext, claim.claimId, 'closed');
      return { success: true as const, _id: outcome.itemId };
    },
  );

  app.put(
    '/found-reports/:reportId/verification',
    {
      config: { access: 'admin' },
      schema: { params: reportIdParams, body: verificationSchema, response: { 200: successSchema } },
    },
    async (request) => {
      const admin = requireAdmin(request);
      await setVerificationDetails(app.db, admin, request.params.reportId, request.body.verificationDetails);
      return { success: true as const };
    },
  );

  app.get(
    '/found-reports/mine',
    { config: { access: 'member' }, schema: { response: { 200: z.array(myFoundReportSchema) } } },
    async (request, reply) => {
      const member = requireMember(request);
      reply.header('Cache-Control', 'no-store');
      return listMyFoundReports(app.db, member.id);
    },
  );

  app.get(
    '/found-reports/details/:id',
    { config: { access: 'admin' }, schema: { params: z.object({ id: z.string() }) } },
    async (request) => {
      requireAdmin(request);
      return getFoundReportDetails(app.db, request.params.id);
    },
  );

  app.get(
    '/found-reports/details/:id/history',
    {
      config: { access: 'admin' },
      schema: {
        params: z.object({ id: z.string().trim().min(1).max(40) }),
        response: { 200: z.array(itemHistoryEntrySchema) },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('Cache-Control', 'no-store');
      return getItemHistory(app.db, request.params.id);
    },
  );
}
