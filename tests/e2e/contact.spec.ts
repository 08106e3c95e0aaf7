import { type Page } from "@playwright/test";
import { acceptCookiesUpfront, expect, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpfront(page);
});

const MESSAGE = {
  Nome: "Giulia Bianchi",
  Email: "giulia.bianchi@example.it",
  Oggetto: "Suggerimento di una fonte",
  Messaggio: "Vi segnalo il feed di una testata locale che potrebbe interessarvi.",
};

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const sendButton = (page: Page) => page.getByRole("button", { name: "Invia messaggio" });

/** Opens the page and waits until the form is live (the button waits for hydration). */
async function openContact(page: Page): Promise<void> {
  await page.goto("/contact");
  await expect(sendButton(page)).toBeEnabled();
}

async function fillForm(page: Page, values: Record<string, string> = MESSAGE): Promise<void> {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

/** Counts the requests the page sends to the contact API. */
function countContactRequests(page: Page): { readonly count: number } {
  const seen = { count: 0 };
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/contact") seen.count += 1;
  });
  return seen;
}

test("shows the four required fields, the 48-hour promise and an address to write to", async ({ page }) => {
  await openContact(page);
  await expect(page).toHaveTitle("Contatti | Rassegna");
  await expect(page.getByRole("heading", { level: 1, name: "Contatti" })).toBeVisible();
  for (const label of Object.keys(MESSAGE)) await expect(field(page, label)).toHaveAttribute("required", "");
  await expect(page.getByText("48 ore lavorative").first()).toBeVisible();
  await expect(page.getByRole("link", { name: /^redazione@/ })).toHaveAttribute("href", /^mailto:redazione@/);
});

test("refuses an empty form field by field, in Italian, without sending it", async ({ page }) => {
  const requests = countContactRequests(page);
  await openContact(page);
  await sendButton(page).click();
  await expect(page.getByText("Inserisci il tuo nome")).toBeVisible();
  await expect(page.getByText("Inserisci il tuo indirizzo email")).toBeVisible();
  await expect(page.getByText("Inserisci l'oggetto del messaggio")).toBeVisible();
  await expect(page.getByText("Scrivi il tuo messaggio")).toBeVisible();
  await expect(field(page, "Nome")).toBeFocused();
  await expect(field(page, "Nome")).toHaveAttribute("aria-invalid", "true");
  await expect(field(page, "Nome")).toHaveAccessibleDescription("Inserisci il tuo nome");
  // Editing a field takes its message away.
  await field(page, "Nome").fill("Giulia");
  await expect(page.getByText("Inserisci il tuo nome")).toBeHidden();
  expect(requests.count).toBe(0);
});

test("checks the e-mail format in the browser with an Italian message", async ({ page }) => {
  const requests = countContactRequests(page);
  await openContact(page);
  await fillForm(page, { ...MESSAGE, Email: "giulia.bianchi@" });
  await sendButton(page).click();
  await expect(field(page, "Email")).toHaveAccessibleDescription("Inserisci un indirizzo email valido, ad esempio nome@dominio.it");
  await expect(field(page, "Email")).toBeFocused();
  await fillForm(page, { Messaggio: "Troppo" });
  await sendButton(page).click();
  await expect(page.getByText("Il messaggio deve contenere almeno 10 caratteri")).toBeVisible();
  expect(requests.count).toBe(0);
});

test("sends: the button says Invio in corso... while it waits, then the success message and an empty form", async ({ page }) => {
  await openContact(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/contact", async (route) => {
    await held;
    await route.continue();
  });
  await fillForm(page);
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/contact"));
  await sendButton(page).click();
  const busy = page.getByRole("button", { name: "Invio in corso..." });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  release();
  expect((await answered).status()).toBe(201);
  await expect(page.getByText("Messaggio inviato con successo!")).toBeVisible();
  for (const label of Object.keys(MESSAGE)) await expect(field(page, label)).toHaveValue("");
  await expect(sendButton(page)).toBeEnabled();
});

test("a failed send shows \"Errore nell'invio\" and keeps what was written", async ({ page }) => {
  await openContact(page);
  await page.route("**/api/contact", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "internal_error", message: "Internal server error" }) }),
  );
  await fillForm(page);
  await sendButton(page).click();
  const alert = page.getByRole("alert").filter({ hasText: "Errore nell'invio" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("Si è verificato un errore. Riprova più tardi o contattaci direttamente via email.");
  await expect(page.getByText("Messaggio inviato con successo!")).toBeHidden();
  await expect(field(page, "Messaggio")).toHaveValue(MESSAGE.Messaggio);
});

test("a 429 says how long to wait", async ({ page }) => {
  await openContact(page);
  await page.route("**/api/contact", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      headers: { "retry-after": "600" },
      body: JSON.stringify({ error: "too_many_requests", message: "Rate limit exceeded, retry in 10 minutes" }),
    }),
  );
  await fillForm(page);
  await sendButton(page).click();
  const alert = page.getByRole("alert").filter({ hasText: "Errore nell'invio" });
  await expect(alert).toContainText("Troppi messaggi inviati. Riprova tra 10 minuti.");
  await expect(alert).not.toContainText("Rate limit");
  await expect(field(page, "Messaggio")).toHaveValue(MESSAGE.Messaggio);
});

test("the honeypot is out of sight, out of the tab order and of the accessibility tree", async ({ page }) => {
  await openContact(page);
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveCount(1);
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(honeypot).toHaveAttribute("autocomplete", "off");
  await expect(page.getByRole("textbox", { name: /sito web/i })).toHaveCount(0);
  const box = await honeypot.boundingBox();
  expect(box === null || box.x + box.width <= 0).toBe(true);
  await field(page, "Messaggio").focus();
  await page.keyboard.press("Tab");
  await expect(sendButton(page)).toBeFocused();
});

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
]) {
  test(`screenshot at ${viewport.name} width`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openContact(page);
    await page.screenshot({ path: `test-results/screenshots/contact-${viewport.name}.png`, fullPage: true });
    await sendButton(page).click();
    await expect(page.getByText("Inserisci il tuo nome")).toBeVisible();
    // Back to the top, so the sticky header sits where a reader sees it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/screenshots/contact-errors-${viewport.name}.png`, fullPage: true });
  });
}

test("the server's HTML carries the form, its labels and the page's tags", async ({ request }) => {
  const html = await (await request.get("/contact")).text();
  expect(html).toContain("<title>Contatti | Rassegna</title>");
  expect(html).toMatch(/<meta name="description" content="Scrivi alla redazione di Rassegna[^"]*48 ore lavorative\."/);
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/contact"/);
  for (const label of Object.keys(MESSAGE)) expect(html).toMatch(new RegExp(`<label[^>]*>${label}</label>`));
  expect(html).toContain("48 ore lavorative");
});
