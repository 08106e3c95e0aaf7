import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { COOKIE_CONSENT_MAX_AGE_DAYS, COOKIE_POLICY_VERSION } from "../../src/shared/constants";
import type { RecordCookieConsentInput } from "../../src/shared/cookie-consents";
import { AdminApi } from "./admin-api";
import { acceptCookiesUpfront, consentRecord, expect, logIn, test } from "./fixtures";

/**
 * Cookie consent as the Garante asks (docs/decisions.md, "Cookie consent"): the close X refuses, accepting
 * and refusing weigh the same, a choice is asked again after six months or a new policy version, and every
 * choice is kept on the server as proof, listed and exported on the Google AdSense screen.
 */

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];
const DAY = 86_400_000;

let api: APIRequestContext;
let admin: AdminApi;

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
  admin = await AdminApi.open(api);
});

// A test that switched ads on leaves them off again, as every spec file expects to find them.
test.afterEach(async () => {
  await admin.resetAdsense();
});

test.afterAll(async () => {
  // Disposes `api` with it.
  await admin?.dispose();
});

/**
 * A made-up address of the benchmarking range for the page's requests (the server trusts 127.0.0.1 as its
 * proxy here), so the choices other specs post from 127.0.0.1 leave this one under the per-address limit.
 */
async function ownAddress(page: Page): Promise<void> {
  const part = () => Math.floor(Math.random() * 250) + 1;
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": `198.19.${part()}.${part()}` });
}

const banner = (page: Page) => page.getByRole("dialog", { name: /cookie/i });
const closeButton = (page: Page) => banner(page).getByRole("button", { name: "Chiudi e accetta solo i cookie necessari" });
const storedConsent = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("cookie_consent") ?? "null"));
const consentPosted = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith("/api/cookie-consents") && response.request().method() === "POST", { timeout: 10_000 });

/** Every request the page makes to Google's ad hosts (our own /api/ads/config tells no third party anything). */
function adRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (/googlesyndication|doubleclick/.test(request.url())) asked.push(request.url());
  });
  return asked;
}

test("the close X refuses like Solo Necessari, and the server keeps the choice as proof", async ({ page }) => {
  await ownAddress(page);
  const asked = adRequests(page);
  await page.goto("/");
  await expect(closeButton(page)).toBeVisible();

  const posted = consentPosted(page);
  await closeButton(page).click();
  await expect(banner(page)).toBeHidden();
  const response = await posted;
  expect(response.status()).toBe(201);

  const consent = await storedConsent(page);
  expect(consent).toMatchObject({ necessary: true, analytics: false, advertising: false, version: COOKIE_POLICY_VERSION });
  expect(response.request().postDataJSON()).toEqual({ consent_id: consent.consentId, analytics: false, advertising: false, policy_version: COOKIE_POLICY_VERSION });

  // The choice stands: no banner after a reload, and nothing asked for ads.
  await page.reload();
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(banner(page)).toBeHidden();
  expect(asked).toEqual([]);

  const stored = (await admin.cookieConsents()).consents.filter((row) => row.consent_id === consent.consentId);
  expect(stored).toEqual([
    { id: expect.any(String), consent_id: consent.consentId, created_at: expect.any(String), analytics: false, advertising: false, policy_version: COOKIE_POLICY_VERSION },
  ]);

  // And the dashboard shows it in "Consensi cookie".
  await logIn(page);
  await page.goto("/dashboard/adsense");
  const section = page.getByRole("region", { name: "Consensi cookie" });
  const row = section.getByRole("row").filter({ hasText: consent.consentId });
  await expect(row).toBeVisible();
  await expect(row.getByText("No", { exact: true })).toHaveCount(2);
  await expect(row).toContainText(COOKIE_POLICY_VERSION);
});

for (const [label, outdated] of [
  [`made more than ${COOKIE_CONSENT_MAX_AGE_DAYS} days ago`, { timestamp: Date.now() - (COOKIE_CONSENT_MAX_AGE_DAYS + 1) * DAY }],
  ["made under an earlier version of the policy", { version: "2026-01-15" }],
] as const) {
  test(`a choice ${label} counts as none: the banner asks again, no ad loads, and the new choice keeps the consent id`, async ({ page }) => {
    // Ads on, so an advertising consent taken as standing would load AdSense (answered empty: no Google here).
    await admin.saveAdsense({
      publisher_id: "ca-pub-1234567890123456",
      enabled: true,
      homepage_slots: [{ name: "E2E prova", slot_id: "1000000009", format: "display", position: "top" }],
      article_slots: [],
    });
    await page.route("**/pagead2.googlesyndication.com/**", (route) => route.fulfill({ body: "", contentType: "text/javascript" }));
    await ownAddress(page);
    const asked = adRequests(page);
    const record = consentRecord({ analytics: true, advertising: true, ...outdated });
    await page.addInitScript((stored) => {
      if (!sessionStorage.getItem("e2e-consent-set")) {
        sessionStorage.setItem("e2e-consent-set", "1");
        localStorage.setItem("cookie_consent", stored);
      }
    }, record);
    await page.goto("/");
    await expect(banner(page).getByRole("button", { name: "Accetta Tutti" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(asked, "an outdated advertising consent loads no ad").toEqual([]);

    const posted = consentPosted(page);
    await banner(page).getByRole("button", { name: "Solo Necessari" }).click();
    await expect(banner(page)).toBeHidden();
    const body = (await posted).request().postDataJSON() as RecordCookieConsentInput;
    expect(body).toEqual({ consent_id: JSON.parse(record).consentId, analytics: false, advertising: false, policy_version: COOKIE_POLICY_VERSION });
    expect(await storedConsent(page)).toMatchObject({ advertising: false, version: COOKIE_POLICY_VERSION, consentId: body.consent_id });
  });
}

for (const viewport of VIEWPORTS) {
  test(`the banner looks right at ${viewport.name} width: refusing weighs as much as accepting, and the X is a real button`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto("/");
    const refuse = banner(page).getByRole("button", { name: "Solo Necessari" });
    const accept = banner(page).getByRole("button", { name: "Accetta Tutti" });
    await expect(accept).toBeVisible();

    const [refuseBox, acceptBox] = [await refuse.boundingBox(), await accept.boundingBox()];
    expect(refuseBox!.width).toBeCloseTo(acceptBox!.width, 0);
    expect(refuseBox!.height).toBeCloseTo(acceptBox!.height, 0);
    expect(refuseBox!.y).toBeCloseTo(acceptBox!.y, 0);
    expect(await refuse.getAttribute("class")).toBe(await accept.getAttribute("class"));
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return [style.backgroundColor, style.color, style.fontSize, style.fontWeight, style.borderWidth];
    };
    expect(await refuse.evaluate(look)).toEqual(await accept.evaluate(look));

    // The X: at least 24 px each way, at the banner's top, right of every other button (so clear of them all).
    const close = closeButton(page);
    const closeBox = (await close.boundingBox())!;
    const bannerBox = (await banner(page).boundingBox())!;
    expect(closeBox.width).toBeGreaterThanOrEqual(24);
    expect(closeBox.height).toBeGreaterThanOrEqual(24);
    expect(closeBox.y - bannerBox.y).toBeLessThan(24);
    const customize = (await banner(page).getByRole("button", { name: "Personalizza" }).boundingBox())!;
    expect(closeBox.x).toBeGreaterThanOrEqual(Math.max(...[refuseBox!, acceptBox!, customize].map((box) => box.x + box.width)));
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling").toBeLessThanOrEqual(viewport.width);

    // Reached by the keyboard (it comes just before the policy links), it shows where the focus is.
    await banner(page).getByRole("link", { name: "Cookie Policy" }).focus();
    await page.keyboard.press("Shift+Tab");
    await expect(close).toBeFocused();
    const outline = await close.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe("none");
    expect(outline.width).toBeGreaterThanOrEqual(2);
    await page.screenshot({ path: `test-results/screenshots/cookie-banner-${viewport.name}.png` });

    await banner(page).getByRole("button", { name: "Personalizza" }).click();
    await expect(banner(page).getByRole("heading", { name: "Gestione Preferenze Cookie" })).toBeVisible();
    await expect(closeButton(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling").toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `test-results/screenshots/cookie-banner-settings-${viewport.name}.png` });
  });

  test(`the AdSense screen counts, lists and exports the choices, and looks right at ${viewport.name} width`, async ({ page }) => {
    await ownAddress(page);
    const choices: Array<Omit<RecordCookieConsentInput, "consent_id" | "policy_version">> = [
      { analytics: true, advertising: true },
      { analytics: false, advertising: false },
      { analytics: true, advertising: false },
    ];
    const ids = choices.map(() => randomUUID());
    for (const [index, choice] of choices.entries()) {
      const response = await page.request.post("/api/cookie-consents", { data: { consent_id: ids[index], policy_version: COOKIE_POLICY_VERSION, ...choice } });
      expect(response.status()).toBe(201);
    }
    const { summary } = await admin.cookieConsents();

    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await acceptCookiesUpfront(page);
    await logIn(page);
    await page.goto("/dashboard/adsense");
    const section = page.getByRole("region", { name: "Consensi cookie" });
    await expect(section.getByRole("row").filter({ hasText: ids[2]! })).toBeVisible();
    const integer = new Intl.NumberFormat("it-IT");
    await expect(section.locator('[data-stat="consents-accept_all"]')).toHaveText(integer.format(summary.accept_all));
    await expect(section.locator('[data-stat="consents-only_necessary"]')).toHaveText(integer.format(summary.only_necessary));
    await expect(section.locator('[data-stat="consents-custom"]')).toHaveText(integer.format(summary.custom));
    expect(summary.accept_all).toBeGreaterThanOrEqual(1);
    expect(summary.custom).toBeGreaterThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling").toBeLessThanOrEqual(viewport.width);
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `test-results/screenshots/adsense-consents-${viewport.name}.png` });

    const download = page.waitForEvent("download", { timeout: 10_000 });
    await section.getByRole("button", { name: "Esporta CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^consensi-cookie-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path())!, "utf8");
    expect(csv.startsWith("\uFEFFData;ID del consenso;Analitici;Pubblicitari;Versione\r\n")).toBe(true);
    for (const [index, choice] of choices.entries()) {
      expect(csv).toContain(`;${ids[index]};${choice.analytics ? "sì" : "no"};${choice.advertising ? "sì" : "no"};${COOKIE_POLICY_VERSION}\r\n`);
    }
  });
}
