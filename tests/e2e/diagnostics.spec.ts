import { readFile } from "node:fs/promises";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { errorText } from "../../src/shared/error-text";
import type { HealthReading } from "../../src/shared/health";
import { rss } from "../helpers/feed-builder";
import { startFeedHost, type FeedHost } from "../servers/feed-host";
import { AdminApi } from "./admin-api";
import { acceptCookiesUpfront, expect, logIn, test } from "./fixtures";

/**
 * Diagnostica Sistema against the real server: the worker's and the button's
 * health readings, a feed that answers 500 showing up as an error with its
 * reason in Italian, the stored English under "Dettagli tecnici" (then opened,
 * analysed by the built-in analyzer and resolved, the sidebar's badge
 * dropping), the system log filtered in Italian and exported, and the six
 * tools run one by one. Other spec files leave errors and log lines of
 * their own, so this file finds its own by its tag and compares counts.
 */

const TAG = `diag${Date.now().toString(36)}`;
const BROKEN = `Feed rotto ${TAG}`;

let api: APIRequestContext;
let admin: AdminApi;
let feeds: FeedHost;
let restoreAi: (() => Promise<void>) | undefined;

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(60_000);
  feeds = await startFeedHost();
  api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
  admin = await AdminApi.open(api);
  // No outside provider: the built-in analyzer answers "Analizza con AI" and is the one AI the tools test.
  restoreAi = await admin.isolateAi();
  await admin.setLocalAnalyzer(true);

  feeds.route(`/${TAG}/rotto.rss`, { status: 500, headers: { "content-type": "text/plain" }, body: "Errore interno del server" });
  feeds.route(`/${TAG}/buono.rss`, {
    headers: { "content-type": "application/rss+xml; charset=utf-8" },
    body: rss(`Notizie ${TAG}`, [{ title: `Una notizia ${TAG}`, link: `https://notizie.example/${TAG}/1`, pubDate: new Date() }]),
  });
  // The broken feed syncs once and goes: its error stays, and no later sync of another file repeats it.
  await admin.createFeed({ name: BROKEN, feed_url: feeds.url(`/${TAG}/rotto.rss`) });
  expect(await admin.sync()).toBe(200);
  await admin.deleteWhere((feed) => feed.name === BROKEN);
  await expect.poll(async () => (await ownErrors()).length, { message: "the broken feed's error is stored" }).toBeGreaterThan(0);
});

test.afterAll(async () => {
  await admin?.deleteWhere((feed) => feed.name.includes(TAG));
  await restoreAi?.();
  await admin?.dispose();
  await feeds?.close();
});

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpfront(page);
  await logIn(page);
});

/** The broken feed's own error rows (a sync where every feed failed adds one more, about all of them). */
async function ownErrors() {
  const { errors } = await admin.errors();
  return errors.filter((error) => error.error_message.startsWith(`Feed "${BROKEN}"`));
}

async function openTab(page: Page, tab: string): Promise<void> {
  await page.getByRole("tab", { name: tab }).click();
  await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
}

async function openScreen(page: Page): Promise<void> {
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: /^Diagnostica Sistema/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/diagnostics$/);
  await expect(page.getByRole("heading", { level: 1, name: "Diagnostica Sistema" })).toBeVisible();
}

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const figure = (page: Page, name: string) => page.locator(`[data-stat="${name}"]`);
const STATUS_WORDS: Record<HealthReading["status"], string> = { healthy: "Sano", warning: "Attenzione", critical: "Critico" };
const levelOf = (percent: number) => (percent > 70 ? "red" : percent > 50 ? "yellow" : "green");

/** The sidebar's Diagnostica Sistema link, whose name carries the open errors. */
async function expectBadge(page: Page, open: number): Promise<void> {
  const link = page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: /^Diagnostica Sistema/ });
  await expect(link).toHaveAccessibleName(open === 0 ? "Diagnostica Sistema" : `Diagnostica Sistema, ${open === 1 ? "1 errore aperto" : `${open} errori aperti`}`);
}

test("Stato Sistema opens first: the latest reading's status and figures, the recent readings, and Aggiorna Ora adds one", async ({ page }) => {
  await openScreen(page);
  await expect(page.getByRole("tab", { name: "Stato Sistema" })).toHaveAttribute("aria-selected", "true");
  const before = new Set((await admin.health()).readings.map((reading) => reading.id));

  await page.getByRole("button", { name: "Aggiorna Ora" }).click();
  await expect(toast(page, "Stato del sistema aggiornato")).toBeVisible();
  const latest = (await admin.health()).readings[0]!;
  expect(before.has(latest.id), "a new reading").toBe(false);

  // The reading just taken heads the list, and the banner and cards are its own.
  const trends = page.getByRole("list", { name: "Letture recenti" });
  await expect(trends.getByRole("listitem").first()).toHaveAttribute("data-reading", latest.id);
  expect(await trends.getByRole("listitem").count()).toBeLessThanOrEqual(10);
  await expect(page.getByRole("heading", { level: 2, name: `Stato del sistema: ${STATUS_WORDS[latest.status]}` })).toBeVisible();
  for (const [name, label, percent] of [
    ["cpu", "CPU", latest.cpu_usage],
    ["memory", "Memoria", latest.memory_usage],
    ["disk", "Disco", latest.disk_usage],
  ] as const) {
    await expect(figure(page, name)).toHaveText(/^\d+(,\d)?%$/);
    await expect(page.getByRole("progressbar", { name: label })).toHaveAttribute("data-level", levelOf(percent));
  }
  // Taken by the web server: every figure is measured, none reads "n/d".
  expect(latest.scope).toBe("full");
  await expect(figure(page, "connections")).toHaveText(/^\d+$/);
  await expect(figure(page, "api")).toHaveText(/^\d+(,\d)? ms$/);
  await expect(figure(page, "database")).toHaveText(/^\d+(,\d)? ms$/);
});

test("a feed answering 500 shows in Analisi Errori with its reason; opened, analysed with AI and resolved, the badge drops", async ({ page }) => {
  const [own] = await ownErrors();
  expect(own!.resolved).toBe(false);
  const open = (await admin.counts()).open_errors;
  await openScreen(page);
  await expectBadge(page, open);
  await openTab(page, "Analisi Errori");
  await expect(page).toHaveURL(/\?tab=errors$/);

  // The row reads in Italian, named by the feed and the publisher's answer (src/shared/error-text.ts).
  const italian = `Il feed «${BROKEN}» ha risposto HTTP 500 (errore del server)`;
  expect(errorText(own!).text).toBe(italian);
  const row = page.getByRole("row", { name: italian, exact: true }).first();
  await expect(row).toContainText(italian);
  await expect(row).toContainText("Feed RSS");
  await expect(row).toContainText("rss-sync");
  await expect(row).toContainText("Aperto");
  await expect(row).toContainText(own!.ai_analysis ? "Analizzato" : "In attesa");

  // The state filter: gone among the resolved, back among the open.
  const stateFilter = page.getByLabel("Stato", { exact: true });
  await stateFilter.selectOption({ label: "Risolti" });
  await expect(row).toHaveCount(0);
  await stateFilter.selectOption({ label: "Aperti" });
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: /^Dettagli/ }).click();
  const dialog = page.getByRole("dialog", { name: "Dettagli dell'errore" });
  await expect(dialog).toContainText(italian);
  // The English as stored, with the feed's address, and the type's code, under "Dettagli tecnici".
  await expect(dialog).toContainText("Dettagli tecnici");
  await expect(dialog).toContainText(own!.error_message);
  await expect(dialog).toContainText(feeds.url(`/${TAG}/rotto.rss`));
  await expect(dialog).toContainText("feed_http_status");
  await expect(dialog).toContainText("Traccia dello stack");
  await dialog.getByRole("button", { name: "Chiudi" }).first().click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Analizza con AI" }).click();
  await expect(toast(page, /^Analisi AI Completata: \d+ error[ei] analizzat[oi]/)).toBeVisible();
  await expect(row).toContainText("Analizzato");
  await row.getByRole("button", { name: /^Dettagli/ }).click();
  for (const part of ["Causa principale", "Soluzioni suggerite", "Prevenzione"]) await expect(dialog).toContainText(part);
  const analysis = (await ownErrors())[0]!.ai_analysis!;
  await expect(dialog).toContainText(analysis.root_cause);

  await dialog.getByRole("button", { name: "Segna come Risolto" }).click();
  await expect(toast(page, "Errore segnato come risolto")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Segna come Risolto" })).toHaveCount(0);
  await expect(dialog).toContainText(/Risolto il \d+ \w+ \d{4} alle \d{2}:\d{2}/);
  await dialog.getByRole("button", { name: "Chiudi" }).first().click();
  await expectBadge(page, open - 1);
  // In the "Aperti" view it leaves the list; among all, it stays, resolved for good.
  await expect(row).toHaveCount(0);
  await stateFilter.selectOption({ label: "Tutti" });
  await expect(row).toContainText("Risolto");
  await expect(row.getByRole("button", { name: /^Segna come Risolto/ })).toHaveCount(0);
  expect((await admin.counts()).open_errors).toBe(open - 1);
});

test("Log di Sistema: level, category and a search in Italian, Mostrando N di M log, the English under Dettagli tecnici, refresh, and a CSV with a BOM and semicolons", async ({ page }) => {
  // Signing in (beforeEach) writes an info line in the security category ("admin signed in"); the sink stores it within a moment.
  // The screen shows it as "Accesso dell'amministratore …", and the search finds it by those words.
  const query = "search=accesso+dell%27amministratore&level=info&category=security";
  await expect.poll(async () => (await admin.logs(query)).total, { message: "the sign-in is in the system log" }).toBeGreaterThan(0);
  await openScreen(page);
  await openTab(page, "Log di Sistema");
  const count = page.locator("[data-log-count]");
  await expect(count).toHaveText(/^Mostrando \d+ di \d+ log$/);

  await page.getByLabel("Livello").selectOption({ label: "Informazione" });
  await page.getByLabel("Categoria").selectOption({ label: "Sicurezza" });
  const search = page.getByRole("searchbox", { name: "Cerca nei log" });
  await search.fill("accesso dell'amministratore");
  await page.getByRole("button", { name: "Cerca", exact: true }).click();
  const { total } = await admin.logs(query);
  await expect(count).toHaveText(new RegExp(`^Mostrando ${Math.min(total, 100)} di (${total}|${total + 1}) log$`));
  const first = page.getByRole("table", { name: "Log di sistema" }).getByRole("row").nth(1);
  await expect(first).toContainText("Accesso dell'amministratore");
  await expect(first).toContainText("Informazione");
  await expect(first).toContainText("Sicurezza");
  // The English as logged, one click away.
  const technical = first.getByText("Dettagli tecnici");
  await technical.click();
  await expect(first.getByText("admin signed in", { exact: true })).toBeVisible();

  // The CSV holds the same lines: UTF-8 with a BOM, ";" between the fields, the Italian header, the Italian message and the English beside it.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Esporta CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^log-di-sistema-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = await readFile((await download.path())!);
  expect([...file.subarray(0, 3)], "UTF-8 byte order mark").toEqual([0xef, 0xbb, 0xbf]);
  const lines = file.subarray(3).toString("utf8").trim().split(/\r?\n/);
  expect(lines[0]).toBe("Data;Livello;Categoria;Origine;Messaggio;Messaggio tecnico;Dettagli");
  expect(lines.length - 1).toBeGreaterThanOrEqual(total);
  expect(lines.slice(1).every((line) => line.includes(";info;security;auth;Accesso dell'amministratore ") && line.includes(";admin signed in;"))).toBe(true);
  await expect(toast(page, "Log esportati")).toBeVisible();

  await search.fill(`nessuna riga contiene ${TAG}`);
  await search.press("Enter");
  await expect(page.getByText("Nessun Log Trovato")).toBeVisible();
  await expect(count).toHaveText("Mostrando 0 di 0 log");

  // "Aggiorna" reads again: with the search back, the sign-in lines are back; the English finds them too.
  await search.fill("signed in");
  await search.press("Enter");
  await expect(first).toContainText("Accesso dell'amministratore");
  await page.getByRole("button", { name: "Aggiorna" }).click();
  await expect(first).toContainText("Accesso dell'amministratore");
});

/** A tool's card (a region named by its title) and the outcome under its button. */
function tool(page: Page, title: string): { card: Locator; run: () => Promise<void>; outcome: Locator } {
  const card = page.getByRole("region", { name: title });
  const outcome = card.locator("[data-outcome]");
  return {
    card,
    outcome,
    run: async () => {
      await card.getByRole("button", { name: "Esegui" }).click();
      await expect(outcome).toBeVisible({ timeout: 20_000 });
    },
  };
}

test("Risoluzione Problemi: the warning, and each of the six tools reporting success or what failed", async ({ page, playwright }) => {
  test.setTimeout(60_000);
  const restoreFeeds = await admin.isolate();
  try {
    await admin.createFeed({ name: `Feed buono ${TAG}`, feed_url: feeds.url(`/${TAG}/buono.rss`) });
    await admin.createFeed({ name: `Feed guasto ${TAG}`, feed_url: feeds.url(`/${TAG}/rotto.rss`) });

    await openScreen(page);
    await openTab(page, "Risoluzione Problemi");
    await expect(page.getByRole("complementary", { name: "Prima di usare gli strumenti" })).toContainText("elimina per sempre log, letture dello stato e singole visite");

    const database = tool(page, "Test connessione database");
    await database.run();
    await expect(database.outcome).toHaveAttribute("data-outcome", "success");
    await expect(database.outcome).toContainText("Connessione al database riuscita");
    await expect(database.outcome).toContainText(/Motore.*PGlite \(integrato\)/);
    await expect(database.outcome).toContainText(/Dimensione del database\s*\d+(,\d)? (KB|MB|GB)/);
    await expect(database.outcome).toContainText(/Completato in (meno di 1 ms|\d+ ms|\d+,\d s)$/);

    // Every outside provider is off: the built-in analyzer stands in.
    const providers = tool(page, "Test provider AI");
    await providers.run();
    await expect(providers.outcome).toHaveAttribute("data-outcome", "success");
    await expect(providers.outcome).toContainText("Nessun provider AI attivo: gli articoli li elabora l'analizzatore locale");
    await expect(providers.outcome).toContainText("Analizzatore locale: attivo");

    const feedCheck = tool(page, "Controllo feed");
    await feedCheck.run();
    await expect(feedCheck.outcome).toHaveAttribute("data-outcome", "failure");
    await expect(feedCheck.outcome).toContainText("Feed con problemi: 1 su 2");
    const checks = feedCheck.card.getByRole("list", { name: "Controlli di «Controllo feed»" });
    await expect(checks.getByRole("listitem").filter({ hasText: `Feed buono ${TAG}` })).toContainText("(OK)");
    await expect(checks.getByRole("listitem").filter({ hasText: `Feed guasto ${TAG}` })).toContainText("500");
    await expect(feedCheck.outcome).toContainText("Articoli letti nei feed");

    const cleanup = tool(page, "Pulizia log vecchi");
    await cleanup.run();
    await expect(cleanup.outcome).toHaveAttribute("data-outcome", "success");
    await expect(cleanup.outcome).toContainText(/Pulizia completata: \d+ rig[ae] eliminat[ae]|Nessun dato vecchio da eliminare/);
    await expect(cleanup.outcome).toContainText("Righe del log di sistema");

    // A page in the cache (it keeps an anonymous visitor's pages 5 seconds), for the cache tool to drop.
    const visitor = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
    expect((await visitor.get(`/?diagnostica=${TAG}`)).status()).toBe(200);
    await visitor.dispose();
    const cache = tool(page, "Svuota cache pagine");
    await cache.run();
    await expect(cache.outcome).toHaveAttribute("data-outcome", "success");
    await expect(cache.outcome).toContainText(/Cache svuotata: \d+ voc[ei] eliminat[ae]/);
    await expect(cache.outcome).toContainText(/Pagine\s*[1-9]/);

    const integrity = tool(page, "Controllo integrità dati");
    await integrity.run();
    await expect(integrity.outcome).toHaveAttribute("data-outcome", "success");
    await expect(integrity.outcome).toContainText("Integrità dei dati verificata: nessuna differenza");
    await expect(integrity.card.getByRole("listitem").filter({ hasText: "Errori consecutivi e stato dei feed" })).toContainText("(OK)");
  } finally {
    await admin.deleteWhere((feed) => feed.name.includes(TAG));
    await restoreFeeds();
  }
});

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
]) {
  test(`looks right at ${viewport.name} width`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const shot = (name: string) => page.screenshot({ path: `test-results/screenshots/diagnostics-${name}-${viewport.name}.png`, fullPage: true });
    const noSidewaysScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling").toBeLessThanOrEqual(viewport.width);

    await page.goto("/dashboard/diagnostics");
    await expect(page.getByRole("list", { name: "Letture recenti" }).getByRole("listitem").first()).toBeVisible();
    await noSidewaysScroll();
    await shot("health");

    await openTab(page, "Analisi Errori");
    const [own] = await ownErrors();
    const row = page.getByRole("row", { name: errorText(own!).text, exact: true }).first();
    await expect(row).toBeVisible();
    await noSidewaysScroll();
    await shot("errors");
    await row.getByRole("button", { name: /^Dettagli/ }).click();
    await expect(page.getByRole("dialog", { name: "Dettagli dell'errore" })).toBeVisible();
    await noSidewaysScroll();
    await page.screenshot({ path: `test-results/screenshots/diagnostics-error-detail-${viewport.name}.png` });
    await page.keyboard.press("Escape");

    await openTab(page, "Log di Sistema");
    await expect(page.locator("[data-log-count]")).toBeVisible();
    await noSidewaysScroll();
    await shot("logs");

    await openTab(page, "Risoluzione Problemi");
    // Every tool but the feed check, which reads whatever feeds other files left active.
    for (const title of ["Test connessione database", "Test provider AI", "Pulizia log vecchi", "Svuota cache pagine", "Controllo integrità dati"]) {
      await tool(page, title).run();
    }
    await noSidewaysScroll();
    await shot("tools");
  });
}
