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

test("a good login lands on /dashboard/feeds with the nine sections; logout ends the session", async ({ page }) => {
  await logIn(page);
  const sidebar = page.getByRole("navigation", { name: "Dashboard" });
  for (const label of SECTIONS) await expect(sidebar.getByRole("link", { name: label })).toBeVisible();
  await expect(page.getByText("Sezione in costruzione")).toBeVisible();
  await expect(page.getByRole("link", { name: "Dashboard Admin" })).toBeVisible();

  await sidebar.getByRole("link", { name: "Configurazione AI" }).click();
  await expect(page).toHaveURL(/\/dashboard\/ai$/);
  await expect(page.getByRole("heading", { name: "Configurazione AI" })).toBeVisible();

  // A reload keeps the session (the refresh cookie), and /dashboard opens the feeds.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard\/feeds$/);

  await page.getByRole("button", { name: "Esci" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Dashboard Admin" })).toHaveCount(0);
  await page.goto("/dashboard/feeds");
  await expect(page).toHaveURL(/\/login$/);
});
