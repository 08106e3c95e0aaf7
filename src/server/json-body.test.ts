import { describe, expect, it } from "vitest";
import { signIn, useTestApp } from "../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";

const testDb = useTestDatabase();
const server = useTestApp(testDb);

async function post(url: string, payload: string) {
  const { session } = await signIn(server.app);
  return server.app.inject({ method: "POST", url, payload, headers: { "content-type": "application/json", authorization: `Bearer ${session.access_token}` } });
}

describe("JSON bodies", () => {
  it("reads an empty application/json body as {}", async () => {
    const sync = await post("/api/functions/import-rss-articles", "");
    expect(sync.statusCode).toBe(200);
    expect(sync.json()).toMatchObject({ success: true, feeds_processed: 0 });
    // Read as {}, then checked like any other body: the schema names what is missing.
    const analyze = await post("/api/functions/analyze-errors-with-ai", "");
    expect(analyze.statusCode).toBe(400);
    expect(analyze.json()).toMatchObject({ error: "validation_failed", message: expect.stringContaining("auto_analyze") });
  });

  it("still refuses malformed JSON and prototype poisoning with 400", async () => {
    for (const payload of ["{not json", " ", '{"__proto__":{"admin":true}}']) {
      const response = await post("/api/functions/import-rss-articles", payload);
      expect(response.statusCode, payload).toBe(400);
      expect(Object.keys(response.json()).sort()).toEqual(["error", "message"]);
    }
  });
});
