import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  claimChangedSchema,
  claimIdParams,
  myClaimEntrySchema,
  rejectClaimSchema,
  type ClaimChanged,
} from '#shared/schemas/claim';
import { requireAdmin, requireMember } from '#server/plugins/access';
import {
  approveClaim,
  rejectClaim,
  withdrawApproval,
  withdrawClaim,
  type ChangedClaim,
} from '#server/services/claims/decide-claim';
import { listMyClaims } from '#server/services/claims/list-my-claims';
import { errorAnswers } from '#server/routes/api/route-contract';

/** Claims: members follow and withdraw their own; staff approve or reject them. */
export async function claimRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const context = { db: app.db, changes: app.changes };

  const answer = (changed: ChangedClaim): ClaimChanged => ({
    success: true,
    claimId: changed.claimId,
    status: changed.status,
  });

  app.get(
    '/claims/mine',
    {
      config: { access: 'member' },
      schema: {
        summary: "The signed-in member's claims, newest first",
        response: { 200: z.array(myClaimEntrySchema).describe('Every claim, whatever its state.') },
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      reply.header('Cache-Control', 'no-store');
      return listMyClaims(app.db, member.id);
    },
  );

  app.patch(
    '/claims/:claimId/withdraw',
    {
      config: { access: 'member', limits: ['withdrawals'] },
      schema: {
        summary: 'A member withdraws one of their claims while it is still pending',
        params: claimIdParams,
        body: z.object({}).nullish(),
        response: { 200: claimChangedSchema, ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      const member = requireMember(request);
      return answer(await withdrawClaim(context, member.id, request.params.claimId));
    },
  );

  app.patch(
    '/claims/:claimId/approve',
    {
      config: { access: 'staff', limits: ['changes'], desk: { param: 'claimId' } },
      schema: {
        summary:
          'An admin approves a pending claim: its member may collect the item (one approved claim per item)',
        params: claimIdParams,
        body: z.object({}).nullish(),
        response: { 200: claimChangedSchema, ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const changed = await approveClaim(context, admin, request.params.claimId);
      return answer(changed);
    },
  );

  app.patch(
    '/claims/:claimId/reject',
    {
      config: { access: 'staff', limits: ['changes'], desk: { param: 'claimId' } },
      schema: {
        summary: 'An admin rejects a pending claim, with a reason the claimant is told',
        params: claimIdParams,
        body: rejectClaimSchema,
        response: { 200: claimChangedSchema, ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const changed = await rejectClaim(context, admin, request.params.claimId, request.body.reason);
      return answer(changed);
    },
  );

  app.patch(
    '/claims/:claimId/withdraw-approval',
    {
      config: { access: 'staff', limits: ['changes'], desk: { param: 'claimId' } },
      schema: {
        summary:
          'An admin withdraws an approval (the claimant never came, or another proved the item theirs), with a reason the claimant is told; the claim ends rejected',
        params: claimIdParams,
        body: rejectClaimSchema,
        response: { 200: claimChangedSchema, ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const changed = await withdrawApproval(context, admin, request.params.claimId, request.body.reason);
      return answer(changed);
    },
  );
}
