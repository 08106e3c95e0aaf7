import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { startFeedHost, type FeedHost } from "../servers/feed-host";
import { AdminApi } from "./admin-api";
import { acceptCookiesUpfront, expect, logIn, test } from "./fixtures";

/**
 * The Feed RSS screen against the real app and a real feed host on
 * 127.0.0.1. The app's database is shared by every test of the run, so each
 * test names its feeds uniquely, and the sync tests switch off every other
 * feed for their duration (a sync imports all active feeds).
 */

const FIXTURE = path.resolve("tests/fixtures/e2e/tre-articoli.rss.xml");
const PREFIX = "E2E feed";
const DATE_TIME = /\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}/;
/** Adding a feed reads it first, in the parser's worker pool, which starts with its first task: its answer gets a longer bound. */
const READING = { timeout: 30_000 };

let host: FeedHost;
let feedXml: string;
let admin: AdminApi;
let serial = 0;

test.beforeAll(async ({ playwright }) => {
  host = await startFeedHost();
  feedXml = await readFile(FIXTURE, "utf8");
  admin = await AdminApi.open(await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` }));
});

test.afterAll(async () => {
  // Later spec files sync too: leave none of this file's feeds behind.
  await admin?.deleteWhere((feed) => feed.name.startsWith(PREFIX));
  await admin?.dispose();
  await host?.close();
});

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpfront(page);
  await logIn(page);
});

/** A feed name no other test uses. */
function uniqueName(label: string): string {
  serial += 1;
  return `${PREFIX} ${label} ${Date.now().toString(36)}${serial}`;
}

/** Serves the three-article feed at a fresh path, with item links no other test has imported. */
function serveFeed(options: { delayMs?: number } = {}): string {
  serial += 1;
  const tag = `t${Date.now().toString(36)}${serial}`;
  host.route(`/${tag}.rss`, {
    headers: { "content-type": "application/rss+xml; charset=utf-8" },
    body: feedXml.replaceAll("https://notizie.example/", `https://notizie.example/${tag}/`),
    delayMs: options.delayMs,
  });
  return host.url(`/${tag}.rss`);
}

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

function feedRow(page: Page, name: string) {
  return page.getByRole("row", { name, exact: true });
}

/** Adds a feed through the form; `unread` for an address that cannot be read, saved with "Salva comunque". */
async function addFeed(page: Page, name: string, url: string, limit?: string, unread = false): Promise<void> {
  await page.getByLabel("Nome", { exact: true }).fill(name);
  await page.getByLabel("URL del feed", { exact: true }).fill(url);
  if (limit !== undefined) await page.getByLabel("Limite di importazione", { exact: true }).fill(limit);
  // The fixture feed is an archive dated March 2026: no age limit, or the sync would skip it all.
  await page.getByLabel("Età massima (giorni)", { exact: true }).fill("0");
  await page.getByRole("button", { name: "Aggiungi Feed" }).click();
  if (unread) await page.getByRole("button", { name: "Salva comunque" }).click({ timeout: READING.timeout });
  await expect(toast(page, "Feed aggiunto").filter({ hasText: name })).toBeVisible(READING);
  await expect(feedRow(page, name)).toBeVisible();
}

test("adds a feed that shows \"Mai\" and waits for its first sync; bad input is refused", async ({ page }) => {
  const name = uniqueName("nuovo");
  const url = serveFeed();

  // Without a URL nothing is sent.
  await page.getByLabel("Nome", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Aggiungi Feed" }).click();
  expect(await page.getByLabel("URL del feed", { exact: true }).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await expect(feedRow(page, name)).toHaveCount(0);

  await page.getByLabel("URL del feed", { exact: true }).fill(url);
  await page.getByLabel("Limite di importazione", { exact: true }).fill("0");
  await page.getByRole("button", { name: "Aggiungi Feed" }).click();
  await expect(toast(page, "Limite non valido")).toContainText("Il limite deve essere tra 1 e 100");
  await expect(feedRow(page, name)).toHaveCount(0);

  await page.getByLabel("Limite di importazione", { exact: true }).fill("5");
  await page.getByRole("button", { name: "Aggiungi Feed" }).click();
  await expect(toast(page, "Feed aggiunto")).toBeVisible(READING);
  const row = feedRow(page, name);
  await expect(row).toContainText("Mai");
  await expect(row).toContainText("In attesa");
  await expect(row).toContainText(url);
  await expect(row.getByRole("button", { name: /Modifica limite di importazione/ })).toHaveText("5");
  await expect(row.getByRole("switch", { name: `Attivo: ${name}` })).toBeChecked();
  // The form is ready for the next feed.
  await expect(page.getByLabel("Nome", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Limite di importazione", { exact: true })).toHaveValue("10");

  // It is stored, not only shown.
  await page.reload();
  await expect(feedRow(page, name)).toContainText("Mai");
});

test("an address is read before it is added: a 404 says why and can be saved anyway; a site's home offers its feed", async ({ page }) => {
  const name = uniqueName("controllato");
  await page.getByLabel("Nome", { exact: true }).fill(name);
  await page.getByLabel("URL del feed", { exact: true }).fill(host.url(`/manca-${serial}.rss`));
  await page.getByRole("button", { name: "Aggiungi Feed" }).click();
  await expect(page.getByText("Il feed non è stato aggiunto")).toBeVisible(READING);
  await expect(page.getByText("Il feed ha risposto HTTP 404 (pagina non trovata).")).toBeVisible();
  await expect(feedRow(page, name)).toHaveCount(0);

  // The home page of a site declares its feed: the form offers it, and picking it adds it.
  const feedUrl = serveFeed();
  const home = `/sito-${serial}/`;
  host.route(home, {
    headers: { "content-type": "text/html; charset=utf-8" },
    body: `<!doctype html><html><head><title>Sito</title><link rel="alternate" type="application/rss+xml" title="Notizie" href="${feedUrl}"></head><body><h1>Sito</h1></body></html>`,
  });
  await page.getByLabel("URL del feed", { exact: true }).fill(host.url(home));
  await page.getByRole("button", { name: "Aggiungi Feed" }).click();
  await expect(page.getByText("L'indirizzo è una pagina del sito: questi sono i feed che offre. Scegline uno.")).toBeVisible(READING);
  await expect(page.getByText(feedUrl, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: /^Aggiungi questo:/ }).click();
  await expect(toast(page, "Feed aggiunto").filter({ hasText: name })).toContainText("3 articoli", READING);
  await expect(feedRow(page, name)).toContainText(feedUrl);
  await expect(page.getByText("Il feed non è stato aggiunto")).toHaveCount(0);
});

test("the same feed twice says \"Feed già presente\" and adds nothing", async ({ page }) => {
  const name = uniqueName("doppio");
  const url = serveFeed();
  await addFeed(page, name, url);
  const again = uniqueName("doppio-bis");
  await page.getByLabel("Nome", { exact: true }).fill(again);
  await page.getByLabel("URL del feed", { exact: true }).fill(url);
  await page.getByRole("button", { name: "Aggiungi Feed" }).click();
  await expect(toast(page, "Feed già presente")).toContainText("Questo feed è già nell'elenco dei feed configurati.");
  await expect(feedRow(page, again)).toHaveCount(0);
});

test("the test form needs a URL, shows what a good feed holds, and says why a bad one failed", async ({ page }) => {
  await page.getByRole("button", { name: "Testa Feed" }).click();
  await expect(toast(page, "URL mancante")).toContainText("Inserisci un URL RSS da testare");

  await page.getByLabel("URL da testare", { exact: true }).fill(serveFeed());
  await page.getByRole("button", { name: "Testa Feed" }).click();
  const result = page.getByRole("status").filter({ hasText: "Notizie di prova" });
  await expect(result).toContainText("3 articoli nel feed");
  await expect(result.getByRole("listitem")).toHaveText([
    "Il comune inaugura la nuova biblioteca di quartiere",
    "Trasporti, arrivano venti nuovi autobus elettrici",
    "Festival della scienza, tre giorni di laboratori in piazza",
  ]);

  await page.getByLabel("URL da testare", { exact: true }).fill(host.url("/non-esiste.rss"));
  await page.getByRole("button", { name: "Testa Feed" }).click();
  await expect(toast(page, "Test fallito")).toContainText("Il feed ha risposto HTTP 404 (pagina non trovata)");
  await expect(result).toBeHidden();
});

test("a page without a feed: \"Testa\" shows what the selectors find, a bad selector is refused, and it is added with a \"Pagina\" badge", async ({ page }) => {
  serial += 1;
  const path = `/p${Date.now().toString(36)}${serial}/notizie`;
  host.route(path, { headers: { "content-type": "text/html; charset=utf-8" }, body: await readFile("tests/fixtures/pages/listings/elenco-senza-feed.html", "utf8") });
  const name = uniqueName("pagina");
  const form = page.getByRole("region", { name: "Pagina senza feed" });
  await form.getByLabel("Nome della fonte").fill(name);
  await form.getByLabel("Indirizzo della pagina").fill(host.url(path));
  await form.getByLabel("Notizia", { exact: true }).fill("article.notizia");
  await form.getByLabel("Titolo", { exact: true }).fill("h2.titolo");
  await form.getByLabel("Link", { exact: true }).fill("h2 >> a");
  await form.getByLabel("Data (facoltativo)").fill(".data");

  await form.getByRole("button", { name: "Testa", exact: true }).click();
  await expect(toast(page, "Selettore non valido")).toContainText("Il selettore «Link» non è un selettore CSS valido.");
  await form.getByLabel("Link", { exact: true }).fill("h2 a");
  await form.getByRole("button", { name: "Testa", exact: true }).click();
  const result = form.getByRole("status");
  // The page is read in the sync's worker pool, which may be starting.
  await expect(result).toContainText("4 articoli trovati nella pagina", { timeout: 20_000 });
  await expect(result.getByRole("link", { name: "Inaugurata la nuova biblioteca di via dei Tigli" })).toHaveAttribute("href", host.url(`${path}/2026/nuova-biblioteca`));
  await expect(result).toContainText("29 novembre 2026");

  await form.getByRole("button", { name: "Aggiungi Pagina" }).click();
  await expect(toast(page, "Pagina aggiunta").filter({ hasText: name })).toBeVisible();
  await expect(feedRow(page, name)).toContainText("Pagina");
  await expect(feedRow(page, name)).toContainText("In attesa");
});

test("the import limit is edited in place: Enter and blur save, Escape cancels, 0 is refused", async ({ page }) => {
  const name = uniqueName("limite");
  await addFeed(page, name, serveFeed());
  const row = feedRow(page, name);
  const limitButton = row.getByRole("button", { name: /Modifica limite di importazione/ });
  const limitInput = row.getByRole("spinbutton", { name: `Limite di importazione di ${name}` });

  await limitButton.click();
  await limitInput.fill("25");
  await limitInput.press("Enter");
  await expect(toast(page, "Limite aggiornato")).toBeVisible();
  await expect(limitButton).toHaveText("25");

  await limitButton.click();
  await limitInput.fill("40");
  await limitInput.press("Escape");
  await expect(limitInput).toBeHidden();
  await expect(limitButton).toHaveText("25");

  await limitButton.click();
  await limitInput.fill("0");
  await limitInput.press("Enter");
  await expect(toast(page, "Limite non valido")).toContainText("Il limite deve essere tra 1 e 100");
  await expect(limitButton).toHaveText("25");

  await limitButton.click();
  await limitInput.fill("30");
  await page.getByRole("heading", { name: "Feed RSS", level: 1 }).click();
  await expect(limitButton).toHaveText("30");

  await page.reload();
  await expect(feedRow(page, name).getByRole("button", { name: /Modifica limite di importazione/ })).toHaveText("30");
});

test("the maximum age and default category are set when adding and changed in the settings dialog", async ({ page }) => {
  const name = uniqueName("impostazioni");
  await page.getByLabel("Età massima (giorni)").fill("-2");
  await page.getByLabel("Nome", { exact: true }).fill(name);
  await page.getByLabel("URL del feed", { exact: true }).fill(serveFeed());
  await page.getByRole("button", { name: "Aggiungi Feed" }).click();
  await expect(toast(page, "Età massima non valida")).toBeVisible();

  await page.getByLabel("Età massima (giorni)").fill("30");
  await page.getByLabel("Categoria predefinita").selectOption({ label: "Sport" });
  await page.getByRole("button", { name: "Aggiungi Feed" }).click();
  await expect(toast(page, "Feed aggiunto")).toBeVisible(READING);
  await expect(feedRow(page, name)).toContainText("30 giorni");

  await feedRow(page, name).getByRole("button", { name: `Impostazioni di ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Impostazioni del feed" });
  await expect(dialog.getByLabel("Categoria predefinita")).toHaveValue("sport");
  await dialog.getByLabel("Età massima (giorni)").fill("0");
  await dialog.getByLabel("Categoria predefinita").selectOption({ label: "Nessuna" });
  // The publisher's terms: a summary limit outside 100-600 is refused, then a valid one with both switches flipped.
  const summaryLimit = dialog.getByLabel("Lunghezza massima del riassunto (caratteri)");
  await expect(summaryLimit).toHaveValue("300");
  await summaryLimit.fill("50");
  await dialog.getByRole("button", { name: "Salva" }).click();
  await expect(toast(page, "La lunghezza del riassunto deve essere tra 100 e 600 caratteri")).toBeVisible();
  await summaryLimit.fill("200");
  await dialog.getByLabel("Lettura delle pagine (scraping)").selectOption("never");
  await dialog.getByRole("switch", { name: "Mostra le immagini" }).click();
  await dialog.getByRole("button", { name: "Salva" }).click();
  await expect(toast(page, "Impostazioni salvate")).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(feedRow(page, name)).toContainText("Nessun limite");
  await feedRow(page, name).getByRole("button", { name: `Impostazioni di ${name}` }).click();
  const reopened = page.getByRole("dialog");
  await expect(reopened.getByLabel("Categoria predefinita")).toHaveValue("");
  await expect(reopened.getByLabel("Lunghezza massima del riassunto (caratteri)")).toHaveValue("200");
  await expect(reopened.getByLabel("Lettura delle pagine (scraping)")).toHaveValue("never");
  await expect(reopened.getByRole("switch", { name: "Mostra le immagini" })).not.toBeChecked();
});

test("the active switch turns a feed off and on", async ({ page }) => {
  const name = uniqueName("attivo");
  await addFeed(page, name, serveFeed());
  const toggle = feedRow(page, name).getByRole("switch", { name: `Attivo: ${name}` });

  await toggle.click();
  await expect(toast(page, "Feed disattivato")).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await page.reload();
  await expect(toggle).not.toBeChecked();

  await toggle.click();
  await expect(toast(page, "Feed attivato")).toBeVisible();
  await expect(toggle).toBeChecked();
});

test.describe("Sincronizza Ora", () => {
  let restore: (() => Promise<void>) | undefined;
  let scheduled = true;
  test.beforeEach(async () => {
    restore = await admin.isolate();
    // The worker syncs on its own, within a minute, when no active feed was ever synced: the feed a test adds
    // would be. Its periodic sync waits, so the button's sync is the one the test sees.
    scheduled = (await admin.automation()).rss_sync.enabled;
    await admin.saveAutomation("rss_sync", { enabled: false });
    // A sync already running (the scheduler's, or one an earlier spec started) would answer the button 409; with every feed off, ours ends at once once it is over.
    await expect.poll(() => admin.sync(), { timeout: 60_000 }).toBe(200);
  });
  test.afterEach(async () => {
    await admin.saveAutomation("rss_sync", { enabled: scheduled });
    await restore?.();
  });

  test("imports the new articles, updates the row and the cards, then finds nothing new", async ({ page }) => {
    const name = uniqueName("sync");
    // A slow answer keeps the sync running long enough to see the button wait.
    await addFeed(page, name, serveFeed({ delayMs: 600 }));
    const total = page.locator('[data-stat="total"]');
    await expect(total).not.toHaveText("–");
    const before = Number((await total.innerText()).replace(/\./g, ""));

    const button = page.getByRole("button", { name: "Sincronizza Ora" });
    await button.click();
    await expect(button).toBeDisabled();
    const imported = toast(page, "3 articoli importati");
    await expect(imported).toBeVisible({ timeout: 20_000 });
    await expect(imported).toContainText(/1 feed in \d+,\d s, 0 da web scraping/);
    await expect(toast(page, "Elaborazione AI avviata")).toBeVisible();
    await expect(button).toBeEnabled();

    const row = feedRow(page, name);
    await expect(row).toContainText("Successo");
    await expect(row).toContainText(DATE_TIME);
    await expect(row).not.toContainText("Mai");
    // The card counts every stored article: an import of another spec's feed (the scheduler's) may land in the meantime too.
    const shown = async () => Number((await total.innerText()).replace(/\./g, ""));
    await expect.poll(shown).toBeGreaterThanOrEqual(before + 3);
    expect(await shown()).toBeLessThanOrEqual((await admin.articleStats()).total);

    await button.click();
    await expect(toast(page, "Nessun nuovo articolo")).toBeVisible({ timeout: 20_000 });
  });

  test("a feed answering 404 shows its reason, and the sync warns \"1 feed fallito\"; five failures turn the row red", async ({ page }) => {
    const name = uniqueName("rotto");
    await addFeed(page, name, host.url(`/sparito-${serial}.rss`), undefined, true);
    const row = feedRow(page, name);
    const background = () => row.evaluate((element) => getComputedStyle(element).backgroundColor);
    const plain = await background();

    await page.getByRole("button", { name: "Sincronizza Ora" }).click();
    // The warning names the feed with its reason in Italian; the row says why, the English folded under "Dettagli tecnici".
    await expect(toast(page, "1 feed fallito")).toContainText(`Il feed «${name}» ha risposto HTTP 404 (pagina non trovata).`, { timeout: 20_000 });
    await expect(toast(page, "Nessun nuovo articolo")).toBeVisible();
    await expect(row).toContainText("Fallito");
    await expect(row).toContainText("Il feed ha risposto HTTP 404 (pagina non trovata)");
    await row.getByText("Dettagli tecnici").click();
    await expect(row.getByText("HTTP 404 Not Found", { exact: true })).toBeVisible();
    await expect(row).toContainText(DATE_TIME);
    expect(await background()).toBe(plain);

    for (let attempt = 0; attempt < 4; attempt += 1) expect(await admin.sync()).toBe(200);
    await page.reload();
    await expect(row).toContainText("5 errori consecutivi");
    expect(await background()).not.toBe(plain);
  });

  test("a second sync while one runs gets the \"Sincronizzazione in corso\" warning", async ({ page }) => {
    const name = uniqueName("lento");
    const url = serveFeed({ delayMs: 3_000 });
    await addFeed(page, name, url);
    // Adding read the feed once already.
    const read = host.requests(new URL(url).pathname).length;
    const running = admin.sync();
    // Wait until the first sync is fetching the feed, so it surely holds the lock.
    await expect.poll(() => host.requests(new URL(url).pathname).length, { timeout: 10_000 }).toBeGreaterThan(read);
    await page.getByRole("button", { name: "Sincronizza Ora" }).click();
    await expect(toast(page, "Sincronizzazione in corso")).toContainText("Una sincronizzazione è già in esecuzione");
    expect(await running).toBe(200);
  });
});

test("deleting asks for confirmation first, in a dialog naming the feed", async ({ page }) => {
  const name = uniqueName("elimina");
  await addFeed(page, name, serveFeed());
  const deleteButton = page.getByRole("button", { name: `Elimina ${name}` });
  const dialog = page.getByRole("alertdialog", { name: "Eliminare il feed?" });

  await deleteButton.click();
  await expect(dialog).toContainText("Sei sicuro di voler eliminare questo feed?");
  await expect(dialog).toContainText(name);
  await dialog.getByRole("button", { name: "Annulla" }).click();
  await expect(dialog).toBeHidden();
  await expect(feedRow(page, name)).toBeVisible();

  // Escape cancels too, and gives the focus back to the button.
  await deleteButton.click();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();

  await deleteButton.click();
  await dialog.getByRole("button", { name: "Elimina", exact: true }).click();
  await expect(toast(page, "Feed eliminato")).toBeVisible();
  await expect(feedRow(page, name)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: /Feed configurati/ })).toBeVisible();
  await expect(feedRow(page, name)).toHaveCount(0);
});

test("OPML: export downloads every feed, import adds only the new ones", async ({ page }) => {
  const name = uniqueName("opml");
  const url = serveFeed();
  await addFeed(page, name, url);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Esporta OPML" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.opml$/);
  const exported = await readFile(await file.path(), "utf8");
  expect(exported).toContain(url.replaceAll("&", "&amp;"));
  expect(exported).toContain(name);

  const newName = uniqueName("da opml");
  const newUrl = serveFeed();
  const opml = `<?xml version="1.0" encoding="UTF-8"?>
<opml version="2.0"><head><title>Prova</title></head><body>
  <outline text="${name}" type="rss" xmlUrl="${url}"/>
  <outline text="${newName}" type="rss" xmlUrl="${newUrl}"/>
</body></opml>`;
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Importa OPML" }).click();
  await (await chooser).setFiles({ name: "feed.opml", mimeType: "text/x-opml", buffer: Buffer.from(opml) });
  await expect(toast(page, "1 feed aggiunto, 1 già presente")).toBeVisible();
  await expect(feedRow(page, newName)).toContainText("Mai");
});

test("at phone width every column of a feed row is on screen, as a card", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const name = uniqueName("telefono con un nome lungo abbastanza da andare a capo");
  await addFeed(page, name, host.url(`/un/percorso/molto/lungo/per/vedere/se/va/a/capo/${serial}.rss`), undefined, true);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
  const row = feedRow(page, name);
  // The column headers are for screen readers only; each value carries its own visible label.
  await expect(page.getByRole("columnheader", { name: "Stato" })).toHaveCount(1);
  const cells = row.getByRole("cell");
  await expect(cells).toHaveCount(6);
  await expect(row.getByRole("rowheader")).toHaveText(name);

  for (const part of [
    row.getByRole("rowheader"),
    row.getByRole("link", { name: /^http:/ }),
    row.getByText("Mai", { exact: true }),
    row.getByText("In attesa", { exact: true }),
    row.getByRole("button", { name: /Modifica limite di importazione/ }),
    row.getByRole("switch", { name: `Attivo: ${name}` }),
    row.getByText("Età max: Nessun limite", { exact: true }),
    row.getByRole("button", { name: `Impostazioni di ${name}` }),
    row.getByRole("button", { name: `Elimina ${name}` }),
    ...["URL", "Ultima sincronizzazione", "Stato", "Limite", "Attivo"].map((label) => row.getByText(label, { exact: true })),
  ]) {
    await part.scrollIntoViewIfNeeded();
    const box = await part.boundingBox();
    expect(box, String(part)).not.toBeNull();
    expect(box!.x, String(part)).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, String(part)).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The controls work from the card.
  await row.getByRole("switch", { name: `Attivo: ${name}` }).click();
  await expect(toast(page, "Feed disattivato")).toBeVisible();
});

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
]) {
  test(`looks right at ${viewport.name} width`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await addFeed(page, uniqueName(viewport.name), serveFeed());
    await page.getByLabel("URL da testare", { exact: true }).fill(serveFeed());
    await page.getByRole("button", { name: "Testa Feed" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Notizie di prova" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Feed configurati/ })).toBeVisible();
    // The page never scrolls sideways, and neither does the table.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    const hidden = await page.getByRole("table").evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth);
    expect(hidden).toBe(0);
    // At desktop width it is a real table, with its column headers in sight.
    if (viewport.name === "desktop") await expect(page.getByRole("columnheader", { name: "Stato" })).toBeVisible();
    // Toasts out of the way, then the top of the screen and the table.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/screenshots/feeds-${viewport.name}.png` });
    // Below the phone's sticky top bar.
    await page
      .getByRole("heading", { name: /Feed configurati/ })
      .evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 72));
    await page.screenshot({ path: `test-results/screenshots/feeds-table-${viewport.name}.png` });
  });
}

test("Regole: a rule is tried, saved, switched off, refused when its expression is bad, and deleted", async ({ page }) => {
  // A word no article holds, on every feed: the rule touches nothing the other specs import, and goes at the end.
  test.setTimeout(90_000);
  const word = `zzregola${Date.now().toString(36)}`;
  const rules = page.getByRole("region", { name: /^Regole/ });
  // The screen settles first: the starter list and the feed table load above and move the section down.
  await expect(page.getByRole("heading", { name: /Feed configurati/ })).toBeVisible();
  await expect(rules.getByText("Caricamento regole...")).toHaveCount(0);
  await rules.getByRole("button", { name: "Aggiungi regola" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuova regola" });
  await dialog.getByLabel("Testo da cercare").fill(word);
  await dialog.getByRole("button", { name: "Prova sugli ultimi 30 giorni" }).click();
  await expect(dialog.getByRole("status")).toContainText(/0 articoli su [\d.]+ degli ultimi 30 giorni sarebbero scartati/);

  await dialog.getByLabel("Confronto").selectOption("regex");
  await dialog.getByLabel("Testo da cercare").fill("(a+)+$");
  await dialog.getByRole("button", { name: "Salva regola" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Espressione regolare rischiosa");
  await dialog.getByLabel("Testo da cercare").fill("(unclosed");
  await dialog.getByRole("button", { name: "Salva regola" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Espressione regolare non valida");

  await dialog.getByLabel("Confronto").selectOption("words");
  await dialog.getByLabel("Testo da cercare").fill(word);
  await dialog.getByRole("button", { name: "Salva regola" }).click();
  await expect(toast(page, "Regola salvata")).toBeVisible();
  const name = `Titolo · Tutte le parole: «${word}»`;
  const row = rules.getByRole("row", { name, exact: true });
  await expect(row).toContainText("Tutti i feed");

  const active = row.getByRole("switch", { name: `Attiva: ${name}` });
  await active.click();
  await expect(active).not.toBeChecked();
  await row.getByRole("button", { name: `Prova: ${name}` }).click();
  await expect(toast(page, "sarebbero scartati")).toBeVisible();

  await row.getByRole("button", { name: `Elimina: ${name}` }).click();
  await page.getByRole("alertdialog", { name: "Eliminare la regola?" }).getByRole("button", { name: "Elimina", exact: true }).click();
  await expect(toast(page, "Regola eliminata")).toBeVisible();
  await expect(row).toHaveCount(0);
});
