import { describe, expect, it } from "vitest";
import { SsrfRefusedError } from "../../net/net-errors.js";
import { feedFailureText } from "../../shared/feed-failure-text.js";
import { FeedError } from "../types.js";
import { classifyNetworkError } from "./classify-error.js";

const URL = "https://www.example.it/feed.xml";

function withCode(code: string, message = `failed with ${code}`): Error {
  return Object.assign(new Error(message), { code });
}

describe("classifyNetworkError", () => {
  it.each([
    ["UND_ERR_CONNECT_TIMEOUT", "timeout", "Connecting to www.example.it timed out", "Il server del feed non risponde in tempo"],
    ["UND_ERR_HEADERS_TIMEOUT", "timeout", "Waiting for the response from www.example.it timed out", "Il server del feed non risponde in tempo"],
    ["UND_ERR_BODY_TIMEOUT", "timeout", "Reading the body from www.example.it timed out", "Il server del feed non risponde in tempo"],
    ["ETIMEDOUT", "timeout", "Request to www.example.it timed out", "Il server del feed non risponde in tempo"],
    ["ENOTFOUND", "dns", "Host name www.example.it could not be resolved (ENOTFOUND)", "Il dominio del feed non è stato trovato"],
    ["EAI_AGAIN", "dns", "Host name www.example.it could not be resolved (EAI_AGAIN)", "Il dominio del feed non è stato trovato"],
    ["ECONNREFUSED", "connection", "Connection refused by www.example.it (ECONNREFUSED)", "Il server del feed ha rifiutato la connessione"],
    ["ECONNRESET", "connection", "Connection reset by www.example.it (ECONNRESET)", "Il server del feed ha interrotto la connessione"],
    ["UND_ERR_SOCKET", "connection", "Connection reset by www.example.it (UND_ERR_SOCKET)", "Il server del feed ha interrotto la connessione"],
    ["HPE_INVALID_CONSTANT", "connection", "Malformed HTTP response from www.example.it (HPE_INVALID_CONSTANT)", "Il server del feed ha dato una risposta HTTP non valida"],
    ["CERT_HAS_EXPIRED", "tls", "TLS error with www.example.it: failed with CERT_HAS_EXPIRED (CERT_HAS_EXPIRED)", "Il certificato di sicurezza del sito del feed è scaduto"],
    ["ERR_TLS_CERT_ALTNAME_INVALID", "tls", "TLS error with www.example.it: failed with ERR_TLS_CERT_ALTNAME_INVALID (ERR_TLS_CERT_ALTNAME_INVALID)", "Il certificato di sicurezza del sito del feed non è valido"],
    ["ERR_SSL_WRONG_VERSION_NUMBER", "tls", "TLS error with www.example.it: failed with ERR_SSL_WRONG_VERSION_NUMBER (ERR_SSL_WRONG_VERSION_NUMBER)", "La connessione sicura (TLS) con il server del feed non è riuscita"],
  ])("maps %s to %s", (code, reason, message, italian) => {
    const error = classifyNetworkError(withCode(code), URL);
    expect(error).toMatchObject({ reason, message, details: { url: URL } });
    // What the dashboard reads of it (src/shared/feed-failure-text.ts, keyed by the reason, its figures from the message).
    expect(feedFailureText(error.reason, error.message)).toBe(italian);
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
