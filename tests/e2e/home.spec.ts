import type { APIRequestContext, Page } from "@playwright/test";
import type { ArticleListPage, PublicArticleCard } from "../../src/shared/articles";
import type { Category, Sentiment } from "../../src/shared/constants";
import { CATEGORY_LABELS, SENTIMENT_LABELS } from "../../src/shared/labels";
import { prose, rss, type ItemSpec } from "../helpers/feed-builder";
import { startFeedHost, type FeedHost } from "../servers/feed-host";
import { AdminApi } from "./admin-api";
import { acceptCookiesUpfront, expect, test } from "./fixtures";

/**
 * The public home against the real app, fed by a real feed host on 127.0.0.1
 * and published by the built-in local analyzer. The database is shared by the
 * whole run, so every title here carries a word made for this run (CARD for
 * the three detailed cards, PAGE for the sixty that need a second page), and
 * the tests search for it.
 */

const STAMP = Date.now().toString(36);
const CARD = `zq${STAMP}c`;
const PAGE = `zq${STAMP}p`;
const CARD_SOURCE = "Il Quotidiano di Prova";
const PAGE_SOURCE = "Agenzia di Prova";
const PAGE_ITEMS = 60;
const MINUTE = 60_000;

/** Three stories the local analyzer tells apart: a won final, a mortgage crisis, a product launch. */
const STORIES = [
  {
    title: `La squadra di casa vince la finale del campionato ${CARD}`,
    image: "/img/stadio.svg",
    sentences: [
      "La squadra di casa ha vinto la finale del campionato con una vittoria netta per tre a zero davanti a trentamila tifosi in festa.",
      "L'allenatore ha elogiato la grinta dei giocatori e il gol del capitano nel primo tempo della partita.",
      "Il successo porta la squadra in testa alla classifica e i tifosi hanno festeggiato a lungo fuori dallo stadio.",
    ],
  },
  {
    title: `Mutui più cari, le famiglie rinunciano alla casa ${CARD}`,
    image: "/img/mancante.jpg",
    sentences: [
      "La crisi dei mutui colpisce le famiglie: i tassi di interesse sono saliti ancora e le banche segnalano un forte calo dei prestiti.",
      "Molte famiglie rinunciano all'acquisto della casa e il mercato immobiliare registra perdite preoccupanti in quasi tutte le regioni.",
      "Le associazioni dei consumatori denunciano rincari insostenibili e chiedono al governo misure urgenti contro la recessione.",
    ],
  },
  {
    title: `Presentato il nuovo smartphone con batteria da due giorni ${CARD}`,
    image: undefined,
    sentences: [
      "Il nuovo smartphone presentato ieri ha un processore più veloce, una batteria che dura due giorni e un software aggiornato.",
      "Il dispositivo supporta le reti di nuova generazione, ha tre fotocamere e uno schermo più luminoso del modello precedente.",
      "Le applicazioni di intelligenza artificiale funzionano direttamente sul telefono, senza inviare i dati a un servizio esterno.",
    ],
  },
];

let host: FeedHost;
let admin: AdminApi;
let api: APIRequestContext;
let restoreFeeds: (() => Promise<void>) | undefined;
let restoreAi: (() => Promise<void>) | undefined;

/** Repeats a story's sentences past 150 words, so the importer takes the feed's text and scrapes nothing. */
function body(sentences: string[]): string {
  return Array.from({ length: 5 }, () => sentences.join(" ")).join(" ");
}

function picture(hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${hue + 40} 70% 30%)"/></linearGradient></defs>
  <rect width="640" height="360" fill="url(#g)"/><circle cx="500" cy="90" r="60" fill="rgba(255,255,255,.25)"/></svg>`;
}

/** Serves a feed at a fresh path, imports it (the feed is removed, its articles stay) and returns nothing. */
async function importFeed(name: string, path: string, items: ItemSpec[]): Promise<void> {
  host.route(path, { headers: { "content-type": "application/rss+xml; charset=utf-8" }, body: rss(name, items) });
  await admin.importArticlesFrom(name, host.url(path));
}

async function listing(query: Record<string, string>): Promise<ArticleListPage> {
  const response = await api.get(`/api/articles?${new URLSearchParams(query).toString()}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ArticleListPage;
}

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(180_000);
  host = await startFeedHost();
  host.route("/img/stadio.svg", { headers: { "content-type": "image/svg+xml" }, body: picture(140) });
  host.route("/img/pagina.svg", { headers: { "content-type": "image/svg+xml" }, body: picture(210) });
  const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
  admin = await AdminApi.open(await playwright.request.newContext({ baseURL }));
  api = await playwright.request.newContext({ baseURL });
  // Only these feeds sync, and the local analyzer publishes what they bring.
  restoreFeeds = await admin.isolate();
  restoreAi = await admin.isolateAi();
  await admin.setLocalAnalyzer(true);

  const now = Date.now();
  await importFeed(
    CARD_SOURCE,
    `/${CARD}.rss`,
    STORIES.map((story, index) => ({
      title: story.title,
      link: `https://notizie-e2e.example/${CARD}/${index}`,
      text: body(story.sentences),
      pubDate: new Date(now - (index + 1) * MINUTE),
      image: story.image ? host.url(story.image) : undefined,
    })),
  );
  // importArticlesFrom takes 10 items a feed: six feeds of ten make the sixty.
  for (let feed = 0; feed < PAGE_ITEMS / 10; feed += 1) {
    const items = Array.from({ length: 10 }, (_, i) => {
      const n = feed * 10 + i + 1;
      return {
        title: `Notizia numero ${n} del notiziario ${PAGE}`,
        link: `https://notizie-e2e.example/${PAGE}/${n}`,
        text: prose(220, n),
        pubDate: new Date(now - 60 * MINUTE - n * MINUTE),
        image: host.url("/img/pagina.svg"),
      };
    });
    await importFeed(PAGE_SOURCE, `/${PAGE}-${feed}.rss`, items);
  }
  await admin.drainPending();
  // The worker may still be finishing the batch it took before the drain: wait until all are public.
  await expect.poll(async () => [(await listing({ search: CARD })).total, (await listing({ search: PAGE })).total], { timeout: 60_000 }).toEqual([
    STORIES.length,
    PAGE_ITEMS,
  ]);
});

test.afterAll(async () => {
  await restoreAi?.();
  await restoreFeeds?.();
  await admin?.dispose();
  await api?.dispose();
  await host?.close();
});

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpfront(page);
});

/** The grid's cards: every article of the listing but the lead story above it. */
function cards(page: Page) {
  return page.locator("main article:not([aria-label='Notizia principale'])");
}

function cardFor(page: Page, title: string) {
  return cards(page).filter({ has: page.getByRole("link", { name: title, exact: true }) });
}

async function cardHrefs(page: Page): Promise<string[]> {
  // The title's link: a card's source name links its publisher's page too.
  return cards(page).locator("h2 a").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

/** Whether the HTML holds a piece, without printing the whole page when it does not. */
function expectInHtml(html: string, piece: string | RegExp, present = true): void {
  const found = typeof piece === "string" ? html.includes(piece) : piece.test(html);
  expect(found, `${present ? "expected" : "did not expect"} ${String(piece)} in the HTML`).toBe(present);
}

/** A title as React writes it in the server's HTML. */
function asHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!);
}

test("the server's HTML already holds the cards, the heading and the meta tags", async ({ request }) => {
  // The home holds every spec's articles, grouped into stories with them: its cards are the plain listing's,
  // whichever they are. Read together until no sync or settling changed the listing in between.
  let home = "";
  let cards = 0;
  await expect
    .poll(
      async () => {
        const page = await listing({});
        home = await (await request.get("/")).text();
        const titles = [...(page.lead ? [page.lead] : []), ...page.articles].map((card) => card.title);
        cards = titles.length;
        return titles.filter((title) => !home.includes(`>${asHtml(title)}</a>`));
      },
      { timeout: 20_000 },
    )
    .toEqual([]);
  // This spec alone published three stories and sixty articles.
  expect(cards).toBeGreaterThanOrEqual(2);
  expectInHtml(home, /<link rel="canonical" href="http:\/\/[^"]+\/"\/?>/);
  expectInHtml(home, ">Ultime notizie</h1>");
  expectInHtml(home, 'width="640" height="360"');
  expectInHtml(home, /<img [^>]*fetchpriority="high"/i);
  expectInHtml(home, 'loading="lazy"');

  const search = await (await request.get(`/?search=${CARD}`)).text();
  expectInHtml(search, `Risultati per «${CARD}»</h1>`);
  expectInHtml(search, "3 articoli trovati");
  expectInHtml(search, /<meta name="robots" content="noindex, follow"\/?>/);
  expectInHtml(search, 'rel="canonical"', false);
  for (const story of STORIES) expectInHtml(search, `>${story.title}</a>`);
  // Only the first page is rendered; the rest waits for "Carica altre notizie".
  const pageSearch = await (await request.get(`/?search=${PAGE}`)).text();
  expect(pageSearch.match(new RegExp(`>Notizia numero \\d+ del notiziario ${PAGE}</a>`, "g"))?.length).toBe(50);
  expectInHtml(pageSearch, ">Carica altre notizie</button>");
});

test("searching from the header shows the results with their count, and the box clears", async ({ page }) => {
  await page.goto("/");
  const box = page.getByRole("searchbox", { name: "Cerca notizie" }).first();
  await box.fill(`  ${CARD} `);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/\\?search=${CARD}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Risultati per «${CARD}»`);
  await expect(page.getByText("3 articoli trovati", { exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(3);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(box).toHaveValue("");
  await expect(page).toHaveTitle(`Risultati per «${CARD}» | Rassegna`);

  // "Cancella ricerca" goes back to the plain home.
  await page.getByRole("link", { name: "Cancella ricerca" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Ultime notizie" })).toBeAttached();
});

test("a category from the home's category bar lists that category with its count, and can be cleared", async ({ page }) => {
  const [first] = (await listing({ search: CARD })).articles;
  const category = first!.category as Category;
  const label = CATEGORY_LABELS[category];
  const { total } = await listing({ category });

  await page.goto("/");
  const bar = page.getByRole("navigation", { name: "Categorie" });
  // "Tutte" first, then the twelve; the home's header needs no dropdown beside the bar.
  await expect(bar.getByRole("link")).toHaveCount(13);
  await expect(bar.getByRole("link").first()).toHaveText("Tutte");
  await expect(bar.getByRole("link", { name: "Tutte" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("button", { name: "Categorie" })).toHaveCount(0);
  await bar.getByRole("link", { name: label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/\\?category=${category}$`));
  await expect(bar.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
  await expect(bar.locator("[aria-current]")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Notizie di ${label}`);
  await expect(page.getByText(total === 1 ? "1 articolo trovato" : `${total} articoli trovati`, { exact: true })).toBeVisible();
  await expect(cardFor(page, first!.title)).toBeVisible();
  await expect(page).toHaveTitle(`Notizie di ${label} | Rassegna`);
  // Every card shown carries the category's badge.
  const shown = await cards(page).count();
  await expect(cards(page).filter({ has: page.getByText(label, { exact: true }) })).toHaveCount(shown);

  // Elsewhere the header keeps its "Categorie" dropdown.
  await page.goto(`/articolo/${first!.id}`);
  await expect(page.getByRole("button", { name: "Categorie" })).toBeVisible();
  await page.goBack();
  await page.getByRole("link", { name: "Cancella categoria" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a search keeps its term while a category is picked, and each filter clears on its own", async ({ page }) => {
  const [first] = (await listing({ search: CARD })).articles;
  const category = first!.category as Category;
  await page.goto(`/?search=${CARD}`);
  await page.getByRole("navigation", { name: "Categorie" }).getByRole("link", { name: CATEGORY_LABELS[category], exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/\\?search=${CARD}&category=${category}$`));
  await expect(page.getByText(` in ${CATEGORY_LABELS[category]}`)).toBeVisible();
  await page.getByRole("link", { name: "Cancella categoria" }).click();
  await expect(page).toHaveURL(new RegExp(`/\\?search=${CARD}$`));
  await expect(cards(page)).toHaveCount(3);
});

test("a card shows its badges, its title as a link, summary, source and time of import, and no AI badge", async ({ page }) => {
  const { articles } = await listing({ search: CARD });
  expect(articles).toHaveLength(3);
  await page.goto(`/?search=${CARD}`);
  for (const article of articles as PublicArticleCard[]) {
    const card = cardFor(page, article.title);
    await expect(card).toBeVisible();
    await expect(card.getByRole("link", { name: article.title })).toHaveAttribute("href", `/articolo/${article.id}`);
    // The provider is named on the article page, not on every card (docs/product.md#home).
    await expect(card.getByText("AI locale")).toHaveCount(0);
    await expect(card.getByText(SENTIMENT_LABELS[article.sentiment as Sentiment], { exact: true })).toBeVisible();
    await expect(card.getByText(CATEGORY_LABELS[article.category as Category], { exact: true })).toBeVisible();
    await expect(card.getByText(CARD_SOURCE, { exact: true })).toBeVisible();
    // The source leads to its publisher's page (docs/product.md#publisher-pages).
    await expect(card.getByRole("link", { name: CARD_SOURCE, exact: true })).toHaveAttribute("href", /^\/fonte\/[a-z0-9-]+$/);
    await expect(card.locator("time")).toHaveText(/ fa$/);
    await expect(card.getByText("In elaborazione")).toHaveCount(0);
    expect(article.content_summary).toBeTruthy();
    await expect(card.locator("p").first()).toHaveText(article.content_summary!);
    // Machine-written, and said so under the summary (docs/product.md#machine-written-text).
    await expect(card.getByText("Riassunto automatico", { exact: true })).toBeVisible();
    // Clamped to three lines.
    const lines = await card.locator("p").first().evaluate((p) => p.clientHeight / parseFloat(getComputedStyle(p).lineHeight));
    expect(Math.round(lines)).toBeLessThanOrEqual(3);
  }

  // Keyboard focus on a title marks its whole card.
  const first = cardFor(page, articles[0]!.title);
  const resting = await first.evaluate((card) => getComputedStyle(card).boxShadow);
  await first.getByRole("link", { name: articles[0]!.title }).focus();
  await expect.poll(() => first.evaluate((card) => getComputedStyle(card).boxShadow)).not.toBe(resting);

  // A working picture has its size written down; a broken or missing one leaves a placeholder of the same box.
  const photo = cardFor(page, STORIES[0]!.title).locator("img");
  await expect(photo).toHaveAttribute("width", "640");
  await expect(photo).toHaveAttribute("height", "360");
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  for (const story of STORIES.slice(1)) {
    const card = cardFor(page, story.title);
    await expect(card.locator("img")).toHaveCount(0);
    const box = await card.locator(":scope > div").first().boundingBox();
    expect(Math.abs(box!.height - (box!.width * 9) / 16)).toBeLessThan(2);
  }

});

test("first three images load at once, the first at high priority, the rest lazily", async ({ page }) => {
  await page.goto(`/?search=${PAGE}`);
  const images = cards(page).locator("img");
  await expect(images).toHaveCount(50);
  const attributes = await images.evaluateAll((all) => all.map((img) => [img.getAttribute("loading"), img.getAttribute("fetchpriority")]));
  expect(attributes.slice(0, 4)).toEqual([
    ["eager", "high"],
    ["eager", null],
    ["eager", null],
    ["lazy", null],
  ]);
  expect(attributes.slice(3).every(([loading]) => loading === "lazy")).toBe(true);
});

test("\"Carica altre notizie\" appends the next page with both filters kept, without repeats", async ({ page }) => {
  const [first] = (await listing({ search: PAGE })).articles;
  const category = first!.category as Category;
  const { total } = await listing({ search: PAGE, category });
  expect(total, "the sixty items share one category").toBe(PAGE_ITEMS);

  await page.goto(`/?search=${PAGE}&category=${category}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Risultati per «${PAGE}»`);
  await expect(page.getByText(`60 articoli trovati in ${CATEGORY_LABELS[category]}`)).toBeVisible();
  await expect(cards(page)).toHaveCount(50);

  const button = page.getByRole("button", { name: "Carica altre notizie" });
  const requested = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/articles");
  await button.click();
  const params = new URL((await requested).url()).searchParams;
  expect(params.get("search")).toBe(PAGE);
  expect(params.get("category")).toBe(category);
  expect(params.get("cursor")).toBeTruthy();

  await expect(cards(page)).toHaveCount(PAGE_ITEMS);
  const hrefs = await cardHrefs(page);
  expect(new Set(hrefs).size).toBe(PAGE_ITEMS);
  await expect(button).toHaveCount(0);
});

test("the plain home shows the API's pages of stories: the lead apart, the second page after the first without repeats", async ({ page }) => {
  // One card per story: the shared database may hold fewer than 50 stories, so the API's first page says how many.
  const firstPage = await listing({});
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Ultime notizie" })).toBeAttached();
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(cards(page)).toHaveCount(firstPage.articles.length);
  const lead = page.getByRole("article", { name: "Notizia principale" });
  await expect(lead).toHaveCount(firstPage.lead ? 1 : 0);
  // The headline's link (the card also links its other sources' story page and its publisher).
  if (firstPage.lead) await expect(lead.getByRole("heading").getByRole("link")).toHaveAttribute("href", `/articolo/${firstPage.lead.id}`);
  const pages = [firstPage];
  if (firstPage.next_cursor) {
    await page.getByRole("button", { name: "Carica altre notizie" }).click();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(firstPage.articles.length);
    pages.push(await listing({ cursor: firstPage.next_cursor }));
  } else {
    await expect(page.getByRole("button", { name: "Carica altre notizie" })).toHaveCount(0);
  }
  const hrefs = await cardHrefs(page);
  expect(new Set(hrefs).size).toBe(hrefs.length);
  // The same pages as the API serves them, in order, and never the lead again.
  expect(hrefs).toEqual(pages.flatMap((one) => one.articles).map((article) => `/articolo/${article.id}`));
  if (firstPage.lead) expect(hrefs).not.toContain(`/articolo/${firstPage.lead.id}`);
});

test("a failed \"Carica altre notizie\" says so and can be retried", async ({ page }) => {
  await page.goto(`/?search=${PAGE}`);
  await expect(cards(page)).toHaveCount(50);
  await page.route("**/api/articles?**", (route) => route.abort());
  const button = page.getByRole("button", { name: "Carica altre notizie" });
  await button.click();
  await expect(page.getByRole("alert").filter({ hasText: "Non è stato possibile caricare altre notizie. Riprova." })).toBeVisible();
  await expect(cards(page)).toHaveCount(50);

  await page.unroute("**/api/articles?**");
  await button.click();
  await expect(cards(page)).toHaveCount(PAGE_ITEMS);
  await expect(page.getByRole("alert").filter({ hasText: "Non è stato possibile" })).toHaveCount(0);
});

test("a client-side navigation shows the spinner while the next listing loads", async ({ page }) => {
  await page.goto("/");
  await expect(cards(page).first()).toBeVisible();
  // Hold the loader's answer so the loading state can be seen.
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    },
  );
  const box = page.getByRole("searchbox", { name: "Cerca notizie" }).first();
  await box.fill(CARD);
  await box.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Caricamento..." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Risultati per «${CARD}»`);
  await expect(page.getByRole("status").filter({ hasText: "Caricamento..." })).toHaveCount(0);
});

test("nothing found shows the empty state and its hint", async ({ page }) => {
  await page.goto(`/?search=${STAMP}nessuno`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Risultati per «${STAMP}nessuno»`);
  await expect(page.getByText("0 articoli trovati", { exact: true })).toBeVisible();
  await expect(page.getByText("Nessun articolo trovato", { exact: true })).toBeVisible();
  await expect(page.getByText("Prova a cercare altri termini o a scegliere un'altra categoria.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Carica altre notizie" })).toHaveCount(0);
  await page.getByRole("link", { name: "Vedi tutte le notizie" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(cards(page).first()).toBeVisible();
});

test("an article still waiting for the AI stays off the home until it is processed", async ({ page }) => {
  const word = `zq${STAMP}w`;
  await admin.setLocalAnalyzer(false);
  try {
    await importFeed(`${CARD_SOURCE} ${word}`, `/${word}.rss`, [
      { title: `Il consiglio comunale approva il bilancio ${word}`, link: `https://notizie-e2e.example/${word}/1`, text: prose(200, 3) },
    ]);
    await page.goto(`/?search=${word}`);
    await expect(page.getByText("Nessun articolo trovato", { exact: true })).toBeVisible();
  } finally {
    await admin.setLocalAnalyzer(true);
  }
  await admin.drainPending();
  await expect.poll(async () => (await listing({ search: word })).total).toBe(1);
  await page.goto(`/?search=${word}`);
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByText("1 articolo trovato", { exact: true })).toBeVisible();
});

test("one event from three publishers is one story: one card with its other sources, each article listing the others", async ({ page }) => {
  const word = `zq${STAMP}s`;
  const publishers = ["Gazzetta di Prova", "Corriere di Prova", "Eco di Prova"];
  const report = [
    `Una scossa di terremoto di magnitudo 4.6 ha colpito la valle ${word} alle 3.12 di notte, con epicentro a dieci chilometri dal centro abitato.`,
    `La protezione civile ${word} ha aperto il centro operativo e i vigili del fuoco hanno controllato scuole, ospedale e ponti della provincia.`,
    `Il sindaco ha chiuso le scuole per due giorni mentre i tecnici verificano le crepe nella chiesa e nel municipio; non ci sono feriti.`,
  ];
  const now = Date.now();
  for (const [index, publisher] of publishers.entries()) {
    await importFeed(publisher, `/${word}-${index}.rss`, [
      {
        title: `Terremoto di magnitudo 4.6 nella valle ${word}: scuole chiuse, nessun ferito${index ? ` (${publisher})` : ""}`,
        link: `https://notizie-e2e.example/${word}/${index}`,
        text: body(index % 2 ? [...report].reverse() : report),
        pubDate: new Date(now - (index + 1) * 2 * MINUTE),
      },
    ]);
  }
  await admin.drainPending();
  await expect.poll(async () => (await listing({ search: word })).total, { timeout: 60_000 }).toBe(3);
  // Grouping follows publishing: wait until the three share one story.
  await expect
    .poll(async () => new Set((await listing({ search: word })).articles.map((article) => article.story_id)).size, { timeout: 30_000 })
    .toBe(1);
  // Newest first, as the story lists its sources.
  const [newest, ...others] = (await listing({ search: word })).articles.sort((a, b) => Date.parse(String(b.published_at)) - Date.parse(String(a.published_at)));

  // The plain home shows the story once (as the lead or in the grid), naming the two other publishers.
  await page.goto("/");
  const story = page.locator("main article").filter({ has: page.getByRole("link", { name: newest!.title, exact: true }) });
  await expect(story).toHaveCount(1);
  await expect(story).toContainText(`Altre 2 fonti: ${others.map((article) => article.source_name).join(" e ")}`);
  for (const other of others) await expect(page.getByRole("link", { name: other.title, exact: true })).toHaveCount(0);

  // The search still lists every article.
  await page.goto(`/?search=${word}`);
  await expect(cards(page)).toHaveCount(3);

  // The article page lists the others, each opening its page here.
  await page.goto(`/articolo/${newest!.id}`);
  const same = page.getByRole("region", { name: "La stessa notizia su" });
  await expect(same.getByRole("listitem").getByRole("link")).toHaveCount(2);
  for (const other of others) await expect(same.getByRole("link", { name: new RegExp(other.title.replace(/[()]/g, "\\$&")) })).toHaveAttribute("href", `/articolo/${other.id}`);
  // Under the list, the story's own page.
  await expect(same.getByRole("link", { name: "Il punto: cosa dicono tutte le fonti" })).toHaveAttribute("href", `/storia/${newest!.story_id}`);
  await same.getByRole("listitem").getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(others[0]!.title);
  await expect(page.getByRole("region", { name: "La stessa notizia su" }).getByRole("link", { name: new RegExp(publishers[0]!) })).toHaveAttribute("href", `/articolo/${newest!.id}`);
});

for (const viewport of [
  { name: "phone", width: 390, height: 844, columns: 1 },
  { name: "tablet", width: 800, height: 1000, columns: 2 },
  { name: "desktop", width: 1280, height: 800, columns: 3 },
]) {
  test(`the grid has ${viewport.columns} column(s) at ${viewport.name} width and never scrolls sideways`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto("/");
    await expect(cards(page)).toHaveCount((await listing({})).articles.length);
    const tops = await cards(page).evaluateAll((all) => all.slice(0, 4).map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(tops.filter((top) => top === tops[0])).toHaveLength(viewport.columns);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    const heights = await cards(page).evaluateAll((all) => all.slice(0, 5).map((card) => card.getBoundingClientRect().height));
    if (viewport.name === "phone") {
      // Three full cards, then compact rows: a small picture beside the title, no summary.
      expect(Math.min(...heights.slice(0, 3))).toBeGreaterThan(300);
      expect(Math.max(...heights.slice(3))).toBeLessThan(170);
      await expect(cards(page).nth(3).locator("p").first()).toBeHidden();
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      test.info().annotations.push({ type: "home height at 390 px", description: `${height} px` });
      expect(height, "50 cards once made a 24,586 px page").toBeLessThan(12_000);
    } else {
      expect(Math.min(...heights)).toBeGreaterThan(300);
    }
    if (viewport.name === "tablet") return;

    await page.screenshot({ path: `test-results/screenshots/home-grid-${viewport.name}.png` });
    await page.goto(`/?search=${CARD}`);
    await expect(cards(page)).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `test-results/screenshots/home-search-${viewport.name}.png` });
    await page.goto(`/?search=${PAGE}`);
    await page.getByRole("button", { name: "Carica altre notizie" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/home-load-more-${viewport.name}.png` });
    await page.goto(`/?search=${STAMP}nessuno`);
    await page.screenshot({ path: `test-results/screenshots/home-empty-${viewport.name}.png` });
    // The category bar scrolls sideways inside itself on a phone; the page never does.
    await page.goto("/?category=viaggi");
    await expect(page.getByRole("navigation", { name: "Categorie" }).getByRole("link", { name: "Viaggi" })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `test-results/screenshots/home-category-${viewport.name}.png` });
  });
}
