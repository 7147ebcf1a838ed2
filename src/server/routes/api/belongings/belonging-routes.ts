import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageRef } from '#shared/i18n/message-key';
import {
  belongingInputSchema,
  belongingSchema,
  finderConversationSchema,
  finderMessageSchema,
  finderReplyInputSchema,
  finderRepliesSchema,
  receivedFinderMessageSchema,
  REPLY_KEY,
  sentFinderMessageSchema,
  STICKER_CODE,
  stickerSchema,
} from '#shared/schemas/belonging';
import { successSchema } from '#shared/schemas/api-responses';
import { requireMember } from '#server/plugins/access';
import {
  addBelonging,
  listBelongings,
  removeBelonging,
  replaceStickerCode,
  updateBelonging,
} from '#server/services/belongings/belongings';
import { listFinderMessages, sendFinderMessage, stickerInUse } from '#server/services/belongings/stickers';
import {
  finderConversation,
  finderWritesAgain,
  replyToFinder,
} from '#server/services/belongings/finder-conversations';
import { errorAnswers } from '#server/routes/api/route-contract';

const idParams = z.object({ id: z.uuid(messageRef('belongings.notABelongingId')) });
const codeParams = z.object({
  code: z
    .string()
    .max(40, messageRef('belongings.notAStickerCode'))
    .transform((code) => code.trim().toUpperCase())
    .pipe(z.string().regex(STICKER_CODE, messageRef('belongings.notAStickerCode'))),
});
const keyParams = z.object({
  key: z.string().max(60).regex(REPLY_KEY, messageRef('belongings.notAReplyKey')),
});

/** My belongings and their QR stickers (decision 0047), and the finder's side of a sticker. */
export async function belongingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/belongings',
    {
      config: { access: 'member' },
      schema: {
        summary: 'The signed-in member’s registered belongings, newest first',
        response: { 200: z.array(belongingSchema) },
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      reply.header('Cache-Control', 'no-store');
      return listBelongings(app.db, member.id);
    },
  );

  app.post(
    '/belongings',
    {
      config: { access: 'member', limits: ['changes'] },
      schema: {
        summary: 'Registers something the signed-in member owns, with a new sticker code',
        body: belongingInputSchema,
        response: { 201: belongingSchema, ...errorAnswers(409) },
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      reply.code(201);
      return addBelonging(app.db, member.id, request.body);
    },
  );

  app.get(
    '/belongings/finder-messages',
    {
      config: { access: 'member' },
      schema: {
        summary: 'What finders who scanned the signed-in member’s stickers wrote to them, newest first',
        response: { 200: z.array(receivedFinderMessageSchema) },
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      reply.header('Cache-Control', 'no-store');
      return listFinderMessages(app.db, member.id);
    },
  );

  app.put(
    '/belongings/:id',
    {
      config: { access: 'member', limits: ['changes'] },
      schema: {
        summary: 'Changes what the signed-in member says about one of their belongings',
        params: idParams,
        body: belongingInputSchema,
        response: { 200: belongingSchema, ...errorAnswers(404) },
      },
    },
    async (request) => {
      const member = requireMember(request);
      return updateBelonging(app.db, member.id, request.params.id, request.body);
    },
  );

  app.delete(
    '/belongings/:id',
    {
      config: { access: 'member', limits: ['changes'] },
      schema: {
        summary: 'Removes one of the signed-in member’s belongings; its sticker stops working',
        params: idParams,
        response: { 200: successSchema, ...errorAnswers(404) },
      },
    },
    async (request) => {
      const member = requireMember(request);
      await removeBelonging(app.db, member.id, request.params.id);
      return { success: true };
    },
  );

  app.post(
    '/belongings/:id/sticker-code',
    {
      config: { access: 'member', limits: ['changes'] },
      schema: {
        summary: 'Gives a belonging a new sticker code: stickers printed with the old one stop working',
        params: idParams,
        response: { 200: belongingSchema, ...errorAnswers(404) },
      },
    },
    async (request) => {
      const member = requireMember(request);
      return replaceStickerCode(app.db, member.id, request.params.id);
    },
  );

  app.get(
    '/stickers/:code',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Whether a scanned sticker is in use (the finder’s page); never who owns the item',
        params: codeParams,
        response: { 200: stickerSchema, ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return stickerInUse(app.db, request.params.code);
    },
  );

  app.post(
    '/stickers/:code/messages',
    {
      config: {
        access: 'public',
        limits: ['finder-messages', { rule: 'finder-messages-per-sticker', perParam: 'code' }],
      },
      schema: {
        summary: 'Sends the owner of a scanned sticker a message from its finder',
        params: codeParams,
        body: finderMessageSchema,
        response: { 201: sentFinderMessageSchema, ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      reply.header('Cache-Control', 'no-store');
      return sendFinderMessage(app.db, request.params.code, request.body);
    },
  );

  app.post(
    '/belongings/finder-messages/:id/replies',
    {
      config: { access: 'member', limits: ['finder-replies'] },
      schema: {
        summary:
          'The signed-in member answers a finder’s message; the finder reads it through their private link',
        params: idParams,
        body: finderReplyInputSchema,
        response: { 201: finderRepliesSchema, ...errorAnswers(404, 409) },
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      reply.code(201);
      return replyToFinder(app.db, member.id, request.params.id, request.body);
    },
  );

  app.get(
    '/finder-conversations/:key',
    {
      config: { access: 'public' },
      schema: {
        summary:
          'A finder reads their conversation with an owner through their private link; never who the owner is',
        params: keyParams,
        response: { 200: finderConversationSchema, ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return finderConversation(app.db, request.params.key);
    },
  );

  app.post(
    '/finder-conversations/:key/messages',
    {
      config: {
        access: 'public',
        limits: ['finder-messages', { rule: 'finder-messages-per-conversation', perParam: 'key' }],
      },
      schema: {
        summary: 'A finder writes to the owner again through their private link',
        params: keyParams,
        body: finderReplyInputSchema,
        response: { 201: finderConversationSchema, ...errorAnswers(404, 409) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      reply.header('Cache-Control', 'no-store');
      return finderWritesAgain(app.db, request.params.key, request.body);
    },
  );
}
