import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AdminListName } from '#shared/schemas/admin-list-query';
import { EXPORT_NAMES } from '#server/services/admin-lists/export-admin-list';
import { exportFileName } from '#server/services/admin-lists/export-csv';

/** The declared answer of an export: a CSV file, streamed (a stream is never serialised). */
export const csvResponse = {
  description: 'A CSV file (RFC 4180, UTF-8 with a byte order mark), sent as a download.',
  content: {
    'text/csv': {
      schema: z.string().meta({
        examples: ['\uFEFFItem ID,Item,Color\r\nFND000123,Blue water bottle,Blue\r\n'],
      }),
    },
  },
};

/** Sends a CSV file as a download of that name. */
export function sendCsvFile(reply: FastifyReply, fileName: string, csv: Readable) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(csv);
}

/** Sends an export as a download named after the list and the day. */
export const sendCsv = (reply: FastifyReply, list: AdminListName, csv: Readable) =>
  sendCsvFile(reply, exportFileName(EXPORT_NAMES[list].file), csv);
