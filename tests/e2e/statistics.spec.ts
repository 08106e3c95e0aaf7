import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import type { ArticleListPage, PublicArticleCard } from "../../src/shared/articles";
import { romeDay } from "../../src/shared/dates";
import type { StatisticsReport } from "../../src/shared/statistics";
import { type ItemSpec, rss } from "../helpers/feed-builder";
import { startFeedHost, type FeedHost } from "../servers/feed-host";
import { AdminApi } from "./admin-api";
import { acceptCookiesUpfront, expect, logIn, test } from "./fixtures";

/**
 * The Statistiche screen against the real app. Three articles come from a
 * feed on a local host, published by the local analyzer, and are read through
 * the public view beacon (each view from another reader, with its own browser
 * and address, so each counts; one address counts an article at most 3 times):
 * 12, 7 and 4 views today, each more than one address can give an article, so
 * all three stay among the ten most read whatever the run's other files read.
 * The database is shared by the whole run, so the
 * checks look at this file's source and articles, found by its TAG.
 */

const TAG = `stat${Date.now().toString(36)}`;
const SOURCE = `Fonte statistiche ${TAG}`;
const VIEWS = [12, 7, 4];

let feeds: FeedHost;
let admin: AdminApi;
let request: APIRequestContext;
let staged: PublicArticleCard[];

function story(topic: string, seed: number): string {
  return Array.from(
    { length: 14 },
    (_, i) => `Il consiglio ${TAG} discute di ${topic} per la giornata ${i + seed}, e la giunta annuncia nuove misure per i cittadini della regione.`,
  ).join(" ");
}

/** One counted view: a reader's browser (its own user agent, its own address through the trusted proxy) sends the page's beacon. */
async function read(id: string, reader: number): Promise<void> {
  const response = await request.post(`/api/articles/${id}/view`, {
    headers: {
      "user-agent": `Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0 lettore-${TAG}-${reader}`,
      "x-forwarded-for": `10.77.${Math.floor(reader / 250)}.${(reader % 250) + 1}`,
    },
  });
  expect(response.status()).toBe(204);
}

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(120_000);
  feeds = await startFeedHost();
  request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
  admin = await AdminApi.open(request);
  await admin.setLocalAnalyzer(true);
  const topics = ["bilancio e tasse", "scuole e ospedali", "trasporti e strade"];
  const items: ItemSpec[] = topics.map((topic, i) => ({
    title: `Notizia ${TAG} numero ${i + 1}: ${topic}`,
    link: `https://notizie.example/${TAG}/${i}`,
    text: story(topic, 10 * i),
    pubDate: new Date(Date.now() - (i + 1) * 3_600_000),
  }));
  feeds.route(`/${TAG}.rss`, { headers: { "content-type": "application/rss+xml; charset=utf-8" }, body: rss(`Feed ${TAG}`, items) });
  await admin.importArticlesFrom(SOURCE, feeds.url(`/${TAG}.rss`));
  await admin.drainPending();
  const listing = async () => ((await (await request.get(`/api/articles?search=${TAG}`)).json()) as ArticleListPage).articles;
  await expect.poll(async () => (await listing()).length, { timeout: 30_000 }).toBe(items.length);
  staged = (await listing()).sort((a, b) => a.title.localeCompare(b.title));
  let reader = 0;
  for (const [i, article] of staged.entries()) for (let n = 0; n < VIEWS[i]!; n += 1) await read(article.id, (reader += 1));
});

test.afterAll(async () => {
  await request?.dispose();
  await feeds?.close();
});

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpfront(page);
  await logIn(page);
});

const sourceRow = (page: Page) => page.getByRole("row", { name: SOURCE });
const dayTable = (page: Page) => page.getByRole("table", { name: "Visualizzazioni per giorno" });

async function openStatistics(page: Page, search = ""): Promise<void> {
  await page.goto(`/dashboard/statistics${search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Statistiche" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /Caricamento|Aggiornamento/ })).toHaveCount(0);
}

test("opens on the last week: the staged views in the cards, the most read and the source's row", async ({ page }) => {
  await page.getByRole("link", { name: "Statistiche" }).click();
  await expect(page).toHaveURL(/\/dashboard\/statistics$/);
  await expect(page.getByRole("status").filter({ hasText: /Caricamento/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Ultima settimana" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText(/^Dal \d\d\/\d\d\/\d\d al \d\d\/\d\d\/\d\d$/)).toBeVisible();

  // it-IT numbers, at least what this file staged (other files of the run add their own).
  const views = Number((await page.locator('[data-stat="views"]').innerText()).replaceAll(".", ""));
  expect(views).toBeGreaterThanOrEqual(23);
  expect(Number((await page.locator('[data-stat="articles"]').innerText()).replaceAll(".", ""))).toBeGreaterThanOrEqual(3);
  await expect(page.locator('[data-stat="average_views"]')).toHaveText(/^\d+(,\d)?$/);

  const top = page.getByRole("list", { name: "I 10 più letti" });
  const first = top.getByRole("listitem").filter({ hasText: staged[0]!.title });
  await expect(first).toContainText("12 visualizzazioni");
  await expect(top.getByRole("listitem").filter({ hasText: staged[2]!.title })).toContainText("4 visualizzazioni");
  // The most read of this file come in order of their views.
  const titles = await top.getByRole("listitem").allInnerTexts();
  const order = staged.map((article) => titles.findIndex((text) => text.includes(article.title)));
  expect(order).toEqual([...order].sort((a, b) => a - b));
  await expect(first.getByRole("link")).toHaveAttribute("href", `/articolo/${staged[0]!.id}`);

  // Articles and views of this file's source (on a narrow table each value follows its column's name).
  await expect(sourceRow(page).getByRole("cell")).toHaveText([/3$/, /23$/]);
  await expect(page.getByRole("region", { name: "Elaborazione AI" })).toContainText("Elaborato");
  await expect(page.getByRole("region", { name: "Prossime analisi" })).toBeVisible();
});

test("keeps the period in the address: one bar per day of each period, today's views on the last", async ({ page }) => {
  await openStatistics(page);
  await expect(dayTable(page).getByRole("row")).toHaveCount(1 + 7);
  for (const [label, query, days] of [
    ["Ultimo mese", "?period=month", 30],
    ["Ultimo anno", "?period=year", 365],
    ["Oggi", "?period=today", 1],
  ] as const) {
    await page.getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`\\${query}$`));
    await expect(page.getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
    await expect(dayTable(page).getByRole("row")).toHaveCount(1 + days);
    await expect(sourceRow(page)).toContainText("23");
  }
  await expect(page.getByText(/^Oggi, \d\d\/\d\d\/\d\d$/)).toBeVisible();
  // The bar chart is drawn (recharts, loaded on demand) with a bar for today.
  await expect(page.locator('[data-chart="views-per-day"] .recharts-bar-rectangle').first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole("link", { name: "Oggi" })).toHaveAttribute("aria-current", "page");
  await expect(dayTable(page).getByRole("row")).toHaveCount(2);
  await page.getByRole("link", { name: "Ultima settimana" }).click();
  await expect(page).toHaveURL(/\/dashboard\/statistics$/);
});

test("exports the period on screen as statistiche-<day>.json", async ({ page }) => {
  await openStatistics(page, "?period=month");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Esporta JSON" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`statistiche-${romeDay()}.json`);
  const report = JSON.parse(await readFile(await file.path(), "utf8")) as StatisticsReport;
  expect(report).toMatchObject({ period: "month", to: romeDay() });
  expect(report.views_per_day).toHaveLength(30);
  expect(report.sources).toContainEqual({ source_name: SOURCE, articles: 3, views: 23 });
  await expect(page.getByText("Statistiche esportate")).toBeVisible();
});

test("says when the statistics cannot be read, and reads them again on Riprova", async ({ page }) => {
  await page.route("**/api/admin/statistics?*", (route) => route.fulfill({ status: 500, json: { error: "internal_error", message: "boom" } }));
  await page.goto("/dashboard/statistics");
  await expect(page.getByText("Errore nel caricamento delle statistiche")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Esporta JSON" })).toBeDisabled();
  await page.unroute("**/api/admin/statistics?*");
  await page.getByRole("button", { name: "Riprova" }).click();
  await expect(sourceRow(page)).toBeVisible();
});

test("shows each part's empty state for a period without articles or views", async ({ page }) => {
  const empty: StatisticsReport = {
    period: "today",
    from: romeDay(),
    to: romeDay(),
    generated_at: new Date().toISOString(),
    totals: { articles: 0, views: 0, average_views: null },
    by_category: [],
    by_sentiment: [],
    by_processing: [],
    views_per_day: [{ day: romeDay(), views: 0 }],
    top_articles: [],
    sources: [],
  };
  await page.route("**/api/admin/statistics?*", (route) => route.fulfill({ json: empty }));
  await openStatistics(page, "?period=today");
  await expect(page.locator('[data-stat="articles"]')).toHaveText("0");
  await expect(page.locator('[data-stat="average_views"]')).toHaveText("–");
  await expect(page.getByText("Nessun articolo pubblicato nel periodo.")).toHaveCount(3);
  await expect(page.getByText("Nessuna visualizzazione nel periodo.")).toBeVisible();
  await expect(page.getByText("Nessuna fonte con articoli o visualizzazioni nel periodo.")).toBeVisible();
  await expect(dayTable(page).getByRole("row")).toHaveCount(2);
});

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
]) {
  test(`looks right at ${viewport.name} width`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const period of ["week", "year"]) {
      await openStatistics(page, period === "week" ? "" : `?period=${period}`);
      const chart = page.locator('[data-chart="views-per-day"] svg.recharts-surface');
      await expect(chart).toBeVisible();
      expect((await chart.boundingBox())!.width).toBeLessThanOrEqual(viewport.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling").toBeLessThanOrEqual(viewport.width);
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
      await page.screenshot({ path: `test-results/screenshots/statistics-${period}-${viewport.name}.png`, fullPage: true });
    }
  });
}
