import type { APIRequestContext, Page } from "@playwright/test";
import { rss } from "../helpers/feed-builder";
import { startFeedHost, type FeedHost } from "../servers/feed-host";
import { expectNoViolations } from "./a11y";
import { AdminApi } from "./admin-api";
import { acceptCookiesUpfront, expect, logIn, test } from "./fixtures";

/**
 * The Social Media screen against the real app, whose Telegram, Facebook, X
 * and LinkedIn base URLs point at the stand-in of the four APIs
 * (tests/servers/social-platforms.ts, started by playwright.config.ts). The
 * test post really goes there and the card shows its answer. Every test
 * starts from all platforms off; the file leaves them that way.
 */

const TAG = `social${Date.now().toString(36)}`;
/** A well-formed bot token: the stand-in accepts any of this shape, as Telegram checks the shape first. */
const TELEGRAM_TOKEN = "123456789:AAE-stand-in-telegram-token-q7z9";
const TELEGRAM_MASKED = "123456789:...q7z9";
const TITLE = `Perché l'Italia ${TAG} punta sull'energia più pulita`;

let api: APIRequestContext;
let admin: AdminApi;
let feeds: FeedHost;

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(90_000);
  api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
  admin = await AdminApi.open(api);
  // One public article, the newest, so the preview and the test post show it.
  feeds = await startFeedHost();
  feeds.route(`/${TAG}.rss`, {
    headers: { "content-type": "application/rss+xml; charset=utf-8" },
    body: rss(`Feed ${TAG}`, [{ title: TITLE, link: `https://notizie.example/${TAG}`, pubDate: new Date() }]),
  });
  await admin.setLocalAnalyzer(true);
  await admin.importArticlesFrom(`E2E social ${TAG}`, feeds.url(`/${TAG}.rss`));
  await admin.drainPending();
  await expect.poll(async () => (await (await api.get(`/api/articles?search=${TAG}`)).json()).articles.length, { timeout: 30_000 }).toBe(1);
});

test.afterAll(async () => {
  await admin?.resetSocial();
  await admin?.dispose();
  await feeds?.close();
});

test.beforeEach(async ({ page }) => {
  await admin.resetSocial();
  await acceptCookiesUpfront(page);
  await logIn(page);
  await page.getByRole("link", { name: "Social Media" }).click();
  await expect(page.getByRole("heading", { name: "Social Media", level: 1 })).toBeVisible();
});

const card = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** Opens a card's "Configura" form and returns the card. */
async function configure(page: Page, name: string) {
  const box = card(page, name);
  await box.getByRole("button", { name: "Configura" }).click();
  await expect(box.getByRole("button", { name: "Salva" })).toBeVisible();
  return box;
}

test("six cards, X for twitter, each off with no post yet, and the how-to box", async ({ page }) => {
  // The four that post for real first, then the two "in sviluppo" side by side.
  await expect(card(page, "WhatsApp")).toBeVisible();
  expect(await page.locator("[data-platform]").evaluateAll((cards) => cards.map((element) => (element as HTMLElement).dataset.platform))).toEqual([
    "facebook",
    "twitter",
    "linkedin",
    "telegram",
    "instagram",
    "whatsapp",
  ]);
  for (const name of ["Facebook", "X", "LinkedIn", "Instagram", "Telegram", "WhatsApp"]) {
    const box = card(page, name);
    await expect(box.getByRole("switch", { name: `${name} attivo` })).not.toBeChecked();
    await expect(box).toContainText("Ultimo postMai");
    await expect(box.getByRole("button", { name: `Invia post di prova su ${name}` })).toBeDisabled();
    await expect(box).toContainText("Attiva la piattaforma per inviare un post di prova.");
  }
  await expect(card(page, "Telegram")).toContainText("Nessun post in coda");
  for (const name of ["Instagram", "WhatsApp"]) await expect(card(page, name)).toContainText("Pubblicazione in sviluppo");
  await expect(card(page, "Telegram")).not.toContainText("in sviluppo");

  const howTo = page.getByRole("region", { name: "Come ottenere i token" });
  await expect(howTo.getByRole("heading", { level: 3 })).toHaveText(["Telegram", "Facebook", "X", "LinkedIn"]);
  for (const words of ["@BotFather", "amministratore", "Page access token", "Meta for Developers", "tweet.write", "w_organization_social", "w_member_social"]) {
    await expect(howTo).toContainText(words);
  }
});

test("Telegram: configured, saved with the token masked, switched on, and a test post shows the stand-in's answer", async ({ page }) => {
  // Switching on before configuring says what is missing, and stays off.
  await card(page, "Telegram").getByRole("switch", { name: "Telegram attivo" }).click();
  await expect(toast(page, "Per attivare Telegram salva prima il token e «ID chat o canale» in «Configura».")).toBeVisible();
  await expect(card(page, "Telegram").getByRole("switch", { name: "Telegram attivo" })).not.toBeChecked();

  const telegram = await configure(page, "Telegram");
  const token = telegram.getByLabel("Token di accesso");
  await expect(token).toHaveAttribute("type", "password");
  await token.fill(TELEGRAM_TOKEN);
  await telegram.getByLabel("ID chat o canale").fill("canale senza chiocciola");

  // The template: typed, with variables inserted at the caret, and the preview follows.
  const template = telegram.getByLabel("Modello del post");
  await template.fill("Ultima ora: ");
  await template.press("End");
  await telegram.getByRole("button", { name: "Inserisci {{title}}" }).click();
  await template.press("End");
  await template.pressSequentially(" ");
  await telegram.getByRole("button", { name: "Inserisci {{url}}" }).click();
  await expect(template).toHaveValue("Ultima ora: {{title}} {{url}}");
  const preview = telegram.locator("[data-preview-text]");
  await expect(preview).toHaveText(new RegExp(`^Ultima ora: ${TITLE.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} http://\\S+/articolo/\\S+$`));
  await expect(telegram.locator("[data-preview-length]")).toHaveText(/^\d+ \/ 4096 caratteri$/);
  await expect(telegram).toContainText(`Sull'ultimo articolo pubblicato: «${TITLE}»`);

  // A malformed chat id is refused in Italian, before anything is sent.
  await telegram.getByRole("button", { name: "Salva" }).click();
  await expect(telegram.getByRole("alert")).toHaveText("Correggi i campi evidenziati.");
  await expect(telegram.getByLabel("ID chat o canale")).toHaveAttribute("aria-invalid", "true");
  await expect(telegram).toContainText("L'ID chat deve essere @nomecanale");
  expect((await admin.social("telegram")).has_token).toBe(false);

  await telegram.getByLabel("ID chat o canale").fill("@rassegna_notizie");
  await telegram.getByLabel("Frequenza").selectOption({ label: "Ogni ora" });
  await expect(telegram).toContainText("Modifiche non salvate");
  await telegram.getByRole("button", { name: "Salva" }).click();
  await expect(toast(page, "Configurazione di Telegram salvata")).toBeVisible();
  await expect(telegram).not.toContainText("Modifiche non salvate");

  // Write-only: the field empties, the masked form is its placeholder and on the card; the token is nowhere in the page.
  await expect(token).toHaveValue("");
  await expect(token).toHaveAttribute("placeholder", TELEGRAM_MASKED);
  await expect(telegram).toContainText("Lascia vuoto per mantenere il token attuale.");
  await expect(telegram).toContainText(`Token${TELEGRAM_MASKED}`);
  await expect(telegram).toContainText("FrequenzaOgni ora");
  expect(await page.content()).not.toContain(TELEGRAM_TOKEN);
  const stored = await admin.social("telegram");
  expect(stored).toMatchObject({ has_token: true, access_token: TELEGRAM_MASKED, chat_id: "@rassegna_notizie", post_template: "Ultima ora: {{title}} {{url}}", frequency: "hourly" });

  await telegram.getByRole("switch", { name: "Telegram attivo" }).click();
  await expect(toast(page, "Telegram attivato")).toBeVisible();
  await expect(telegram.getByRole("switch", { name: "Telegram attivo" })).toBeChecked();

  // The test post reaches the stand-in, whose answer the card shows.
  await telegram.getByRole("button", { name: "Invia post di prova su Telegram" }).click();
  const outcome = telegram.locator("[data-test-outcome]");
  await expect(outcome).toHaveAttribute("data-test-outcome", "success");
  await expect(outcome).toContainText("Post di prova inviato su Telegram");
  await expect(outcome).toContainText("Risposta della piattaforma: HTTP 200");
  await expect(outcome).toContainText(`Testo inviato: Ultima ora: ${TITLE}`);
  const raw = outcome.locator("pre");
  await expect(raw).toBeHidden();
  await outcome.getByText("Risposta completa").click();
  await expect(raw).toBeVisible();
  await expect(raw).toContainText('"message_id"');
  await expect(raw).toContainText('"username": "rassegna_notizie"');
  await expect(telegram).not.toContainText("Ultimo postMai");
  await expect(telegram).toContainText("Ultimo postmeno di un minuto fa");
  await expectNoViolations(page, "Social Media with Telegram configured and tested");
});

test("a token the platform refuses: the card shows the platform's status and answer", async ({ page }) => {
  const before = await admin.saveSocial("telegram", { access_token: "not-a-bot-token", chat_id: "@rassegna_notizie", enabled: true });
  await page.reload();
  const telegram = card(page, "Telegram");
  await telegram.getByRole("button", { name: "Invia post di prova su Telegram" }).click();
  const outcome = telegram.locator("[data-test-outcome]");
  await expect(outcome).toHaveAttribute("data-test-outcome", "error");
  await expect(outcome).toContainText("Risposta della piattaforma: HTTP 404");
  await outcome.getByText("Risposta completa").click();
  await expect(outcome.locator("pre")).toContainText('"error_code": 404');
  // A refused post is not a post: the card's last post time stays as it was.
  expect((await admin.social("telegram")).last_post).toBe(before.last_post);
  // A good token again, for the tests after this one.
  await admin.saveSocial("telegram", { access_token: TELEGRAM_TOKEN, enabled: false });
});

test("Instagram says 'in sviluppo' on the card and when its test is tried; nothing is posted", async ({ page }) => {
  const instagram = card(page, "Instagram");
  await expect(instagram).toContainText("le API di Instagram pubblicano solo post con un'immagine o un video");
  await expect(card(page, "WhatsApp")).toContainText("account Business verificato da Meta");
  await expect(instagram.getByRole("button", { name: "Invia post di prova su Instagram" })).toBeDisabled();

  await configure(page, "Instagram");
  await expect(instagram.getByLabel("ID chat o canale")).toHaveCount(0);
  await instagram.getByLabel("Token di accesso").fill("IGQVJ-instagram-token-0123456789");
  await instagram.getByRole("button", { name: "Salva" }).click();
  await expect(toast(page, "Configurazione di Instagram salvata")).toBeVisible();
  await expect(instagram.getByRole("button", { name: "Invia post di prova su Instagram" })).toBeDisabled();
  await instagram.getByRole("switch", { name: "Instagram attivo" }).click();
  await expect(toast(page, "Instagram attivato")).toBeVisible();

  await instagram.getByRole("button", { name: "Invia post di prova su Instagram" }).click();
  const outcome = instagram.locator("[data-test-outcome]");
  await expect(outcome).toHaveAttribute("data-test-outcome", "info");
  await expect(outcome).toContainText("in sviluppo");
  await expect(outcome).not.toContainText("HTTP");
  await expect(instagram).toContainText("Ultimo postMai");
});

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
]) {
  test(`screenshots at ${viewport.name} width`, async ({ page }) => {
    await admin.saveSocial("telegram", { access_token: TELEGRAM_TOKEN, chat_id: "@rassegna_notizie", enabled: true, frequency: "daily" });
    await admin.saveSocial("twitter", { access_token: "x-oauth2-user-token-0123456789abcdef", enabled: true });
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.reload();
    await expect(card(page, "Telegram").getByRole("switch", { name: "Telegram attivo" })).toBeChecked();
    const noSideways = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling").toBeLessThanOrEqual(viewport.width);
    await noSideways();
    await page.screenshot({ path: `test-results/screenshots/social-${viewport.name}.png`, fullPage: true });

    const telegram = await configure(page, "Telegram");
    await expect(telegram.locator("[data-preview-text]")).toContainText(TITLE);
    await telegram.getByRole("button", { name: "Invia post di prova su Telegram" }).click();
    await expect(telegram.locator("[data-test-outcome]")).toContainText("HTTP 200");
    await telegram.getByText("Risposta completa").click();
    await noSideways();
    await telegram.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/social-telegram-${viewport.name}.png`, fullPage: true });
  });
}
