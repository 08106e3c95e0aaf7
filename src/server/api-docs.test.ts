import { describe, expect, it } from "vitest";
import { useTestApp } from "../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { API_DOCS } from "./api-docs.js";

const testDb = useTestDatabase();
const server = useTestApp(testDb);

type Operation = { security?: Array<Record<string, string[]>>; responses: Record<string, unknown> };
type Document = { paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } };

/** Public routes that check the bearer token themselves, so the document asks for it although the table calls them public. */
const SELF_AUTHENTICATING = ["POST /api/auth/logout"];

async function openApiDocument(): Promise<Document> {
  const response = await server.app.inject({ method: "GET", url: API_DOCS.json });
  expect(response.statusCode).toBe(200);
  return response.json<Document>();
}

/** The route table's routes the document describes: all but the HEAD twins, the /api 404 catch-all and the docs themselves. */
function describedRoutes() {
  return server.routes
    .flatMap((route) => [route.method].flat().map((method) => ({ method, url: route.url, public: route.public })))
    .filter((route) => route.method !== "HEAD" && route.url !== "/api/*" && !route.url.startsWith(API_DOCS.page))
    // Fastify's `:part(^\d+)` is OpenAPI's `{part}`.
    .map((route) => ({ ...route, key: `${route.method} ${route.url.replace(/:(\w+)(\([^)]*\))?/g, "{$1}")}` }));
}

function operations(document: Document): Map<string, Operation> {
  return new Map(
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as const),
    ),
  );
}

describe("the OpenAPI document at /api/docs/json", () => {
  it("lists every route of the route table, and nothing else", async () => {
    const listed = [...operations(await openApiDocument()).keys()].sort();
    const routes = describedRoutes().map((route) => route.key);
    expect(routes.length).toBeGreaterThan(30);
    expect(listed).toEqual(routes.sort());
  });

  it("marks exactly the admin routes (and those that check the token themselves) as needing the bearer token", async () => {
    const document = await openApiDocument();
    const described = operations(document);
    expect(document.components.securitySchemes.bearerAuth).toEqual({ type: "http", scheme: "bearer", bearerFormat: "JWT" });
    for (const route of describedRoutes()) {
      const needsToken = !route.public || SELF_AUTHENTICATING.includes(route.key);
      expect(described.get(route.key)?.security, route.key).toEqual(needsToken ? [{ bearerAuth: [] }] : undefined);
    }
  });

  it("declares the {error, message} answer on every API operation", async () => {
    for (const [key, operation] of operations(await openApiDocument())) {
      if (key.split(" ")[1]!.startsWith("/api/")) expect(operation.responses.default, key).toBeDefined();
    }
  });
});

describe("the browsable page at /api/docs", () => {
  it("loads Swagger UI from this server only, its scripts under the response's own nonce", async () => {
    const response = await server.app.inject({ method: "GET", url: API_DOCS.page });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers["content-security-policy"]))?.[1];
    const scripts = [...response.body.matchAll(/<script([^>]*)>/g)].map((match) => match[1]!);
    expect(scripts).toHaveLength(2);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    expect(response.body).not.toMatch(/(src|href)="(https?:)?\/\//);

    const files = [...response.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(files).toContain(`${API_DOCS.assets}/swagger-ui-bundle.js`);
    for (const file of files) {
      const asset = await server.app.inject({ method: "GET", url: file });
      expect(asset.statusCode, file).toBe(200);
      expect(asset.rawPayload.length, file).toBeGreaterThan(100);
    }
  });

  it("serves only the files the page names", async () => {
    for (const file of ["package.json", "index.html", "..%2Fpackage.json", "swagger-ui-bundle.js.map"]) {
      const response = await server.app.inject({ method: "GET", url: `${API_DOCS.assets}/${file}` });
      expect(response.statusCode, file).toBe(404);
      expect(Object.keys(response.json()).sort()).toEqual(["error", "message"]);
    }
  });
});
