import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createAiConfig, deleteAiConfig, listAiConfigs, testAiConfig, updateAiConfig } from "../../ai/ai-config-admin.js";
import { processOneArticle, processPendingArticles, toProcessResponse } from "../../ai/process-articles.js";
import { readAiProcessingSettings, setLocalAnalyzerEnabled } from "../../ai/processing-settings.js";
import { runRoundRobinTest } from "../../ai/try-rotation.js";
import { localProcessedToday, usageToday } from "../../ai/usage.js";
import {
  aiConfigListSchema,
  aiConfigViewSchema,
  aiConnectionTestResponseSchema,
  aiUsageResponseSchema,
  createAiConfigSchema,
  localAnalyzerViewSchema,
  processArticlesResponseSchema,
  processArticlesSchema,
  roundRobinTestResponseSchema,
  updateAiConfigSchema,
  updateLocalAnalyzerSchema,
  type LocalAnalyzerView,
} from "../../shared/ai.js";
import { idParamsSchema } from "../api-schemas.js";
import { aiDeps, type ServerDeps } from "../context.js";

const tags = ["ai"];

/** The Configurazione AI screen's API, and the processing under its server function's name. Every route is admin-only (the default). */
export function aiRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ai = aiDeps(deps);

  api.get(
    "/api/admin/ai-configs",
    { schema: { tags, summary: "Every provider by priority, keys masked", response: { 200: aiConfigListSchema } } },
    async () => listAiConfigs(deps.db),
  );

  api.post(
    "/api/admin/ai-configs",
    { schema: { tags, summary: "Add a provider", body: createAiConfigSchema, response: { 201: aiConfigViewSchema } } },
    async (request, reply) => reply.status(201).send(await createAiConfig(deps.db, request.body)),
  );

  api.patch(
    "/api/admin/ai-configs/:id",
    { schema: { tags, summary: "Switch a provider on or off, or change its priority", params: idParamsSchema, body: updateAiConfigSchema, response: { 200: aiConfigViewSchema } } },
    async (request) => updateAiConfig(deps.db, request.params.id, request.body),
  );

  api.delete(
    "/api/admin/ai-configs/:id",
    { schema: { tags, summary: "Delete a provider", params: idParamsSchema, response: { 204: z.undefined().describe("Deleted") } } },
    async (request, reply) => {
      await deleteAiConfig(deps.db, request.params.id);
      return reply.status(204).send();
    },
  );

  api.post(
    "/api/admin/ai-configs/:id/test",
    {
      schema: {
        tags,
        summary: "One real minimal call with the stored key; `success: false` carries the provider's error",
        params: idParamsSchema,
        response: { 200: aiConnectionTestResponseSchema },
      },
    },
    async (request) => testAiConfig(ai, request.params.id),
  );

  api.get(
    "/api/admin/ai-usage",
    { schema: { tags, summary: "Today's requests per provider and the local analyzer's count", response: { 200: aiUsageResponseSchema } } },
    async () => usageToday(deps.db, new Date()),
  );

  api.post(
    "/api/admin/ai/round-robin-test",
    {
      schema: {
        tags,
        summary: "One pending article through the provider rotation; `success: false` when none is pending",
        response: { 200: roundRobinTestResponseSchema },
      },
    },
    async () => runRoundRobinTest(ai),
  );

  const localAnalyzerView = async (): Promise<LocalAnalyzerView> => ({
    enabled: (await readAiProcessingSettings(deps.db)).local_analyzer,
    processed_today: await localProcessedToday(deps.db, new Date()),
  });
  api.get(
    "/api/admin/ai/local-analyzer",
    { schema: { tags, summary: "Whether the offline analyzer may step in, and how much it did today", response: { 200: localAnalyzerViewSchema } } },
    localAnalyzerView,
  );
  api.put(
    "/api/admin/ai/local-analyzer",
    { schema: { tags, summary: "Switch the offline analyzer on or off", body: updateLocalAnalyzerSchema, response: { 200: localAnalyzerViewSchema } } },
    async (request) => {
      await setLocalAnalyzerEnabled(deps.db, request.body.enabled);
      return localAnalyzerView();
    },
  );

  // Kept under the original product's function name (docs/product.md#server-functions).
  api.post(
    "/api/functions/process-article-with-ai",
    {
      schema: {
        tags,
        summary: "Enrich one article (`article_id`) or the pending ones (`auto_process: true`) now",
        body: processArticlesSchema,
        response: { 200: processArticlesResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      if ("article_id" in body) return processOneArticle(ai, body.article_id);
      return toProcessResponse(await processPendingArticles(ai));
    },
  );
}
