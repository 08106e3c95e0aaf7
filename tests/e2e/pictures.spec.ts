import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import type { ArticleListPage, PublicArticleCard } from "../../src/shared/articles";
import { prose, rss, type ItemSpec } from "../helpers/feed-builder";
import { startFeedHost, type FeedHost } from "../servers/feed-host";
import { AdminApi } from "./admin-api";
import { acceptCookiesUpfront, expect, test } from "./fixtures";

/**
 * Article pictures from the site's own origin (docs/architecture.md#pictures):
 * the publishers' pictures are on a local feed host, and a reader's browser
 * never asks it for anything, before any cookie choice. The database is
 * shared by the whole run, so every title carries this file's TAG.
 */

const TAG = `foto${Date.now().toString(36)}`;
const PHOTOS = 3;
let feeds: FeedHost;
let admin: AdminApi;
let published: PublicArticleCard[];

/** A publisher's photo: 1600 x 900 JPEG, a gradient of its own hue. */
function photo(hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${hue + 60} 60% 25%)"/></linearGradient></defs><rect width="1600" height="900" fill="url(#g)"/><circle cx="1200" cy="300" r="180" fill="rgba(255,255,255,.3)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(120_000);
  feeds = await startFeedHost();
  const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
  admin = await AdminApi.open(request);
  await admin.setLocalAnalyzer(true);
  for (let n = 0; n < PHOTOS; n++) feeds.route(`/${TAG}/foto-${n}.jpg`, { headers: { "content-type": "image/jpeg" }, body: await photo(n * 100) });
  feeds.route(`/${TAG}/grafico.svg`, {
    headers: { "content-type": "image/svg+xml" },
    body: `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"><rect width="1200" height="675" fill="#0f766e"/><text x="60" y="600" font-size="64" fill="#fff">Grafico</text></svg>`,
  });
  const now = Date.now();
  const items: ItemSpec[] = [...Array.from({ length: PHOTOS }, (_, n) => `foto-${n}.jpg`), "grafico.svg"].map((file, n) => ({
    title: `Servizio fotografico ${TAG} numero ${n + 1}`,
    link: `https://fotografie.example/${TAG}/${n}`,
    text: prose(220, n * 7),
    pubDate: new Date(now - (n + 1) * 60_000),
    image: feeds.url(`/${TAG}/${file}`),
  }));
  feeds.route(`/${TAG}.rss`, { headers: { "content-type": "application/rss+xml; charset=utf-8" }, body: rss(`Fotografie ${TAG}`, items) });
  await admin.importArticlesFrom(`E2E immagini ${TAG}`, feeds.url(`/${TAG}.rss`));
  await admin.drainPending();
  await expect
    .poll(async () => ((await (await request.get(`/api/articles?search=${TAG}`)).json()) as ArticleListPage).articles.length, { timeout: 20_000 })
    .toBe(items.length);
  published = ((await (await request.get(`/api/articles?search=${TAG}`)).json()) as ArticleListPage).articles;
});

test.afterAll(async () => {
  await admin?.dispose();
  await feeds?.close();
});

/** Scrolls to the end of the page a screen at a time, so lazy pictures load too. */
async function scrollThrough(page: Page): Promise<void> {
  for (let seen = 0; seen < 30; seen++) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight;
    });
    if (done) break;
  }
  await page.waitForLoadState("networkidle");
}

/** Waits until every picture of the page has loaded, and answers what each shows: the file's address on this site. */
async function loadedPictures(page: Page): Promise<string[]> {
  const images = page.locator("main img");
  await expect.poll(() => images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete))).toBe(true);
  return images.evaluateAll((all) => all.map((img) => new URL((img as HTMLImageElement).currentSrc).pathname));
}

test("the home and an article ask this site alone for everything, pictures included, before any cookie choice", async ({ page, baseURL }) => {
  const asked: string[] = [];
  page.on("request", (request) => void asked.push(request.url()));
  const banner = page.getByRole("dialog", { name: /cookie/i });

  for (const path of ["/", `/?search=${TAG}`, `/articolo/${published[0]!.id}`]) {
    await page.goto(path);
    await expect(banner).toBeVisible();
    await scrollThrough(page);
    const pictures = await loadedPictures(page);
    expect(pictures.length, `pictures on ${path}`).toBeGreaterThan(0);
    for (const picture of pictures) expect(picture).toMatch(/^\/img\/[0-9a-f-]{36}\/[0-9a-f]{8}\/(320|480|640|960|1280)\.webp$/);
  }
  // This spec's four pictures, the SVG among them, all showed.
  await page.goto(`/?search=${TAG}`);
  await expect.poll(() => page.locator("main img").evaluateAll((all) => all.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length)).toBe(published.length);

  const elsewhere = asked.filter((url) => !url.startsWith("data:") && new URL(url).origin !== new URL(baseURL!).origin);
  expect(elsewhere, "requests to anyone but this site").toEqual([]);
  // The publisher was asked by the server's own fetcher only, never by the reader's browser.
  expect(feeds.requests().filter((request) => request.path.startsWith(`/${TAG}/`)).length).toBeGreaterThan(0);
  for (const request of feeds.requests()) expect(request.headers["user-agent"]).toMatch(/^Rassegna\//);
  // Nobody answered the cookie banner.
  await expect(banner).toBeVisible();
});

/** The file the page's first picture shows, once loaded: the eager one (the article's, or the first card's). */
async function firstPicture(page: Page): Promise<string | undefined> {
  const image = page.locator("main img").first();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname.split("/").at(-1);
}

/** The picture files a fresh browser of this size and pixel density takes for the article and its search's cards. */
async function widthsTaken(browser: Browser, viewport: { width: number; height: number }, deviceScaleFactor: number) {
  const context = await browser.newContext({ viewport, deviceScaleFactor, baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
  const page = await context.newPage();
  await acceptCookiesUpfront(page);
  // The cards first: a browser takes a wider file it already holds, and the article's is the wider one.
  await page.goto(`/?search=${TAG}`);
  const card = await firstPicture(page);
  await page.goto(`/articolo/${published[0]!.id}`);
  const article = await firstPicture(page);
  await context.close();
  return { article, card };
}

test("a phone takes pictures as wide as it shows them, a computer screen too", async ({ browser }) => {
  // 390 px at 3x: the article's picture and a full card are 358 css px, 1074 pixels: the 1280 file.
  expect(await widthsTaken(browser, { width: 390, height: 844 }, 3)).toEqual({ article: "1280.webp", card: "1280.webp" });
  // 1280 px at 1x: the article's column is 768 px (the 960 file), a card of three columns 400 px (the 480 file).
  expect(await widthsTaken(browser, { width: 1280, height: 800 }, 1)).toEqual({ article: "960.webp", card: "480.webp" });
});
