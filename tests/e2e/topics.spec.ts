import type { Page } from "@playwright/test";
import { type ItemSpec, rss } from "../helpers/feed-builder";
import { startFeedHost, type FeedHost } from "../servers/feed-host";
import type { ArticleListPage, PublicArticleCard } from "../../src/shared/articles";
import { toSlug } from "../../src/shared/slug";
import { expectNoViolations } from "./a11y";
import { AdminApi } from "./admin-api";
import { acceptCookiesUpfront, expect, test } from "./fixtures";

/**
 * Topic and publisher pages against the real app (docs/product.md#topic-pages):
 * articles come from a feed on a local host and are published by the local
 * analyzer, whose keywords become the article page's chips. Every title
 * carries this file's TAG: the database is shared by the whole run.
 */
const TAG = `top${Date.now().toString(36)}`;
const FEED_NAME = `Gazzetta ${TAG}`;

let feeds: FeedHost;
let admin: AdminApi;
let main: PublicArticleCard;

function volcanoText(seed: number): string {
  return Array.from(
    { length: 14 },
    (_, i) =>
      `Ai Campi Flegrei lo sciame sismico numero ${i + seed} ha svegliato Pozzuoli: la protezione civile ${TAG} controlla il bradisismo e i vulcanologi dell'osservatorio misurano il sollevamento del suolo.`,
  ).join(" ");
}

test.beforeAll(async ({ playwright }) => {
  feeds = await startFeedHost();
  const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
  admin = await AdminApi.open(request);
  await admin.setLocalAnalyzer(true);
  const now = Date.now();
  const items: ItemSpec[] = [1, 2, 3].map((n) => ({
    title: `Sciame sismico ${TAG} ai Campi Flegrei: scossa ${n} avvertita a Pozzuoli`,
    link: `https://notizie.example/${TAG}/flegrei-${n}`,
    text: volcanoText(n * 10),
    pubDate: new Date(now - n * 3_600_000),
  }));
  feeds.route(`/${TAG}.rss`, { headers: { "content-type": "application/rss+xml; charset=utf-8" }, body: rss(`Feed ${TAG}`, items) });
  await admin.importArticlesFrom(FEED_NAME, feeds.url(`/${TAG}.rss`));
  await admin.drainPending();
  const published = async () => ((await (await request.get(`/api/articles?search=${TAG}`)).json()) as ArticleListPage).articles;
  await expect.poll(async () => (await published()).length, { timeout: 20_000 }).toBe(items.length);
  main = (await published())[0]!;
});

test.afterAll(async () => {
  await admin?.dispose();
  await feeds?.close();
});

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpfront(page);
});

/** The structured data of the page's head, by type. */
async function jsonLd(page: Page, type: string): Promise<Record<string, unknown> | undefined> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data["@type"] === type);
}

/** Nothing is wider than the screen. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

test("a keyword chip on the article page leads to its topic's page", async ({ page }) => {
  await page.goto(`/articolo/${main.id}`);
  const chip = page.getByRole("region", { name: "Argomenti" }).getByRole("link").first();
  const keyword = (await chip.textContent())!.replace(/^#/, "");
  await expect(chip).toHaveAttribute("href", `/tag/${toSlug(keyword)}`);
  await chip.click();
  await expect(page).toHaveURL(new RegExp(`/tag/${toSlug(keyword)}$`));
  // Headed by the keyword as the articles write it (the slug only changes case and accents here).
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(`^${keyword}$`, "i"));
  await expect(page.getByRole("link", { name: main.title })).toBeVisible();
  await expect(page.getByRole("link", { name: "Segui con RSS" })).toHaveAttribute("href", `/rss/tag/${toSlug(keyword)}.xml`);

  // Reloaded as a crawler meets it: rendered on the server, with its head.
  await page.reload();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "max-image-preview:large");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/tag/${toSlug(keyword)}$`));
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", new RegExp(`/rss/tag/${toSlug(keyword)}\\.xml$`));
  expect(await jsonLd(page, "BreadcrumbList")).toMatchObject({ itemListElement: [{ position: 1, name: "Rassegna" }, { position: 2 }] });
  await expectNoViolations(page, "the topic page");
  const feed = await page.request.get(`/rss/tag/${toSlug(keyword)}.xml`);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain(`/articolo/${main.id}`);
});

test("the source's name leads to the publisher's page: its articles, figures and site", async ({ page }) => {
  await page.goto(`/articolo/${main.id}`);
  await page.getByRole("link", { name: main.source_name, exact: true }).first().click();
  const slug = toSlug(main.source_name);
  await expect(page).toHaveURL(new RegExp(`/fonte/${slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(main.source_name);
  await expect(page.getByText("Articoli al giorno")).toBeVisible();
  await expect(page.getByText("media degli ultimi 30 giorni")).toBeVisible();
  await expect(page.getByRole("link", { name: /Vai al sito/ })).toHaveAttribute("href", "https://notizie.example/");
  await expect(page.getByRole("article")).toHaveCount(3);
  await page.reload();
  expect(await jsonLd(page, "BreadcrumbList")).toMatchObject({ itemListElement: [{ name: "Rassegna" }, { name: main.source_name }] });
  await expectNoViolations(page, "the publisher page");
});

test("an unknown topic or publisher is the not-found page, 404", async ({ page }) => {
  for (const path of [`/tag/nessuno-${TAG}`, `/fonte/nessuna-${TAG}`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina non trovata");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  }
});

for (const width of [390, 1280]) {
  test(`topic and publisher pages fit a ${width} px screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/fonte/${toSlug(main.source_name)}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.goto(`/articolo/${main.id}`);
    await page.getByRole("region", { name: "Argomenti" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/tag\//);
    await expectNoSidewaysScroll(page);
  });
}
