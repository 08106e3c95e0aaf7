import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_REFUSED_RECIPIENT } from "../../playwright.config";
import { AdminApi } from "./admin-api";
import { acceptCookiesUpfront, expect, logIn, test } from "./fixtures";

/**
 * Automazione against the real app. The settings are shared by the whole run
 * and the worker acts on them, so every test starts from the defaults and the
 * file leaves them so. The local analyzer (Configurazione AI's field of
 * ai_processing) is switched off for the file: a save that dropped it would
 * bring back its default, on. The app's SMTP_URL points at the SMTP stand-in
 * of playwright.config.ts, which refuses E2E_REFUSED_RECIPIENT.
 */

let api: APIRequestContext;
let admin: AdminApi;

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
  admin = await AdminApi.open(api);
  await admin.setLocalAnalyzer(false);
});

test.afterAll(async () => {
  await admin?.resetAutomation();
  await admin?.setLocalAnalyzer(true);
  await admin?.dispose();
});

test.beforeEach(async ({ page }) => {
  await admin.resetAutomation();
  await acceptCookiesUpfront(page);
  await logIn(page);
  await page.getByRole("link", { name: "Automazione" }).first().click();
  await expect(page.getByRole("heading", { name: "Automazione", level: 1 })).toBeVisible();
});

const section = (page: Page, name: string) => page.getByRole("region", { name });
const sectionSwitch = (page: Page, name: string) => page.getByRole("switch", { name: `Attiva: ${name}` });
const toggle = (page: Page, name: string) => page.getByRole("switch", { name, exact: true });
/** The save bar's line: the outcome of the last save, or what is unsaved. */
const saveStatus = (page: Page) => page.locator("[data-save-status]");
const alert = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });
const saveButton = (page: Page) => page.getByRole("button", { name: "Salva Impostazioni" });
const slider = (page: Page) => page.getByRole("slider", { name: "Confidenza minima" });
const testEmailResult = (page: Page) => page.locator('[data-result="test-email"]');

async function saveAndReload(page: Page): Promise<void> {
  await saveButton(page).click();
  await expect(saveStatus(page)).toHaveText("Impostazioni salvate con successo!");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Automazione", level: 1 })).toBeVisible();
  await expect(saveButton(page)).toBeVisible();
}

test("shows the defaults of every section", async ({ page }) => {
  await expect(sectionSwitch(page, "Sincronizzazione RSS")).toBeChecked();
  await expect(page.getByLabel("Frequenza")).toHaveValue("6");
  await expect(page.getByLabel("Frequenza").locator("option")).toHaveText(["Ogni ora", "Ogni 3 ore", "Ogni 6 ore", "Ogni 12 ore", "Ogni 24 ore"]);

  await expect(sectionSwitch(page, "Elaborazione AI")).toBeChecked();
  await expect(toggle(page, "Elabora automaticamente i nuovi articoli")).toBeChecked();
  await expect(slider(page)).toHaveValue("0.7");
  await expect(slider(page)).toHaveAttribute("aria-valuetext", "0,7");
  await expect(section(page, "Elaborazione AI").locator("output")).toHaveText("0,7");

  await expect(sectionSwitch(page, "Pulizia automatica")).not.toBeChecked();
  await expect(page.getByLabel("Conserva gli articoli per (giorni)")).toHaveValue("90");
  await expect(page.getByLabel("Orario di esecuzione")).toHaveValue("03:00");
  await expect(section(page, "Pulizia automatica")).toContainText("Europe/Rome");

  const social = section(page, "Pubblicazione social");
  await expect(sectionSwitch(page, "Pubblicazione social")).not.toBeChecked();
  await expect(page.getByLabel("Modalità")).toHaveValue("immediate");
  await expect(page.getByLabel("Modalità").locator("option")).toHaveText(["Immediata", "Con ritardo", "Programmata"]);
  await expect(page.getByLabel("Ritardo (minuti)")).toHaveCount(0);
  await expect(social).toContainText("Su quali canali, con quale testo e ogni quanto si sceglie nella sezione Social Media.");
  await expect(social.getByRole("link", { name: "Social Media" })).toHaveAttribute("href", "/dashboard/social");

  await expect(sectionSwitch(page, "Notifiche email")).not.toBeChecked();
  await expect(toggle(page, "Errori")).toBeChecked();
  await expect(toggle(page, "Nuovi articoli")).not.toBeChecked();
  await expect(toggle(page, "Avviso spazio")).toBeChecked();
  await expect(page.getByLabel("Destinatario")).toHaveValue("");

  await expect(sectionSwitch(page, "Backup giornaliero")).not.toBeChecked();
  await expect(page.getByLabel("Cartella sul server")).toHaveValue("");
  await expect(page.getByLabel("Orario del backup")).toHaveValue("02:30");
  await expect(page.getByLabel("Backup da conservare")).toHaveValue("7");
});

test("Backup giornaliero: the folder is checked on the server, then saved and shown again", async ({ page }) => {
  // Left switched off: switched on, the worker would take a backup at once (today's time has passed).
  const folder = page.getByLabel("Cartella sul server");
  await folder.fill("backups/rassegna");
  await saveButton(page).click();
  await expect(folder).toHaveAccessibleDescription(/Inserisci un percorso assoluto/);
  await folder.fill("/nessuna/cartella/rassegna-e2e");
  await saveButton(page).click();
  await expect(folder).toHaveAccessibleDescription(/Questa cartella non esiste sul server\./);
  expect((await admin.automation()).backups.folder).toBe("");

  const writable = await mkdtemp(path.join(tmpdir(), "rassegna-e2e-backups-"));
  try {
    await folder.fill(writable);
    await page.getByLabel("Backup da conservare").fill("3");
    await saveAndReload(page);
    await expect(page.getByLabel("Cartella sul server")).toHaveValue(writable);
    await expect(page.getByLabel("Backup da conservare")).toHaveValue("3");
    expect((await admin.automation()).backups).toMatchObject({ enabled: false, folder: writable, keep: 3 });
  } finally {
    await admin.resetAutomation();
    await rm(writable, { recursive: true, force: true });
  }
});

test("Sincronizzazione RSS: the frequency and the switch are saved and come back", async ({ page }) => {
  await page.getByLabel("Frequenza").selectOption({ label: "Ogni 12 ore" });
  await sectionSwitch(page, "Sincronizzazione RSS").click();
  await expect(saveStatus(page)).toHaveText("Modifiche non salvate: Sincronizzazione RSS.");
  await saveAndReload(page);

  await expect(page.getByLabel("Frequenza")).toHaveValue("12");
  await expect(sectionSwitch(page, "Sincronizzazione RSS")).not.toBeChecked();
  const stored = await admin.automation();
  expect(stored.rss_sync).toEqual({ enabled: false, frequency_hours: 12 });
  expect(stored.ai_processing.local_analyzer).toBe(false);
});

test("Elaborazione AI: automatic processing and the confidence are saved, and the local analyzer is kept", async ({ page }) => {
  await toggle(page, "Elabora automaticamente i nuovi articoli").click();
  await slider(page).focus();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(section(page, "Elaborazione AI").locator("output")).toHaveText("0,5");
  await saveAndReload(page);

  await expect(toggle(page, "Elabora automaticamente i nuovi articoli")).not.toBeChecked();
  await expect(slider(page)).toHaveAttribute("aria-valuetext", "0,5");
  expect((await admin.automation()).ai_processing).toEqual({ enabled: true, auto_process_new: false, min_confidence: 0.5, local_analyzer: false });
  expect((await admin.localAnalyzer()).enabled).toBe(false);

  await sectionSwitch(page, "Elaborazione AI").click();
  await saveAndReload(page);
  await expect(sectionSwitch(page, "Elaborazione AI")).not.toBeChecked();
  expect((await admin.automation()).ai_processing).toMatchObject({ enabled: false, local_analyzer: false });
});

test("Pulizia automatica: days and run time are saved and come back", async ({ page }) => {
  // A year: the cleanup may really run while the file does, and no other spec file keeps articles that old.
  await sectionSwitch(page, "Pulizia automatica").click();
  await page.getByLabel("Conserva gli articoli per (giorni)").fill("365");
  // Typed the quick way; it is stored and shown as HH:MM.
  await page.getByLabel("Orario di esecuzione").fill("4.30");
  await saveAndReload(page);

  await expect(sectionSwitch(page, "Pulizia automatica")).toBeChecked();
  await expect(page.getByLabel("Conserva gli articoli per (giorni)")).toHaveValue("365");
  await expect(page.getByLabel("Orario di esecuzione")).toHaveValue("04:30");
  const stored = await admin.automation();
  expect(stored.auto_cleanup).toEqual({ enabled: true, retention_days: 365, run_at: "04:30" });
  expect(stored.ai_processing.local_analyzer).toBe(false);
});

test("Pubblicazione social: the delay shows only in the delayed mode, and is saved with it", async ({ page }) => {
  const mode = page.getByLabel("Modalità");
  const delay = page.getByLabel("Ritardo (minuti)");
  await mode.selectOption({ label: "Con ritardo" });
  await expect(delay).toHaveValue("0");
  await mode.selectOption({ label: "Programmata" });
  await expect(delay).toHaveCount(0);
  await mode.selectOption({ label: "Con ritardo" });
  await delay.fill("90");
  await sectionSwitch(page, "Pubblicazione social").click();
  await saveAndReload(page);

  await expect(mode).toHaveValue("delayed");
  await expect(delay).toHaveValue("90");
  await expect(sectionSwitch(page, "Pubblicazione social")).toBeChecked();
  const stored = await admin.automation();
  expect(stored.social_posting).toEqual({ enabled: true, mode: "delayed", delay_minutes: 90 });
  expect(stored.ai_processing.local_analyzer).toBe(false);

  // Another mode hides the delay, and the stored one stays as it was.
  await mode.selectOption({ label: "Programmata" });
  await expect(delay).toHaveCount(0);
  await saveAndReload(page);
  expect((await admin.automation()).social_posting).toEqual({ enabled: true, mode: "scheduled", delay_minutes: 90 });
});

test("Notifiche email: the switches and the recipient are saved and come back", async ({ page }) => {
  await toggle(page, "Errori").click();
  await toggle(page, "Nuovi articoli").click();
  await page.getByLabel("Destinatario").fill("redazione@rassegna.test");
  await sectionSwitch(page, "Notifiche email").click();
  await saveAndReload(page);

  await expect(sectionSwitch(page, "Notifiche email")).toBeChecked();
  await expect(toggle(page, "Errori")).not.toBeChecked();
  await expect(toggle(page, "Nuovi articoli")).toBeChecked();
  await expect(toggle(page, "Avviso spazio")).toBeChecked();
  await expect(page.getByLabel("Destinatario")).toHaveValue("redazione@rassegna.test");
  const stored = await admin.automation();
  expect(stored.email_notifications).toEqual({
    enabled: true,
    on_errors: false,
    on_new_articles: true,
    on_storage_warning: true,
    recipient: "redazione@rassegna.test",
  });
  expect(stored.ai_processing.local_analyzer).toBe(false);
});

test("a save changes only the sections edited", async ({ page }) => {
  // Changed behind the screen's back after it was read: a save of another section must not undo it.
  await admin.saveAutomation("social_posting", { mode: "scheduled" });
  await page.getByLabel("Frequenza").selectOption({ label: "Ogni 3 ore" });
  await saveButton(page).click();
  await expect(saveStatus(page)).toHaveText("Impostazioni salvate con successo!");
  const stored = await admin.automation();
  expect(stored.rss_sync.frequency_hours).toBe(3);
  expect(stored.social_posting.mode).toBe("scheduled");

  await saveButton(page).click();
  await expect(saveStatus(page)).toHaveText("Nessuna modifica da salvare");
});

test("coming back to the screen shows what changed meanwhile, not the copy read before", async ({ page }) => {
  await expect(page.getByLabel("Frequenza")).toHaveValue("6");
  await page.getByRole("link", { name: "Google AdSense" }).first().click();
  await expect(page.getByRole("heading", { name: "Google AdSense", level: 1 })).toBeVisible();
  await admin.saveAutomation("rss_sync", { frequency_hours: 24 });
  await page.getByRole("link", { name: "Automazione" }).first().click();
  await expect(page.getByLabel("Frequenza")).toHaveValue("24");
  await expect(saveStatus(page)).toHaveText("");
});

test("refuses what the rules refuse, beside the field, and sends nothing", async ({ page }) => {
  const days = page.getByLabel("Conserva gli articoli per (giorni)");
  const runAt = page.getByLabel("Orario di esecuzione");
  const recipient = page.getByLabel("Destinatario");
  await days.fill("0");
  await runAt.fill("25:00");
  await page.getByLabel("Modalità").selectOption({ label: "Con ritardo" });
  await page.getByLabel("Ritardo (minuti)").fill("2000");
  await sectionSwitch(page, "Notifiche email").click();
  await saveButton(page).click();

  await expect(alert(page, "Correggi i campi evidenziati.")).toBeVisible();
  // The admin is taken to the first field in error.
  await expect(days).toBeFocused();
  await expect(days).toHaveAttribute("aria-invalid", "true");
  await expect(days).toHaveAccessibleDescription(/Inserisci un numero intero di giorni da 1 a 365\./);
  await expect(runAt).toHaveAccessibleDescription(/Inserisci un orario nel formato HH:MM, da 00:00 a 23:59\./);
  await expect(page.getByLabel("Ritardo (minuti)")).toHaveAccessibleDescription(/Inserisci un numero intero di minuti da 0 a 1440\./);
  await expect(recipient).toHaveAccessibleDescription(/Inserisci un destinatario per attivare le notifiche email\./);
  await expect(saveStatus(page)).toHaveText("Modifiche non salvate: Pulizia automatica, Pubblicazione social, Notifiche email.");
  const untouched = await admin.automation();
  expect(untouched.auto_cleanup.retention_days).toBe(90);
  expect(untouched.social_posting.mode).toBe("immediate");
  expect(untouched.email_notifications.enabled).toBe(false);

  // The marks follow the fields as they are fixed.
  await recipient.fill("redazione");
  await expect(recipient).toHaveAccessibleDescription(/Inserisci un indirizzo email valido/);
  await recipient.fill("redazione@rassegna.test");
  await expect(recipient).not.toHaveAttribute("aria-invalid");
  await days.fill("30");
  await runAt.fill("23:59");
  await page.getByLabel("Ritardo (minuti)").fill("1440");
  await expect(alert(page, "Correggi i campi evidenziati.")).toHaveCount(0);
  await saveButton(page).click();
  await expect(saveStatus(page)).toHaveText("Impostazioni salvate con successo!");
  const saved = await admin.automation();
  expect(saved.auto_cleanup).toMatchObject({ retention_days: 30, run_at: "23:59" });
  expect(saved.social_posting).toMatchObject({ mode: "delayed", delay_minutes: 1440 });
  expect(saved.email_notifications).toMatchObject({ enabled: true, recipient: "redazione@rassegna.test" });
});

test("the server refuses e-mail notifications without a recipient too", async () => {
  expect(await admin.putAutomation("email_notifications", { enabled: true })).toBe(400);
  expect((await admin.automation()).email_notifications.enabled).toBe(false);
});

test("the test e-mail shows the SMTP server's own answer, from the address in the field even unsaved", async ({ page }) => {
  const email = section(page, "Notifiche email");
  await expect(email).toContainText(`Server SMTP: 127.0.0.1:${process.env.E2E_SMTP_PORT}`);
  await expect(email).not.toContainText("Invio email non configurato");
  await page.getByLabel("Destinatario").fill("prova@rassegna.test");
  await page.getByRole("button", { name: "Invia email di prova" }).click();
  await expect(testEmailResult(page)).toContainText("Email di prova inviata a prova@rassegna.test");
  // The stand-in's own words, with the queue id it made up for this message.
  await expect(testEmailResult(page)).toContainText(/Risposta del server SMTP:\s*250 .*queued as [0-9A-F]{10}/);
  expect((await admin.automation()).email_notifications.recipient).toBe("");

  await page.getByLabel("Destinatario").fill(E2E_REFUSED_RECIPIENT);
  await page.getByRole("button", { name: "Invia email di prova" }).click();
  await expect(testEmailResult(page)).toContainText("Invio non riuscito");
  await expect(testEmailResult(page)).toContainText(/550 .*Recipient address rejected/);
});

test("the test e-mail needs an address before anything is sent", async ({ page }) => {
  await page.getByRole("button", { name: "Invia email di prova" }).click();
  await expect(testEmailResult(page)).toHaveText("Email non inviata: manca il destinatario. Inserisci un indirizzo email.");
  await page.getByLabel("Destinatario").fill("redazione@");
  await page.getByRole("button", { name: "Invia email di prova" }).click();
  await expect(testEmailResult(page)).toHaveText("Inserisci un indirizzo email valido (ad es. nome@esempio.it).");
});

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
]) {
  test(`screenshots at ${viewport.name} width`, async ({ page }) => {
    await admin.saveAutomation("auto_cleanup", { enabled: true, retention_days: 365 });
    await admin.saveAutomation("social_posting", { mode: "delayed", delay_minutes: 30 });
    await admin.saveAutomation("email_notifications", { recipient: "redazione@rassegna.test", enabled: true });
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.reload();
    await expect(page.getByLabel("Ritardo (minuti)")).toHaveValue("30");
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, "no sideways scrolling").toBeLessThanOrEqual(viewport.width);
    // Nor anything sticking out of its section (a long unbroken line inside a box would still fit the page).
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll("main section")].flatMap((box) => {
        const edge = box.getBoundingClientRect().right;
        return [...box.querySelectorAll("*")].filter((element) => element.getBoundingClientRect().right > edge + 0.5).map((element) => element.textContent?.slice(0, 40));
      }),
    );
    expect(outside, "elements wider than their section").toEqual([]);
    await page.screenshot({ path: `test-results/screenshots/automation-${viewport.name}.png`, fullPage: true });

    await page.getByRole("button", { name: "Invia email di prova" }).click();
    await expect(testEmailResult(page)).toContainText("Risposta del server SMTP:");
    await testEmailResult(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/automation-test-email-${viewport.name}.png` });

    await page.getByLabel("Conserva gli articoli per (giorni)").fill("400");
    await page.getByLabel("Destinatario").fill("");
    await saveButton(page).click();
    await expect(alert(page, "Correggi i campi evidenziati.")).toBeVisible();
    // The first field in error is brought into view; the rest, and the reason, are by the button.
    await expect(page.getByLabel("Conserva gli articoli per (giorni)")).toBeFocused();
    await page.screenshot({ path: `test-results/screenshots/automation-validation-${viewport.name}.png` });
    await saveButton(page).scrollIntoViewIfNeeded();
    await expect(page.getByLabel("Destinatario")).toHaveAccessibleDescription(/Inserisci un destinatario per attivare le notifiche email\./);
    await page.screenshot({ path: `test-results/screenshots/automation-validation-end-${viewport.name}.png` });
  });
}
