import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { useTestApp } from "../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";

const testDb = useTestDatabase();
const server = useTestApp(testDb);

/** A public probe route declaring a body and an answer, answering whatever the test hands it. */
function probe(answer: unknown) {
  server.app.withTypeProvider<ZodTypeProvider>().post(
    "/api/probe/:id",
    {
      config: { public: true },
      schema: {
        params: z.object({ id: z.uuid({ error: "id must be a UUID" }) }),
        body: z.object({ name: z.string().min(1, "name is required") }),
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    // Handed in untyped on purpose: the serializer, not the compiler, must catch a wrong answer.
    async () => answer as { id: string },
  );
}

const ID = "00000000-0000-4000-8000-000000000000";

describe("declared schemas", () => {
  it.each([
    ["a bad path parameter", "/api/probe/7", { name: "x" }, "id: id must be a UUID"],
    ["a missing body field", `/api/probe/${ID}`, {}, "name: Invalid input: expected string, received undefined"],
    ["no body at all (read as {})", `/api/probe/${ID}`, undefined, "name: Invalid input: expected string, received undefined"],
  ])("refuse %s with 400 validation_failed, naming the field", async (_label, url, payload, message) => {
    probe({ id: "a" });
    const response = await server.app.inject({ method: "POST", url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "validation_failed", message });
  });

  it("send only the keys the answer declares", async () => {
    probe({ id: "a", secret: "never sent" });
    const response = await server.app.inject({ method: "POST", url: `/api/probe/${ID}`, payload: { name: "x" } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: "a" });
  });

  it("turn an answer off its declared shape into a 500 that says nothing of it", async () => {
    probe({ id: 42 });
    const response = await server.app.inject({ method: "POST", url: `/api/probe/${ID}`, payload: { name: "x" } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: "internal_error", message: "Internal server error" });
  });
});
