import { randomBytes } from "node:crypto";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { AdsEnabledCache } from "../ads/ads-enabled-cache.js";
import type { Config } from "../platform/config.js";
import { contentSecurityPolicy } from "./content-security-policy.js";

declare module "node:http" {
  interface ServerResponse {
    /** Per-response nonce that the server render puts on its inline scripts. */
    cspNonce?: string;
  }
}

/**
 * Helmet's headers, and a real Content-Security-Policy with a fresh nonce on
 * every response that names the AdSense hosts only while ads are on.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config, ads: AdsEnabledCache): Promise<void> {
  const https = config.publicUrl.startsWith("https://");
  app.addHook("onRequest", async (_request, reply) => {
    const nonce = randomBytes(16).toString("base64");
    reply.raw.cspNonce = nonce;
    // Vite's dev server injects inline scripts and a websocket; the policy applies to built assets.
    if (config.isDevelopment) return;
    reply.raw.setHeader("content-security-policy", contentSecurityPolicy({ nonce, adsEnabled: await ads.get(), https }));
  });
  await app.register(helmet, {
    // Set above: the policy depends on the ads state, which helmet's directives cannot wait for.
    contentSecurityPolicy: false,
    hsts: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}
