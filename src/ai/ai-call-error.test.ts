import { APICallError, JSONParseError, LoadAPIKeyError, NoObjectGeneratedError, RetryError } from "ai";
import { describe, expect, it } from "vitest";
import { aiFailureTypeOf } from "../shared/ai-failure-text.js";
import { AiCallError, type AiFailureReason, toAiCallError } from "./ai-call-error.js";

function httpError(statusCode: number | undefined, responseHeaders: Record<string, string> = {}, message = "provider said no"): APICallError {
  return new APICallError({ message, url: "https://api.example/v1/chat/completions", requestBodyValues: {}, statusCode, responseHeaders });
}

const noObject = new NoObjectGeneratedError({
  message: "No object generated: could not parse the response.",
  text: "{",
  response: { id: "1", timestamp: new Date(), modelId: "m" },
  usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2, inputTokenDetails: {}, outputTokenDetails: {} } as never,
  finishReason: "stop",
});

describe("toAiCallError", () => {
  it.each<[string, unknown, AiFailureReason, number | undefined]>([
    ["HTTP 401", httpError(401), "auth", 401],
    ["HTTP 403", httpError(403), "auth", 403],
    ["HTTP 429", httpError(429), "rate_limited", 429],
    ["HTTP 404 (unknown model)", httpError(404), "http_status", 404],
    ["HTTP 503", httpError(503), "http_status", 503],
    ["a 200 whose body is not the provider's format", httpError(200, {}, "Invalid JSON response"), "invalid_answer", 200],
    ["no answer at all", httpError(undefined, {}, "Cannot connect to API: other side closed"), "connection", undefined],
    ["a timed-out signal", new DOMException("The operation was aborted due to timeout", "TimeoutError"), "timeout", undefined],
    ["a caller's abort", new DOMException("This operation was aborted", "AbortError"), "timeout", undefined],
    ["unparseable JSON", new JSONParseError({ text: "{", cause: new SyntaxError("Unexpected end") }), "invalid_answer", undefined],
    ["no object generated", noObject, "invalid_answer", undefined],
    ["a missing key", new LoadAPIKeyError({ message: "API key is missing" }), "auth", undefined],
    ["a retry wrapper around a 429", new RetryError({ message: "failed", reason: "maxRetriesExceeded", errors: [httpError(429)] }), "rate_limited", 429],
    ["a refused connection from fetch itself", new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED") }), "connection", undefined],
  ])("classifies %s", (_case, error, reason, status) => {
    const classified = toAiCallError(error);
    expect(classified).toBeInstanceOf(AiCallError);
    expect(classified.reason).toBe(reason);
    expect(classified.status).toBe(status);
    expect(classified.message.length).toBeLessThan(300);
    // The dashboard words an article's stored message by these markers (src/shared/ai-failure-text.ts).
    expect(aiFailureTypeOf(`openai: ${classified.message}`)).toBe(reason);
  });

  it("names the provider's own explanation, on one line", () => {
    expect(toAiCallError(httpError(500, {}, "The server is\noverloaded")).message).toBe("Provider answered HTTP 500: The server is overloaded");
    expect(toAiCallError(new TypeError("fetch failed", { cause: new Error("getaddrinfo ENOTFOUND api.example") })).message).toBe(
      "Cannot reach the provider: getaddrinfo ENOTFOUND api.example",
    );
  });

  it.each([
    ["seconds", { "retry-after": "30" }, 30_000],
    ["milliseconds (OpenAI)", { "retry-after-ms": "1500", "retry-after": "2" }, 1_500],
    ["an HTTP date", { "retry-after": new Date(Date.now() + 90_000).toUTCString() }, 90_000],
  ])("reads retry-after given as %s", (_case, headers, expectedMs) => {
    const retryAfter = toAiCallError(httpError(429, headers)).retryAfter!;
    expect(Math.abs(retryAfter.getTime() - (Date.now() + expectedMs))).toBeLessThan(1_500);
  });

  it.each([["absent", {}], ["unreadable", { "retry-after": "soon" }]])("leaves retryAfter unset when the header is %s", (_case, headers) => {
    const error = toAiCallError(httpError(429, headers));
    expect(error.reason).toBe("rate_limited");
    expect(error.retryAfter).toBeUndefined();
  });
});
