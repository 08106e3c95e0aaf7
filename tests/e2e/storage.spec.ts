import type { APIRequestContext, Page } from "@playwright/test";
import { rss } from "../helpers/feed-builder";
import { startFeedHost, type FeedHost } from "../servers/feed-host";
import { AdminApi } from "./admin-api";
import { acceptCookiesUpfront, expect, logIn, test } from "./fixtures";

/**
 * Spazio Server against the real app. Its cleanup deletes every article
 * published more than a year ago, so the file stages two of those itself
 * (dated 2020) and other spec files never rely on articles that old.
 */

const TAG = `spazio${Date.now().toString(36)}`;

let api: APIRequestContext;
let admin: AdminApi;
let feeds: FeedHost;

test.beforeAll(async ({ playwright }) => {
  feeds = await startFeedHost();
  api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
  admin = await AdminApi.open(api);
  const old = (n: number) => ({ title: `Notizia d'archivio ${TAG} ${n}`, link: `https://archivio.example/${TAG}/${n}`, pubDate: new Date(Date.UTC(2020, 0, n)) });
  feeds.route(`/${TAG}.rss`, { headers: { "content-type": "application/rss+xml; charset=utf-8" }, body: rss(`Archivio ${TAG}`, [old(1), old(2)]) });
  await admin.importArticlesFrom(`E2E spazio ${TAG}`, feeds.url(`/${TAG}.rss`));
});

test.afterAll(async () => {
  await admin?.dispose();
  await feeds?.close();
});

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpfront(page);
  await logIn(page);
  await page.getByRole("link", { name: "Spazio Server" }).first().click();
  await expect(page.getByRole("heading", { name: "Spazio Server", level: 1 })).toBeVisible();
});

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const figure = (page: Page, name: string) => page.locator(`[data-stat="${name}"]`);
const daysField = (page: Page) => page.getByLabel("Elimina gli articoli più vecchi di (giorni)");

test("shows the six figures and the database against 1 GB", async ({ page }) => {
  await expect(figure(page, "articles")).toHaveText(/^\d[\d.]*$/);
  await expect(figure(page, "database")).toHaveText(/^\d+(,\d)? (KB|MB|GB)$/);
  await expect(figure(page, "estimated")).toHaveText(/^\d+(,\d)? (B|KB|MB|GB)$/);
  await expect(figure(page, "pictures")).toHaveText(/^\d+(,\d)? (B|KB|MB|GB)$/);
  await expect(page.getByText(/^\d[\d.]* file sul disco del server$/)).toBeVisible();
  await expect(page.getByText("Articoli ultimi 30 giorni")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Spazio utilizzato dal database" })).toHaveAttribute("aria-valuetext", /di 1 GB \((\d+|meno dell'1)%\)$/);
});

test("asks before a cleanup, turns invalid days into 90, and cancelling deletes nothing", async ({ page }) => {
  // The figures arrive after the heading: read the count once it is there, not its "–" placeholder.
  await expect(figure(page, "articles")).not.toHaveText("–");
  const before = await figure(page, "articles").textContent();
  await daysField(page).fill("9999");
  await page.getByRole("button", { name: "Elimina articoli vecchi" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Eliminare tutti gli articoli pubblicati più di 90 giorni fa?");
  await expect(daysField(page)).toHaveValue("90");
  await dialog.getByRole("button", { name: "Annulla" }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(figure(page, "articles")).toHaveText(before!);
});

test("archives the 2020 articles, finds them by title words and restores them", async ({ page }) => {
  // Before the cleanup below: it counts on these two being live again.
  await expect(figure(page, "archived-articles")).not.toHaveText("–");
  await page.getByLabel("Archivia gli articoli più vecchi di (giorni)").fill("2000");
  await page.getByRole("button", { name: "Archivia articoli vecchi" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("più di 2000 giorni fa?");
  await page.getByRole("alertdialog").getByRole("button", { name: "Archivia" }).click();
  await expect(toast(page, /^\d+ articoli archiviati$/)).toBeVisible();
  await expect(figure(page, "archived-articles")).not.toHaveText("0");

  await page.getByLabel("Cerca nell'archivio").fill(`archivio ${TAG}`);
  await page.getByRole("button", { name: "Cerca", exact: true }).click();
  const results = page.getByRole("list", { name: "Articoli archiviati trovati" }).getByRole("listitem");
  await expect(results).toHaveCount(2);
  for (const n of [2, 1]) {
    await page.getByRole("button", { name: `Ripristina «Notizia d'archivio ${TAG} ${n}»` }).click();
    await expect(results).toHaveCount(n - 1);
  }
  await expect(page.getByText("Nessun articolo archiviato con queste parole nel titolo")).toBeVisible();
});

const articleCount = async (page: Page) => Number((await figure(page, "articles").textContent())!.replaceAll(".", ""));

test("deletes the articles older than the period, then finds nothing more to delete", async ({ page }) => {
  await expect(figure(page, "articles")).not.toHaveText("–");
  const before = await articleCount(page);
  await daysField(page).fill("365");
  await page.getByRole("button", { name: "Elimina articoli vecchi" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Elimina" }).click();
  await expect(toast(page, /^\d+ articoli eliminati con successo$/)).toBeVisible();
  // The figures are read again: at least the two staged articles are gone.
  await expect.poll(() => articleCount(page)).toBeLessThanOrEqual(before - 2);

  await page.getByRole("button", { name: "Elimina articoli vecchi" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Elimina" }).click();
  const nothingLeft = toast(page, "Nessun articolo da eliminare");
  await expect(nothingLeft).toBeVisible();
  // Closed, so the next answer is a toast of its own, however long the re-sync takes against the toast's timer.
  await nothingLeft.getByRole("button", { name: "Chiudi notifica" }).click();
  await expect(nothingLeft).toHaveCount(0);

  // A re-sync does not bring them back: they are tombstoned.
  await admin.importArticlesFrom(`E2E spazio di nuovo ${TAG}`, feeds.url(`/${TAG}.rss`));
  await page.getByRole("button", { name: "Elimina articoli vecchi" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Elimina" }).click();
  await expect(nothingLeft).toBeVisible();
});

test("removing orphan pictures says what it freed: nothing within the hour a picture is kept after its article", async ({ page }) => {
  // Every picture of this run was made minutes ago, so the sweep keeps them all (its removals: storage.test.ts).
  await page.getByRole("button", { name: "Elimina immagini orfane" }).click();
  await expect(toast(page, "Nessuna immagine orfana da eliminare")).toBeVisible();
  await expect(figure(page, "pictures")).toHaveText(/^\d+(,\d)? (B|KB|MB|GB)$/);
});

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
]) {
  test(`looks right at ${viewport.name} width`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.reload();
    await expect(figure(page, "database")).not.toHaveText("–");
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling").toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `test-results/screenshots/storage-${viewport.name}.png`, fullPage: true });
    await page.getByRole("button", { name: "Elimina articoli vecchi" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/storage-confirm-${viewport.name}.png` });
  });
}
