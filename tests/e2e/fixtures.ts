import { randomUUID } from "node:crypto";
import { type Page, expect, test as base } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { COOKIE_POLICY_VERSION } from "../../src/shared/constants";

export { expect };

/**
 * A consent record as the banner stores it (docs/product.md#cookie-consent), standing unless told
 * otherwise: made now, under the current policy version, with a consent id of its own.
 */
export function consentRecord(choice: { analytics?: boolean; advertising?: boolean; timestamp?: number; version?: string } = {}): string {
  const { analytics = false, advertising = false, timestamp = Date.now(), version = COOKIE_POLICY_VERSION } = choice;
  return JSON.stringify({ necessary: true, analytics, advertising, timestamp, version, consentId: randomUUID() });
}

/** Stores a cookie choice before the page loads, so the banner stays out of the way. */
export async function acceptCookiesUpfront(page: Page): Promise<void> {
  await page.addInitScript((record) => {
    if (!localStorage.getItem("cookie_consent")) localStorage.setItem("cookie_consent", record);
  }, consentRecord());
}

/** Signs in through the login page and waits for the dashboard. */
export async function logIn(page: Page): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page).toHaveURL(/\/dashboard\/feeds$/);
}

/**
 * Every test fails on a Content-Security-Policy violation or a hydration
 * error: the page would look fine in a screenshot and still be broken.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        const text = message.text();
        if (message.type() === "error" && /Content Security Policy|hydrat/i.test(text)) errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
});
