import type { IncomingHttpHeaders } from "node:http";

/** Text found only on the challenge pages of bot-protection services (Cloudflare mostly). */
const STRONG_MARKERS = [
  "_cf_chl_opt",
  "/cdn-cgi/challenge-platform/",
  "cf-browser-verification",
  "cf_chl_prog",
  "<title>attention required! | cloudflare</title>",
  "ddos-guard",
  "sucuri website firewall",
];

/** Weaker signs, telling only next to a bot-protection server header. */
const WEAK_MARKERS = ["just a moment...", "attention required", "checking your browser", "enable javascript and cookies to continue"];

/** Statuses with which challenge pages are served. */
const CHALLENGE_STATUSES = new Set([403, 429, 503]);

function header(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(", ") : (value ?? "")).toLowerCase();
}

/**
 * Names the service when a response is a bot-protection challenge rather
 * than the document (no feed can be read from it), else null. `bodyStart`
 * is the beginning of the body, a few kilobytes are enough.
 */
export function detectBotProtection(status: number, headers: IncomingHttpHeaders, bodyStart: string): string | null {
  if (header(headers, "cf-mitigated") === "challenge") return "Cloudflare";
  const server = header(headers, "server");
  const body = bodyStart.toLowerCase();
  const strong = STRONG_MARKERS.some((marker) => body.includes(marker));
  const weak = WEAK_MARKERS.some((marker) => body.includes(marker));
  const contentType = header(headers, "content-type");
  // A 200 HTML page is a challenge only with unmistakable markers; a feed never carries them.
  if (!CHALLENGE_STATUSES.has(status) && !(status === 200 && contentType.includes("html") && strong)) return null;
  if (strong) return serviceName(server, body);
  if (weak && (server.includes("cloudflare") || header(headers, "cf-ray") !== "")) return "Cloudflare";
  if (weak && body.includes("cloudflare")) return "Cloudflare";
  return null;
}

function serviceName(server: string, body: string): string {
  if (server.includes("ddos-guard") || body.includes("ddos-guard")) return "DDoS-Guard";
  if (server.includes("sucuri") || body.includes("sucuri")) return "Sucuri";
  return "Cloudflare";
}
