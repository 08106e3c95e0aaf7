import type { Page } from "@playwright/test";
import { articlePage, prose, rss } from "../helpers/feed-builder";
import { startAiProviderServer, validAnswer, type AiProviderServer } from "../servers/ai-provider";
import { startFeedHost, type FeedHost } from "../servers/feed-host";
import { AdminApi } from "./admin-api";
import { acceptCookiesUpfront, expect, logIn, test } from "./fixtures";

/**
 * The Gestione Articoli screen against the real app, a real feed host and an
 * OpenAI-compatible stand-in on 127.0.0.1. The database is shared by the
 * whole run: each test imports its own articles under a source name of its
 * own (the feed's name, removed after the import) and lists them through the
 * source filter. While a test runs, every other feed and provider is off and
 * so is the local analyzer, so its articles stay pending until the test
 * processes them; everything is switched back afterwards.
 */

const PREFIX = "E2E articoli";
const TITLES = [
  "Il comune approva il piano per le piste ciclabili",
  "Sciopero dei treni regionali venerdì mattina",
  "Nuovo ospedale, aperti i primi tre reparti",
  "La squadra di casa vince il derby all'ultimo minuto",
  "Inflazione in calo per il terzo mese consecutivo",
];

let feeds: FeedHost;
let ai: AiProviderServer;
let admin: AdminApi;
let serial = 0;
const sources: string[] = [];
let restoreFeeds: (() => Promise<void>) | undefined;
let restoreAi: (() => Promise<void>) | undefined;

test.beforeAll(async ({ playwright }) => {
  feeds = await startFeedHost();
  ai = await startAiProviderServer();
  admin = await AdminApi.open(await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` }));
});

test.afterAll(async () => {
  for (const source of sources) await admin?.deleteArticlesOf(source);
  await admin?.dispose();
  await feeds?.close();
  await ai?.close();
});

test.beforeEach(async ({ page }) => {
  ai.reset();
  restoreFeeds = await admin.isolate();
  restoreAi = await admin.isolateAi();
  await admin.setLocalAnalyzer(false);
  await acceptCookiesUpfront(page);
  await logIn(page);
});

test.afterEach(async () => {
  await admin.deleteAiConfigsWhere((config) => config.model_name.startsWith("e2e-articoli"));
  await admin.setLocalAnalyzer(true);
  await restoreAi?.();
  await restoreFeeds?.();
});

/**
 * Imports `count` pending articles under a new source name and waits until the
 * AI queue has given up on them for a minute; answers the source name. Items
 * are a minute apart, the first the newest; `scraped` items get their text
 * from their page ("Web Scraping").
 */
async function stage(count: number, options: { scraped?: number[] } = {}): Promise<string> {
  serial += 1;
  const tag = `${Date.now().toString(36)}${serial}`;
  const source = `${PREFIX} ${tag}`;
  const now = Date.now();
  const items = Array.from({ length: count }, (_, i) => {
    const link = feeds.url(`/${tag}/articolo-${i}`);
    const title = count <= TITLES.length ? TITLES[i]! : `${TITLES[i % TITLES.length]} (${i + 1})`;
    const scraped = options.scraped?.includes(i);
    if (scraped) feeds.route(`/${tag}/articolo-${i}`, { headers: { "content-type": "text/html; charset=utf-8" }, body: articlePage(title, [prose(120, i), prose(110, i + 1)]) });
    return { title, link, guid: `${tag}-${i}`, pubDate: new Date(now - i * 60_000), text: scraped ? "Un breve estratto." : prose(220 + i * 10, i) };
  });
  feeds.route(`/${tag}.rss`, { headers: { "content-type": "application/rss+xml; charset=utf-8" }, body: rss(source, items) });
  await admin.stageArticles(source, feeds.url(`/${tag}.rss`), Math.max(count, 10));
  sources.push(source);
  await admin.quietQueue();
  return source;
}

async function openList(page: Page, query: Record<string, string>): Promise<void> {
  await page.goto(`/dashboard/articles?${new URLSearchParams(query)}`);
  await expect(page.getByRole("heading", { name: "Gestione Articoli", level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Caricamento articoli" })).toHaveCount(0);
}

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const row = (page: Page, title: string) => page.getByRole("row", { name: title, exact: true });
const rows = (page: Page) => page.getByRole("table", { name: "Articoli" }).getByRole("row").filter({ has: page.getByRole("rowheader") });
const stat = (page: Page, name: string) => page.locator(`[data-stat="${name}"]`);

test("lists a source's articles newest first, with the numbers of the whole base", async ({ page }) => {
  const source = await stage(3, { scraped: [1] });
  await openList(page, { source });

  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).getByRole("rowheader")).toContainText([TITLES[0]!, TITLES[1]!, TITLES[2]!]);
  const first = row(page, TITLES[0]!);
  await expect(first).toContainText("In attesa");
  await expect(first).toContainText(/\d+ parol[ae]/);
  await expect(first).toContainText("RSS Feed");
  await expect(first).toContainText(/\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}/);
  await expect(first.getByRole("button", { name: `Elabora ora con AI: ${TITLES[0]}` })).toBeVisible();
  await expect(row(page, TITLES[1]!)).toContainText("Web Scraping");
  await expect(page.getByRole("region", { name: /^Articoli/ })).toContainText("(3)");

  const stats = await admin.articleStats();
  const number = new Intl.NumberFormat("it-IT");
  await expect(stat(page, "total")).toHaveText(number.format(stats.total));
  await expect(stat(page, "pending")).toHaveText(number.format(stats.pending));
  await expect(page.getByText(/% del totale$/)).toBeVisible();
});

test("filters from the controls into the URL and back, with an empty state", async ({ page }) => {
  const source = await stage(3);
  await openList(page, { source });

  await page.getByLabel("Stato di elaborazione").selectOption({ label: "Fallito" });
  await expect(page).toHaveURL(/status=failed/);
  await expect(page.getByText("Nessun articolo trovato")).toBeVisible();
  await expect(page.getByText("Nessun articolo corrisponde ai filtri scelti.")).toBeVisible();

  await page.goBack();
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByLabel("Stato di elaborazione")).toHaveValue("");

  const search = page.getByRole("searchbox", { name: "Cerca negli articoli" });
  await search.fill("tr");
  await search.press("Enter");
  await expect(page.getByText("Scrivi almeno 3 caratteri.")).toBeVisible();
  await expect(page).not.toHaveURL(/search=/);
  await search.fill("treni");
  await page.getByRole("button", { name: "Cerca", exact: true }).click();
  await expect(page).toHaveURL(/search=treni/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(TITLES[1]!);

  await page.getByLabel("Metodo di estrazione").selectOption({ label: "Web Scraping" });
  await expect(page.getByText("Nessun articolo trovato")).toBeVisible();
  await page.getByRole("button", { name: "Azzera filtri" }).click();
  await expect(page).toHaveURL(/\/dashboard\/articles$/);
  await expect(search).toHaveValue("");
});

test("pages by 20 with the total, and the page lives in the URL", async ({ page }) => {
  const source = await stage(25);
  await openList(page, { source });
  const pages = page.getByRole("navigation", { name: "Paginazione" });
  await expect(pages).toContainText("Pagina 1 di 2");
  await expect(pages).toContainText("25 articoli");
  await expect(rows(page)).toHaveCount(20);
  await pages.getByRole("button", { name: "Successiva" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pages).toContainText("Pagina 2 di 2");
  await expect(rows(page)).toHaveCount(5);
  await expect(pages.getByRole("button", { name: "Successiva" })).toBeDisabled();

  // A page past the end steps back to the last one.
  await openList(page, { source, page: "9" });
  await expect(page).toHaveURL(/page=2/);
  await expect(rows(page)).toHaveCount(5);

  // One page: no pagination.
  await page.getByLabel("Stato di elaborazione").selectOption({ label: "In attesa" });
  await page.getByRole("searchbox", { name: "Cerca negli articoli" }).fill("ospedale");
  await page.getByRole("searchbox", { name: "Cerca negli articoli" }).press("Enter");
  await expect(rows(page)).toHaveCount(5);
  await expect(pages).toHaveCount(0);
});

test("edits title, summary, category and sentiment, refusing a blank title", async ({ page }) => {
  const source = await stage(2);
  await openList(page, { source });

  await row(page, TITLES[0]!).getByRole("button", { name: `Modifica: ${TITLES[0]}` }).click();
  const dialog = page.getByRole("dialog", { name: "Modifica articolo" });
  await dialog.getByRole("button", { name: "Annulla" }).click();
  await expect(dialog).toHaveCount(0);

  await row(page, TITLES[0]!).getByRole("button", { name: `Modifica: ${TITLES[0]}` }).click();
  await expect(dialog.getByLabel("Titolo")).toHaveValue(TITLES[0]!);
  await dialog.getByLabel("Titolo").fill("   ");
  await dialog.getByRole("button", { name: "Salva Modifiche" }).click();
  await expect(dialog.getByText("Il titolo è obbligatorio.")).toBeVisible();

  const edited = "Piste ciclabili, il piano passa in consiglio";
  await dialog.getByLabel("Titolo").fill(edited);
  await dialog.getByLabel("Riassunto").fill("Il consiglio comunale ha approvato il piano.");
  await expect(dialog.getByLabel("Categoria").locator("option")).toHaveCount(14);
  await dialog.getByLabel("Categoria").selectOption({ label: "Altro" });
  await dialog.getByLabel("Sentiment").selectOption({ label: "Positivo" });
  await dialog.getByRole("button", { name: "Salva Modifiche" }).click();
  await expect(toast(page, "Articolo aggiornato")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const saved = row(page, edited);
  await expect(saved).toContainText("Altro");
  await expect(saved).toContainText("Positivo");
  const [stored] = (await admin.articles({ source, search: "Piste ciclabili" })).articles;
  expect(stored).toMatchObject({ title: edited, content_summary: "Il consiglio comunale ha approvato il piano.", category: "altro", sentiment: "positivo" });
});

test("deletes one and then the selected ones after asking, and a new sync does not bring them back", async ({ page }) => {
  const source = await stage(3);
  await openList(page, { source });

  await row(page, TITLES[0]!).getByRole("button", { name: `Elimina: ${TITLES[0]}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Eliminare l'articolo?" });
  await expect(confirm).toContainText(TITLES[0]!);
  await confirm.getByRole("button", { name: "Annulla" }).click();
  await expect(rows(page)).toHaveCount(3);

  await row(page, TITLES[0]!).getByRole("button", { name: `Elimina: ${TITLES[0]}` }).click();
  await confirm.getByRole("button", { name: "Elimina" }).click();
  await expect(toast(page, "Articolo eliminato")).toBeVisible();
  await expect(rows(page)).toHaveCount(2);

  await expect(page.getByRole("button", { name: /Elimina selezionati/ })).toHaveCount(0);
  await page.getByRole("checkbox", { name: "Seleziona tutti gli articoli della pagina" }).check();
  await expect(page.getByRole("checkbox", { name: `Seleziona: ${TITLES[1]}` })).toBeChecked();
  await page.getByRole("checkbox", { name: `Seleziona: ${TITLES[2]}` }).uncheck();
  await expect(page.getByRole("checkbox", { name: "Seleziona tutti gli articoli della pagina" })).not.toBeChecked();
  await page.getByRole("checkbox", { name: `Seleziona: ${TITLES[2]}` }).check();
  await page.getByRole("button", { name: "Elimina selezionati (2)" }).click();
  const bulk = page.getByRole("alertdialog", { name: "Eliminare 2 articoli?" });
  await bulk.getByRole("button", { name: "Elimina" }).click();
  await expect(toast(page, "2 articoli eliminati")).toBeVisible();
  await expect(page.getByText("Nessun articolo trovato")).toBeVisible();

  // The same feed again: its items were deleted, so nothing is imported.
  await admin.stageArticles(source, feeds.url(`/${source.slice(PREFIX.length + 1)}.rss`));
  expect((await admin.articles({ source })).total).toBe(0);
});

test("processes one now, shows a failure's reason, retries it, then processes every pending article", async ({ page }) => {
  const source = await stage(3);
  const model = `e2e-articoli-${Date.now().toString(36)}`;
  await admin.createAiConfig({ provider: "openai", api_key: "sk-e2e-articoli-0123456789abcdef", model_name: model, endpoint: ai.baseUrl("openai") });
  await openList(page, { source });

  // Too little confidence: the article fails, with the reason on its row.
  ai.script({ answer: validAnswer({ confidence: 0.2 }) });
  await row(page, TITLES[0]!).getByRole("button", { name: `Elabora ora con AI: ${TITLES[0]}` }).click();
  await expect(toast(page, /^Errore nell'elaborazione AI: /)).toBeVisible();
  const failed = row(page, TITLES[0]!);
  await expect(failed).toContainText("Fallito");
  await expect(failed).toContainText("Motivo: classificazione troppo incerta di OpenAI, con confidenza 0,2 sotto la soglia");
  await expect(failed.getByRole("button", { name: `Elabora ora con AI: ${TITLES[0]}` })).toHaveCount(0);

  await failed.getByRole("button", { name: `Riprova l'elaborazione: ${TITLES[0]}` }).click();
  await expect(toast(page, "Articolo elaborato")).toBeVisible();
  await expect(row(page, TITLES[0]!)).toContainText("Elaborato");
  await expect(row(page, TITLES[0]!)).toContainText("OpenAI");
  await expect(row(page, TITLES[0]!)).toContainText("Tecnologia");

  await page.getByRole("button", { name: "Elabora con AI", exact: true }).click();
  await expect(toast(page, /^Elaborazione AI completata: \d+ articol[oi] elaborat[oi], 0 falliti$/)).toBeVisible();
  for (const title of TITLES.slice(1, 3)) await expect(row(page, title)).toContainText("Elaborato");
  await expect(page.getByRole("button", { name: /Elabora ora con AI/ })).toHaveCount(0);
});

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];

for (const viewport of VIEWPORTS) {
  test(`looks right at ${viewport.name} width`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const source = await stage(5, { scraped: [2] });
    // One published by the stand-in, one failed with its reason, the rest pending.
    const model = `e2e-articoli-shot-${Date.now().toString(36)}`;
    await admin.createAiConfig({ provider: "openai", api_key: "sk-e2e-articoli-0123456789abcdef", model_name: model, endpoint: ai.baseUrl("openai") });
    await openList(page, { source });
    ai.script({ answer: validAnswer({ category: "sport", sentiment: "positivo" }) }, { answer: validAnswer({ confidence: 0.3 }) });
    await row(page, TITLES[3]!).getByRole("button", { name: `Elabora ora con AI: ${TITLES[3]}` }).click();
    await expect(row(page, TITLES[3]!)).toContainText("Elaborato");
    await row(page, TITLES[4]!).getByRole("button", { name: `Elabora ora con AI: ${TITLES[4]}` }).click();
    await expect(row(page, TITLES[4]!)).toContainText("Fallito");
    await page.getByRole("checkbox", { name: `Seleziona: ${TITLES[1]}` }).check();

    // The page never scrolls sideways, and neither does the table.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    if (viewport.name === "desktop") await expect(page.getByRole("columnheader", { name: "Stato AI" })).toBeVisible();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/screenshots/articles-${viewport.name}.png` });
    await page.screenshot({ path: `test-results/screenshots/articles-full-${viewport.name}.png`, fullPage: true });
    const hidden = await page.getByRole("table").evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth);
    expect(hidden).toBe(0);
    // Below the phone's sticky top bar.
    await page
      .getByRole("heading", { name: /^Articoli/ })
      .evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 72));
    await page.screenshot({ path: `test-results/screenshots/articles-table-${viewport.name}.png` });

    await row(page, TITLES[3]!).getByRole("button", { name: `Modifica: ${TITLES[3]}` }).click();
    await expect(page.getByRole("dialog", { name: "Modifica articolo" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `test-results/screenshots/articles-edit-${viewport.name}.png` });
    await page.getByRole("button", { name: "Annulla" }).click();
  });
}
