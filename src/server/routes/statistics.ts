import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { statisticsQuerySchema, statisticsReportSchema } from "../../shared/statistics.js";
import { statisticsReport } from "../../statistics/statistics-report.js";
import type { ServerDeps } from "../context.js";

const tags = ["statistics"];

/** The Statistiche screen's API (docs/product.md#statistiche). */
export function statisticsRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/admin/statistics",
    {
      schema: {
        tags,
        summary: "Articles and views of the last 1, 7, 30 or 365 Rome days (today included): cards, distributions, views per day, most read, sources",
        querystring: statisticsQuerySchema,
        response: { 200: statisticsReportSchema },
      },
    },
    async (request) => statisticsReport(deps.db, request.query.period, deps.now?.() ?? new Date()),
  );
}
