import { request as playwrightRequest, type APIResponse } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { expect, test } from "./fixtures";

/**
 * The page cache of the built server: anonymous visitors share a page for a
 * few seconds, with the Content-Security-Policy nonce its inline scripts
 * carry; a signed-in admin always gets a page rendered for them. Each test
 * asks for its own query, so pages cached by other tests do not interfere.
 */

const unique = () => `?cache=${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The policy's nonce, and whether every inline script of the body carries it. */
async function nonceCheck(response: APIResponse): Promise<{ nonce: string | undefined; scriptsCarryIt: boolean }> {
  const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
  const inline = [...(await response.text()).matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g)];
  return { nonce, scriptsCarryIt: inline.length > 0 && inline.every(([, attributes]) => attributes!.includes(`nonce="${nonce}"`)) };
}

test("an anonymous visitor's second request for the home is served from the cache, with a matching nonce", async ({ request }) => {
  const url = `/${unique()}`;
  const first = await request.get(url);
  const second = await request.get(url);
  expect([first.status(), second.status()]).toEqual([200, 200]);
  expect([first.headers()["x-cache"], second.headers()["x-cache"]]).toEqual(["miss", "hit"]);
  expect(await second.text()).toBe(await first.text());
  const check = await nonceCheck(second);
  expect(check.nonce).toBeTruthy();
  expect(check.scriptsCarryIt).toBe(true);
});

test("a signed-in admin always gets a page of their own, with the Dashboard Admin link", async ({ request }) => {
  const url = `/${unique()}`;
  const anonymous = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    // The anonymous page is cached first: the admin must still not be given it.
    await anonymous.get(url);
    expect((await anonymous.get(url)).headers()["x-cache"]).toBe("hit");
  } finally {
    await anonymous.dispose();
  }
  // The token endpoint sets the refresh cookie, which this request context then sends.
  expect((await request.post("/api/auth/token?grant_type=password", { data: E2E_ADMIN })).status()).toBe(200);
  for (let attempt = 0; attempt < 2; attempt++) {
    const response = await request.get(url);
    expect(response.headers()["x-cache"]).toBe("miss");
    expect(await response.text()).toContain("Dashboard Admin");
    expect((await nonceCheck(response)).scriptsCarryIt).toBe(true);
  }
});

test("a page served from the cache hydrates in the browser without a Content-Security-Policy violation", async ({ page, request }) => {
  const url = `/${unique()}`;
  // Kept by a bare request, not a first page load: on a busy machine a load with its pictures can outlast the page's few seconds in the cache.
  expect((await request.get(url)).headers()["x-cache"]).toBe("miss");
  const cached = await page.goto(url);
  expect(cached?.headers()["x-cache"]).toBe("hit");
  // Hydrated: the cookie banner, shown by the client when no choice is stored, answers its button.
  await page.getByRole("button", { name: "Accetta Tutti" }).click();
  await expect(page.getByRole("button", { name: "Accetta Tutti" })).toBeHidden();
  // The fixture fails the test on any CSP violation or hydration error logged meanwhile.
});
