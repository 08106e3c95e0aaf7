import { describe, expect, it } from "vitest";
import { detectBotProtection } from "./bot-protection.js";

const JUST_A_MOMENT = `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title></head><body><script>window._cf_chl_opt={cvId:'3'}</script><script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1"></script></body></html>`;

describe("detectBotProtection", () => {
  it.each([
    ["cf-mitigated header", 403, { "cf-mitigated": "challenge" }, "", "Cloudflare"],
    ["Cloudflare challenge page", 503, { server: "cloudflare", "content-type": "text/html" }, JUST_A_MOMENT, "Cloudflare"],
    ["title only, served by Cloudflare", 403, { server: "cloudflare" }, "<title>Just a moment...</title>", "Cloudflare"],
    ["Attention Required page", 403, {}, "<title>Attention Required! | Cloudflare</title>", "Cloudflare"],
    ["challenge on a 200 HTML page", 200, { "content-type": "text/html; charset=UTF-8" }, JUST_A_MOMENT, "Cloudflare"],
    ["DDoS-Guard page", 403, { server: "ddos-guard" }, "<title>DDoS-Guard</title>", "DDoS-Guard"],
  ])("recognises a %s", (_name, status, headers, body, service) => {
    expect(detectBotProtection(status, headers, body)).toBe(service);
  });

  it.each([
    ["a plain 403", 403, { server: "nginx" }, "<h1>Forbidden</h1>"],
    ["a 503 saying 'just a moment' from another server", 503, { server: "nginx" }, "Maintenance: just a moment..."],
    ["a feed served through Cloudflare", 200, { server: "cloudflare", "content-type": "application/rss+xml" }, "<rss><title>Just a moment...</title></rss>"],
    ["a 404 from Cloudflare", 404, { server: "cloudflare" }, "Not found"],
  ])("does not flag %s", (_name, status, headers, body) => {
    expect(detectBotProtection(status, headers, body)).toBeNull();
  });
});
