import { type Page } from "@playwright/test";
import { AUTOMATION_DEFAULTS } from "../../src/shared/constants";
import { expectNoViolations } from "./a11y";
import { AdminApi } from "./admin-api";
import { acceptCookiesUpfront, expect, logIn, test } from "./fixtures";

// The daily edition's pages (docs/product.md#edizione): /edizione, its subscribe form, the link pages and their 404s.
// What the e-mails say and that each goes once is proven against the SMTP stand-in in src/edition/edition-flow.test.ts.

test.beforeEach(async ({ page, request }) => {
  await acceptCookiesUpfront(page);
  await (await AdminApi.open(request)).saveAutomation("daily_edition", { enabled: true });
});

test.afterAll(async ({ request }) => {
  await (await AdminApi.open(request)).saveAutomation("daily_edition", AUTOMATION_DEFAULTS.daily_edition);
});

const emailField = (page: Page) => page.getByLabel("Indirizzo email", { exact: true });
const subscribeButton = (page: Page) => page.getByRole("button", { name: "Iscriviti" });

/** Opens /edizione and waits until the form is live (its button waits for hydration). */
async function openEdition(page: Page): Promise<void> {
  await page.goto("/edizione");
  await expect(subscribeButton(page)).toBeEnabled();
}

test("the footer leads to the latest edition, named by its day and time, with its canonical address", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Edizione del giorno" }).click();
  await expect(page).toHaveURL(/\/edizione$/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/^Edizione (del mattino|della sera) di \S+ \d{1,2} \S+ \d{4}$/);
  await expect(page).toHaveTitle(/^Edizione (del mattino|della sera) di .+ \| Rassegna$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/edizione\/\d{4}-\d{2}-\d{2}\/(mattina|sera)$/);
  await expect(page.getByRole("link", { name: "Edizione precedente" })).toBeVisible();
  await expectNoViolations(page, "the daily edition");
});

test("subscribes: an address off the rules is refused in the browser, a good one gets the same answer whoever it is", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/edition/subscribe") requests.push(request.postData() ?? "");
  });
  await openEdition(page);
  await emailField(page).fill("lettrice@");
  await subscribeButton(page).click();
  await expect(emailField(page)).toHaveAccessibleDescription("Inserisci un indirizzo email valido, ad esempio nome@dominio.it");
  await expect(emailField(page)).toBeFocused();
  expect(requests).toEqual([]);

  await emailField(page).fill("lettrice@example.it");
  await subscribeButton(page).click();
  await expect(page.getByText("Controlla la tua casella")).toBeVisible();
  await expect(emailField(page)).toHaveValue("");
  await expectNoViolations(page, "the daily edition after subscribing");
  // Again, the same address: the same words.
  await emailField(page).fill("lettrice@example.it");
  await subscribeButton(page).click();
  await expect(page.getByText("Controlla la tua casella")).toBeVisible();
  expect(requests).toHaveLength(2);
});

test("shows no form while the e-mail edition is off", async ({ page, request }) => {
  await (await AdminApi.open(request)).saveAutomation("daily_edition", { enabled: false });
  await page.goto("/edizione");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ricevi l'edizione via email" })).toHaveCount(0);
});

test("a confirmation link that is not valid says so after the button, and the unsubscribe page asks before it acts", async ({ page }) => {
  await page.goto("/edizione/conferma?token=00000000-0000-4000-8000-000000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  await expect(page.getByRole("heading", { level: 1, name: "Conferma l'iscrizione" })).toBeVisible();
  await expectNoViolations(page, "the confirmation page");
  await page.getByRole("button", { name: "Conferma iscrizione" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Link non valido o scaduto" })).toBeVisible();

  await page.goto("/api/edition/unsubscribe?token=qualsiasi");
  await expect(page).toHaveURL(/\/edizione\/disiscrizione\?token=qualsiasi$/);
  await expectNoViolations(page, "the unsubscribe page");
  await page.getByRole("button", { name: "Annulla l'iscrizione" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Iscrizione annullata" })).toBeVisible();
});

test("the subscribers panel on Automazione counts, lists and removes an address", async ({ page }) => {
  const address = `pannello-${Date.now()}@example.it`;
  const subscribed = await page.request.post("/api/edition/subscribe", { data: { email: address } });
  expect(subscribed.status()).toBe(202);
  await logIn(page);
  await page.goto("/dashboard/automation");
  const panel = page.getByRole("region", { name: "Iscritti all'edizione" });
  await expect(panel.getByText(address)).toBeVisible();
  await expect(panel.getByText("In attesa di conferma").first()).toBeVisible();
  await expectNoViolations(page, "Automazione with a subscriber");
  await panel.getByRole("button", { name: `Rimuovi ${address}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Rimuovi iscritto" }).click();
  await expect(panel.getByText(address)).toHaveCount(0);
});

for (const path of ["/edizione/ieri", "/edizione/2099-01-01", "/edizione/2026-02-30", "/edizione/2026-11-29/pomeriggio"]) {
  test(`answers ${path} with the not-found page and a 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("non trovata");
  });
}

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
]) {
  test(`looks right at ${viewport.name} width`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openEdition(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling").toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `test-results/screenshots/edition-${viewport.name}.png`, fullPage: true });
  });
}
