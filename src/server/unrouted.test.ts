import { describe, expect, it } from "vitest";
import { useTestApp } from "../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { SERVED_METHODS } from "./unrouted.js";

const testDb = useTestDatabase();
const server = useTestApp(testDb);

/** Fastify's types list the methods it routes; light-my-request sends others (PROPFIND, CONNECT) as they are. */
type Method = "GET";

describe("requests no route takes", () => {
  it.each([
    ["TRACE", "/api/articles", "GET, HEAD"],
    ["DELETE", "/api/articles", "GET, HEAD"],
    ["PROPFIND", "/api/articles", "GET, HEAD"],
    ["OPTIONS", "/api/contact", "POST"],
    ["TRACE", "/api/admin/feeds/00000000-0000-4000-8000-000000000000", "PATCH, DELETE"],
  ] as const)("answer %s %s with 405 and Allow: %s", async (method, url, allow) => {
    const response = await server.app.inject({ method: method as Method, url });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(response.json()).toEqual({ error: "method_not_allowed", message: expect.stringContaining(`allowed: ${allow}`) });
  });

  it("answer a path nothing serves with a 404 in the one error shape", async () => {
    for (const method of ["GET", "TRACE", "PROPFIND"] as const) {
      const response = await server.app.inject({ method: method as Method, url: "/api/nothing-here" });
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toEqual({ error: "not_found", message: `No API route ${method} /api/nothing-here` });
    }
  });

  it("answer TRACE, CONNECT and WebDAV verbs on a page with 405 and Allow, never handing them to the page renderer", async () => {
    let rendered = 0;
    // Stands in for the React Router site (tests build without it), with the methods the site registers.
    server.app.route({ method: SERVED_METHODS, url: "/*", handler: async () => (rendered += 1) });
    for (const method of ["TRACE", "CONNECT", "PROPFIND"] as const) {
      const response = await server.app.inject({ method: method as Method, url: "/", headers: { accept: "text/html" } });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE");
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body).toContain("<h1>Operazione non consentita</h1>");
    }
    expect(rendered).toBe(0);
  });
});
