import { describe, expect, it } from "vitest";
import { SsrfRefusedError } from "../../net/net-errors.js";
import { FeedError } from "../types.js";
import { classifyNetworkError } from "./classify-error.js";

const URL = "https://www.example.it/feed.xml";

function withCode(code: string, message = `failed with ${code}`): Error {
  return Object.assign(new Error(message), { code });
}

describe("classifyNetworkError", () => {
  it.each([
    ["UND_ERR_CONNECT_TIMEOUT", "timeout", "Connecting to www.example.it timed out"],
    ["UND_ERR_HEADERS_TIMEOUT", "timeout", "Waiting for the response from www.example.it timed out"],
    ["UND_ERR_BODY_TIMEOUT", "timeout", "Reading the body from www.example.it timed out"],
    ["ETIMEDOUT", "timeout", "Request to www.example.it timed out"],
    ["ENOTFOUND", "dns", "Host name www.example.it could not be resolved (ENOTFOUND)"],
    ["EAI_AGAIN", "dns", "Host name www.example.it could not be resolved (EAI_AGAIN)"],
    ["ECONNREFUSED", "connection", "Connection refused by www.example.it (ECONNREFUSED)"],
    ["ECONNRESET", "connection", "Connection reset by www.example.it (ECONNRESET)"],
    ["UND_ERR_SOCKET", "connection", "Connection reset by www.example.it (UND_ERR_SOCKET)"],
    ["HPE_INVALID_CONSTANT", "connection", "Malformed HTTP response from www.example.it (HPE_INVALID_CONSTANT)"],
    ["CERT_HAS_EXPIRED", "tls", "TLS error with www.example.it: failed with CERT_HAS_EXPIRED (CERT_HAS_EXPIRED)"],
    ["ERR_TLS_CERT_ALTNAME_INVALID", "tls", "TLS error with www.example.it: failed with ERR_TLS_CERT_ALTNAME_INVALID (ERR_TLS_CERT_ALTNAME_INVALID)"],
    ["ERR_SSL_WRONG_VERSION_NUMBER", "tls", "TLS error with www.example.it: failed with ERR_SSL_WRONG_VERSION_NUMBER (ERR_SSL_WRONG_VERSION_NUMBER)"],
  ])("maps %s to %s", (code, reason, message) => {
    expect(classifyNetworkError(withCode(code), URL)).toMatchObject({ reason, message, details: { url: URL } });
  });

  it("looks through wrapping errors to the cause", () => {
    const wrapped = new TypeError("fetch failed", { cause: withCode("ENOTFOUND") });
    expect(classifyNetworkError(wrapped, URL).reason).toBe("dns");
  });

  it("keeps a FeedError raised inside the connection, adding the URL", () => {
    const refused = new FeedError("ssrf_refused", "Refused loopback address 127.0.0.1 (SSRF guard)");
    expect(classifyNetworkError(refused, URL)).toMatchObject({ reason: "ssrf_refused", message: refused.message, details: { url: URL } });
  });

  it("maps the SSRF guard's refusal, however wrapped, to ssrf_refused with its message", () => {
    const refused = new SsrfRefusedError("Refused private address 10.0.0.8 (SSRF guard)");
    const wrapped = new TypeError("fetch failed", { cause: refused });
    expect(classifyNetworkError(wrapped, URL)).toMatchObject({ reason: "ssrf_refused", message: refused.message, details: { url: URL } });
  });

  it("reports anything else as a connection failure with its message", () => {
    expect(classifyNetworkError(new Error("other side closed"), URL)).toMatchObject({
      reason: "connection",
      message: "Request to www.example.it failed: other side closed",
    });
  });
});
