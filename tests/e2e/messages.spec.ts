import type { Page } from "@playwright/test";
import { AdminApi } from "./admin-api";
import { acceptCookiesUpfront, expect, logIn, test } from "./fixtures";

/**
 * Messaggi: a message sent through the contact page reaches the inbox and the
 * sidebar's badge; reading, answering and deleting move the badge; the text
 * stays text; the view and the page live in the address. Other spec files
 * leave messages of their own, so counts are read before and compared after.
 */

const TAG = `msg${Date.now().toString(36)}`;
let admin: AdminApi;

test.beforeAll(async ({ playwright }) => {
  admin = await AdminApi.open(await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` }));
});

test.afterAll(async () => {
  await admin?.deleteMessagesWhere((message) => message.subject.includes(TAG));
  await admin?.dispose();
});

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpfront(page);
});

const unreadLabel = (count: number) => (count === 1 ? "1 messaggio non letto" : `${count} messaggi non letti`);

/** The sidebar's (or the phone menu's) Messaggi link, whose name carries the unread count. */
async function expectBadge(page: Page, unread: number): Promise<void> {
  const link = page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: /^Messaggi/ });
  await expect(link).toHaveAccessibleName(unread === 0 ? "Messaggi" : `Messaggi, ${unreadLabel(unread)}`);
}

async function openInbox(page: Page, search = ""): Promise<void> {
  await page.goto(`/dashboard/messages${search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Messaggi" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Caricamento messaggi..." })).toHaveCount(0);
}

test("a message from the contact page shows in the inbox and the badge; read, unread and delete move the badge", async ({ page }) => {
  const subject = `Una fonte da aggiungere ${TAG}`;
  const before = (await admin.counts()).unread_messages;

  await page.goto("/contact");
  await expect(page.getByRole("button", { name: "Invia messaggio" })).toBeEnabled();
  await page.getByLabel("Nome", { exact: true }).fill("Giulia Bianchi");
  await page.getByLabel("Email", { exact: true }).fill("giulia.bianchi@example.it");
  await page.getByLabel("Oggetto", { exact: true }).fill(subject);
  await page.getByLabel("Messaggio", { exact: true }).fill("Buongiorno,\nvi segnalo il feed di una testata locale.\n\nGrazie & a presto");
  await page.getByRole("button", { name: "Invia messaggio" }).click();
  await expect(page.getByText("Messaggio inviato con successo!")).toBeVisible();

  await logIn(page);
  await expectBadge(page, before + 1);
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: /^Messaggi/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/messages$/);
  await expect(page.getByRole("heading", { level: 1, name: "Messaggi" })).toBeVisible();

  const message = page.getByRole("article", { name: subject });
  await expect(message).toContainText("Giulia Bianchi");
  await expect(message).toContainText("Non letto");
  await expect(message.locator("time")).toHaveText(/^Ricevuto il \d{2}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
  // The line breaks the sender typed are kept.
  expect(await message.locator("p", { hasText: "Buongiorno" }).innerText()).toBe("Buongiorno,\nvi segnalo il feed di una testata locale.\n\nGrazie & a presto");
  const reply = `mailto:giulia.bianchi@example.it?subject=${encodeURIComponent(`Re: ${subject}`)}`;
  await expect(message.getByRole("link", { name: "giulia.bianchi@example.it" })).toHaveAttribute("href", reply);
  await expect(message.getByRole("link", { name: "Rispondi a Giulia Bianchi" })).toHaveAttribute("href", reply);

  await message.getByRole("button", { name: "Segna come letto" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Messaggio segnato come letto" })).toBeVisible();
  await expect(message).not.toContainText("Non letto");
  await expectBadge(page, before);

  await message.getByRole("button", { name: "Segna come non letto" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Messaggio segnato come non letto" })).toBeVisible();
  await expectBadge(page, before + 1);

  // Delete asks first; "Annulla" keeps the message.
  await message.getByRole("button", { name: "Elimina" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Eliminare il messaggio?" });
  await expect(dialog).toContainText("Sei sicuro di voler eliminare questo messaggio?");
  await expect(dialog).toContainText(`«${subject}» di Giulia Bianchi`);
  await dialog.getByRole("button", { name: "Annulla" }).click();
  await expect(dialog).toBeHidden();
  await expect(message).toBeVisible();

  await message.getByRole("button", { name: "Elimina" }).click();
  await dialog.getByRole("button", { name: "Elimina" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Messaggio eliminato" })).toBeVisible();
  await expect(message).toHaveCount(0);
  await expectBadge(page, before);
  expect((await admin.counts()).unread_messages).toBe(before);
});

test("answering with Rispondi marks the message read", async ({ page }) => {
  const subject = `Domanda sul servizio ${TAG}`;
  await admin.sendContactMessage({ name: "Luca Verdi", email: "luca.verdi@example.it", subject, message: "Come posso proporre una fonte?" });
  const before = (await admin.counts()).unread_messages;
  await logIn(page);
  await openInbox(page);
  const message = page.getByRole("article", { name: subject });
  await expect(message).toContainText("Non letto");
  // The mail program does not open in the test browser; the click still counts as an answer.
  await message.getByRole("link", { name: "Rispondi a Luca Verdi" }).click();
  await expect(message).not.toContainText("Non letto");
  await expectBadge(page, before - 1);
});

test("the text stays text, the unread view hides read messages, and pages live in the address", async ({ page }) => {
  const hostile = `Prova <b>grassetto</b> ${TAG}`;
  for (let n = 1; n <= 20; n += 1) {
    await admin.sendContactMessage({ name: `Lettore ${n}`, email: `lettore${n}@example.it`, subject: `Pagina ${n} ${TAG}`, message: `Messaggio numero ${n} per la paginazione.` });
  }
  await admin.sendContactMessage({
    name: "<script>alert(1)</script>",
    email: "prova@example.it",
    subject: hostile,
    message: '<img src="x" onerror="document.title=\'rotto\'"> testo <a href="https://example.com">link</a>',
  });
  const read = (await admin.messages()).find((message) => message.subject === `Pagina 20 ${TAG}`)!;
  await admin.setMessageRead(read.id, true);

  await logIn(page);
  await openInbox(page);
  const shown = page.getByRole("article", { name: hostile });
  await expect(shown).toContainText("<script>alert(1)</script>");
  await expect(shown).toContainText('<img src="x" onerror="document.title=\'rotto\'"> testo <a href="https://example.com">link</a>');
  await expect(shown.locator("img, b, script")).toHaveCount(0);
  await expect(page).not.toHaveTitle("rotto");

  // 21 new messages at least: two pages, the newest first.
  const pages = page.getByRole("navigation", { name: "Paginazione" });
  await expect(pages).toContainText(/Pagina 1 di \d+/);
  await expect(page.getByRole("article").first()).toHaveAccessibleName(hostile);
  await expect(page.getByRole("article").nth(1)).toHaveAccessibleName(`Pagina 20 ${TAG}`);
  await pages.getByRole("button", { name: "Successiva" }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(pages).toContainText(/Pagina 2 di \d+/);
  await expect(page.getByRole("article").first()).toHaveAccessibleName(`Pagina 1 ${TAG}`);
  await page.reload();
  await expect(pages.getByRole("button", { name: "Pagina 2" })).toHaveAttribute("aria-current", "page");

  // "Non letti" shows only unread messages, from page 1, and says how many there are.
  const unread = (await admin.counts()).unread_messages;
  const filters = page.getByRole("group", { name: "Mostra" });
  await filters.getByRole("button", { name: /^Non letti/ }).click();
  await expect(page).toHaveURL(/\?filter=unread$/);
  await expect(filters.getByRole("button", { name: `Non letti (${unread})` })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("heading", { level: 2, name: /Messaggi non letti/ })).toContainText(`(${unread})`);
  await expect(page.getByRole("article", { name: `Pagina 19 ${TAG}` })).toBeVisible();
  await expect(page.getByRole("article", { name: `Pagina 20 ${TAG}` })).toHaveCount(0);
  await expect(page.getByRole("article").filter({ hasNotText: "Non letto" })).toHaveCount(0);

  // A page past the last one shows the last one.
  await page.goto("/dashboard/messages?page=999");
  await expect(page).toHaveURL(/\?page=\d+$/);
  await expect(page).not.toHaveURL(/page=999/);
  await expect(page.getByRole("article").first()).toBeVisible();
});

/** Matches the inbox request of one view exactly (a glob would read "?" as a wildcard). */
const inboxRequest = (search: string) => (url: URL) => url.pathname === "/api/admin/messages" && url.search === search;

test("an empty unread view and a failed load say so", async ({ page }) => {
  await admin.sendContactMessage({ name: "Sara Gialli", email: "sara@example.it", subject: `Dopo un errore ${TAG}`, message: "Un messaggio da mostrare dopo Riprova." });
  await logIn(page);
  await page.route(inboxRequest("?filter=unread"), (route) =>
    route.fulfill({ contentType: "application/json", body: JSON.stringify({ messages: [], total: 0, page: 1, page_count: 0, unread: 0 }) }),
  );
  await openInbox(page, "?filter=unread");
  await expect(page.getByText("Nessun messaggio non letto")).toBeVisible();

  const allMessages = inboxRequest("");
  await page.route(allMessages, (route) =>
    route.fulfill({ contentType: "application/json", body: JSON.stringify({ messages: [], total: 0, page: 1, page_count: 0, unread: 0 }) }),
  );
  await page.getByRole("group", { name: "Mostra" }).getByRole("button", { name: "Tutti" }).click();
  await expect(page.getByText("Nessun messaggio", { exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Paginazione" })).toHaveCount(0);

  await page.unroute(allMessages);
  await page.route(allMessages, (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "internal_error", message: "Internal server error" }) }),
  );
  // A failed load: a toast, a red box and "Riprova", which reads the page again.
  await page.goto("/dashboard/messages");
  await expect(page.getByRole("heading", { level: 1, name: "Messaggi" })).toBeVisible();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Errore nel caricamento dei messaggi" })).toBeVisible({ timeout: 10_000 });
  await page.unroute(allMessages);
  await expect(page.getByText("Errore nel caricamento dei messaggi", { exact: true }).first()).toBeVisible();
  await page.getByRole("button", { name: "Riprova" }).click();
  await expect(page.getByRole("article", { name: `Dopo un errore ${TAG}` })).toBeVisible();
});

const LONG_TEXT = [
  "Gentile redazione,",
  "",
  "vi scrivo a proposito dell'articolo pubblicato ieri sulla chiusura dello stabilimento di via Roma. Nel riassunto si legge che i dipendenti coinvolti sono 120, mentre il comunicato dell'azienda parla di 210 lavoratori, compresi quelli delle ditte esterne che lavorano nel sito da oltre dieci anni.",
  "",
  "Vi chiedo di verificare la cifra e, se possibile, di correggerla: molti lettori della zona seguono la vicenda da vicino e un dato sbagliato rischia di creare confusione, soprattutto in vista dell'assemblea pubblica convocata per lunedì prossimo in municipio.",
  "",
  "Allego qui sotto i riferimenti del comunicato e resto a disposizione per ogni chiarimento.",
  "Comunicato: https://www.esempio-azienda.example.it/sala-stampa/comunicati/2026/chiusura-stabilimento-via-roma-dettagli-completi",
  "",
  "Cordiali saluti,",
  "Marco Rossi",
].join("\n");

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
]) {
  test(`looks right at ${viewport.name} width`, async ({ page }) => {
    const tag = `${TAG}${viewport.name}`;
    const subjects = [`Collaborazione con la redazione ${tag}`, `Richiesta di rettifica sull'articolo dello stabilimento ${tag}`, `Segnalazione ${tag}`];
    await admin.sendContactMessage({ name: "Anna Neri", email: "anna.neri@example.it", subject: subjects[0]!, message: "Buongiorno, vorrei proporvi una collaborazione per la sezione cultura." });
    await admin.sendContactMessage({ name: "Marco Rossi", email: "marco.rossi@example.it", subject: subjects[1]!, message: LONG_TEXT });
    await admin.sendContactMessage({
      name: "Francesca Maria Lombardi De Santis",
      email: "francesca.maria.lombardi.desantis@redazione-giornale-locale.example.it",
      subject: subjects[2]!,
      message: "Il link nella pagina Chi siamo non funziona:\nhttps://rassegna.example.it/una/pagina/con/un/indirizzo/lunghissimo/senza/spazi/che/deve/andare/a/capo",
    });
    const read = (await admin.messages()).find((message) => message.subject === subjects[0]);
    await admin.setMessageRead(read!.id, true);

    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await logIn(page);
    await openInbox(page);
    await expect(page.getByRole("article", { name: subjects[2] })).toBeVisible();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling").toBeLessThanOrEqual(viewport.width);

    // A long message starts folded and opens with "Mostra tutto".
    const long = page.getByRole("article", { name: subjects[1] });
    const toggle = long.getByRole("button", { name: "Mostra tutto" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await page.screenshot({ path: `test-results/screenshots/messages-${viewport.name}.png`, fullPage: true });
    await toggle.click();
    await expect(long.getByRole("button", { name: "Mostra meno" })).toHaveAttribute("aria-expanded", "true");
    await expect(long).toContainText("Cordiali saluti");
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling").toBeLessThanOrEqual(viewport.width);
    await long.screenshot({ path: `test-results/screenshots/messages-open-${viewport.name}.png` });

    await long.getByRole("button", { name: "Elimina" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/messages-delete-${viewport.name}.png` });
    await page.keyboard.press("Escape");

    const unread = (await admin.counts()).unread_messages;
    if (viewport.name === "phone") {
      const menu = page.getByRole("button", { name: /^Menu/ });
      // Other sections' counts (open errors) may come first in the name: the unread count is its last part.
      await expect(menu).toHaveAccessibleName(new RegExp(`^Menu, (.+, )?${unreadLabel(unread)}$`));
      await menu.click();
      const sheet = page.getByRole("dialog", { name: "Menu" });
      await expect(sheet).toBeVisible();
      await expectBadge(page, unread);
      await page.screenshot({ path: `test-results/screenshots/messages-menu-${viewport.name}.png` });
    } else {
      await expectBadge(page, unread);
    }
  });
}
