import { acceptCookiesUpfront, expect, logIn, test } from "./fixtures";

const SECTIONS = [
  "Feed RSS",
  "Articoli",
  "Statistiche",
  "Diagnostica Sistema",
  "Spazio Server",
  "Configurazione AI",
  "Automazione",
  "Google AdSense",
  "Social Media",
  "Messaggi",
];

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpfront(page);
});

test("a wrong password shows \"Credenziali non valide\" and the button says it is working meanwhile", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("redazione@rassegna.test");
  await page.getByLabel("Password").fill("password-sbagliata");
  // Hold the real request a moment so the pending state can be seen.
  await page.route("**/api/auth/token*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page.getByRole("button", { name: "Accesso in corso..." })).toBeDisabled();
  await expect(page.getByRole("alert")).toHaveText("Credenziali non valide");
  await expect(page.getByRole("button", { name: "Accedi" })).toBeEnabled();
  await expect(page).toHaveURL(/\/login$/);
});

test("the login form requires both fields", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.getByLabel("Email").evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
});

test("without a session the dashboard sends to /login", async ({ page }) => {
  await page.goto("/dashboard/articles");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("link", { name: "Dashboard Admin" })).toHaveCount(0);
});

test("a good login lands on /dashboard/feeds with the ten sections; logout ends the session", async ({ page }) => {
  await logIn(page);
  const sidebar = page.getByRole("navigation", { name: "Dashboard" });
  for (const label of SECTIONS) await expect(sidebar.getByRole("link", { name: label })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Feed RSS" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1, name: "Feed RSS" })).toBeVisible();
  // The dashboard's own frame: none of the public header and footer.
  await expect(page.getByRole("link", { name: "Dashboard Admin" })).toHaveCount(0);
  await expect(page.getByRole("searchbox")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Gestisci Cookie" })).toHaveCount(0);

  // The way back to the public site, where the header offers the dashboard again.
  await page.getByRole("link", { name: "Torna al sito" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("searchbox", { name: "Cerca notizie" }).first()).toBeVisible();
  await page.getByRole("link", { name: "Dashboard Admin" }).click();
  await expect(page).toHaveURL(/\/dashboard\/feeds$/);

  await sidebar.getByRole("link", { name: "Configurazione AI" }).click();
  await expect(page).toHaveURL(/\/dashboard\/ai$/);
  await expect(page.getByRole("heading", { level: 1, name: "Configurazione AI" })).toBeVisible();
  await sidebar.getByRole("link", { name: "Automazione" }).click();
  await expect(page).toHaveURL(/\/dashboard\/automation$/);
  await expect(page.getByRole("heading", { level: 1, name: "Automazione" })).toBeVisible();
  await sidebar.getByRole("link", { name: "Social Media" }).click();
  await expect(page).toHaveURL(/\/dashboard\/social$/);
  await expect(page.getByRole("heading", { level: 1, name: "Social Media" })).toBeVisible();

  // A reload keeps the session (the refresh cookie), and /dashboard opens the feeds.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard\/feeds$/);

  await page.getByRole("button", { name: "Esci" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Dashboard Admin" })).toHaveCount(0);
  await page.goto("/dashboard/feeds");
  await expect(page).toHaveURL(/\/login$/);
});

test("on a phone the sections are in a Menu sheet that navigates and closes, with the site link and Esci", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page);
  // No row of pills: the sections wait behind "Menu".
  await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeHidden();
  const menuButton = page.getByRole("button", { name: "Menu" });
  await expect(menuButton).toBeVisible();

  await menuButton.click();
  const sheet = page.getByRole("dialog", { name: "Menu" });
  await expect(sheet).toBeVisible();
  const nav = sheet.getByRole("navigation", { name: "Dashboard" });
  for (const label of SECTIONS) {
    const link = nav.getByRole("link", { name: label });
    await expect(link).toBeVisible();
    const box = await link.boundingBox();
    expect(box!.x + box!.width, label).toBeLessThanOrEqual(390);
  }
  await expect(sheet.getByRole("link", { name: "Torna al sito" })).toBeVisible();
  await expect(sheet.getByRole("button", { name: "Esci" })).toBeVisible();

  await nav.getByRole("link", { name: "Statistiche" }).click();
  await expect(page).toHaveURL(/\/dashboard\/statistics$/);
  await expect(sheet).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Statistiche" })).toBeVisible();

  // Escape closes it and gives the focus back to the button.
  await menuButton.click();
  await expect(nav.getByRole("link", { name: "Statistiche" })).toHaveAttribute("aria-current", "page");
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await sheet.getByRole("button", { name: "Esci" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(sheet).toBeHidden();
  await page.goto("/dashboard/feeds");
  await expect(page).toHaveURL(/\/login$/);
});

test("the session renews itself before expiry, and a revoked one ends with a warning toast", async ({ page }) => {
  await page.clock.install();
  await logIn(page);

  // 14 minutes on, the client has renewed its 15-minute access token and stays.
  const renewed = page.waitForResponse((r) => r.url().includes("grant_type=refresh_token") && r.status() === 200);
  await page.clock.fastForward("14:30");
  await renewed;
  await expect(page).toHaveURL(/\/dashboard\/feeds$/);

  // Sign out every session from elsewhere (an API client), then let the next renewal fail.
  const api = await page.request.post("/api/auth/token?grant_type=password", {
    data: { email: "redazione@rassegna.test", password: "password-e2e-molto-lunga" },
  });
  const { access_token } = await api.json();
  expect((await page.request.post("/api/auth/logout?scope=global", { headers: { authorization: `Bearer ${access_token}` } })).status()).toBe(204);
  await page.clock.fastForward("15:00");

  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Sessione scaduta" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Accedi di nuovo per continuare.");
  await expect(page).toHaveURL(/\/login$/);
  // A warning stays 6 seconds, then goes by itself.
  await page.clock.fastForward(6_500);
  await expect(toast).toBeHidden();
});

test("a toast can be closed with its button", async ({ page }) => {
  await page.clock.install();
  await logIn(page);
  await page.context().clearCookies();
  await page.clock.fastForward("15:00");
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Sessione scaduta" });
  await expect(toast).toBeVisible();
  await toast.getByRole("button", { name: "Chiudi notifica" }).click();
  await expect(toast).toBeHidden();
});
