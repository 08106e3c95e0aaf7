import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { analyzeOpenErrors } from "../../diagnostics/analysis/analyze-errors.js";
import { listErrors } from "../../diagnostics/errors/list-errors.js";
import { resolveError } from "../../diagnostics/errors/resolve-error.js";
import { listLogs } from "../../diagnostics/logs/list-logs.js";
import { logCsvFileName, logsCsv } from "../../diagnostics/logs/logs-csv.js";
import { runDiagnosticTool } from "../../diagnostics/tools/run-tool.js";
import {
  errorIdParamsSchema,
  errorListQuerySchema,
  errorListSchema,
  errorLogViewSchema,
  logListQuerySchema,
  logListSchema,
  toolParamsSchema,
  toolResultSchema,
} from "../../shared/diagnostics.js";
import { analyzeErrorsResponseSchema, analyzeErrorsSchema } from "../../shared/ai.js";
import { aiDeps, type ServerDeps } from "../context.js";
import type { PublicReads } from "../public-reads.js";

const tags = ["diagnostics"];

/**
 * Diagnostica Sistema's errors, logs and tools (docs/product.md#diagnostica-sistema), and its error analysis under the
 * server function's name (docs/product.md#server-functions).
 */
export function diagnosticsRoutes(app: FastifyInstance, deps: ServerDeps, reads: PublicReads): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const now = () => deps.now?.() ?? new Date();

  api.get(
    "/api/admin/errors",
    { schema: { tags, summary: "The latest 50 errors matching the filters, newest first, and the counters over all errors", querystring: errorListQuerySchema, response: { 200: errorListSchema } } },
    async (request) => listErrors(deps.db, request.query),
  );

  api.post(
    "/api/admin/errors/:id/resolve",
    { schema: { tags, summary: "Mark an error resolved (for good: resolving again keeps the first time)", params: errorIdParamsSchema, response: { 200: errorLogViewSchema } } },
    async (request) => {
      const resolved = await resolveError(deps.db, request.params.id, now());
      request.log.info({ category: "user", source: "diagnostics", error_type: resolved.error_type }, "error marked resolved");
      return resolved;
    },
  );

  api.get(
    "/api/admin/logs",
    { schema: { tags, summary: "The latest 100 log lines matching the filters, newest first, and how many match", querystring: logListQuerySchema, response: { 200: logListSchema } } },
    async (request) => listLogs(deps.db, request.query),
  );

  const csvSummary = "The log lines matching the filters as CSV for a spreadsheet (UTF-8 with BOM, `;`), at most 10,000, newest first";
  api.get(
    "/api/admin/logs.csv",
    { schema: { tags, summary: csvSummary, querystring: logListQuerySchema, response: { 200: { description: csvSummary, content: { "text/csv": { schema: z.string() } } } } } },
    async (request, reply) =>
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${logCsvFileName(now())}"`)
        .header("cache-control", "no-store")
        // The declared text, streamed a page of lines at a time (the type provider knows only strings).
        .send(Readable.from(logsCsv(deps.db, request.query)) as unknown as string),
  );

  api.post(
    "/api/admin/tools/:tool",
    { schema: { tags, summary: "Run one diagnostic tool; a failing tool answers 200 with `success: false` and the detail", params: toolParamsSchema, response: { 200: toolResultSchema } } },
    async (request) => {
      const result = await runDiagnosticTool(request.params.tool, {
        db: deps.db,
        aiFetch: deps.aiFetch,
        fetcher: deps.fetcher,
        clearPublicCaches: () => reads.clearCaches(),
        now,
        ...(deps.stopping && { stopping: deps.stopping }),
      });
      request.log.info({ category: "user", source: "diagnostics", tool: result.tool, success: result.success, duration_ms: result.duration_ms }, "diagnostic tool run");
      return result;
    },
  );

  // Listed under "ai" in the API document, as it was before it moved here: it asks the AI providers.
  api.post(
    "/api/functions/analyze-errors-with-ai",
    { schema: { tags: ["ai"], summary: "Analyze the open errors that have no analysis yet", body: analyzeErrorsSchema, response: { 200: analyzeErrorsResponseSchema } } },
    async () => analyzeOpenErrors(aiDeps(deps)),
  );
}
