import { type Page } from "@playwright/test";
import { COOKIE_POLICY_VERSION } from "../../src/shared/constants";
import { expect, test } from "./fixtures";

const storedConsent = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("cookie_consent") ?? "null"));
const banner = (page: Page) => page.getByRole("dialog", { name: /cookie/i });

test.describe("cookie banner", () => {
  test("shows on the first visit with links to both policies", async ({ page }) => {
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "/cookie-policy");
    await expect(banner(page).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  });

  test("Accetta Tutti stores every category and the banner stays away after a reload", async ({ page }) => {
    await page.goto("/");
    const before = Date.now();
    await page.getByRole("button", { name: "Accetta Tutti" }).click();
    await expect(banner(page)).toBeHidden();
    const consent = await storedConsent(page);
    expect(Object.keys(consent).sort()).toEqual(["advertising", "analytics", "consentId", "necessary", "timestamp", "version"]);
    expect(consent).toMatchObject({ necessary: true, analytics: true, advertising: true, version: COOKIE_POLICY_VERSION });
    expect(consent.timestamp).toBeGreaterThanOrEqual(before);
    await page.reload();
    // Whatever the home lists (other specs publish articles), it is rendered and hydrated without the banner.
    await expect(page.getByRole("heading", { level: 1 })).toBeAttached();
    await page.waitForLoadState("networkidle");
    await expect(banner(page)).toBeHidden();
  });

  test("Solo Necessari stores analytics and advertising off", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Solo Necessari" }).click();
    expect(await storedConsent(page)).toMatchObject({ necessary: true, analytics: false, advertising: false });
  });

  test("Personalizza opens the settings; Annulla goes back; Salva Preferenze stores the switches", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Personalizza" }).click();
    await expect(page.getByRole("heading", { name: "Gestione Preferenze Cookie" })).toBeVisible();
    await expect(page.getByText("Sempre attivi")).toBeVisible();
    await page.getByRole("button", { name: "Annulla" }).click();
    await expect(page.getByRole("button", { name: "Accetta Tutti" })).toBeVisible();
    expect(await storedConsent(page)).toBeNull();

    await page.getByRole("button", { name: "Personalizza" }).click();
    await page.getByRole("switch", { name: "Cookie pubblicitari" }).click();
    await page.getByRole("button", { name: "Salva Preferenze" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({ necessary: true, analytics: false, advertising: true });
  });

  test("Gestisci Cookie clears the choice and brings the banner back, keeping only the consent id", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Accetta Tutti" }).click();
    await expect(banner(page)).toBeHidden();
    const { consentId } = await storedConsent(page);
    await page.getByRole("button", { name: "Gestisci Cookie" }).click();
    await expect(banner(page)).toBeVisible();
    expect(await storedConsent(page)).toEqual({ consentId });
  });
});
