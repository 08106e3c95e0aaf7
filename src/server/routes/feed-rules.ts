import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createRule, deleteRule, dryRunInput, dryRunSaved, listRules, patchRule, replaceRule } from "../../feeds/rules/rule-admin.js";
import { feedRuleDryRunSchema, feedRuleInputSchema, feedRuleListSchema, feedRulePatchSchema, feedRuleViewSchema } from "../../shared/feed-rules.js";
import { idParamsSchema } from "../api-schemas.js";
import type { ServerDeps } from "../context.js";

const tags = ["feeds"];

/** The Regole section of Feed RSS (docs/product.md#regole): keep, drop and set-category rules applied at sync. */
export function feedRuleRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/api/admin/feed-rules", { schema: { tags, summary: "Every rule, in the order they apply", response: { 200: feedRuleListSchema } } }, async () =>
    listRules(deps.db),
  );

  api.post(
    "/api/admin/feed-rules",
    { schema: { tags, summary: "Add a rule at the end of the order", body: feedRuleInputSchema, response: { 201: feedRuleViewSchema } } },
    async (request, reply) => reply.status(201).send(await createRule(deps.db, request.body)),
  );

  api.put(
    "/api/admin/feed-rules/:id",
    { schema: { tags, summary: "Change a rule, keeping its place", params: idParamsSchema, body: feedRuleInputSchema, response: { 200: feedRuleViewSchema } } },
    async (request) => replaceRule(deps.db, request.params.id, request.body),
  );

  api.patch(
    "/api/admin/feed-rules/:id",
    { schema: { tags, summary: "Switch a rule on or off, or move it up or down", params: idParamsSchema, body: feedRulePatchSchema, response: { 200: feedRuleViewSchema } } },
    async (request) => patchRule(deps.db, request.params.id, request.body),
  );

  api.delete(
    "/api/admin/feed-rules/:id",
    { schema: { tags, summary: "Delete a rule", params: idParamsSchema, response: { 204: z.undefined().describe("Deleted") } } },
    async (request, reply) => {
      await deleteRule(deps.db, request.params.id);
      return reply.status(204).send();
    },
  );

  api.post(
    "/api/admin/feed-rules/dry-run",
    { schema: { tags, summary: "How many of the last 30 days' articles an unsaved rule would touch", body: feedRuleInputSchema, response: { 200: feedRuleDryRunSchema } } },
    async (request) => dryRunInput(deps.db, request.body),
  );

  api.post(
    "/api/admin/feed-rules/:id/dry-run",
    { schema: { tags, summary: "How many of the last 30 days' articles a saved rule would touch", params: idParamsSchema, response: { 200: feedRuleDryRunSchema } } },
    async (request) => dryRunSaved(deps.db, request.params.id),
  );
}
