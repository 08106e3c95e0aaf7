import { readFile } from "node:fs/promises";
import { AdminApi } from "./admin-api";
import { acceptCookiesUpfront, expect, logIn, test } from "./fixtures";

/**
 * The starter list on Feed RSS (docs/product.md#feed-rss). Adding a starter
 * feed only stores it; the automatic sync is switched off meanwhile, so that
 * no sync reaches for the publishers' real addresses, and the feeds go again
 * at the end. Screenshots land in test-results/screenshots.
 */

let admin: AdminApi;
let starterUrls: Set<string>;
let syncWasOn = true;

test.beforeAll(async ({ playwright }) => {
  admin = await AdminApi.open(await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` }));
  const opml = await readFile("starter-feeds/italia.opml", "utf8");
  starterUrls = new Set([...opml.matchAll(/xmlUrl="([^"]+)"/g)].map((match) => match[1]!));
  syncWasOn = (await admin.automation()).rss_sync.enabled;
  await admin.saveAutomation("rss_sync", { enabled: false });
});

test.afterAll(async () => {
  await admin?.deleteWhere((feed) => starterUrls.has(feed.feed_url));
  await admin?.saveAutomation("rss_sync", { enabled: syncWasOn });
  await admin?.dispose();
});

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpfront(page);
});

test("an empty install starts from the starter list: one feed, then all at once", async ({ page }) => {
  test.skip((await admin.feeds()).length > 0, "another spec left feeds behind: the first run needs none");
  const total = starterUrls.size;
  const shot = (name: string) => page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page);
  const panel = page.getByRole("region", { name: "Inizia con le fonti consigliate" });
  await expect(panel.getByText("Non segui ancora nessun feed.")).toBeVisible();
  await expect(panel.getByRole("button", { name: /^Aggiungi (?!tutte$)/ })).toHaveCount(total);
  await shot("starter-feeds-first-run-phone");
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot("starter-feeds-first-run-desktop");

  await panel.getByRole("button", { name: "Aggiungi ANSA – Politica" }).click();
  await expect(page.getByText("Feed aggiunto")).toBeVisible();
  await expect(panel.getByRole("listitem").filter({ hasText: "ANSA – Politica" }).getByText("Aggiunta")).toBeVisible();
  await expect(page.getByRole("region", { name: /Feed configurati/ }).getByText("ANSA – Politica")).toBeVisible();
  // The list stays where the admin is working, and says so.
  await expect(panel.getByText("Aggiungine altre")).toBeVisible();

  await panel.getByRole("button", { name: "Aggiungi tutte" }).click();
  await expect(page.getByText(`${total - 1} feed aggiunti`)).toBeVisible();
  await expect(panel.getByRole("button", { name: "Aggiungi tutte" })).toBeDisabled();
  await expect(panel.getByText("Aggiunta")).toHaveCount(total);
  const feeds = await admin.feeds();
  expect(feeds.filter((feed) => starterUrls.has(feed.feed_url))).toHaveLength(total);
  expect(feeds.every((feed) => feed.last_sync === null)).toBe(true);

  // Next visit: the list is a closed section under the table.
  await page.reload();
  const section = page.getByText("Fonti consigliate", { exact: true });
  await expect(page.getByText(`${total} su ${total} già aggiunte`)).toBeVisible();
  await expect(page.getByText("Segui già tutte le fonti consigliate.")).toBeHidden();
  await section.click();
  await expect(page.getByText("Segui già tutte le fonti consigliate.")).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screenshots/starter-feeds-later-desktop.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screenshots/starter-feeds-later-phone.png" });
});
