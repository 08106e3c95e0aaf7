import http from "node:http";
import { expect, test } from "./fixtures";

test("the server's HTML carries the shell, and its inline scripts carry the CSP nonce", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="it">');
  expect(html).toContain('placeholder="Cerca notizie..."');
  expect(html).toContain("Gestisci Cookie");
  expect(html).not.toContain("Dashboard Admin");

  const csp = response.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  // Structured data (application/ld+json) is not run, so the policy does not govern it: only scripts that run need the nonce.
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].filter(([, attributes]) => !attributes!.includes('type="application/ld+json"'));
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
});

test("hashed assets are cached as immutable, other public files briefly", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const hashed = await request.get(asset!);
  expect(hashed.status()).toBe(200);
  expect(hashed.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const favicon = await request.get("/favicon.svg");
  expect(favicon.headers()["cache-control"]).toBe("public, max-age=3600");
});

test("scripts are sent as the brotli or gzip copy the build wrote, whichever the browser accepts", async ({ request, baseURL }) => {
  const html = await (await request.get("/")).text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  const url = new URL(asset!, baseURL).href;
  // Node's fetch, not Playwright's request: it says which encoding it accepts and decodes the body itself.
  const plain = await fetch(url, { headers: { "accept-encoding": "identity" } });
  const plainBody = await plain.text();
  expect(plain.headers.get("content-encoding")).toBeNull();
  for (const encoding of ["br", "gzip"]) {
    const response = await fetch(url, { headers: { "accept-encoding": encoding } });
    expect(response.headers.get("content-encoding")).toBe(encoding);
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(Number(response.headers.get("content-length"))).toBeLessThan(plainBody.length);
    expect(await response.text()).toBe(plainBody);
  }
});

test("unknown API paths answer JSON, not the 404 page", async ({ request }) => {
  const response = await request.get("/api/non-esiste");
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ error: "not_found" });
});

test("hostile requests to the built site get a 4xx page, never a 500", async ({ request, baseURL }) => {
  // TRACE never reaches the renderer: 405 with the methods the page does serve (node:http, as fetch refuses to send TRACE).
  const trace = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http.request(new URL("/", baseURL), { method: "TRACE" }, (response) => resolve(response.resume())).on("error", reject).end();
  });
  expect(trace.statusCode).toBe(405);
  expect(trace.headers.allow).toContain("GET");

  const nul = await request.get("/?search=%00");
  expect(nul.status()).toBe(400);
  expect(nul.headers()["content-type"]).toMatch(/^text\/html/);
  expect(await nul.text()).toContain("Richiesta non valida");

  // A forged cursor naming a date PostgreSQL refuses: the home ignores it and shows its first page.
  const forged = Buffer.from("k|2020-02-30T00:00:00.000Z|00000000-0000-4000-8000-000000000000").toString("base64url");
  expect((await request.get(`/?cursor=${forged}`)).status()).toBe(200);
  expect((await request.get(`/api/articles?cursor=${forged}`)).status()).toBe(400);

  // A refresh cookie that does not decode counts as no session.
  const badCookie = await request.get("/", { headers: { cookie: "rassegna_refresh=%" } });
  expect(badCookie.status()).toBe(200);
  expect(await badCookie.text()).not.toContain("Dashboard Admin");
});
