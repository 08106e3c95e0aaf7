import type { APIRequestContext, Page } from "@playwright/test";
import { AdminApi } from "./admin-api";
import { acceptCookiesUpfront, expect, logIn, test } from "./fixtures";

/**
 * The Google AdSense dashboard screen against the real app. The configuration
 * is one row shared by the whole run: every test starts from ads off and no
 * slots, and the file leaves it that way.
 */

const PUBLISHER = "ca-pub-9876543210987654";

let api: APIRequestContext;
let admin: AdminApi;

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
  admin = await AdminApi.open(api);
});

test.afterAll(async () => {
  await admin?.resetAdsense();
  await admin?.dispose();
});

test.beforeEach(async ({ page }) => {
  await admin.resetAdsense();
  await acceptCookiesUpfront(page);
  await logIn(page);
  await page.getByRole("link", { name: "Google AdSense" }).click();
  await expect(page.getByRole("heading", { name: "Google AdSense", level: 1 })).toBeVisible();
});

const section = (page: Page, name: string) => page.getByRole("region", { name: new RegExp(`^${name}`) });
const row = (page: Page, name: string) => page.getByRole("group", { name, exact: true });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const saveButton = (page: Page) => page.getByRole("button", { name: "Salva Configurazione" });

/** Adds a row to a section and fills it; returns the row. */
async function addSlot(page: Page, sectionName: string, values: { name: string; slotId: string; format?: string; position?: string }) {
  const rows = section(page, sectionName).getByRole("group");
  const index = await rows.count();
  await section(page, sectionName).getByRole("button", { name: "Aggiungi slot" }).click();
  const added = row(page, `${sectionName}, slot ${index + 1}`);
  await added.getByLabel("Nome").fill(values.name);
  await added.getByLabel("ID slot").fill(values.slotId);
  if (values.format) await added.getByLabel("Formato").selectOption({ label: values.format });
  if (values.position) await added.getByLabel("Posizione").selectOption({ label: values.position });
  return added;
}

test("shows general settings, both slot lists and the how-to box", async ({ page }) => {
  await expect(section(page, "Impostazioni Generali").getByRole("switch", { name: "Annunci attivi" })).not.toBeChecked();
  await expect(page.getByLabel("ID editore (Publisher ID)")).toHaveValue("");
  await expect(section(page, "Slot Homepage")).toContainText("Nessuno slot configurato.");
  await expect(section(page, "Slot Articoli")).toContainText("Nessuno slot configurato.");
  const howTo = section(page, "Come configurare Google AdSense");
  await expect(howTo.getByRole("listitem")).toHaveCount(7);
  await expect(howTo.getByRole("link", { name: "/ads.txt" })).toHaveAttribute("href", "/ads.txt");
  await expect(howTo).toContainText("cookie pubblicitari");
});

test("an empty slot field stops the save with 'Compila tutti i campi' until it is filled", async ({ page }) => {
  await section(page, "Slot Homepage").getByRole("button", { name: "Aggiungi slot" }).click();
  const added = row(page, "Slot Homepage, slot 1");
  await added.getByLabel("Nome").fill("Banner in alto");
  await saveButton(page).click();

  await expect(page.getByRole("alert").filter({ hasText: "Compila tutti i campi" })).toBeVisible();
  await expect(added.getByLabel("ID slot")).toHaveAttribute("aria-invalid", "true");
  await expect(added.getByLabel("Nome")).not.toHaveAttribute("aria-invalid");
  await expect(toast(page, "Configurazione salvata con successo!")).toHaveCount(0);
  expect((await admin.adsense()).homepage_slots).toEqual([]);

  await added.getByLabel("ID slot").fill("12ab");
  await expect(page.getByRole("alert").filter({ hasText: "L'ID slot deve contenere solo cifre." })).toBeVisible();
  await added.getByLabel("ID slot").fill("1234567890");
  await expect(page.getByText("Compila tutti i campi")).toHaveCount(0);
  await expect(added.getByLabel("ID slot")).not.toHaveAttribute("aria-invalid");
});

test("ads switched on need a valid publisher id", async ({ page }) => {
  await page.getByRole("switch", { name: "Annunci attivi" }).click();
  await saveButton(page).click();
  await expect(page.getByRole("alert").filter({ hasText: "Inserisci l'ID editore per attivare gli annunci." })).toBeVisible();
  await page.getByLabel("ID editore (Publisher ID)").fill("pub-123");
  await expect(page.getByRole("alert").filter({ hasText: "L'ID editore deve iniziare con ca-pub- seguito da sole cifre." })).toBeVisible();
  await expect(page.getByLabel("ID editore (Publisher ID)")).toHaveAttribute("aria-invalid", "true");
  expect((await admin.adsense()).enabled).toBe(false);
});

test("saves with a toast, survives a reload, and /ads.txt and the public config follow", async ({ page }) => {
  expect((await api.get("/ads.txt")).status()).toBe(404);

  await page.getByRole("switch", { name: "Annunci attivi" }).click();
  await page.getByLabel("ID editore (Publisher ID)").fill(PUBLISHER);
  await addSlot(page, "Slot Homepage", { name: "Banner in alto", slotId: "1111111111" });
  await addSlot(page, "Slot Homepage", { name: "Tra gli articoli", slotId: "2222222222", format: "In-feed", position: "Dopo il 6° articolo" });
  const article = await addSlot(page, "Slot Articoli", { name: "Dentro l'articolo", slotId: "3333333333" });
  // Taken positions are not offered twice: the first home row holds "In alto".
  await expect(row(page, "Slot Homepage, slot 2").getByLabel("Posizione").locator("option")).toHaveText([
    "Dopo il 3° articolo",
    "Dopo il 6° articolo",
    "In fondo",
  ]);
  await expect(article.getByLabel("Formato")).toHaveValue("in-article");
  await saveButton(page).click();
  await expect(toast(page, "Configurazione salvata con successo!")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("switch", { name: "Annunci attivi" })).toBeChecked();
  await expect(page.getByLabel("ID editore (Publisher ID)")).toHaveValue(PUBLISHER);
  const second = row(page, "Slot Homepage, slot 2");
  await expect(second.getByLabel("Nome")).toHaveValue("Tra gli articoli");
  await expect(second.getByLabel("ID slot")).toHaveValue("2222222222");
  await expect(second.getByLabel("Formato")).toHaveValue("in-feed");
  await expect(second.getByLabel("Posizione")).toHaveValue("after-6");
  await expect(row(page, "Slot Articoli, slot 1").getByLabel("Posizione")).toHaveValue("top");

  const adsTxt = await api.get("/ads.txt");
  expect(adsTxt.status()).toBe(200);
  expect(await adsTxt.text()).toBe("google.com, pub-9876543210987654, DIRECT, f08c47fec0942fa0\n");
  expect(await (await api.get("/api/ads/config")).json()).toEqual({
    enabled: true,
    publisher_id: PUBLISHER,
    consent_mode: "own_banner",
    slots: {
      home: { top: { slot_id: "1111111111", format: "display" }, "after-6": { slot_id: "2222222222", format: "in-feed" } },
      article: { top: { slot_id: "3333333333", format: "in-article" } },
    },
  });

  // Removing a row and switching ads off is saved too.
  await page.getByRole("button", { name: "Rimuovi Slot Homepage, slot 1" }).click();
  await page.getByRole("switch", { name: "Annunci attivi" }).click();
  await saveButton(page).click();
  await expect(toast(page, "Configurazione salvata con successo!")).toBeVisible();
  await expect.poll(async () => (await admin.adsense()).enabled).toBe(false);
  expect((await admin.adsense()).homepage_slots.map((slot) => slot.name)).toEqual(["Tra gli articoli"]);
  expect(await (await api.get("/api/ads/config")).json()).toEqual({ enabled: false });
});

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
]) {
  test(`screenshots at ${viewport.name} width`, async ({ page }) => {
    await admin.saveAdsense({
      publisher_id: PUBLISHER,
      enabled: true,
      homepage_slots: [
        { name: "Banner in alto", slot_id: "1111111111", format: "display", position: "top" },
        { name: "Tra gli articoli", slot_id: "2222222222", format: "in-feed", position: "after-3" },
      ],
      article_slots: [{ name: "Dentro l'articolo", slot_id: "3333333333", format: "in-article", position: "middle" }],
    });
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.reload();
    await expect(row(page, "Slot Homepage, slot 2")).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, "no sideways scrolling").toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `test-results/screenshots/adsense-${viewport.name}.png`, fullPage: true });

    await section(page, "Slot Articoli").getByRole("button", { name: "Aggiungi slot" }).click();
    await saveButton(page).click();
    await expect(page.getByRole("alert").filter({ hasText: "Compila tutti i campi" })).toBeVisible();
    await saveButton(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/adsense-validation-${viewport.name}.png` });
  });
}
