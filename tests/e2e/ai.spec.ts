import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { maskApiKey, type CreateAiConfigInput } from "../../src/shared/ai";
import { AI_PROVIDER_DEFAULT_MODELS, AI_PROVIDERS } from "../../src/shared/constants";
import { startAiProviderServer, validAnswer, type AiProviderServer } from "../servers/ai-provider";
import { startFeedHost, type FeedHost } from "../servers/feed-host";
import { AdminApi } from "./admin-api";
import { acceptCookiesUpfront, expect, logIn, test } from "./fixtures";

/**
 * The Configurazione AI screen against the real app, a real OpenAI-compatible
 * stand-in and a real feed host on 127.0.0.1. The database is shared by the
 * whole run: every provider made here has a model name starting with PREFIX and
 * is deleted afterwards, and the tests that need a quiet queue switch the
 * other providers (and feeds) off for their duration.
 */

const PREFIX = "e2e-ai";
const API_KEY = "sk-e2e-0123456789abcdefghijklmnopqrstuvwxyz";
const MASKED_KEY = "sk-e2e-012...wxyz";
const LOCAL = "Analizzatore locale (locale)";
const FIXTURE = path.resolve("tests/fixtures/e2e/tre-articoli.rss.xml");
const FIXTURE_TITLES =
  /Il comune inaugura la nuova biblioteca di quartiere|Trasporti, arrivano venti nuovi autobus elettrici|Festival della scienza, tre giorni di laboratori in piazza/;

let ai: AiProviderServer;
let feeds: FeedHost;
let admin: AdminApi;
let serial = 0;

test.beforeAll(async ({ playwright }) => {
  ai = await startAiProviderServer();
  feeds = await startFeedHost();
  admin = await AdminApi.open(await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` }));
  await admin.setLocalAnalyzer(true);
});

test.afterAll(async () => {
  await admin?.deleteAiConfigsWhere((config) => config.model_name.startsWith(PREFIX));
  await admin?.setLocalAnalyzer(true);
  await admin?.dispose();
  await ai?.close();
  await feeds?.close();
});

test.beforeEach(async ({ page }) => {
  ai.reset();
  await acceptCookiesUpfront(page);
  await logIn(page);
  await page.getByRole("link", { name: "Configurazione AI" }).click();
  await expect(page.getByRole("heading", { name: "Configurazione AI", level: 1 })).toBeVisible();
});

/** A model name no other test uses. */
function uniqueModel(label: string): string {
  serial += 1;
  return `${PREFIX}-${label}-${Date.now().toString(36)}${serial}`;
}

/** An OpenAI provider talking to the stand-in, stored through the API. */
function createProvider(model: string, overrides: Partial<CreateAiConfigInput> = {}) {
  return admin.createAiConfig({ provider: "openai", api_key: API_KEY, model_name: model, endpoint: ai.baseUrl("openai"), ...overrides });
}

function toast(page: Page, text: string | RegExp) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

function item(page: Page, name: string) {
  return page.getByRole("listitem", { name, exact: true });
}

function providerList(page: Page) {
  return page.getByRole("region", { name: /Provider Configurati/ });
}

function usageBar(page: Page, name: string) {
  return page.getByRole("progressbar", { name, exact: true });
}

const addButton = (page: Page) => page.getByRole("button", { name: "Aggiungi Provider", exact: true });

test("with no provider the list says so, and the local analyzer is there all the same", async ({ page }) => {
  await admin.deleteAiConfigsWhere((config) => config.model_name.startsWith(PREFIX));
  expect(await admin.aiConfigs(), "another spec left AI providers behind").toEqual([]);
  await page.reload();

  const list = providerList(page);
  await expect(list.getByText("Nessun Provider Configurato", { exact: true })).toBeVisible();
  const local = item(page, LOCAL);
  await expect(local).toContainText("Offline, senza chiave API");
  await expect(local).toContainText(/nessun provider è attivo/);
  await expect(local).toContainText(/\d+ articol[oi] elaborat[oi] oggi/);
  await expect(local.getByRole("switch", { name: `Attivo: ${LOCAL}` })).toBeChecked();
  await expect(page.locator('[data-usage="local"]')).toContainText(/Analizzatore locale: \d+ articol[oi] oggi/);
  await expect(page.getByRole("progressbar")).toHaveCount(0);
});

test("a missing provider, key or model is told beside the field, without a browser dialog, and nothing is sent", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/admin/ai-configs") posts.push(request.url());
  });
  const message = page.getByRole("alert").filter({ hasText: "Compila tutti i campi obbligatori" });
  const provider = page.getByLabel(/^Provider\*?$/);
  const key = page.getByLabel(/^Chiave API\*?$/);
  const model = page.getByLabel(/^Modello\*?$/);

  await addButton(page).click();
  await expect(message).toBeVisible();
  await expect(provider).toHaveAccessibleDescription(/Campo obbligatorio/);
  await expect(provider).toBeFocused();

  // Provider chosen (the model fills itself) but no key.
  await provider.selectOption("openai");
  await addButton(page).click();
  await expect(message).toBeVisible();
  await expect(key).toHaveAccessibleDescription(/Campo obbligatorio/);
  await expect(provider).not.toHaveAttribute("aria-invalid", "true");

  // Key given, model wiped.
  await key.fill(API_KEY);
  await model.fill("");
  await addButton(page).click();
  await expect(model).toHaveAccessibleDescription(/Campo obbligatorio/);
  await expect(key).not.toHaveAttribute("aria-invalid", "true");

  expect(dialogs).toEqual([]);
  expect(posts).toEqual([]);
  await expect(toast(page, "Configurazione salvata con successo!")).toHaveCount(0);
});

test("choosing a provider fills its default model, which stays editable", async ({ page }) => {
  const provider = page.getByLabel(/^Provider\*?$/);
  const model = page.getByLabel(/^Modello\*?$/);
  await expect(provider.getByRole("option")).toHaveText([
    "Seleziona un provider",
    "OpenAI",
    "Anthropic",
    "Google Gemini",
    "OpenRouter",
    "DeepSeek",
    "Grok (xAI)",
  ]);
  for (const id of AI_PROVIDERS) {
    await provider.selectOption(id);
    await expect(model).toHaveValue(AI_PROVIDER_DEFAULT_MODELS[id]);
  }
  await model.fill("modello-su-misura");
  await expect(model).toHaveValue("modello-su-misura");
  await provider.selectOption("deepseek");
  await expect(model).toHaveValue("deepseek-chat");
});

test("adding a provider lists it with the masked key only, and empties the form", async ({ page }) => {
  expect(maskApiKey(API_KEY)).toBe(MASKED_KEY);
  const model = uniqueModel("nuovo");
  const name = `OpenAI – ${model}`;
  const keyField = page.getByLabel(/^Chiave API\*?$/);
  await expect(keyField).toHaveAttribute("type", "password");
  await expect(keyField).toHaveAttribute("autocomplete", "off");
  await expect(page.getByLabel("Priorità", { exact: true })).toHaveValue("1");
  await expect(page.getByLabel("Limite giornaliero di richieste", { exact: true })).toHaveValue("50");

  await page.getByLabel(/^Provider\*?$/).selectOption("openai");
  await page.getByLabel(/^Modello\*?$/).fill(model);
  await keyField.fill(API_KEY);
  await page.getByLabel("Endpoint personalizzato (opzionale)", { exact: true }).fill(ai.baseUrl("openai"));
  // A blank priority falls back to 1.
  await page.getByLabel("Priorità", { exact: true }).fill("");
  await page.getByLabel("Limite giornaliero di richieste", { exact: true }).fill("20");
  await addButton(page).click();

  await expect(toast(page, "Configurazione salvata con successo!")).toBeVisible();
  const row = item(page, name);
  await expect(row).toContainText(MASKED_KEY);
  await expect(row).toContainText(ai.baseUrl("openai"));
  await expect(row.getByRole("combobox", { name: `Priorità di ${name}` })).toHaveValue("1");
  await expect(row.getByRole("switch", { name: `Attivo: ${name}` })).toBeChecked();
  await expect(usageBar(page, name)).toHaveAttribute("aria-valuetext", "0 / 20 richieste (0%)");
  await expect(usageBar(page, name)).toHaveAttribute("data-level", "low");
  expect(await page.content()).not.toContain(API_KEY);

  // Ready for the next provider.
  await expect(page.getByLabel(/^Provider\*?$/)).toHaveValue("");
  await expect(page.getByLabel(/^Modello\*?$/)).toHaveValue("");
  await expect(keyField).toHaveValue("");
  await expect(page.getByLabel("Limite giornaliero di richieste", { exact: true })).toHaveValue("50");

  // Stored, and still only masked.
  await page.reload();
  await expect(item(page, name)).toContainText(MASKED_KEY);
  expect(await page.content()).not.toContain(API_KEY);
});

test("a new priority is saved at once and moves the provider in the list", async ({ page }) => {
  const first = uniqueModel("primo");
  const second = uniqueModel("secondo");
  await createProvider(first, { priority: 2 });
  await createProvider(second, { priority: 4 });
  await page.reload();
  const ours = [`OpenAI – ${first}`, `OpenAI – ${second}`];
  const names = () =>
    providerList(page)
      .getByRole("listitem")
      .evaluateAll((items, wanted) => items.map((element) => element.getAttribute("aria-label")).filter((label) => wanted.includes(label ?? "")), ours);
  await expect.poll(names).toEqual([`OpenAI – ${first}`, `OpenAI – ${second}`]);

  const select = item(page, `OpenAI – ${second}`).getByRole("combobox", { name: `Priorità di OpenAI – ${second}` });
  await select.selectOption("1");
  await expect(toast(page, "Impostazioni salvate con successo!")).toBeVisible();
  await expect.poll(names).toEqual([`OpenAI – ${second}`, `OpenAI – ${first}`]);

  await page.reload();
  await expect(select).toHaveValue("1");
  await expect.poll(names).toEqual([`OpenAI – ${second}`, `OpenAI – ${first}`]);
});

test("the active switch takes a provider out of the rotation and back", async ({ page }) => {
  const model = uniqueModel("attivo");
  const name = `OpenAI – ${model}`;
  await createProvider(model);
  await page.reload();
  const toggle = item(page, name).getByRole("switch", { name: `Attivo: ${name}` });

  await toggle.click();
  await expect(toast(page, "Provider disattivato")).toContainText(name);
  await expect(toggle).not.toBeChecked();
  await page.reload();
  await expect(toggle).not.toBeChecked();

  // The caption flips it too.
  await item(page, name).getByText("Attivo", { exact: true }).click();
  await expect(toast(page, "Provider attivato")).toBeVisible();
  await expect(toggle).toBeChecked();
});

test("deleting a provider asks for confirmation in a dialog", async ({ page }) => {
  const model = uniqueModel("elimina");
  const name = `OpenAI – ${model}`;
  await createProvider(model);
  await page.reload();
  const deleteButton = page.getByRole("button", { name: `Elimina ${name}` });

  await deleteButton.click();
  const dialog = page.getByRole("alertdialog", { name: "Eliminare il provider?" });
  await expect(dialog).toContainText(name);
  await dialog.getByRole("button", { name: "Annulla" }).click();
  await expect(dialog).toBeHidden();
  await expect(item(page, name)).toBeVisible();

  await deleteButton.click();
  await dialog.getByRole("button", { name: "Elimina", exact: true }).click();
  await expect(toast(page, "Provider eliminato")).toContainText(name);
  await expect(item(page, name)).toHaveCount(0);
  await expect(usageBar(page, name)).toHaveCount(0);
  await page.reload();
  await expect(providerList(page)).toBeVisible();
  await expect(item(page, LOCAL)).toBeVisible();
  await expect(item(page, name)).toHaveCount(0);
});

test("the local analyzer can be switched off and on", async ({ page }) => {
  const toggle = item(page, LOCAL).getByRole("switch", { name: `Attivo: ${LOCAL}` });
  await expect(toggle).toBeChecked();
  try {
    await toggle.click();
    await expect(toast(page, "Analizzatore locale disattivato")).toBeVisible();
    await expect(toggle).not.toBeChecked();
    expect((await admin.localAnalyzer()).enabled).toBe(false);
    await page.reload();
    await expect(toggle).not.toBeChecked();

    await toggle.click();
    await expect(toast(page, "Analizzatore locale attivato")).toBeVisible();
    await expect(toggle).toBeChecked();
    expect((await admin.localAnalyzer()).enabled).toBe(true);
  } finally {
    await admin.setLocalAnalyzer(true);
  }
});

test("Test connessione makes a real call with the stored key and reports the latency or the provider's error", async ({ page }) => {
  const model = uniqueModel("connessione");
  const name = `OpenAI – ${model}`;
  await createProvider(model);
  await page.reload();
  const button = item(page, name).getByRole("button", { name: /Test connessione/ });

  await button.click();
  await expect(toast(page, /Connessione riuscita \(\d+ ms\)/)).toBeVisible();
  expect(ai.requests).toHaveLength(1);
  expect(ai.requests[0]).toMatchObject({ kind: "openai", path: "/openai/v1/chat/completions", model });
  expect(ai.requests[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`);

  ai.script({ status: 401 });
  await button.click();
  // Why in Italian, then the provider's own words.
  await expect(toast(page, "Errore durante il test di connessione")).toContainText(`Il provider AI OpenAI (${model}) ha rifiutato la chiave API (HTTP 401). Dettagli tecnici: `);
  await expect(button).toBeEnabled();
});

test.describe("Test Round-Robin", () => {
  let restoreFeeds: (() => Promise<void>) | undefined;
  let restoreAi: (() => Promise<void>) | undefined;
  test.beforeEach(async () => {
    // Only this test's provider may take articles, and no other feed may bring new ones.
    restoreFeeds = await admin.isolate();
    restoreAi = await admin.isolateAi();
    await admin.drainPending();
  });
  test.afterEach(async () => {
    await admin.setLocalAnalyzer(true);
    await admin.deleteAiConfigsWhere((config) => config.model_name.startsWith(PREFIX));
    await restoreAi?.();
    await restoreFeeds?.();
  });

  test("with nothing pending, both actions say so", async ({ page }) => {
    await page.getByRole("button", { name: "Elabora articoli in attesa" }).click();
    await expect(toast(page, "Elaborazione AI completata: 0 articoli elaborati, 0 falliti")).toBeVisible();

    const button = page.getByRole("button", { name: "Test Round-Robin" });
    await button.click();
    await expect(toast(page, "Nessun articolo da elaborare disponibile per il test")).toBeVisible();
    await expect(button).toBeEnabled();
  });

  test("with a pending article, names the provider that took it and fills its usage bar", async ({ page }) => {
    // Articles arrive and stay pending: no provider is active and the local analyzer is off.
    await admin.setLocalAnalyzer(false);
    serial += 1;
    const tag = `ai${Date.now().toString(36)}${serial}`;
    const xml = await readFile(FIXTURE, "utf8");
    feeds.route(`/${tag}.rss`, {
      headers: { "content-type": "application/rss+xml; charset=utf-8" },
      body: xml.replaceAll("https://notizie.example/", `https://notizie.example/${tag}/`),
    });
    await admin.importArticlesFrom(`E2E feed ai ${tag}`, feeds.url(`/${tag}.rss`));
    // The queue's own attempt after the sync found nobody and put them back: wait until one is there to take.
    await expect
      .poll(async () => {
        const response = await admin.roundRobinTest();
        return response.success && response.status;
      })
      .toBe("failed");

    const model = uniqueModel("rotazione");
    const name = `OpenAI – ${model}`;
    await createProvider(model, { daily_request_limit: 1 });
    await page.reload();
    await expect(usageBar(page, name)).toHaveAttribute("aria-valuetext", "0 / 1 richiesta (0%)");

    const summary = `Riassunto di prova ${tag}: il modello ha letto l'articolo.`;
    ai.script({ answer: validAnswer({ summary, category: "tecnologia", sentiment: "positivo" }) });
    const button = page.getByRole("button", { name: "Test Round-Robin" });
    await button.click();
    await expect(toast(page, "Articolo elaborato da OpenAI")).toContainText(FIXTURE_TITLES);
    const result = page.getByRole("status").filter({ hasText: "Ultimo test" });
    await expect(result).toContainText("OpenAI");
    await expect(result).toContainText("Tecnologia");
    await expect(result).toContainText("Positivo");
    expect(ai.requests.map((request) => request.model)).toEqual([model]);

    // The bar follows without a reload: 1 of 1 is red.
    const bar = usageBar(page, name);
    await expect(bar).toHaveAttribute("aria-valuetext", "1 / 1 richiesta (100%)");
    await expect(bar).toHaveAttribute("data-level", "high");
    await expect(item(page, name)).toBeVisible();
    await expect(page.getByText("1 / 1 richiesta")).toBeVisible();

    // At its limit the provider is skipped, and with the local analyzer off nobody takes the next one.
    await button.click();
    await expect(toast(page, /Errore nell'elaborazione AI/)).toBeVisible();
    expect(ai.requests).toHaveLength(1);

    // The article is public now, with the model's summary; its page names the provider that wrote it.
    await page.goto(`/?search=${tag}`);
    await expect(page.getByText(summary)).toBeVisible();
    // Read as the server renders it: opening the page would count a view and move the Statistiche spec's top ten.
    const href = await page.getByRole("article").filter({ hasText: summary }).getByRole("link").first().getAttribute("href");
    expect(await (await page.request.get(href!)).text()).toContain("Riassunto generato automaticamente con OpenAI");
  });
});

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
]) {
  test(`looks right at ${viewport.name} width`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const model = uniqueModel(`${viewport.name}-a`);
    await createProvider(model, { priority: 1 });
    const inactive = await createProvider(uniqueModel(`${viewport.name}-b`), { provider: "anthropic", endpoint: "", priority: 3 });
    await admin.setAiConfigActive(inactive.id, false);
    await page.reload();
    await expect(providerList(page).getByRole("listitem").first()).toBeVisible();
    await expect(item(page, LOCAL)).toBeVisible();

    // The page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/screenshots/ai-${viewport.name}.png` });
    // Below the phone's sticky top bar.
    await page
      .getByRole("heading", { name: /Provider Configurati/ })
      .evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 72));
    await page.screenshot({ path: `test-results/screenshots/ai-providers-${viewport.name}.png` });

    await page.getByRole("button", { name: `Elimina OpenAI – ${model}` }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `test-results/screenshots/ai-delete-dialog-${viewport.name}.png` });
    await page.getByRole("button", { name: "Annulla" }).click();
  });
}
