import type { FastifyInstance } from "fastify";
import { readAdsConfig, saveAdsConfig } from "../../ads/ads-config.js";
import type { AdsEnabledCache } from "../../ads/ads-enabled-cache.js";
import { adsTxt } from "../../ads/ads-txt.js";
import { publicAdsConfig } from "../../ads/public-ads-config.js";
import { adsenseConfigSchema } from "../../shared/ads.js";
import type { ServerDeps } from "../context.js";

/** Ads: the public configuration, the AdSense screen's API and /ads.txt. */
export function adsRoutes(app: FastifyInstance, deps: ServerDeps, adsEnabled: AdsEnabledCache): void {
  // Read by every consenting visitor once per page load; a minute of staleness after a change is fine.
  app.get("/api/ads/config", { config: { public: true } }, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=60");
    return publicAdsConfig(await readAdsConfig(deps.db));
  });

  app.get("/api/admin/adsense", async () => readAdsConfig(deps.db));

  app.put("/api/admin/adsense", async (request) => {
    const saved = await saveAdsConfig(deps.db, adsenseConfigSchema.parse(request.body ?? {}));
    // The Content-Security-Policy names the ad hosts only while ads are on: this process sees the change at once.
    adsEnabled.invalidate();
    return saved;
  });

  app.get("/ads.txt", async (_request, reply) => {
    const body = adsTxt((await readAdsConfig(deps.db)).publisher_id);
    reply.type("text/plain; charset=utf-8");
    if (body === null) return reply.status(404).send("ads.txt non configurato: manca l'ID editore AdSense.\n");
    return reply.header("cache-control", "public, max-age=300").send(body);
  });
}
