import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";

declare module "node:http" {
  interface ServerResponse {
    /** Per-response nonce that the server render puts on its inline scripts. */
    cspNonce?: string;
  }
}

/**
 * Google AdSense: its loader (pagead2), the scripts and ad frames it pulls in,
 * and the beacons it sends. The loader is only injected after the visitor
 * consents to advertising cookies, but the policy cannot know that.
 */
const AD_SCRIPT_HOSTS = [
  "https://pagead2.googlesyndication.com",
  "https://*.googlesyndication.com",
  "https://*.google.com",
  "https://*.doubleclick.net",
  "https://*.adtrafficquality.google",
];
const AD_FRAME_HOSTS = [...AD_SCRIPT_HOSTS, "https://tpc.googlesyndication.com"];

/**
 * Helmet with a real Content-Security-Policy: scripts only from this origin,
 * carrying the response's nonce (React Router's inline hydration scripts) or
 * from the AdSense hosts; frames only from AdSense.
 * Styles allow inline attributes, which Radix positioning and the toasts use.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  app.addHook("onRequest", async (_request, reply) => {
    reply.raw.cspNonce = randomBytes(16).toString("base64");
  });
  const https = config.publicUrl.startsWith("https://");
  await app.register(helmet, {
    // Vite's dev server injects inline scripts and a websocket; the policy applies to built assets.
    contentSecurityPolicy: config.isDevelopment
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as ServerResponse).cspNonce ?? ""}'`, ...AD_SCRIPT_HOSTS],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "https:", "http:"],
            fontSrc: ["'self'", "data:"],
            connectSrc: ["'self'", ...AD_FRAME_HOSTS],
            frameSrc: AD_FRAME_HOSTS,
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            ...(https ? { upgradeInsecureRequests: [] } : {}),
          },
        },
    hsts: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}
