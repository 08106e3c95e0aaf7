import type { APIRequestContext } from "@playwright/test";
import type { ArticleListPage, PublicArticleCard } from "../../src/shared/articles";
import { rss } from "../helpers/feed-builder";
import { startFeedHost, type FeedHost } from "../servers/feed-host";
import { expectNoViolations } from "./a11y";
import { AdminApi } from "./admin-api";
import { acceptCookiesUpfront, expect, test } from "./fixtures";

/**
 * The story page (docs/product.md#story-page) against the real app: two
 * publishers' feeds on a local host report one earthquake in their own words,
 * the local analyzer publishes and groups them. Every name carries this
 * file's TAG, as the database is shared by the whole run.
 */

const TAG = `sto${Date.now().toString(36)}`;
const PLACE = `Borgo ${TAG[0]!.toUpperCase()}${TAG.slice(1)}`;
// Another place (its name still holds TAG, so the search finds it): the same place on the same day would be grouped.
const LIBRARY_PLACE = `Villa ${TAG[0]!.toUpperCase()}${TAG.slice(1)}lib`;
const NORTH = `Cronaca Nord ${TAG}`;
const SOUTH = `Cronaca Sud ${TAG}`;

// Their own magnitude, hour and depth: the home spec's earthquake (another place, 4.6 at 3.12) must stay another story.
const REPORTS = [
  {
    source: NORTH,
    minutesAgo: 90,
    title: `Terremoto di magnitudo 5.2 nella notte, epicentro a ${PLACE}: crepe nelle case e scuole chiuse`,
    text: [
      `Una scossa di terremoto di magnitudo 5.2 ha svegliato ${PLACE} e tutta la provincia alle 2.47 di questa notte.`,
      `Secondo l'Istituto nazionale di geofisica e vulcanologia l'epicentro è stato localizzato a ${PLACE}, a circa undici chilometri di profondità.`,
      `Il boato e le oscillazioni sono durati pochi secondi, abbastanza per far scendere in strada centinaia di persone in pigiama.`,
      `Al momento non si registrano feriti, ma i vigili del fuoco hanno ricevuto oltre duecento chiamate in due ore.`,
      `La sindaca ha convocato il centro operativo comunale alle quattro del mattino e ha firmato un'ordinanza che chiude oggi tutte le scuole.`,
      `La Prefettura ha attivato un numero per le segnalazioni dei cittadini e chiede di non intasare le linee di emergenza.`,
      `Dopo la scossa principale i sismografi hanno registrato una quindicina di repliche, la più forte di magnitudo 2.8 alle 4.40.`,
    ],
  },
  {
    source: SOUTH,
    minutesAgo: 30,
    title: `Scossa di terremoto di magnitudo 5.2 a ${PLACE}, avvertita fino alla costa: nessuna vittima`,
    text: [
      `Un terremoto di magnitudo 5.2 ha colpito ${PLACE} alle 2.47 di questa notte, svegliando tutta la provincia.`,
      `L'epicentro, secondo l'Istituto nazionale di geofisica e vulcanologia, si trova a ${PLACE}, a una profondità di circa undici chilometri.`,
      `La scossa è stata avvertita distintamente in tre regioni, fino ai centri della costa, a oltre sessanta chilometri di distanza.`,
      `Il Dipartimento della Protezione civile ha riunito l'unità di crisi subito dopo l'evento.`,
      `In molti paesi della zona decine di famiglie hanno preferito passare la notte in auto o nelle piazze, per paura di nuove scosse.`,
      `Messaggi di vicinanza sono arrivati dal presidente della Regione e da diversi sindaci dei comuni vicini.`,
    ],
  },
];

let feeds: FeedHost;
let admin: AdminApi;
let reports: PublicArticleCard[];
let alone: PublicArticleCard;

async function published(request: APIRequestContext): Promise<PublicArticleCard[]> {
  const response = await request.get(`/api/articles?search=${encodeURIComponent(TAG)}`);
  return ((await response.json()) as ArticleListPage).articles;
}

test.beforeAll(async ({ playwright }) => {
  feeds = await startFeedHost();
  const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
  admin = await AdminApi.open(request);
  await admin.setLocalAnalyzer(true);
  const now = Date.now();
  for (const [i, report] of REPORTS.entries()) {
    const items = [{ title: report.title, link: `https://notizie.example/${TAG}/scossa-${i}`, text: report.text.join(" "), pubDate: new Date(now - report.minutesAgo * 60_000) }];
    // The northern paper also tells of seeds lent by the library: a story of one source, which has no page of
    // its own (a subject no other spec's feeds write about, so grouping finds it no company in the shared database).
    if (i === 0) {
      items.push({
        title: `La biblioteca di ${LIBRARY_PLACE} presta semi di pomodoro antico`,
        link: `https://notizie.example/${TAG}/semi`,
        text: `Da lunedì la biblioteca di ${LIBRARY_PLACE} presta bustine di semi di pomodoro antico e fagiolo rampicante a chi ne restituirà altrettanti a fine estate. `.repeat(10),
        pubDate: new Date(now - 5 * 3_600_000),
      });
    }
    feeds.route(`/${TAG}-${i}.rss`, { headers: { "content-type": "application/rss+xml; charset=utf-8" }, body: rss(report.source, items) });
    await admin.importArticlesFrom(report.source, feeds.url(`/${TAG}-${i}.rss`));
  }
  await admin.drainPending();
  // Both reports published, and grouped into one story (grouping settles just after publishing).
  await expect
    .poll(async () => {
      const list = (await published(request)).filter((card) => card.title.startsWith("Terremoto") || card.title.startsWith("Scossa"));
      return list.length === 2 && list[0]!.story_id !== null && list[0]!.story_id === list[1]!.story_id;
    }, { timeout: 20_000 })
    .toBe(true);
  const list = await published(request);
  reports = list.filter((card) => card.title.startsWith("Terremoto") || card.title.startsWith("Scossa"));
  alone = list.find((card) => card.title.startsWith("La biblioteca"))!;
});

test.afterAll(async () => {
  await admin?.dispose();
  await feeds?.close();
});

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpfront(page);
});

test("a card's other source leads to the story page: both headlines, what they agree on and who says it", async ({ page }) => {
  await page.goto(`/?search=${encodeURIComponent(TAG)}`);
  // This spec's own story's link (the shared database holds other specs' stories).
  // Other specs' reports of a like earthquake may have joined it: "Un'altra fonte" or more.
  await page.locator(`main article a[href="/storia/${reports[0]!.story_id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/storia/${reports[0]!.story_id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(PLACE);
  await expect(page.getByText(`Prima notizia da ${NORTH} alle`)).toBeVisible();
  await expect(page.getByText(/^\d+ fonti$/)).toBeVisible();

  // Il punto: the depth both papers give, credited to both.
  const summary = page.locator("section", { has: page.getByRole("heading", { name: "Il punto" }) });
  const depth = summary.locator("li", { hasText: "undici chilometri" });
  await expect(depth).toHaveCount(1);
  await expect(depth.getByRole("link", { name: NORTH })).toBeVisible();
  await expect(depth.getByRole("link", { name: SOUTH })).toBeVisible();
  await expect(summary.getByText(/Sintesi automatica/)).toBeVisible();
  // One paper's own detail is not presented as agreed.
  await expect(summary.getByText(/sessanta chilometri/)).toHaveCount(0);

  // Every source's headline, and what the later report added.
  const sources = page.locator("section", { has: page.getByRole("heading", { name: "Tutte le fonti" }) });
  await expect(sources.getByRole("listitem").filter({ hasText: NORTH })).toHaveCount(1);
  await expect(sources.getByRole("listitem").filter({ hasText: SOUTH })).toHaveCount(1);
  const changed = page.locator("section", { has: page.getByRole("heading", { name: "Cosa è cambiato" }) });
  await expect(changed.getByRole("link", { name: SOUTH })).toBeVisible();

  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/storia/${reports[0]!.story_id}$`));
  const structured = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(structured["@type"]).toBe("CollectionPage");
  expect(structured.mainEntity.numberOfItems).toBeGreaterThanOrEqual(2);
  await expectNoViolations(page, "story page");
});

test("the article page's list of other sources ends with the way to the story page", async ({ page }) => {
  await page.goto(`/articolo/${reports[0]!.id}`);
  await page.getByRole("link", { name: "Il punto: cosa dicono tutte le fonti" }).click();
  await expect(page).toHaveURL(new RegExp(`/storia/${reports[0]!.story_id}$`));
});

test("a story of one source sends its reader to the article; an unknown story is not found", async ({ page, request }) => {
  // Any story of one publisher on the home (one card per story, its newest report): the shared database decides which.
  const home = (await (await request.get("/api/articles")).json()) as ArticleListPage;
  const single = [alone, ...home.articles].find((card) => card.story_id && card.story_sources.length === 0 && card.id === alone.id) ?? home.articles.find((card) => card.story_id && card.story_sources.length === 0)!;
  await page.goto(`/storia/${single.story_id}`);
  await expect(page).toHaveURL(new RegExp(`/articolo/${single.id}$`));
  const missing = await page.goto("/storia/8a3c1a8e-1111-4222-8333-944455556666");
  expect(missing!.status()).toBe(404);
});
