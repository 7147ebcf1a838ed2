import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { monthlyReportQuerySchema, monthlyReportSchema } from '#shared/schemas/monthly-report';
import { requireAdmin } from '#server/plugins/access';
import { getMonthlyReport, monthAt, monthlyReportCsv } from '#server/services/reports/monthly-report';
import { csvResponse, sendCsvFile } from '#server/routes/api/admin-lists/send-csv';
import { errorAnswers } from '#server/routes/api/route-contract';

/** The monthly report per desk: found, returned, disposed, return rate, median days (admins; decision 0065). */
export async function reportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const read = (query: { month?: string | undefined; desk?: string | undefined }) => {
    const { timeZone } = app.config.university;
    const now = app.clock();
    return getMonthlyReport(
      app.db,
      { month: query.month ?? monthAt(now, timeZone), deskId: query.desk },
      { now, timeZone },
    );
  };

  app.get(
    '/admin/reports/monthly',
    {
      config: { access: 'admin' },
      schema: {
        summary:
          "One month's figures per desk and for every desk together: found, returned, disposed, return rate and median days to return (this month unless another is named)",
        querystring: monthlyReportQuerySchema,
        response: { 200: monthlyReportSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('Cache-Control', 'no-store');
      return read(request.query);
    },
  );

  app.get(
    '/admin/reports/monthly/export',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'The monthly report as a CSV file: a row per desk, then every desk together',
        querystring: monthlyReportQuerySchema,
        response: { 200: csvResponse, ...errorAnswers(400, 404) },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const report = await read(request.query);
      return sendCsvFile(
        reply,
        `monthly-report-${report.month}.csv`,
        monthlyReportCsv(app.db, admin, report),
      );
    },
  );
}
