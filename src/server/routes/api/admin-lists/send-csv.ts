import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AdminListName } from '../../../../shared/schemas/admin-list-query';
import { EXPORT_NAMES } from '../../../services/admin-lists/export-admin-list';
import { exportFileName } from '../../../services/admin-lists/export-csv';

/** The declared answer of an export: a CSV file, streamed (never serialized as JSON). */
export const csvResponse = z.string().describe('text/csv; charset=utf-8, with a byte order mark');

/** Sends an export as a download named after the list and the day. */
export function sendCsv(reply: FastifyReply, list: AdminListName, csv: Readable) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${exportFileName(EXPORT_NAMES[list].file)}"`)
    .header('Cache-Control', 'no-store')
    .send(csv);
}
