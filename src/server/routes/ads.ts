import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { readAdsConfig, saveAdsConfig } from "../../ads/ads-config.js";
import { adsTxt } from "../../ads/ads-txt.js";
import { publicAdsConfig } from "../../ads/public-ads-config.js";
import { adsenseConfigSchema, adsenseConfigViewSchema, publicAdsConfigSchema } from "../../shared/ads.js";
import type { ServerDeps } from "../context.js";

const tags = ["ads"];

/** Ads: the public configuration, the AdSense screen's API and /ads.txt. */
export function adsRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Read by every consenting visitor once per page load; a minute of staleness after a change is fine.
  api.get(
    "/api/ads/config",
    { config: { public: true }, schema: { tags, summary: "What pages need to show ads: `{enabled: false}` while they are off", response: { 200: publicAdsConfigSchema } } },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return publicAdsConfig(await readAdsConfig(deps.db));
    },
  );

  api.get("/api/admin/adsense", { schema: { tags, summary: "The AdSense configuration", response: { 200: adsenseConfigViewSchema } } }, async () =>
    readAdsConfig(deps.db),
  );

  api.put(
    "/api/admin/adsense",
    { schema: { tags, summary: "Replace the whole AdSense configuration", body: adsenseConfigSchema, response: { 200: adsenseConfigViewSchema } } },
    // Every instance's Content-Security-Policy follows at once (saveAdsConfig signals the change).
    async (request) => saveAdsConfig(deps.db, request.body),
  );

  const adsTxtSchema = {
    tags: ["crawlers"],
    summary: "The authorized sellers file of the AdSense publisher (404 while none is set)",
    response: {
      200: { description: "ads.txt", content: { "text/plain": { schema: z.string() } } },
      404: { description: "No publisher id configured", content: { "text/plain": { schema: z.string() } } },
    },
  };
  api.get("/ads.txt", { schema: adsTxtSchema }, async (_request, reply) => {
    const body = adsTxt((await readAdsConfig(deps.db)).publisher_id);
    reply.type("text/plain; charset=utf-8");
    if (body === null) return reply.status(404).send("ads.txt non configurato: manca l'ID editore AdSense.\n");
    return reply.header("cache-control", "public, max-age=300").send(body);
  });
}
