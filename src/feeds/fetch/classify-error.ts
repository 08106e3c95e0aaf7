import { SsrfRefusedError } from "../../net/net-errors.js";
import { FeedError } from "../types.js";

const TIMEOUT_CODES = new Set(["UND_ERR_CONNECT_TIMEOUT", "UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT", "ETIMEDOUT", "ESOCKETTIMEDOUT"]);
const DNS_CODES = new Set(["ENOTFOUND", "EAI_AGAIN", "EAI_FAIL", "EAI_NONAME", "EAI_NODATA", "ENODATA"]);
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EHOSTDOWN",
  "ENETDOWN",
  "UND_ERR_SOCKET",
  "UND_ERR_CLOSED",
  "UND_ERR_DESTROYED",
  "UND_ERR_RES_CONTENT_LENGTH_MISMATCH",
  "HPE_INVALID_CONSTANT",
  "HPE_INVALID_HEADER_TOKEN",
  "HPE_INVALID_CHUNK_SIZE",
  "HPE_UNEXPECTED_CONTENT_LENGTH",
]);
const TLS_CODES = new Set([
  "CERT_HAS_EXPIRED",
  "CERT_NOT_YET_VALID",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "UNABLE_TO_GET_ISSUER_CERT",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "ERR_TLS_CERT_ALTNAME_INVALID",
  "CERT_REVOKED",
  "CERT_UNTRUSTED",
  "CERT_REJECTED",
  "EPROTO",
]);

/** The error and its causes, outermost first (undici and net nest them). */
function chain(error: unknown): Array<Error & { code?: string }> {
  const found: Array<Error & { code?: string }> = [];
  let current = error;
  while (current instanceof Error && found.length < 5) {
    found.push(current);
    current = current.cause;
  }
  return found;
}

/**
 * Turns an error thrown by a request (undici, net, tls, dns) into the
 * FeedError an administrator reads: ssrf_refused, timeout, dns, tls or connection.
 */
export function classifyNetworkError(error: unknown, url: string): FeedError {
  const errors = chain(error);
  const existing = errors.find((e): e is FeedError => e instanceof FeedError);
  if (existing) return existing.details.url ? existing : new FeedError(existing.reason, existing.message, { ...existing.details, url });
  const refused = errors.find((e) => e instanceof SsrfRefusedError);
  if (refused) return new FeedError("ssrf_refused", refused.message, { url });
  const host = safeHost(url);
  for (const e of errors) {
    const code = e.code ?? "";
    if (TIMEOUT_CODES.has(code)) return new FeedError("timeout", timeoutMessage(code, host), { url });
    if (DNS_CODES.has(code)) return new FeedError("dns", `Host name ${host} could not be resolved (${code})`, { url });
    if (TLS_CODES.has(code) || code.startsWith("ERR_SSL_") || code.startsWith("ERR_TLS_")) {
      return new FeedError("tls", `TLS error with ${host}: ${e.message} (${code})`, { url });
    }
    if (CONNECTION_CODES.has(code) || code.startsWith("HPE_")) {
      return new FeedError("connection", `${connectionProblem(code)} ${host} (${code})`, { url });
    }
  }
  const first = errors[0];
  return new FeedError("connection", `Request to ${host} failed: ${first?.message ?? String(error)}`, { url });
}

function timeoutMessage(code: string, host: string): string {
  if (code === "UND_ERR_CONNECT_TIMEOUT") return `Connecting to ${host} timed out`;
  if (code === "UND_ERR_HEADERS_TIMEOUT") return `Waiting for the response from ${host} timed out`;
  if (code === "UND_ERR_BODY_TIMEOUT") return `Reading the body from ${host} timed out`;
  return `Request to ${host} timed out`;
}

function connectionProblem(code: string): string {
  if (code === "ECONNREFUSED") return "Connection refused by";
  if (code === "ECONNRESET" || code === "EPIPE" || code === "UND_ERR_SOCKET") return "Connection reset by";
  if (code.startsWith("HPE_")) return "Malformed HTTP response from";
  return "Connection failed to";
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
