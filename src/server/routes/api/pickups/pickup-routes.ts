import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { claimIdParams } from '#shared/schemas/claim';
import { successSchema } from '#shared/schemas/api-responses';
import {
  bookPickupSchema,
  claimPickupSchema,
  dayPickupSchema,
  dayPickupsQuerySchema,
  passParams,
  pickupMarkedSchema,
  pickupPassSchema,
} from '#shared/schemas/pickup';
import { requireAdmin, requireMember } from '#server/plugins/access';
import { refuseOtherDesk, worksAtEveryDesk } from '#server/lib/desk-scope';
import {
  bookPickup,
  cancelPickup,
  claimPickup,
  dayPickups,
  markPickup,
  pickupPass,
  type PickupMark,
} from '#server/services/pickups/pickups';
import { errorAnswers } from '#server/routes/api/route-contract';

/**
 * Pickup slots (decision 0058): the member of an approved claim books, moves or
 * cancels a time to collect the item at the desk holding it; staff read a day's pickups.
 */
export async function pickupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const timeZone = () => app.config.university.timeZone;

  app.get(
    '/claims/:claimId/pickup',
    {
      config: { access: 'member' },
      schema: {
        summary:
          "An approved claim's pickup: the holding desk's slots of the next days with the places left, and the one booked",
        params: claimIdParams,
        response: { 200: claimPickupSchema, ...errorAnswers(404, 409) },
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      reply.header('Cache-Control', 'no-store');
      return claimPickup(app.db, member.id, request.params.claimId, timeZone(), app.clock());
    },
  );

  app.put(
    '/claims/:claimId/pickup',
    {
      config: { access: 'member', limits: ['changes'] },
      schema: {
        summary:
          'Books one of the offered slots for an approved claim, or moves its pickup there (409 once full)',
        params: claimIdParams,
        body: bookPickupSchema,
        response: {
          200: z.object({ startsAt: z.string(), endsAt: z.string() }).meta({
            examples: [{ startsAt: '2026-04-13T04:00:00.000Z', endsAt: '2026-04-13T04:15:00.000Z' }],
          }),
          ...errorAnswers(400, 404, 409),
        },
      },
    },
    async (request) => {
      const member = requireMember(request);
      return bookPickup(
        app.db,
        member.id,
        request.params.claimId,
        request.body.startsAt,
        timeZone(),
        app.clock(),
      );
    },
  );

  app.delete(
    '/claims/:claimId/pickup',
    {
      config: { access: 'member', limits: ['changes'] },
      schema: {
        summary: "Cancels the claim's pickup; the claim stays approved, to book another time",
        params: claimIdParams,
        response: { 200: successSchema, ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      const member = requireMember(request);
      await cancelPickup(app.db, member.id, request.params.claimId);
      return { success: true as const };
    },
  );

  app.get(
    '/admin/pickups',
    {
      config: { access: 'staff' },
      schema: {
        summary:
          "A day's pickups (the university's day), at every desk or one, by time: who, which item, which shelf; desk staff read their own desks'",
        querystring: dayPickupsQuerySchema,
        response: { 200: z.array(dayPickupSchema) },
      },
    },
    async (request, reply) => {
      const actor = requireAdmin(request);
      const asked = request.query.desk;
      if (asked) refuseOtherDesk(actor, asked);
      const deskIds = asked ? [asked] : worksAtEveryDesk(actor) ? undefined : actor.deskIds;
      reply.header('Cache-Control', 'no-store');
      return dayPickups(app.db, request.query.date, deskIds, timeZone());
    },
  );

  app.get(
    '/admin/pickups/pass/:claimId',
    {
      config: { access: 'staff', desk: { param: 'claimId' } },
      schema: {
        summary:
          "What a pickup pass (its claim's ID, scanned or typed) opens at the desk: the approved claim's item, member and booked time, for the handover",
        params: passParams,
        response: { 200: pickupPassSchema, ...errorAnswers(400, 404, 409) },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('Cache-Control', 'no-store');
      return pickupPass(app.db, request.params.claimId);
    },
  );

  const marks: { mark: PickupMark; summary: string }[] = [
    { mark: 'arrived', summary: "Staff mark that a booked pickup's member arrived at the desk" },
    {
      mark: 'missed',
      summary:
        'Staff mark a booked pickup missed once its time has begun: the claim stays approved, its member may book again and is told',
    },
  ];
  for (const { mark, summary } of marks) {
    app.patch(
      `/admin/pickups/:claimId/${mark}`,
      {
        config: { access: 'staff', limits: ['changes'], desk: { param: 'claimId' } },
        schema: {
          summary,
          params: claimIdParams,
          body: z.object({}).nullish(),
          response: { 200: pickupMarkedSchema, ...errorAnswers(404, 409) },
        },
      },
      async (request) => {
        const admin = requireAdmin(request);
        return markPickup(app.db, admin, request.params.claimId, mark, app.clock());
      },
    );
  }
}
