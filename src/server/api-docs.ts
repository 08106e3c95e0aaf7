import { createReadStream } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { NotFoundError } from "../platform/errors.js";
import { BEARER_AUTH } from "./access-control.js";

/** Where the API describes itself: the browsable page, its OpenAPI document and the page's files. */
export const API_DOCS = { page: "/api/docs", json: "/api/docs/json", assets: "/api/docs/assets" } as const;

/** The groups of the document, in the order the page shows them. */
const TAGS = [
  { name: "auth", description: "Sign-in: tokens, logout, the current admin" },
  { name: "feeds", description: "Feed RSS screen: feeds, test, OPML, sync, rules" },
  { name: "ai", description: "Configurazione AI screen: providers, usage, processing" },
  { name: "ads", description: "Google AdSense configuration and its public reading" },
  { name: "cookie-consents", description: "The cookie banner's choices, kept as proof of consent, and their list and CSV export on the Google AdSense screen" },
  { name: "social", description: "Social Media screen: platform cards, preview, test post" },
  { name: "statistics", description: "Statistiche screen: articles and views of a period" },
  { name: "automation", description: "Automation settings" },
  { name: "diagnostics", description: "Diagnostica Sistema: errors, the system log and its CSV export, the troubleshooting tools" },
  { name: "storage", description: "Spazio Server: sizes, the cleanup of old articles and of orphan pictures" },
  { name: "backups", description: "The daily backup's last run, shown on Spazio Server and in Diagnostica" },
  { name: "articles", description: "The public listing and view counting" },
  { name: "admin-articles", description: "Gestione Articoli screen: the filtered list, its numbers, edit and delete" },
  { name: "contact", description: "The contact form" },
  { name: "edition", description: "The daily edition: subscribe (double opt-in), confirm, one-click unsubscribe, and the subscribers panel on Automazione" },
  { name: "pictures", description: "Article pictures from this site's own origin, resized (WebP)" },
  { name: "crawlers", description: "Documents for crawlers and feed readers (XML and text)" },
  { name: "health", description: "Liveness for load balancers" },
];

/** The Swagger UI files the page loads, served from the swagger-ui-dist package: nothing from the internet. */
const ASSETS: Record<string, string> = {
  "swagger-ui-bundle.js": "application/javascript; charset=utf-8",
  "swagger-ui.css": "text/css; charset=utf-8",
  "favicon-32x32.png": "image/png",
};

/**
 * The page: Swagger UI over /api/docs/json. Its scripts carry the response's
 * nonce, so the site's own Content-Security-Policy (security-headers.ts) runs
 * them without any allowance of its own; the validator badge is off, so the
 * page calls no outside host.
 */
function docsPage(nonce: string): string {
  const settings = JSON.stringify({ url: API_DOCS.json, dom_id: "#swagger-ui", deepLinking: true, validatorUrl: null });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rassegna API</title>
<link rel="stylesheet" href="${API_DOCS.assets}/swagger-ui.css">
<link rel="icon" type="image/png" href="${API_DOCS.assets}/favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<script nonce="${nonce}" src="${API_DOCS.assets}/swagger-ui-bundle.js"></script>
<script nonce="${nonce}">window.ui = SwaggerUIBundle(${settings});</script>
</body>
</html>
`;
}

/**
 * Collects every route's declared schemas into an OpenAPI 3.1 document
 * (@fastify/swagger, zod turned into JSON Schema) and serves it with a
 * browsable page. Must be registered before the routes it describes. Routes
 * that declare no schema (the site's pages, static files, the /api 404
 * catch-all) are not part of the API and are left out. The docs are public,
 * see docs/decisions.md.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Rassegna API",
        version: "1",
        description:
          "Admin routes need `Authorization: Bearer <access_token>`, the token that POST /api/auth/token?grant_type=password answers. " +
          "Every refusal is `{error, message}`.",
      },
      tags: TAGS,
      components: { securitySchemes: { [BEARER_AUTH]: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform: (document) => (document.schema ? jsonSchemaTransform(document) : { schema: { hide: true }, url: document.url }),
  });

  // Public, and left out of the document they make.
  const hidden = () => ({ config: { public: true }, schema: { hide: true } });
  app.get(API_DOCS.json, hidden(), async () => app.swagger());
  app.get(API_DOCS.page, hidden(), async (_request, reply) =>
    reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(docsPage(reply.raw.cspNonce ?? "")),
  );

  const distDir = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
  app.get<{ Params: { file: string } }>(`${API_DOCS.assets}/:file`, hidden(), async (request, reply) => {
    const { file } = request.params;
    const type = Object.hasOwn(ASSETS, file) ? ASSETS[file] : undefined;
    if (!type) throw new NotFoundError(`No docs asset ${file.slice(0, 80)}`);
    return reply.type(type).header("cache-control", "public, max-age=86400").send(createReadStream(path.join(distDir, file)));
  });
}
