import { readFile } from "node:fs/promises";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import type { AdsenseConfigInput } from "../../src/shared/ads";
import { startFeedHost, type FeedHost } from "../servers/feed-host";
import { AdminApi } from "./admin-api";
import { consentRecord, expect, test } from "./fixtures";

/**
 * Ads on the public pages against the real app: shown only when ads are on AND
 * the visitor accepted advertising cookies, with one AdSense loader. The
 * loader itself is answered by an empty script here (no Google on the test
 * network); the page's <ins> units stay empty, and the pushes wait in
 * window.adsbygoogle, which is exactly what the real loader would read.
 */

const PUBLISHER = "ca-pub-1234567890123456";
// Six events in two feeds: a copy of one feed's items from another would be the same three stories.
const FIXTURES = ["tests/fixtures/e2e/tre-articoli.rss.xml", "tests/fixtures/e2e/altri-tre-articoli.rss.xml"].map((file) => path.resolve(file));
const ADS_ON: AdsenseConfigInput = {
  publisher_id: PUBLISHER,
  enabled: true,
  homepage_slots: [
    { name: "E2E home in alto", slot_id: "1000000001", format: "display", position: "top" },
    { name: "E2E home dopo 3", slot_id: "1000000002", format: "in-feed", position: "after-3" },
    { name: "E2E home in fondo", slot_id: "1000000004", format: "display", position: "bottom" },
  ],
  article_slots: [
    { name: "E2E articolo in alto", slot_id: "2000000001", format: "display", position: "top" },
    { name: "E2E articolo centro", slot_id: "2000000002", format: "in-article", position: "middle" },
    { name: "E2E articolo in fondo", slot_id: "2000000003", format: "display", position: "bottom" },
  ],
};

let api: APIRequestContext;
let admin: AdminApi;
let feeds: FeedHost;
let articleId: string;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
  admin = await AdminApi.open(api);
  feeds = await startFeedHost();
  // Six published articles at least, so the home has an "after the 3rd" position to fill.
  const restoreFeeds = await admin.isolate();
  const localWasOn = (await admin.localAnalyzer()).enabled;
  await admin.setLocalAnalyzer(true);
  try {
    for (const [round, fixture] of FIXTURES.entries()) {
      const xml = await readFile(fixture, "utf8");
      const tag = `ads${Date.now().toString(36)}${round}`;
      feeds.route(`/${tag}.rss`, {
        headers: { "content-type": "application/rss+xml; charset=utf-8" },
        body: xml.replaceAll("https://notizie.example/", `https://notizie.example/${tag}/`),
      });
      await admin.importArticlesFrom(`E2E feed ads ${tag}`, feeds.url(`/${tag}.rss`));
    }
    await admin.drainPending();
  } finally {
    await admin.setLocalAnalyzer(localWasOn);
    await restoreFeeds();
  }
  // The home's cards: the lead story apart, then the listing.
  const listing = (await (await api.get("/api/articles")).json()) as { lead: { id: string } | null; articles: Array<{ id: string }> };
  expect((listing.lead ? 1 : 0) + listing.articles.length).toBeGreaterThanOrEqual(6);
  articleId = listing.articles[0]!.id;
  await admin.saveAdsense(ADS_ON);
});

test.afterAll(async () => {
  await admin?.resetAdsense();
  await admin?.dispose();
  await feeds?.close();
});

/** Answers the AdSense loader with an empty script and counts how often it was asked for. */
async function stubAdsense(page: Page): Promise<{ requests: () => number }> {
  let count = 0;
  await page.route("**/pagead2.googlesyndication.com/**", (route) => {
    count += 1;
    return route.fulfill({ body: "", contentType: "text/javascript" });
  });
  return { requests: () => count };
}

/** Stores a consent record before any page script runs, once (so "Gestisci Cookie" can still clear it). */
async function consentUpfront(page: Page, advertising: boolean): Promise<void> {
  await page.addInitScript((record) => {
    if (sessionStorage.getItem("e2e-consent-set")) return;
    sessionStorage.setItem("e2e-consent-set", "1");
    localStorage.setItem("cookie_consent", record);
  }, consentRecord({ advertising }));
}

const units = (page: Page) => page.locator("ins.adsbygoogle");
const unitAt = (page: Page, placement: string) => page.locator(`[data-ad-placement="${placement}"] ins.adsbygoogle`);
const loaders = (page: Page) => page.locator('script[src*="/pagead/js/adsbygoogle.js"]');
const queuedFills = (page: Page) => page.evaluate(() => (window as { adsbygoogle?: unknown[] }).adsbygoogle?.length ?? 0);

test("the server's HTML carries no ad, whatever the visitor chose", async ({ request }) => {
  for (const url of ["/", `/articolo/${articleId}`]) {
    const html = await (await request.get(url)).text();
    expect(html).not.toContain("adsbygoogle");
    expect(html).not.toContain("googlesyndication");
  }
});

test("no ad before consent; Accetta Tutti brings the home slots and exactly one AdSense loader", async ({ page }) => {
  const adsense = await stubAdsense(page);
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Accetta Tutti" })).toBeVisible();
  await expect(units(page)).toHaveCount(0);
  await expect(loaders(page)).toHaveCount(0);

  await page.getByRole("button", { name: "Accetta Tutti" }).click();
  await expect(unitAt(page, "home-top")).toHaveAttribute("data-ad-slot", "1000000001");
  await expect(unitAt(page, "home-top")).toHaveAttribute("data-ad-client", PUBLISHER);
  await expect(unitAt(page, "home-top")).toHaveAttribute("data-ad-format", "auto");
  await expect(unitAt(page, "home-after-3")).toHaveAttribute("data-ad-slot", "1000000002");
  await expect(unitAt(page, "home-after-3")).toHaveAttribute("data-ad-format", "fluid");
  await expect(unitAt(page, "home-bottom")).toHaveAttribute("data-ad-slot", "1000000004");
  await expect(unitAt(page, "home-after-6")).toHaveCount(0);
  await expect(units(page)).toHaveCount(3);
  // The room is reserved only now that a unit shows.
  expect(await unitAt(page, "home-top").evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThanOrEqual(100);

  await expect(loaders(page)).toHaveCount(1);
  await expect(loaders(page)).toHaveAttribute("src", `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${PUBLISHER}`);
  await expect(loaders(page)).toHaveAttribute("crossorigin", "anonymous");
  expect(await queuedFills(page)).toBe(3);
  expect(adsense.requests()).toBe(1);
  // Our banner is no certified consent platform: AdSense is asked for non-personalised ads only.
  expect(await page.evaluate(() => (window as { adsbygoogle?: { requestNonPersonalizedAds?: number } }).adsbygoogle?.requestNonPersonalizedAds)).toBe(1);
  await page.screenshot({ path: "test-results/screenshots/ads-home-reserved.png", fullPage: true });
});

test("with Google's consent message chosen, AdSense loads at once for its message, personalised, and the banner leaves ads to it", async ({ page }) => {
  await admin.saveAdsense({ ...ADS_ON, consent_mode: "google_cmp" });
  try {
    const adsense = await stubAdsense(page);
    await page.goto("/");
    const banner = page.getByRole("dialog", { name: "Utilizziamo i cookie" });
    await expect(banner).toContainText("la scelta ti viene chiesta dal messaggio di consenso di Google");
    // No choice made in our banner: Google's message (loaded with AdSense) is what asks.
    await expect(loaders(page)).toHaveCount(1);
    await expect(units(page)).toHaveCount(3);
    expect(adsense.requests()).toBe(1);
    expect(await page.evaluate(() => (window as { adsbygoogle?: { requestNonPersonalizedAds?: number } }).adsbygoogle?.requestNonPersonalizedAds)).toBeUndefined();
    await banner.getByRole("button", { name: "Personalizza" }).click();
    await expect(page.getByRole("switch", { name: "Cookie pubblicitari" })).toHaveCount(0);
    await expect(page.getByText("Messaggio di Google", { exact: true })).toBeVisible();
  } finally {
    await admin.saveAdsense(ADS_ON);
  }
});

test("an article shows its three slots, and moving back home keeps the one loader", async ({ page }) => {
  const adsense = await stubAdsense(page);
  await consentUpfront(page, true);
  await page.goto(`/articolo/${articleId}`);
  await expect(unitAt(page, "article-top")).toHaveAttribute("data-ad-slot", "2000000001");
  await expect(unitAt(page, "article-middle")).toHaveAttribute("data-ad-slot", "2000000002");
  await expect(unitAt(page, "article-middle")).toHaveAttribute("data-ad-layout", "in-article");
  await expect(unitAt(page, "article-bottom")).toHaveAttribute("data-ad-slot", "2000000003");
  await expect(units(page)).toHaveCount(3);
  await expect(loaders(page)).toHaveCount(1);

  await page.getByRole("link", { name: "Torna alle notizie" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(unitAt(page, "home-top")).toBeVisible();
  await expect(units(page)).toHaveCount(3);
  await expect(loaders(page)).toHaveCount(1);
  expect(await queuedFills(page)).toBe(6);
  expect(adsense.requests()).toBe(1);
});

test("Gestisci Cookie then Solo Necessari takes the ads away and loads nothing again", async ({ page }) => {
  const adsense = await stubAdsense(page);
  await page.goto("/");
  await page.getByRole("button", { name: "Accetta Tutti" }).click();
  await expect(units(page)).toHaveCount(3);
  expect(adsense.requests()).toBe(1);

  await page.getByRole("button", { name: "Gestisci Cookie" }).click();
  await expect(page.getByRole("button", { name: "Solo Necessari" })).toBeVisible();
  await page.getByRole("button", { name: "Solo Necessari" }).click();
  await expect(page.getByRole("button", { name: "Solo Necessari" })).toBeHidden();
  await expect(units(page)).toHaveCount(0);
  await expect(loaders(page)).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(units(page)).toHaveCount(0);
  await expect(loaders(page)).toHaveCount(0);
  expect(adsense.requests()).toBe(1);
});

test("consent withdrawn in another tab takes the slots away here", async ({ page }) => {
  await stubAdsense(page);
  await consentUpfront(page, true);
  await page.goto(`/articolo/${articleId}`);
  await expect(units(page)).toHaveCount(3);

  const other = await page.context().newPage();
  await other.goto("/about");
  await other.evaluate((record) => localStorage.setItem("cookie_consent", record), consentRecord({ advertising: false }));
  await expect(units(page)).toHaveCount(0);
  await expect(page.locator("[data-ad-placement]")).toHaveCount(0);
  await other.close();
});

test("analytics cookies alone do not bring ads; advertising ones do", async ({ page }) => {
  const adsense = await stubAdsense(page);
  await page.goto("/");
  await page.getByRole("button", { name: "Personalizza" }).click();
  await page.getByRole("switch", { name: "Cookie analitici" }).click();
  const configAsked = page.waitForRequest("**/api/ads/config", { timeout: 2_000 }).then(
    () => true,
    () => false,
  );
  await page.getByRole("button", { name: "Salva Preferenze" }).click();
  expect(await configAsked).toBe(false);
  await expect(units(page)).toHaveCount(0);
  expect(adsense.requests()).toBe(0);

  await page.evaluate((record) => localStorage.setItem("cookie_consent", record), consentRecord({ analytics: true, advertising: true }));
  await page.reload();
  await expect(units(page)).toHaveCount(3);
  expect(adsense.requests()).toBe(1);
});

test("with ads switched off, a consenting visitor gets no slot and no loader", async ({ page }) => {
  await admin.saveAdsense({ ...ADS_ON, enabled: false });
  const adsense = await stubAdsense(page);
  await consentUpfront(page, true);
  const config = page.waitForResponse("**/api/ads/config");
  await page.goto("/");
  expect(await (await config).json()).toEqual({ enabled: false });
  await page.goto(`/articolo/${articleId}`);
  await expect(page.getByRole("link", { name: "Torna alle notizie" })).toBeVisible();
  await expect(page.locator("[data-ad-placement]")).toHaveCount(0);
  await expect(loaders(page)).toHaveCount(0);
  expect(adsense.requests()).toBe(0);
});
