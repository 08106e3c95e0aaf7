import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page, Request } from "@playwright/test";
import { parseHTML } from "linkedom";
import type { ArticleListPage, PublicArticleCard } from "../../src/shared/articles";
import { type ItemSpec, rss } from "../helpers/feed-builder";
import { startFeedHost, type FeedHost } from "../servers/feed-host";
import { AdminApi } from "./admin-api";
import { acceptCookiesUpfront, expect, test } from "./fixtures";

/**
 * The public article page against the real app: articles come from a feed on
 * a local host and are published by the local analyzer. The database is shared
 * by the whole run, so every title carries this file's TAG.
 */

const TAG = `art${Date.now().toString(36)}`;
const XSS_TITLE = `Allarme ${TAG} <script>window.__xss=1</script> <img src=x onerror="window.__xss=1">`;

let feeds: FeedHost;
let admin: AdminApi;
let main: PublicArticleCard;
let brokenImage: PublicArticleCard;
let hostile: PublicArticleCard;
/**
 * Earlier news of the same team, for the related suggestions: other events
 * (the transfer market, training, the youth team), each told in its own words
 * but naming the team, its stadium, its fans and the league, so they share more
 * keywords with the derby than any other spec's sports news. A day and more
 * before the derby: the same team a day later is another event, and stays out
 * of the derby's story ("La stessa notizia su").
 */
const SIBLINGS: Array<{ title: string; sentence: (n: number) => string }> = [
  {
    title: `Mercato ${TAG}: la squadra cerca un difensore per il girone di ritorno`,
    sentence: (n) =>
      `Il direttore sportivo della squadra ${TAG} ha chiesto ${n} informazioni su un difensore centrale per il campionato, e i tifosi aspettano il colpo prima della prossima giornata allo stadio.`,
  },
  {
    title: `Allenamento ${TAG}: porte aperte ai tifosi nel giorno di riposo`,
    sentence: (n) =>
      `Sul campo di allenamento la squadra ${TAG} ha provato ${n} schemi su palla inattiva davanti ai tifosi, in vista della giornata di campionato e dei gol che mancano allo stadio.`,
  },
  {
    title: `Primavera ${TAG}: i giovani della squadra vincono il torneo invernale`,
    sentence: (n) =>
      `La formazione giovanile della squadra ${TAG} ha vinto la partita numero ${n} del torneo, con due gol dei ragazzi e gli applausi dei tifosi arrivati allo stadio comunale per il campionato.`,
  },
];
const siblingTitles = SIBLINGS.map((sibling) => sibling.title);

function sportText(sentences: number, seed: number): string {
  return Array.from(
    { length: sentences },
    (_, i) =>
      `Nella giornata numero ${i + seed} del campionato la squadra ${TAG} ha segnato ${i + 2} gol allo stadio davanti a migliaia di tifosi, e l'allenatore ha lodato la difesa.`,
  ).join(" ");
}

/** A picture the feed host serves, with its own intrinsic size. */
function picture(label: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs><rect width="1200" height="675" fill="url(#g)"/><text x="60" y="620" font-family="sans-serif" font-size="56" fill="#fff">${label}</text></svg>`;
}

async function published(request: APIRequestContext, search: string): Promise<PublicArticleCard[]> {
  const response = await request.get(`/api/articles?search=${encodeURIComponent(search)}`);
  return ((await response.json()) as ArticleListPage).articles;
}

function byTitle(list: PublicArticleCard[], start: string): PublicArticleCard {
  const found = list.find((article) => article.title.startsWith(start));
  if (!found) throw new Error(`not published: ${start}`);
  return found;
}

test.beforeAll(async ({ playwright }) => {
  feeds = await startFeedHost();
  const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
  admin = await AdminApi.open(request);
  await admin.setLocalAnalyzer(true);

  const now = Date.now();
  const svg = { headers: { "content-type": "image/svg+xml" } };
  feeds.route(`/${TAG}/main.svg`, { ...svg, body: picture("Stadio Olimpico", "#1d4ed8") });
  for (const n of [1, 2, 3]) feeds.route(`/${TAG}/sibling-${n}.svg`, { ...svg, body: picture(`Trasferta ${n}`, "#15803d") });
  const items: ItemSpec[] = [
    {
      title: `Derby ${TAG}: la capitale in festa dopo la vittoria allo stadio`,
      link: `https://notizie.example/${TAG}/derby`,
      text: sportText(32, 1),
      pubDate: new Date(now - 30 * 60_000),
      image: feeds.url(`/${TAG}/main.svg`),
    },
    ...SIBLINGS.map((sibling, i) => ({
      title: sibling.title,
      link: `https://notizie.example/${TAG}/trasferta-${i + 1}`,
      text: Array.from({ length: 12 }, (_, n) => sibling.sentence(n + 1)).join(" "),
      pubDate: new Date(now - (30 + 4 * i) * 3_600_000),
      image: feeds.url(`/${TAG}/sibling-${i + 1}.svg`),
    })),
    {
      title: `Mostra ${TAG}: il museo apre le sale restaurate`,
      link: `https://notizie.example/${TAG}/mostra`,
      text: `Il museo civico ${TAG} riapre le sale del Rinascimento dopo il restauro degli affreschi e della pinacoteca. `.repeat(12),
      pubDate: new Date(now - 5 * 3_600_000),
      image: feeds.url(`/${TAG}/non-esiste.jpg`),
    },
    {
      // Double-encoded in the feed, so after cleaning the stored text really contains the markup.
      title: XSS_TITLE.replaceAll("<", "&lt;").replaceAll(">", "&gt;"),
      link: `https://notizie.example/${TAG}/allarme`,
      text:
        `Il ricercatore ${TAG} mostra &lt;script&gt;window.__xss=1&lt;/script&gt; e &lt;img src=x onerror="window.__xss=1"&gt; in una pagina web. ` +
        `<script>window.__xss=1</script><img src=x onerror="window.__xss=1"><a href="javascript:alert(1)">javascript:alert(1)</a> ` +
        `La sicurezza informatica delle aziende italiane resta fragile secondo il rapporto annuale sul software e sulle reti. `.repeat(10),
      pubDate: new Date(now - 6 * 3_600_000),
    },
  ];
  feeds.route(`/${TAG}.rss`, { headers: { "content-type": "application/rss+xml; charset=utf-8" }, body: rss(`Feed ${TAG}`, items) });
  await admin.importArticlesFrom(`E2E articolo ${TAG}`, feeds.url(`/${TAG}.rss`));
  await admin.drainPending();
  await expect.poll(async () => (await published(request, TAG)).length, { timeout: 20_000 }).toBe(items.length);

  const list = await published(request, TAG);
  main = byTitle(list, `Derby ${TAG}`);
  brokenImage = byTitle(list, `Mostra ${TAG}`);
  hostile = byTitle(list, `Allarme ${TAG}`);
});

test.afterAll(async () => {
  await admin?.dispose();
  await feeds?.close();
});

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpfront(page);
});

/** The page's own <article> (related cards are articles too). */
const story = (page: Page) => page.locator("article:has(h1)");

function isViewBeacon(request: Request, id: string): boolean {
  return request.method() === "POST" && new URL(request.url()).pathname === `/api/articles/${id}/view`;
}

test("shows the article: picture, badges, title, source, reading time, date, summary, keywords and the original link", async ({ page }) => {
  await page.goto(`/articolo/${main.id}`);
  const article = story(page);
  await expect(page.getByRole("link", { name: "Torna alle notizie" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(main.title);

  const image = article.locator("img").first();
  await expect(image).toHaveAttribute("width", "1200");
  await expect(image).toHaveAttribute("height", "675");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await expect(article.getByText("Sport", { exact: true })).toBeVisible();
  await expect(article.getByText(/^(Positivo|Neutrale|Negativo)$/)).toBeVisible();
  await expect(article.getByText(main.source_name, { exact: true })).toBeVisible();
  await expect(article.getByText(/^\d+ min di lettura$/)).toBeVisible();
  // Rome's calendar date, in Italian, with the time.
  const day = new Intl.DateTimeFormat("it-IT", { timeZone: "Europe/Rome", day: "numeric", month: "long", year: "numeric" }).format(new Date(main.published_at));
  await expect(article.locator("time")).toContainText(day);
  await expect(article.locator("time")).toContainText(" alle ");
  await expect(article.getByText(main.content_summary!)).toBeVisible();
  await expect(article.getByText("Riassunto generato automaticamente con AI locale", { exact: true })).toBeVisible();
  await expect(article.getByRole("link", { name: /^#/ }).first()).toBeVisible();

  const original = article.getByRole("link", { name: /Leggi l'articolo originale/ });
  await expect(original).toHaveAttribute("href", `https://notizie.example/${TAG}/derby`);
  await expect(original).toHaveAttribute("target", "_blank");
  await expect(original).toHaveAttribute("rel", "noopener noreferrer");
});

test("suggests related articles from the same category, and opening one is a new page view", async ({ page }) => {
  const views: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && /\/api\/articles\/[^/]+\/view$/.test(request.url())) views.push(new URL(request.url()).pathname);
  });
  await page.goto(`/articolo/${main.id}`);
  const related = page.getByRole("region", { name: "Potrebbe interessarti anche" });
  await expect(related.getByRole("article").first()).toBeVisible();
  // Two columns in the article's own column, so only an even number of cards (no empty cell), or a lone one.
  // How many depends on what the whole run published: the sibling reports may have been grouped into one story.
  const count = await related.getByRole("article").count();
  expect([1, 2, 4]).toContain(count);
  const column = (await story(page).boundingBox())!;
  const box = (await related.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(column.x - 1);
  expect(box.x + box.width).toBeLessThanOrEqual(column.x + column.width + 1);
  // Those sharing the most keywords first: the siblings.
  const titles = await related.getByRole("article").getByRole("heading").allTextContents();
  expect(siblingTitles).toContain(titles[0]);
  await expect(related.getByRole("link", { name: main.title })).toHaveCount(0);

  await expect.poll(() => views).toEqual([`/api/articles/${main.id}/view`]);
  await related.getByRole("link", { name: titles[0] }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[0]!);
  const sibling = new URL(page.url()).pathname.split("/").pop();
  await expect.poll(() => views).toEqual([`/api/articles/${main.id}/view`, `/api/articles/${sibling}/view`]);
});

test("a picture that fails to load is left out, not shown broken", async ({ page }) => {
  await page.goto(`/articolo/${brokenImage.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(brokenImage.title);
  await expect(story(page).locator("img")).toHaveCount(0);
});

test("the server's HTML, without JavaScript, carries the title, description, canonical, social tags and JSON-LD", async ({ request }) => {
  const response = await request.get(`/articolo/${main.id}`);
  expect(response.status()).toBe(200);
  const { document } = parseHTML(await response.text());
  const meta = (key: string) =>
    document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute("content") ?? null;
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute("href");

  expect(document.querySelector("title")?.textContent).toBe(`${main.title} | Rassegna`);
  expect(document.querySelector("h1")?.textContent).toBe(main.title);
  expect(document.body.textContent).toContain("Leggi l'articolo originale");
  expect(canonical).toBe(`http://localhost:${process.env.E2E_PORT}/articolo/${main.id}`);

  const description = meta("description")!;
  expect(description.length).toBeGreaterThan(0);
  expect(description.length).toBeLessThanOrEqual(160);
  expect(main.content_summary!.startsWith(description.replace(/…$/, ""))).toBe(true);
  expect(meta("keywords")).toBeTruthy();

  expect(meta("og:type")).toBe("article");
  expect(meta("og:title")).toBe(main.title);
  // A link preview says the summary is machine-written before anything else (docs/product.md#machine-written-text).
  expect(meta("og:description")).toMatch(/^Riassunto automatico: /);
  expect(meta("og:description")!.length).toBeLessThanOrEqual(160);
  expect(meta("twitter:description")).toBe(meta("og:description"));
  expect(meta("og:url")).toBe(canonical);
  expect(meta("og:image")).toBe(feeds.url(`/${TAG}/main.svg`));
  expect(meta("og:site_name")).toBe("Rassegna");
  expect(meta("og:locale")).toBe("it_IT");
  expect(meta("article:section")).toBe("Sport");
  expect(new Date(meta("article:published_time")!).toISOString()).toBe(new Date(main.published_at).toISOString());
  expect(meta("twitter:card")).toBe("summary_large_image");
  expect(meta("twitter:title")).toBe(main.title);
  expect(meta("twitter:image")).toBe(feeds.url(`/${TAG}/main.svg`));

  const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>);
  // The article, and its place in the site (docs/decisions.md#structured-data).
  expect(scripts.map((data) => data["@type"])).toEqual(["NewsArticle", "BreadcrumbList"]);
  expect(scripts[1]).toMatchObject({ itemListElement: [{ name: "Rassegna" }, { name: "Sport" }, { name: main.title }] });
  expect(meta("robots")).toBe("max-image-preview:large");
  const jsonLd = scripts[0]!;
  expect(jsonLd).toMatchObject({
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: main.title,
    description,
    datePublished: new Date(main.published_at).toISOString(),
    image: [feeds.url(`/${TAG}/main.svg`)],
    publisher: { "@type": "Organization", name: "Rassegna" },
    mainEntityOfPage: { "@type": "WebPage", "@id": canonical },
    isBasedOn: { url: `https://notizie.example/${TAG}/derby` },
    creditText: "Riassunto generato automaticamente con AI locale",
    inLanguage: "it-IT",
  });
  expect(Date.parse(jsonLd.dateModified as string)).toBeGreaterThanOrEqual(Date.parse(jsonLd.datePublished as string));
});

test("a summary the administrator saved reads as reviewed by the newsroom, and its card loses the machine label", async ({ page }) => {
  const cardOf = (title: string) => page.locator("article").filter({ has: page.getByRole("link", { name: title, exact: true }) });
  await page.goto(`/?search=${TAG}`);
  await expect(cardOf(brokenImage.title).getByText("Riassunto automatico", { exact: true })).toBeVisible();

  await admin.updateArticle(brokenImage.id, { content_summary: brokenImage.content_summary });

  await page.goto(`/articolo/${brokenImage.id}`);
  await expect(story(page).getByText("Riassunto rivisto dalla redazione", { exact: true })).toBeVisible();
  await expect(story(page).getByText(/Riassunto generato automaticamente/)).toHaveCount(0);
  await page.goto(`/?search=${TAG}`);
  await expect(cardOf(brokenImage.title)).toBeVisible();
  await expect(cardOf(brokenImage.title).getByText("Riassunto automatico", { exact: true })).toHaveCount(0);
  await expect(cardOf(main.title).getByText("Riassunto automatico", { exact: true })).toBeVisible();
});

test.describe("not found", () => {
  for (const { name, id } of [
    { name: "an unknown id", id: () => randomUUID() },
    { name: "a malformed id", id: () => "non-un-id'<b>" },
  ]) {
    test(`${name} answers 404 with "Articolo non trovato"`, async ({ page, request }) => {
      await expectNotFound(page, request, id());
    });
  }

  test("an article not yet published answers 404 too", async ({ page, request }) => {
    // Keep a new article unpublished: no provider, no local analyzer, no other feed.
    const restoreFeeds = await admin.isolate();
    const restoreAi = await admin.isolateAi();
    await admin.setLocalAnalyzer(false);
    try {
      feeds.route(`/${TAG}-attesa.rss`, {
        headers: { "content-type": "application/rss+xml; charset=utf-8" },
        body: rss(`Attesa ${TAG}`, [{ title: `In attesa ${TAG}: articolo non ancora elaborato`, link: `https://notizie.example/${TAG}/attesa` }]),
      });
      await admin.importArticlesFrom(`E2E articolo attesa ${TAG}`, feeds.url(`/${TAG}-attesa.rss`));
      // With nobody to process it, the round-robin test marks a pending article failed: it stays unpublished.
      let unpublished = "";
      await expect
        .poll(async () => {
          const result = await admin.roundRobinTest();
          if (result.success && result.status === "failed") unpublished = result.article_id;
          return unpublished;
        })
        .not.toBe("");
      await expectNotFound(page, request, unpublished);
    } finally {
      await admin.setLocalAnalyzer(true);
      await restoreAi();
      await restoreFeeds();
    }
  });
});

async function expectNotFound(page: Page, request: APIRequestContext, id: string): Promise<void> {
  const path = `/articolo/${encodeURIComponent(id)}`;
  const response = await request.get(path);
  expect(response.status()).toBe(404);
  const { document } = parseHTML(await response.text());
  expect(document.querySelector("title")?.textContent).toBe("Articolo non trovato | Rassegna");
  expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
  expect(document.querySelector("h1")?.textContent).toBe("Articolo non trovato");
  expect(document.querySelector('link[rel="canonical"]')).toBeNull();

  const visit = await page.goto(path);
  expect(visit?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Articolo non trovato" })).toBeVisible();
  await page.getByRole("link", { name: "Torna alla homepage" }).click();
  await expect(page).toHaveURL(/\/$/);
}

test.describe("sharing", () => {
  test("each network's button is a real link to its share page for this article", async ({ page }) => {
    await page.goto(`/articolo/${main.id}`);
    const url = encodeURIComponent(`http://localhost:${process.env.E2E_PORT}/articolo/${main.id}`);
    const title = encodeURIComponent(main.title);
    const expected = {
      "Condividi su Facebook": `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      "Condividi su X": `https://x.com/intent/tweet?url=${url}&text=${title}`,
      "Condividi su LinkedIn": `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
      "Condividi su WhatsApp": `https://wa.me/?text=${title}%20${url}`,
      "Condividi su Telegram": `https://t.me/share/url?url=${url}&text=${title}`,
    };
    for (const [name, href] of Object.entries(expected)) {
      const link = page.getByRole("link", { name, exact: true });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    const email = page.getByRole("link", { name: "Condividi via email", exact: true });
    await expect(email).toHaveAttribute("href", `mailto:?subject=${title}&body=${title}%0D%0A%0D%0A${url}`);
    // Desktop Chromium on Linux has no system share sheet: no "Condividi" button.
    await expect(page.getByRole("button", { name: "Condividi" })).toHaveCount(0);
  });

  test("the system share sheet gets the article, and closing it is silent", async ({ page, pageErrors }) => {
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      Object.assign(window, { __shares: calls });
      navigator.share = async (data?: ShareData) => {
        calls.push(data ?? {});
        throw new DOMException("Share canceled", "AbortError");
      };
    });
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    await page.goto(`/articolo/${main.id}`);
    await page.getByRole("button", { name: "Condividi", exact: true }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __shares: ShareData[] }).__shares)).toEqual([
      { title: main.title, text: main.title, url: `http://localhost:${process.env.E2E_PORT}/articolo/${main.id}` },
    ]);
    expect(consoleErrors.filter((text) => /Condivisione|AbortError|cancel/i.test(text))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test.describe("on a phone", () => {
    test.use({
      userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36",
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });

    test("WhatsApp tries the app, then opens the web page after 2.5 s when nothing took over", async ({ page }) => {
      await page.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
      await page.goto(`/articolo/${main.id}`);
      const started = Date.now();
      await page.getByRole("link", { name: "Condividi su WhatsApp" }).click();
      await page.waitForURL(/^https:\/\/wa\.me\//, { timeout: 6_000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_400);
      expect(decodeURIComponent(page.url())).toContain(main.title);
    });

    test("the app taking over (the page loses focus) cancels the web fallback", async ({ page, context }) => {
      const webVisits: string[] = [];
      // On the whole context: a share opened in a new tab would be caught too.
      await context.route("https://t.me/**", (route) => {
        webVisits.push(route.request().url());
        return route.fulfill({ contentType: "text/html", body: "<title>Telegram</title>" });
      });
      const popups: string[] = [];
      context.on("page", (opened) => popups.push(opened.url()));
      await page.goto(`/articolo/${main.id}`);
      await page.getByRole("link", { name: "Condividi su Telegram" }).click();
      await page.evaluate(() => window.dispatchEvent(new Event("blur")));
      await page.waitForTimeout(3_500);
      expect(webVisits).toEqual([]);
      expect(popups).toEqual([]);
      expect(new URL(page.url()).pathname).toBe(`/articolo/${main.id}`);
    });
  });
});

test.describe("view counting", () => {
  test("one beacon per page view, after the page shows, and another on reload", async ({ page }) => {
    const beacons: Request[] = [];
    page.on("request", (request) => {
      if (isViewBeacon(request, main.id)) beacons.push(request);
    });
    const first = page.waitForRequest((request) => isViewBeacon(request, main.id));
    await page.goto(`/articolo/${main.id}`);
    const beacon = await first;
    expect((await beacon.response())?.status()).toBe(204);
    // Hydration re-renders and later revalidation do not count again.
    await page.waitForTimeout(1_000);
    expect(beacons).toHaveLength(1);

    const second = page.waitForRequest((request) => isViewBeacon(request, main.id));
    await page.reload();
    await second;
    await page.waitForTimeout(1_000);
    expect(beacons).toHaveLength(2);
  });

  test("opening an article from the home's card counts it too", async ({ page }) => {
    await page.goto(`/?search=${TAG}`);
    const beacon = page.waitForRequest((request) => isViewBeacon(request, main.id));
    await page.getByRole("link", { name: main.title }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(main.title);
    await beacon;
  });

  test("a missing article sends no view", async ({ page }) => {
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/view")) sent.push(request.url());
    });
    await page.goto(`/articolo/${randomUUID()}`);
    await expect(page.getByRole("heading", { name: "Articolo non trovato" })).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(sent).toEqual([]);
  });
});

test("feed text with <script>, <img onerror> and javascript: links shows as text and runs nothing", async ({ page, request }) => {
  expect(hostile.title).toBe(XSS_TITLE);
  const html = await (await request.get(`/articolo/${hostile.id}`)).text();
  expect(html).not.toContain("<script>window.__xss");
  expect(html).not.toContain("<img src=x");
  const { document } = parseHTML(html);
  expect(document.querySelector("h1")?.textContent).toBe(XSS_TITLE);
  expect(document.querySelector('meta[property="og:title"]')?.getAttribute("content")).toBe(XSS_TITLE);
  const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? "") as { headline: string };
  expect(jsonLd.headline).toBe(XSS_TITLE);

  await page.goto(`/articolo/${hostile.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(XSS_TITLE);
  await expect(page).toHaveTitle(`${XSS_TITLE} | Rassegna`);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  const inlineHandlers = await page.evaluate(() =>
    [...document.querySelectorAll("*")].flatMap((element) =>
      [...element.attributes].filter((attribute) => attribute.name.startsWith("on")).map((attribute) => `${element.tagName} ${attribute.name}`),
    ),
  );
  expect(inlineHandlers).toEqual([]);
  expect(await page.locator('a[href^="javascript:" i], [src^="javascript:" i]').count()).toBe(0);
  expect(await page.locator("img[src='x']").count()).toBe(0);
});

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
]) {
  test(`looks right at ${viewport.name} width`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(`/articolo/${main.id}`);
    const image = story(page).locator("img").first();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Server-rendered with the page; how many depends on what the whole run published (see above).
    const suggestions = page.getByRole("region", { name: "Potrebbe interessarti anche" }).getByRole("article");
    const shown = await suggestions.count();
    expect(shown === 1 || shown % 2 === 0).toBe(true);
    // The page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `test-results/screenshots/article-${viewport.name}.png` });
    // The related cards' pictures load lazily: bring them into view before the full-page shot.
    if (shown > 0) await page.getByRole("region", { name: "Potrebbe interessarti anche" }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(300);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/screenshots/article-full-${viewport.name}.png`, fullPage: true });

    await page.goto(`/articolo/${randomUUID()}`);
    await expect(page.getByRole("heading", { name: "Articolo non trovato" })).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/article-not-found-${viewport.name}.png` });
  });
}
