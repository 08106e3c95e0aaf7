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
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
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
