import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { createAiConfig, deleteAiConfig, listAiConfigs, testAiConfig, updateAiConfig } from "../../ai/ai-config-admin.js";
import { readAiProcessingSettings, setLocalAnalyzerEnabled } from "../../ai/processing-settings.js";
import { runRoundRobinTest } from "../../ai/round-robin-test.js";
import { localProcessedToday, usageToday } from "../../ai/usage.js";
import { createAiConfigSchema, updateAiConfigSchema, updateLocalAnalyzerSchema, type LocalAnalyzerView } from "../../shared/ai.js";
import { aiDeps, type ServerDeps } from "../context.js";

const idParams = z.object({ id: z.uuid({ error: "id must be a UUID" }) });

/** The Configurazione AI screen's API. Every route is admin-only (the default). */
export function aiRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const ai = aiDeps(deps);

  app.get("/api/admin/ai-configs", async () => listAiConfigs(deps.db));

  app.post("/api/admin/ai-configs", async (request, reply) => {
    const config = await createAiConfig(deps.db, createAiConfigSchema.parse(request.body ?? {}));
    return reply.status(201).send(config);
  });

  app.patch("/api/admin/ai-configs/:id", async (request) => {
    const { id } = idParams.parse(request.params);
    return updateAiConfig(deps.db, id, updateAiConfigSchema.parse(request.body ?? {}));
  });

  app.delete("/api/admin/ai-configs/:id", async (request, reply) => {
    await deleteAiConfig(deps.db, idParams.parse(request.params).id);
    return reply.status(204).send();
  });

  app.post("/api/admin/ai-configs/:id/test", async (request) => testAiConfig(ai, idParams.parse(request.params).id));

  app.get("/api/admin/ai-usage", async () => usageToday(deps.db, new Date()));

  app.post("/api/admin/ai/round-robin-test", async () => runRoundRobinTest(ai));

  const localAnalyzerView = async (): Promise<LocalAnalyzerView> => ({
    enabled: (await readAiProcessingSettings(deps.db)).local_analyzer,
    processed_today: await localProcessedToday(deps.db, new Date()),
  });
  app.get("/api/admin/ai/local-analyzer", localAnalyzerView);
  app.put("/api/admin/ai/local-analyzer", async (request) => {
    await setLocalAnalyzerEnabled(deps.db, updateLocalAnalyzerSchema.parse(request.body ?? {}).enabled);
    return localAnalyzerView();
  });
}
