import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError, INVALID_RESPONSE, readJson, readOutcome } from "./api-request";

const schema = z.object({ id: z.string(), success: z.boolean() });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("readJson", () => {
  it("answers the body as its schema reads it", async () => {
    expect(await readJson(json({ id: "a", success: true, extra: 1 }), schema)).toEqual({ id: "a", success: true });
  });

  it("turns an answer off its schema into an ApiError naming the field", async () => {
    const error = await refusal(readJson(json({ id: 7, success: true }), schema));
    expect(error.code).toBe(INVALID_RESPONSE);
    expect(error.message).toContain("id");
  });

  it("turns a refusal into an ApiError with the server's code and message", async () => {
    const error = await refusal(readJson(json({ error: "not_found", message: "Feed not found" }, 404), schema));
    expect([error.status, error.code, error.message]).toEqual([404, "not_found", "Feed not found"]);
  });
});

describe("readOutcome", () => {
  it("reads an outcome whatever its status, checked by its schema", async () => {
    expect(await readOutcome(json({ id: "a", success: false }, 422), schema)).toEqual({ id: "a", success: false });
    expect((await refusal(readOutcome(json({ id: 1, success: false }, 422), schema))).code).toBe(INVALID_RESPONSE);
  });

  it("treats an answer without `success` as a refusal", async () => {
    expect((await refusal(readOutcome(json({ error: "validation_failed", message: "x" }, 400), schema))).code).toBe("validation_failed");
  });
});
